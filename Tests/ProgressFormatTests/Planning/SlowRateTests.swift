@testable import ProgressFormat
import Testing

/// A moving transfer never reads as stopped: a rate under 1 kB/s shows its first digit that is
/// not zero ("0.05 kB/s" for 50 B/s, "0.001 kB/s" for 1 B/s); only a rate of 0 is "0 kB/s". It
/// once read "0 kB/s" for every rate up to 50 B/s.
@Suite struct SlowRateTests {
    /// The rates 1, 49, 50, 51, 95, 400 and 0 B/s, exactly as each locale writes them.
    @Test(arguments: [
        ("en", ["0.001 kB/s", "0.05 kB/s", "0.05 kB/s", "0.05 kB/s", "0.1 kB/s", "0.4 kB/s", "0 kB/s"]),
        ("de", ["0,001 kB/s", "0,05 kB/s", "0,05 kB/s", "0,05 kB/s", "0,1 kB/s", "0,4 kB/s", "0 kB/s"]),
        ("ar", ["\u{0660}\u{066B}\u{0660}\u{0660}\u{0661} كيلوبايت/ث", "\u{0660}\u{066B}\u{0660}\u{0665} كيلوبايت/ث",
                "\u{0660}\u{066B}\u{0660}\u{0665} كيلوبايت/ث", "\u{0660}\u{066B}\u{0660}\u{0665} كيلوبايت/ث",
                "\u{0660}\u{066B}\u{0661} كيلوبايت/ث", "\u{0660}\u{066B}\u{0664} كيلوبايت/ث", "\u{0660} كيلوبايت/ث"]),
        ("ja", ["0.001 KB/秒", "0.05 KB/秒", "0.05 KB/秒", "0.05 KB/秒", "0.1 KB/秒", "0.4 KB/秒", "0 KB/秒"]),
        ("ru", ["0,001 кБ/с", "0,05 кБ/с", "0,05 кБ/с", "0,05 кБ/с", "0,1 кБ/с", "0,4 кБ/с", "0 кБ/с"]),
    ])
    func slowRatesInEachLocale(locale: String, expected: [String]) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        #expect([1.0, 49, 50, 51, 95, 400, 0].map { formatter.throughput($0) } == expected)
    }

    /// The issue's line: 1,000 of 5,000 bytes at 50 B/s.
    @Test func theLineOfASlowDownload() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let snapshot = ProgressSnapshot(completedUnitCount: 1_000, totalUnitCount: 5_000, kind: .file,
                                        fileOperationKind: .downloading, throughput: 50)
        #expect(formatter.format(snapshot).additionalDescription == "1 kB of 5 kB (0.05 kB/s)")
    }

    /// A rate above 0 but under half a byte a second rounds to no byte: it once read "0 kB/s"
    /// ("0 kilobytes per second"), as if the transfer had stopped. It is left out; half a byte
    /// a second and more is "0.001 kB/s".
    @Test func aRateUnderHalfAByteASecondIsLeftOut() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        #expect([0.1, 0.4, 0.49, 1e-300, 0.5, 0.9, 0].map { formatter.throughput($0) }
            == [nil, nil, nil, nil, "0.001 kB/s", "0.001 kB/s", "0 kB/s"])
    }

    /// The issue's line, 0.1 B/s, in text, log and speech: the amounts without a rate.
    @Test(arguments: [
        ("en", "1 kB of 5 kB", "Downloading files: 1 kB of 5 kB", "Downloading files, 1 kilobyte of 5 kilobytes"),
        ("de", "1 kB von 5 kB", "Dateien werden heruntergeladen: 1 kB von 5 kB",
         "Dateien werden heruntergeladen, 1\u{00A0}Kilobyte von 5 Kilobyte"),
        ("ar", "\u{0661} \u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A} \u{0645}\u{0646} \u{0665} "
            + "\u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A}",
         "\u{062C}\u{0627}\u{0631}\u{064D} \u{062A}\u{0646}\u{0632}\u{064A}\u{0644} \u{0627}\u{0644}\u{0645}\u{0644}\u{0641}"
            + "\u{0627}\u{062A}: \u{0661} \u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A} \u{0645}\u{0646} "
            + "\u{0665} \u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A}",
         "\u{062C}\u{0627}\u{0631}\u{064D} \u{062A}\u{0646}\u{0632}\u{064A}\u{0644} \u{0627}\u{0644}\u{0645}\u{0644}\u{0641}"
            + "\u{0627}\u{062A}\u{060C} \u{0661} \u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A} "
            + "\u{0645}\u{0646} \u{0665} \u{0643}\u{064A}\u{0644}\u{0648}\u{0628}\u{0627}\u{064A}\u{062A}"),
    ])
    func aLineAtATenthOfAByteASecond(locale: String, text: String, log: String, speech: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let snapshot = ProgressSnapshot(completedUnitCount: 1_000, totalUnitCount: 5_000, kind: .file,
                                        fileOperationKind: .downloading, throughput: 0.1)
        #expect(formatter.format(snapshot).additionalDescription == text)
        #expect(formatter.logLine(for: snapshot) == log)
        #expect(formatter.spokenText(for: snapshot) == speech)
        // A transfer of unknown size with only such a rate has nothing to say, as with no rate.
        let unsized = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .downloading,
                                       throughput: 0.1)
        #expect(formatter.format(unsized).additionalDescription == "")
    }

    /// Every rate from 1 to 949 B/s is planned as one digit that is not zero, within half a unit
    /// of the place it stands in (so 1 B/s is never 0, and 51 B/s is 0.05 kB/s, not 0.1).
    @Test func everySlowRateIsOneDigitThatIsNotZero() {
        for rate in Int64(1)..<950 {
            guard case .measure(let measure) = ByteCountPlanner.throughput(rate) else {
                Issue.record("\(rate) B/s is not a measure")
                continue
            }
            let value = measure.value
            #expect(value.digits >= 1 && value.digits <= 9, "\(rate) B/s: \(value)")
            let shown = value.doubleValue * 1_000
            let place = [1.0, 100.0, 10.0, 1.0][Int(value.fractionDigits)]
            #expect(abs(shown - Double(rate)) <= place / 2 + 1e-9, "\(rate) B/s shown as \(shown)")
        }
    }
}

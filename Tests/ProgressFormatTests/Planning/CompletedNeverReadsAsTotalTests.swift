@testable import ProgressFormat
import ProgressTables
import Testing

/// While work remains, the completed size never reads the same as the total: 600 of 1,000
/// bytes once read "1 kB of 1 kB", which looks done at 60 %. The completed count is rounded
/// down where the two would read alike, and both take more fraction digits where that still
/// reads alike.
@Suite struct CompletedNeverReadsAsTotalTests {
    /// The line of each case, in en, de (decimal comma), fr (comma and NNBSP), ar (Arabic
    /// digits and separator) and de-CH (a decimal point in German).
    @Test(arguments: [
        ("en", ["0 kB of 1 kB", "1.2 kB of 1.4 kB", "1.43 MB of 1.44 MB", "5.3 MB of 5.4 MB", "0.9 MB of 1.0 MB", "1.46 GB of 1.47 GB"]),
        ("de", ["0 kB von 1 kB", "1,2 kB von 1,4 kB", "1,43 MB von 1,44 MB", "5,3 MB von 5,4 MB", "0,9 MB von 1,0 MB",
                "1,46\u{00A0}GB von 1,47\u{00A0}GB"]),
        ("fr", ["0\u{202F}ko sur 1\u{202F}ko", "1,2\u{202F}ko sur 1,4\u{202F}ko", "1,43\u{202F}Mo sur 1,44\u{202F}Mo",
                "5,3\u{202F}Mo sur 5,4\u{202F}Mo", "0,9\u{202F}Mo sur 1,0\u{202F}Mo", "1,46\u{202F}Go sur 1,47\u{202F}Go"]),
        ("ar", ["\u{0660} كيلوبايت من \u{0661} كيلوبايت",
                "\u{0661}\u{066B}\u{0662} كيلوبايت من \u{0661}\u{066B}\u{0664} كيلوبايت",
                "\u{0661}\u{066B}\u{0664}\u{0663} ميغابايت من \u{0661}\u{066B}\u{0664}\u{0664} ميغابايت",
                "\u{0665}\u{066B}\u{0663} ميغابايت من \u{0665}\u{066B}\u{0664} ميغابايت",
                "\u{0660}\u{066B}\u{0669} ميغابايت من \u{0661}\u{066B}\u{0660} ميغابايت",
                "\u{0661}\u{066B}\u{0664}\u{0666} غيغابايت من \u{0661}\u{066B}\u{0664}\u{0667} غيغابايت"]),
        ("de-CH", ["0 kB von 1 kB", "1.2 kB von 1.4 kB", "1.43 MB von 1.44 MB", "5.3 MB von 5.4 MB", "0.9 MB von 1.0 MB",
                   "1.46\u{00A0}GB von 1.47\u{00A0}GB"]),
    ])
    func theCompletedSizeNeverReadsAsTheTotal(locale: String, lines: [String]) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let cases: [(Int64, Int64)] = [(600, 1_000), (1_200, 1_400), (1_439_999, 1_440_000), (5_350_000, 5_356_456), (999_999, 1_000_000),
                                       (1_465_000_000, 1_468_006_400)]
        let shown = cases.map { formatter.format(ProgressSnapshot(completedUnitCount: $0.0, totalUnitCount: $0.1, kind: .file))
            .additionalDescription }
        #expect(shown == lines)
        // The values on their own say the same.
        #expect(cases.map { formatter.byteCount($0.0, of: $0.1) } == lines)
    }

    /// Speech reads the same digits, never "1 kilobyte of 1 kilobyte".
    @Test func speechSaysTheSame() throws {
        var snapshot = ProgressSnapshot(completedUnitCount: 600, totalUnitCount: 1_000, kind: .file, fileOperationKind: .downloading)
        #expect(try ProgressTextFormatter(locale: "en").spokenText(for: snapshot) == "Downloading files, 0 kilobytes of 1 kilobyte")
        snapshot.completedUnitCount = 1_439_999
        snapshot.totalUnitCount = 1_440_000
        #expect(try ProgressTextFormatter(locale: "en").spokenText(for: snapshot)
            == "Downloading files, 1.43 megabytes of 1.44 megabytes")
        #expect(try ProgressTextFormatter(locale: "de").spokenText(for: snapshot)
            == "Dateien werden heruntergeladen, 1,43 Megabyte von 1,44 Megabyte")
    }

    /// Lines that never read alike keep their usual digits, and done work reads as done.
    @Test func otherLinesAreUnchanged() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        func line(_ completed: Int64, _ total: Int64) -> String {
            formatter.format(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, kind: .file)).additionalDescription
        }
        #expect(line(419_431, 5_356_456) == "419 kB of 5.4 MB")
        #expect(line(999, 5_356_456) == "1 kB of 5.4 MB")
        #expect(line(5_249_999, 5_356_456) == "5.2 MB of 5.4 MB")
        #expect(line(1_000, 1_000) == "1 kB \u{2014} done")
        #expect(line(499, 1_000) == "0 kB of 1 kB")
        #expect(line(5, 10) == "5 bytes of 10 bytes")
        #expect(line(.max - 1, .max) == "9.2233 EB of 9.2234 EB")
        #expect(line(1_400_100, 1_400_300) == "1.4001 MB of 1.4003 MB")
    }

    /// Over a sweep of totals in every unit and completed counts just below them (and at
    /// fractions of them), the completed count shown is never the total shown, and never more
    /// than it.
    @Test func neverAlikeNeverMore() {
        let totals: [Int64] = [1_000, 1_001, 1_400, 1_499, 1_500, 9_999, 1_000_000, 1_440_000, 1_449_999, 5_356_456,
                               999_950_000, 1_000_000_000, 1_468_006_400, 1_234_567_890_123, 1_500_000_000_000_000,
                               999_995_000_000_000_000, .max]
        var checked = 0
        for total in totals {
            var completedCounts = (1...1_500).map { total - Int64($0) }
            completedCounts += (1...99).map { Int64((Double(total) * Double($0) / 100).rounded(.down)) }
            for completed in completedCounts where completed > 0 && completed < total {
                let shown = ByteCountPlanner.byteCounts(completed: completed, total: total)
                guard let completedValue = Self.decimal(shown.completed), let totalValue = Self.decimal(shown.total) else {
                    Issue.record("\(completed) of \(total): not a number")
                    continue
                }
                let sameUnit = Self.unit(shown.completed) == Self.unit(shown.total)
                #expect(!sameUnit || completedValue != totalValue, "\(completed) of \(total): \(completedValue) of \(totalValue)")
                #expect(!sameUnit || completedValue.digits <= totalValue.digits, "\(completed) of \(total)")
                checked += 1
            }
        }
        #expect(checked > 25_000)
    }

    /// The decimal a byte count shows (its digits in the fraction digits it shows).
    static func decimal(_ value: PlannedValue) -> PlannedDecimal? {
        switch value {
        case .measure(let measure): measure.value
        case .message(let message): message.arguments[.value].flatMap { if case .number(let number) = $0 { number } else { nil } }
        default: nil
        }
    }

    /// The unit a byte count is shown in (`nil` for exabytes, a message of the table).
    static func unit(_ value: PlannedValue) -> MeasureUnit? {
        if case .measure(let measure) = value { measure.unit } else { nil }
    }
}

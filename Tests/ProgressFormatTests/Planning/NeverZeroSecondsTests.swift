@testable import ProgressFormat
import Testing
import ProgressTables

/// "0 seconds remaining" is never said: while work remains, a time remaining below one second (0
/// included) reads exactly as one second does, and finished work reads as done. A planning rule, so it holds
/// in every table locale and pseudo-locale, at every unit width, in one-off and streamed text.
@Suite struct NeverZeroSecondsTests {
    static let locales = ProgressTextFormatter.availableTableLocales() + ProgressTextFormatter.pseudoLocales

    /// A download 10 kB from its end, as a client reported it ("5.0 MB of 5.0 MB … 0 seconds").
    static func download(completed: Int64 = 4_990_000, eta: Double?) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: 5_000_000, kind: .file,
                         fileOperationKind: .downloading, fileDisplayName: "photos.zip", throughput: 50_000,
                         estimatedTimeRemaining: eta)
    }

    /// Generic units; `total` -1 is unknown.
    static func units(completed: Int64, total: Int64, eta: Double?) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, estimatedTimeRemaining: eta)
    }

    @Test func englishWordForWord() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        // (The completed size is rounded down beside the total: it never reads as done either.)
        #expect(formatter.format(Self.download(eta: 0.2)).additionalDescription
            == "4.9 MB of 5.0 MB (50 kB/s) — 1 second remaining")
        #expect(formatter.format(Self.units(completed: 0, total: -1, eta: 0.4)).additionalDescription
            == "1 second remaining")
        #expect(formatter.format(Self.units(completed: 9, total: 10, eta: 0)).additionalDescription
            == "9 of 10 — 1 second remaining")
        // Finished: done, never a time remaining.
        #expect(formatter.format(Self.units(completed: 10, total: 10, eta: 0.4)).additionalDescription == "Done")
        let narrow = try ProgressTextFormatter(locale: "en", unitWidth: .narrow)
        #expect(narrow.format(Self.units(completed: 9, total: 10, eta: 0.3)).additionalDescription == "9 of 10 — 1s remaining")
    }

    @Test(arguments: locales)
    func belowASecondReadsAsOneWhileWorkRemains(locale: String) throws {
        for width in [ProgressTextFormatter.UnitWidth.wide, .short, .narrow] {
            let formatter = try ProgressTextFormatter(locale: locale, unitWidth: width)
            let stream = ProgressTextStream(formatter)
            func line(_ snapshot: ProgressSnapshot) -> String { formatter.format(snapshot).additionalDescription }
            let oneSecond = line(Self.download(eta: 1))
            let zeroSeconds = line(Self.download(completed: 5_000_000, eta: 0))
            for eta in [0, 0.000_001, 0.2, 0.4999] {
                #expect(line(Self.download(eta: eta)) == oneSecond, "\(locale) \(width) \(eta)")
                #expect(stream.format(Self.download(eta: eta)).additionalDescription == oneSecond,
                        "\(locale) \(width) \(eta), streamed")
                // Unknown total: work may remain.
                #expect(line(Self.units(completed: 0, total: -1, eta: eta)) == line(Self.units(completed: 0, total: -1, eta: 1)),
                        "\(locale) \(width) \(eta), unknown total")
                // Finished: it reads as done, whatever the time remaining says.
                #expect(line(Self.download(completed: 5_000_000, eta: eta)) == zeroSeconds, "\(locale) \(width) \(eta), done")
            }
            #expect(oneSecond != line(Self.download(eta: 2)), "\(locale) \(width)")
            #expect(zeroSeconds == line(Self.download(completed: 5_000_000, eta: 1)), "\(locale) \(width)")
            #expect(zeroSeconds != oneSecond, "\(locale) \(width)")
        }
    }
}

import Foundation
@testable import ProgressFormat
import ProgressTables
import Testing

/// What README ("Moments and channels") and the DocC article promise of the log and speech
/// channels, held for every shipped table and both pseudo-locales, over every built-in scenario
/// and the facts that once broke a promise (exabytes, a long file name, a character of many
/// code points, a status that ends in "…" before the speed).
@Suite struct ChannelPromisesTests {
    /// Every scenario, and the facts that broke a promise once.
    static let snapshots: [ProgressSnapshot] = ProgressScenario.all.map(\.snapshot) + [
        ProgressSnapshot(completedUnitCount: 1_000_000_000_000_000_000, totalUnitCount: 9_000_000_000_000_000_000, kind: .file,
                         fileOperationKind: .downloading),
        ProgressSnapshot(completedUnitCount: 600, totalUnitCount: 999, kind: .file, fileOperationKind: .downloading),
        ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .copying,
                         fileURL: URL(fileURLWithPath: "/tmp/" + String(repeating: "summer-holiday-", count: 8) + "final.zip")),
        ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .copying,
                         fileURL: URL(fileURLWithPath: "/tmp/Z" + String(repeating: "\u{0301}", count: 40) + ".zip")),
        ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, kind: .file, fileOperationKind: .receiving, throughput: 2_500_000,
                         status: .estimating),
    ]

    /// A spoken text and a spoken value hold no symbol a screen reader says as one ("/", "…",
    /// "—", "–", "|", parentheses, full-width forms too) and no "..."; a log line holds no
    /// control character (no carriage return, line feed or escape) and no ellipsis at all.
    @Test(arguments: ProgressTextFormatter.availableTableLocales() + PseudoLocale.allCases.map(\.tag))
    func speechAndLogLinesKeepTheirPromises(locale: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        for snapshot in Self.snapshots {
            for spoken in [formatter.spokenText(for: snapshot), formatter.spokenValue(for: snapshot)] {
                #expect(!spoken.contains(where: StringTable.spokenSymbols.contains) && !spoken.contains("..."), "\(locale): \(spoken)")
            }
            let log = formatter.logLine(for: snapshot)
            #expect(!log.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }), "\(locale): \(log)")
            #expect(!log.contains("…") && !log.contains("..."), "\(locale): \(log)")
        }
    }
}

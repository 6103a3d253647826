import Foundation
@testable import ProgressFormat
import Testing

/// Every table (and both pseudo-locales) × every scenario (on the terminal, in a log and spoken) × plural counts × byte
/// sizes across all units × durations from
/// seconds to days: no ICU failure, no fallback to another language, no raw placeholder, no
/// U+FFFD, isolated file names in right-to-left locales — and the full output pinned in one
/// snapshot file per locale, so any change to any string shows up in review as a diff.
///
/// To re-record after an intended change: `PROGRESS_FORMAT_RECORD=1 swift test --filter RenderMatrix`.
@Suite struct RenderMatrixTests {
    static let locales = ProgressTextFormatter.availableTableLocales() + ProgressTextFormatter.pseudoLocales
    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000]
    static let byteSizes: [Int64] = [0, 1, 2, 999, 1_000, 1_500, 999_499, 999_500, 5_356_456, 999_949_999, 999_950_000,
                                     1_234_567_890, 12_345_678_901_234, 1_500_000_000_000_000, .max]
    static let durations: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 59.6, 60, 61, 97, 120, 300, 1_260, 3_599.7, 3_600, 3_725,
                                      7_200, 79_200, 86_399, 90_061, 172_800, 453_600, 1e9]
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The full matrix output for one locale, one line per case.
    static func render(_ locale: String) throws -> (lines: [String], formatter: ProgressTextFormatter) {
        let formatter = try ProgressTextFormatter(locale: locale)
        var lines: [String] = []
        func add(_ label: String, _ snapshot: ProgressSnapshot) {
            let text = formatter.format(snapshot)
            lines.append("\(label) | \(text.description) | \(text.additionalDescription)")
        }
        for scenario in ProgressScenario.all {
            add(scenario.name, scenario.snapshot)
        }
        // The other channels of every scenario: a log line, what a screen reader says and its value.
        for scenario in ProgressScenario.all {
            lines.append("\(scenario.name) [log] | \(formatter.logLine(for: scenario.snapshot))")
            lines.append("\(scenario.name) [speech] | \(formatter.spokenText(for: scenario.snapshot)) | "
                + formatter.spokenValue(for: scenario.snapshot))
        }
        for count in counts {
            add("files \(count)", ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file,
                                                   fileOperationKind: .copying, fileTotalCount: count, fileCompletedCount: 1))
        }
        for bytes in byteSizes {
            add("bytes \(bytes)", ProgressSnapshot(completedUnitCount: bytes / 2, totalUnitCount: bytes, kind: .file,
                                                   fileOperationKind: .downloading, throughput: Double(bytes / 3)))
        }
        for seconds in durations {
            add("eta \(seconds)", ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: seconds))
        }
        return (lines, formatter)
    }

    /// Invisible and look-alike characters spelled out, so a reviewer sees them in a diff.
    static func visible(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value > 0x7F, category == .spaceSeparator || category == .format || category == .control {
                result += "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test(arguments: locales)
    func rendersCleanly(locale: String) throws {
        let (lines, formatter) = try Self.render(locale)
        #expect(formatter.tableProblems.isEmpty, "\(formatter.tableProblems)")
        #expect(formatter.tableLocale == locale, "the words of \(locale) come from \(formatter.tableLocale)")
        for line in lines {
            #expect(!line.contains("{") && !line.contains("}"), "raw placeholder: \(line)")
            #expect(!line.contains("\u{FFFD}"), "replacement character: \(line)")
            // A word "nan" (a NaN shown), not letters inside one (Polish "rozpoczynanie").
            #expect(!line.lowercased().split(whereSeparator: { !$0.isLetter }).contains("nan") || locale.hasPrefix("nan"), "NaN: \(line)")
        }
        let named = try #require(lines.first { $0.hasPrefix("downloading-named |") })
        let isRightToLeft = ProgressTextFormatter.pseudoLocales.contains(locale) ? locale == "ar-XB"
            : ICULocale.isRightToLeft(ICULocale.localeID(forLanguageTag: locale) ?? locale)
        #expect(named.contains("\u{2068}photos.zip\u{2069}") == isRightToLeft, "file name isolation: \(named)")
    }

    /// A snapshot per locale the formatter serves, and none for another (a draft, which the
    /// formatter does not serve, has none: its locale reads English).
    @Test func aSnapshotPerServedLocale() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.locales.map { "\($0).txt" }))
    }

    @Test(arguments: locales)
    func matchesItsSnapshot(locale: String) throws {
        let text = try Self.render(locale).lines.map(Self.visible).joined(separator: "\n") + "\n"
        let file = Self.snapshots.appendingPathComponent("\(locale).txt")
        if ProcessInfo.processInfo.environment["PROGRESS_FORMAT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let recorded = try? String(contentsOf: file, encoding: .utf8)
        #expect(recorded != nil, "no snapshot for \(locale): run PROGRESS_FORMAT_RECORD=1 swift test --filter RenderMatrix")
        guard let recorded else { return }
        let expectedLines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (expected, actual) in zip(expectedLines, actualLines) where expected != actual {
            Issue.record("\(locale).txt differs:\n  recorded: \(expected)\n  now:      \(actual)")
        }
        #expect(expectedLines.count == actualLines.count)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

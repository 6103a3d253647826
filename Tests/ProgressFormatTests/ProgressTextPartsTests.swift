import Foundation
@testable import ProgressFormat
import Testing

/// Which range of each line is which part: exact text and UTF-8 offsets, left-to-right and
/// right-to-left, wide and CJK text.
@Suite struct ProgressTextPartsTests {
    static let everything = ProgressScenario.named("everything")?.snapshot ?? ProgressSnapshot()

    /// Each part as `field@line: "text"`.
    static func described(_ text: ProgressText) -> [String] {
        text.parts.map { "\($0.field.rawValue)@\($0.line.rawValue): \(text[$0])" }
    }

    @Test func english() throws {
        let text = try ProgressTextFormatter(locale: "en").format(Self.everything)
        #expect(Self.described(text) == [
            "fileCount@description: 9",
            "completedBytes@additionalDescription: 419 kB",
            "totalBytes@additionalDescription: 5.4 MB",
            "throughput@additionalDescription: 50 kB/s",
            "timeRemaining@additionalDescription: 1 minute, 37 seconds",
        ])
        #expect(text.parts.map(\.utf8Offsets) == [12..<13, 0..<6, 10..<16, 18..<25, 31..<51])
        #expect(text.ranges(of: .throughput).map { String(text.additionalDescription[$0]) } == ["50 kB/s"])
    }

    @Test func arabicReadsRightToLeftInLogicalOrder() throws {
        var snapshot = Self.everything
        snapshot.fileTotalCount = nil
        let text = try ProgressTextFormatter(locale: "ar").format(snapshot)
        #expect(Self.described(text) == [
            "fileName@description: \u{2068}photos.zip\u{2069}",
            "completedBytes@additionalDescription: ٤١٩ كيلوبايت",
            "totalBytes@additionalDescription: ٥٫٤ ميغابايت",
            "throughput@additionalDescription: ٥٠ كيلوبايت/ث",
            "timeRemaining@additionalDescription: دقيقة و٣٧ ثانية",
        ])
    }

    @Test func japanese() throws {
        let text = try ProgressTextFormatter(locale: "ja").format(Self.everything)
        #expect(Self.described(text) == [
            "fileCount@description: 9",
            "completedBytes@additionalDescription: 419 KB",
            "totalBytes@additionalDescription: 5.4 MB",
            "throughput@additionalDescription: 50 KB/秒",
            "timeRemaining@additionalDescription: 1 分 37 秒",
        ])
    }

    @Test func percentFilesAndStatus() throws {
        let formatter = try ProgressTextFormatter(locale: "de")
        let percent = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(Self.described(percent) == [
            "percent@description: 7\u{00A0}%", "completedCount@additionalDescription: 7", "totalCount@additionalDescription: 100",
        ])
        let files = formatter.format(ProgressScenario.named("file-counts-only")?.snapshot ?? ProgressSnapshot())
        #expect(Self.described(files) == [
            "fileCount@description: 9", "completedFileCount@additionalDescription: 7", "totalFileCount@additionalDescription: 9",
        ])
        let paused = formatter.format(ProgressSnapshot(totalUnitCount: -1, status: .paused))
        #expect(Self.described(paused) == ["status@additionalDescription: Angehalten"])
    }

    /// Turkish capitalizes "i" as "İ", one byte longer: the parts after it move with it.
    @Test func partsMoveWithASentenceStartCapital() throws {
        let cancelled = try ProgressTextFormatter(locale: "tr").format(ProgressSnapshot(totalUnitCount: -1, status: .cancelled))
        #expect(cancelled.additionalDescription == "İptal edildi")
        #expect(Self.described(cancelled) == ["status@additionalDescription: İptal edildi"])

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = try String(contentsOf: Self.tables.appendingPathComponent("tr.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"kalan süre hesaplanıyor…\"", with: "\"ilerleme ölçülüyor…\"")
        try table.write(to: directory.appendingPathComponent("tr.json"), atomically: true, encoding: .utf8)
        let snapshot = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .receiving,
                                        throughput: 2_500_000, status: .estimating)
        let text = try ProgressTextFormatter(locale: "tr", tablesDirectory: directory).format(snapshot)
        #expect(text.additionalDescription == "İlerleme ölçülüyor… (2,5 MB/sn)")
        #expect(Self.described(text) == [
            "status@additionalDescription: İlerleme ölçülüyor…", "throughput@additionalDescription: 2,5 MB/sn",
        ])
    }

    static let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Strings")
}

@Suite struct ProgressTextAttributedStringTests {
    @Test func runsCarryTheirFields() throws {
        let text = try ProgressTextFormatter(locale: "ja").format(ProgressTextPartsTests.everything)
        let line = text.attributedString(.additionalDescription)
        var runs: [String] = []
        for run in line.runs {
            let field = run[ProgressTextFieldAttribute.self]?.rawValue ?? "-"
            runs.append("\(field): \(String(line[run.range].characters))")
        }
        #expect(runs == [
            "completedBytes: 419 KB", "-: /", "totalBytes: 5.4 MB", "-: （", "throughput: 50 KB/秒", "-: ）、残り ",
            "timeRemaining: 1 分 37 秒",
        ])
        #expect(String(line.characters) == text.additionalDescription)
    }
}

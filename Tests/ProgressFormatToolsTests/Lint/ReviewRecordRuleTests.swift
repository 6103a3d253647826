import Foundation
import ProgressFormatTools
import Testing
import ProgressFormatTestSupport

/// Review states that mean something: `reviewed` needs a named reviewer, a time and the source
/// text it was reviewed against; a reviewed translation whose source changed is stale, an
/// error; control characters are errors.
@Suite struct ReviewRecordRuleTests {
    nonisolated(unsafe) static let reviewed: [String: Any] = [
        "x-state": "reviewed", "x-source": "{percent} completed",
        "x-reviewer": "Anna Müller", "x-reviewed-at": "2025-03-14T09:26:53Z",
    ]

    static func record(_ changes: [String: Any?]) -> [String: Any] {
        var record = reviewed
        for (key, value) in changes {
            record[key] = value
        }
        return record
    }

    @Test func aCompleteReviewIsClean() throws {
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.reviewed]) == [])
    }

    @Test func reviewedWithoutAReviewerOrTimeIsAnError() throws {
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-reviewer": nil, "x-reviewed-at": nil])]) == [
            "de.json:percentCompleted: error: marked reviewed without a named reviewer",
            "de.json:percentCompleted: error: marked reviewed without a review time (x-reviewed-at)",
        ])
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-reviewer": "  "])]) == [
            "de.json:percentCompleted: error: marked reviewed without a named reviewer",
        ])
    }

    @Test func theReviewTimeIsISO8601UTCToTheSecond() throws {
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-reviewed-at": "14.03.2025"])]) == [
            "de.json:percentCompleted: error: x-reviewed-at '14.03.2025' is not an ISO 8601 UTC time such as 2025-03-14T09:26:53Z",
        ])
        #expect(ReviewTimestamp.isCanonical("2025-03-14T09:26:53Z"))
        #expect(!ReviewTimestamp.isCanonical("2025-03-14T10:26:53+01:00"))
        #expect(!ReviewTimestamp.isCanonical("2025-02-30T09:26:53Z"))
        #expect(ReviewTimestamp.date(from: "2025-03-14T10:26:53.5+01:00").map(ReviewTimestamp.string(from:)) == "2025-03-14T09:26:53Z")
    }

    /// Times are written and read by the calendar's arithmetic (no Foundation formatter, which
    /// opens an ICU calendar for the environment's locale): exact at the edges of days, months,
    /// leap years and the epoch, and each canonical time reads back as itself.
    @Test func timesAreExactAtTheCalendarsEdges() throws {
        let cases: [(seconds: Double, text: String)] = [
            (0, "1970-01-01T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"), (951_782_400, "2000-02-29T00:00:00Z"),
            (1_741_944_413.75, "2025-03-14T09:26:53Z"), (4_107_542_399, "2100-02-28T23:59:59Z"),
            (4_107_542_400, "2100-03-01T00:00:00Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, text) in cases {
            #expect(ReviewTimestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
            #expect(ReviewTimestamp.date(from: text) == Date(timeIntervalSince1970: seconds.rounded(.down)))
            #expect(ReviewTimestamp.isCanonical(text))
        }
        #expect(ReviewTimestamp.date(from: "2025-03-14T09:26:53-02:30") == Date(timeIntervalSince1970: 1_741_944_413 + 9_000))
        for text in ["2100-02-29T00:00:00Z", "2025-13-01T00:00:00Z", "2025-03-14T24:00:00Z", "2025-03-14T09:26:53",
                     "2025-03-14T09:26:53.Z", "2025-03-14T09:26:53Zx", "２025-03-14T09:26:53Z", ""] {
            #expect(ReviewTimestamp.date(from: text) == nil, "\(text)")
        }
    }

    @Test func reviewedWithoutTheSourceItWasReviewedAgainstIsAnError() throws {
        let findings = try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-source": nil])])
        #expect(findings == [
            "de.json:percentCompleted: warning: no x-source: the source text it was translated from",
            "de.json:percentCompleted: error: marked reviewed without the source text it was reviewed against (x-source)",
        ])
    }

    @Test func aReviewedTranslationOfAnOlderSourceIsStale() throws {
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-source": "{percent} complete"])]) == [
            "de.json:percentCompleted: error: stale: reviewed against an older source text; check it again and approve it "
                + "(progress-format review approve)",
        ])
        #expect(try StringTableLinterTests.lint([
            "@percentCompleted": ["x-state": "needs-review", "x-source": "{percent} complete"],
        ]) == [
            "de.json:percentCompleted: warning: stale: translated from an older source text; review it and update x-source",
        ])
    }

    @Test func aReviewRecordOnAMessageNotReviewedIsLeftOver() throws {
        #expect(try StringTableLinterTests.lint(["@percentCompleted": Self.record(["x-state": "needs-review"])]) == [
            "de.json:percentCompleted: warning: x-reviewer and x-reviewed-at belong to a reviewed message; this one is 'needs-review'",
        ])
    }

    @Test func controlCharactersAreErrorsWithTheirPosition() throws {
        #expect(try StringTableLinterTests.lint(["percentCompleted": "{percent}\u{1B}[2J abgeschlossen"]) == [
            "de.json:percentCompleted: error: position 9: contains the control character U+001B",
        ])
    }

    @Test func localesCountsStaleTranslations() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try #require(String(data: Data(contentsOf: ShippedTables.file("de")),
                                           encoding: .utf8))
        let edited = original.replacingOccurrences(of: #""x-source": "{percent} completed""#,
                                                   with: #""x-source": "{percent} complete""#)
        try Data(edited.utf8).write(to: directory.appendingPathComponent("de.json"))
        let german = try #require(StringTableSummary.all(tablesDirectory: directory).first { $0.locale == "de" })
        #expect(german.stale == 1)
        #expect(StringTableSummary.all().allSatisfy { $0.stale == 0 })
    }
}

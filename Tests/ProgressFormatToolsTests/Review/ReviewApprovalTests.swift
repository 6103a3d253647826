import Foundation
import ProgressFormatTools
@testable import ProgressFormat
import Testing
import ProgressTables

/// `review approve`: the explicit act of a named reviewer, recorded; refused for unknown keys,
/// broken messages, the source table and nameless reviewers.
@Suite struct ReviewApprovalTests {
    @Test func approvingRecordsWhoWhenAndTheSource() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let approval = try ReviewApproval.approve(keys: ["fileOperationUnnamed"], in: german, source: source,
                                                  reviewer: "  Ben Okafor ", now: XLIFFFixtures.now)
        #expect(approval.approved == ["fileOperationUnnamed"])
        #expect(approval.refusals == [])
        #expect(StringTableWriter.text(for: approval.document, messageOrder: source.messageKeys) == """
            {
              "@@locale": "de",
              "percentCompleted": "{percent} abgeschlossen",
              "@percentCompleted": {
                "x-state": "reviewed",
                "x-source": "{percent} completed",
                "x-reviewer": "Anna Müller",
                "x-reviewed-at": "2025-01-02T03:04:05Z"
              },
              "fileOperationUnnamed": "{operation, select, downloading {Dateien werden heruntergeladen…} other {Dateien werden verarbeitet…}}",
              "@fileOperationUnnamed": {
                "x-state": "reviewed",
                "x-source": "{operation, select, downloading {Downloading files…} other {Processing files…}}",
                "x-reviewer": "Ben Okafor",
                "x-reviewed-at": "2025-03-14T09:26:53Z"
              }
            }

            """)
    }

    @Test func approvingAgainAfterTheSourceChangedRecordsTheNewSource() throws {
        var (source, german) = try XLIFFFixtures.smallTables()
        source.setMessage("percentCompleted", "{percent} complete")
        let approval = try ReviewApproval.approve(keys: ["percentCompleted"], in: german, source: source,
                                                  reviewer: "Ben", now: XLIFFFixtures.now)
        #expect(approval.document.reviewRecord("percentCompleted") == ReviewRecord(
            state: "reviewed", source: "{percent} complete", reviewer: "Ben", reviewedAt: XLIFFFixtures.now))
    }

    @Test func refusesUnknownKeysAndMessagesWithLintErrors() throws {
        let source = try XLIFFFixtures.shipped("en")
        var german = try XLIFFFixtures.shipped("de")
        german.setMessage("timeRemaining", "noch {dauer}")
        // Whatever state the shipped table gives it, a refused approval leaves it as it was.
        german.setReviewRecord("timeRemaining", ReviewRecord(state: "needs-review", source: "{duration} remaining"))
        let approval = try ReviewApproval.approve(keys: ["timeRemaining", "noSuchKey", "percentCompleted", "percentCompleted"],
                                                  in: german, source: source, reviewer: "Ben", now: XLIFFFixtures.now)
        #expect(approval.refusals == [
            "de.json:timeRemaining: not approved: position 6: unknown placeholder '{dauer}'",
            "de.json:timeRemaining: not approved: missing placeholder '{duration}'",
            "de.json:noSuchKey: not approved: no such message",
        ])
        #expect(approval.approved == ["percentCompleted"])
        #expect(approval.document.reviewRecord("timeRemaining").state == "needs-review")
    }

    @Test func refusesTheSourceTableAndNamelessReviewers() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        #expect(throws: ProgressProblem.unreadableTable(file: "en.json",
                                                            reason: "the source table has no review states; approve a translation")) {
            try ReviewApproval.approve(keys: ["percentCompleted"], in: source, source: source, reviewer: "Ben", now: XLIFFFixtures.now)
        }
        #expect(throws: ReviewerName.Invalid(description: "the reviewer's name is empty")) {
            try ReviewApproval.approve(keys: ["percentCompleted"], in: german, source: source, reviewer: " \t", now: XLIFFFixtures.now)
        }
    }

    /// A name holding any character that is invisible or acts unseen is refused with its kind
    /// and code point; letters of every script, NBSP and ZWNJ between letters pass.
    static let invisible: [(name: String, kind: String)] = [
        ("Ben\u{1B}[2J", "control character U+001B"),
        ("Anna\u{2028}Müller", "line separator U+2028"),
        ("Anna\u{2029}Lee", "paragraph separator U+2029"),
        ("Ben\u{202E}kcab", "bidi control U+202E"),
        ("Ben\u{200F}", "bidi control U+200F"),
        ("Ben\u{2066}x", "bidi control U+2066"),
        ("Be\u{200B}n", "invisible format character U+200B"),
        ("Ben\u{FEFF}", "invisible format character U+FEFF"),
        ("Ben\u{E0041}", "invisible format character U+E0041"),
        ("Ben\u{3164}", "invisible character U+3164"),
        ("Ben\u{FFFD}", "replacement character U+FFFD"),
        ("Ben\u{E000}", "private-use character U+E000"),
        ("Ben" + String(Character(Unicode.Scalar(0xFDD0)!)), "noncharacter U+FDD0"),
        ("\u{200C}Ben", "invisible format character U+200C"),
    ]

    @Test(arguments: invisible)
    func refusesInvisibleCharactersInAName(name: String, kind: String) {
        #expect(throws: ReviewerName.Invalid(description: "the reviewer's name has the \(kind); "
            + "type the name as it is written, without invisible characters")) {
            try ReviewerName.validated(name)
        }
    }

    @Test func acceptsNamesAsPeopleWriteThem() throws {
        for name in ["Anna Müller", "佐藤 由紀", "محمد\u{00A0}علي", "می\u{200C}خواهم", "Zoë O'Brien-Łukasz"] {
            #expect(try ReviewerName.validated(" \(name) ") == name)
        }
    }
}

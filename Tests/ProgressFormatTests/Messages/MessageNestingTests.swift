import Foundation
@testable import ProgressFormat
import ProgressFormatTools
import Testing
import ProgressTables

/// A table message nested thousands of levels deep once overflowed the parser's stack (SIGSEGV
/// in render, preview and lint). Every test here runs on a 512 KB stack: the bound is the stack.
@Suite struct MessageNestingTests {
    /// `levels - 1` selects over `operation`, each with one `other` variant, around
    /// `Lade „{fileName}“…`: an argument nested `levels` deep, valid for `fileOperationNamed`.
    static func nested(levels: Int) -> String {
        String(repeating: "{operation, select, other {", count: levels - 1) + "Lade „{fileName}“…"
            + String(repeating: "}}", count: levels - 1)
    }

    static let downloadingPhotos = ProgressSnapshot(
        kind: .file, fileOperationKind: .downloading, fileURL: URL(fileURLWithPath: "/tmp/photos.zip"))

    @Test func theLimitIs32Levels() throws {
        #expect(MessagePattern.maximumNesting == 32)
        #expect(try MessagePattern(parsing: Self.nested(levels: 32)).argumentUses == ["operation": .select, "fileName": .simple])
        // The 33rd argument's '{' (after 32 × 27 units of "{operation, select, other {" and "Lade „").
        #expect(throws: MessageSyntaxError(position: 870, reason: "nested more than 32 levels")) {
            try MessagePattern(parsing: Self.nested(levels: 33))
        }
    }

    @Test func aMessageNested18000LevelsIsASyntaxErrorNotACrash() async throws {
        let message = Self.nested(levels: 18_000)
        #expect(message.utf8.count == 521_995)  // about the 540 KB of the report, under the 1 MiB limit
        let error = await SmallStackThread.run { () -> MessageSyntaxError? in
            do throws(MessageSyntaxError) {
                _ = try MessagePattern(parsing: message)
                return nil
            } catch {
                return error
            }
        }
        #expect(error == MessageSyntaxError(position: 864, reason: "nested more than 32 levels"))
    }

    @Test func theDeepestAllowedMessageLoadsRendersAndLintsOnASmallStack() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": Self.nested(levels: 32)])
        let directory = tables.url
        let (description, problems, findings) = await SmallStackThread.run { () -> (String, [String], [String]) in
            guard let formatter = try? ProgressTextFormatter(locale: "de", tablesDirectory: directory) else { return ("", [], []) }
            let findings = StringTableLinter(tablesDirectory: directory).lint(locales: ["de"])
            return (formatter.format(Self.downloadingPhotos).description, formatter.tableProblems.map(\.description),
                    findings.map(\.description))
        }
        #expect(description == "Lade „photos.zip“…")
        #expect(problems == [])
        #expect(findings == [])
    }

    @Test func aTooDeepMessageIsReportedWithFileKeyAndPositionAndFallsBackToEnglish() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": Self.nested(levels: 18_000)])
        let directory = tables.url
        let (description, problems, findings) = await SmallStackThread.run { () -> (String, [String], [String]) in
            guard let formatter = try? ProgressTextFormatter(locale: "de", tablesDirectory: directory) else { return ("", [], []) }
            let findings = StringTableLinter(tablesDirectory: directory).lint(locales: ["de"])
            return (formatter.format(Self.downloadingPhotos).description, formatter.tableProblems.map(\.description),
                    findings.map(\.description))
        }
        let file = tables.path("de.json")
        #expect(description == "Downloading “photos.zip”…")
        #expect(problems == ["\(file): fileOperationNamed: position 864: nested more than 32 levels"])
        #expect(findings == ["\(file):fileOperationNamed: error: position 864: nested more than 32 levels"])
    }
}

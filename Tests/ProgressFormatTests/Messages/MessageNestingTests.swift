import Foundation
@testable import ProgressFormat
import ProgressFormatTestSupport
import Testing
import ProgressTables

/// A table message nested thousands of levels deep once overflowed the parser's stack (SIGSEGV
/// in render, preview and lint). Every test here runs on a 512 KB stack: the bound is the stack.
/// (Lint of the same tables: `StringTableLinterNestingTests`.)
@Suite struct MessageNestingTests {
    static let downloadingPhotos = ProgressSnapshot(
        kind: .file, fileOperationKind: .downloading, fileURL: URL(fileURLWithPath: "/tmp/photos.zip"))

    @Test func theLimitIs32Levels() throws {
        #expect(MessagePattern.maximumNesting == 32)
        #expect(try MessagePattern(parsing: NestedMessage.german(levels: 32)).argumentUses == ["operation": .select, "fileName": .simple])
        // The 33rd argument's '{' (after 32 × 27 units of "{operation, select, other {" and "Lade „").
        #expect(throws: MessageSyntaxError(position: 870, reason: "nested more than 32 levels")) {
            try MessagePattern(parsing: NestedMessage.german(levels: 33))
        }
    }

    @Test func aMessageNested18000LevelsIsASyntaxErrorNotACrash() async throws {
        let message = NestedMessage.german(levels: 18_000)
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

    @Test func theDeepestAllowedMessageLoadsAndRendersOnASmallStack() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": NestedMessage.german(levels: 32)])
        let directory = tables.url
        let (description, problems) = await SmallStackThread.run { () -> (String, [String]) in
            guard let formatter = try? ProgressTextFormatter(locale: "de", tablesDirectory: directory) else { return ("", []) }
            return (formatter.format(Self.downloadingPhotos).description, formatter.tableProblems.map(\.description))
        }
        #expect(description == "Lade „photos.zip“…")
        #expect(problems == [])
    }

    @Test func aTooDeepMessageIsReportedWithFileKeyAndPositionAndFallsBackToEnglish() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": NestedMessage.german(levels: 18_000)])
        let directory = tables.url
        let (description, problems) = await SmallStackThread.run { () -> (String, [String]) in
            guard let formatter = try? ProgressTextFormatter(locale: "de", tablesDirectory: directory) else { return ("", []) }
            return (formatter.format(Self.downloadingPhotos).description, formatter.tableProblems.map(\.description))
        }
        #expect(description == "Downloading “photos.zip”…")
        #expect(problems == ["\(tables.path("de.json")): fileOperationNamed: position 864: nested more than 32 levels"])
    }
}

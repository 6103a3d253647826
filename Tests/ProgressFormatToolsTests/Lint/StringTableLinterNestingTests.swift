import Foundation
import ProgressFormatTestSupport
import ProgressFormatTools
import Testing

/// Lint of a message nested as deep as a table may hold, and of one nested far deeper (which once
/// overflowed the parser's stack: `MessageNestingTests`), on a 512 KB stack.
@Suite struct StringTableLinterNestingTests {
    /// What lint says of German in `tables`, on a small stack.
    static func lintOnASmallStack(_ tables: TemporaryTables) async -> [String] {
        let directory = tables.url
        return await SmallStackThread.run {
            StringTableLinter(tablesDirectory: directory).lint(locales: ["de"]).map(\.description)
        }
    }

    @Test func theDeepestAllowedMessageLintsCleanOnASmallStack() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": NestedMessage.german(levels: 32)])
        #expect(await Self.lintOnASmallStack(tables) == [])
    }

    @Test func aTooDeepMessageIsAFindingWithFileKeyAndPosition() async throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["fileOperationNamed": NestedMessage.german(levels: 18_000)])
        #expect(await Self.lintOnASmallStack(tables) == [
            "\(tables.path("de.json")):fileOperationNamed: error: position 864: nested more than 32 levels",
        ])
    }
}

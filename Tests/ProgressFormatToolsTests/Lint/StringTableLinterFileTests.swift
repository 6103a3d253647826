import Foundation
import ProgressFormatTestSupport
import ProgressFormatTools
import ProgressTables
import Testing

/// What lint says of a tables directory's files that are not good tables: each one a finding
/// with the file, as the loader reports it (`StringTableFileTests`), and nothing read that is not
/// a regular file inside the directory.
@Suite struct StringTableLinterFileTests {
    /// What lint says of German in `tables`.
    static func lint(_ tables: TemporaryTables) -> [String] {
        StringTableLinter(tablesDirectory: tables.url).lint(locales: ["de"]).map(\.description)
    }

    /// A table compiled into the program is named as such by the tools, as by the loader.
    @Test func aBuiltInTableIsNamedAsBuiltIn() throws {
        #expect(try StringTableFiles.document(for: "de", directory: nil)?.file == "built-in de.json")
    }

    /// A FIFO must not block lint: it is never opened for reading.
    @Test(.timeLimit(.minutes(1))) func aFIFONamedLikeATableIsReportedNotRead() throws {
        let tables = try TemporaryTables()
        #expect(mkfifo(tables.path("de.json"), 0o644) == 0)
        #expect(Self.lint(tables) == ["\(tables.path("de.json")):-: error: unreadable string table: not a regular file (a FIFO)"])
    }

    @Test func aDanglingLinkIsReported() throws {
        let tables = try TemporaryTables()
        try FileManager.default.createSymbolicLink(atPath: tables.path("de.json"), withDestinationPath: tables.path("gone.json"))
        #expect(Self.lint(tables) == [
            "\(tables.path("de.json")):-: error: unreadable string table: not a regular file (a symbolic link to nothing)",
        ])
    }

    @Test func aTableWhoseLocaleIsNotItsFileNameIsRefused() throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["@@locale": "ar"])
        #expect(Self.lint(tables) == [
            "\(tables.path("de.json")):-: error: unreadable string table: @@locale is 'ar' but the file is named de.json; the table is not used",
        ])
    }

    /// `lint --strings D --locale ../x` must not read `D/../x.json`.
    @Test func aTagThatIsAPathNeverReachesTheFileSystem() throws {
        let outer = try TemporaryTables()
        try outer.writeGerman("x.json", changes: ["@@locale": "x", "percentCompleted": "{percent"])
        let inner = outer.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        #expect(StringTableLinter(tablesDirectory: inner).lint(locales: ["../x"]).map(\.description) == [
            "../x.json:-: error: not a locale tag; tables are named like de.json, pt-BR.json or zh-Hant.json",
        ])
    }

    /// A stray file is not a table, and lint says so when it checks the whole directory.
    @Test func filesNotNamedAfterALocaleAreIgnoredWithAWarning() throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: [:])
        try tables.write("notes.json", Data("my notes".utf8))
        try tables.write("README.json", Data("{}".utf8))
        let linter = StringTableLinter(tablesDirectory: tables.url)
        #expect(linter.locales == ["de"])
        let warnings = [
            "\(tables.path("README.json")):-: warning: not named after a locale tag (like de.json or pt-BR.json); not a table, ignored",
            "\(tables.path("notes.json")):-: warning: not named after a locale tag (like de.json or pt-BR.json); not a table, ignored",
        ]
        #expect(linter.lint().map(\.description) == warnings)
        #expect(linter.lint(locales: linter.locales).map(\.description) == warnings)
    }
}

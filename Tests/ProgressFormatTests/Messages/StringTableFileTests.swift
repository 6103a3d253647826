import ProgressTables
import Foundation
@testable import ProgressFormat
import ProgressFormatTestSupport
import Testing

/// What a tables directory (`--strings`) may hold besides good tables: each case is reported
/// with the file and the message falls back, and none of them blocks, reads a huge file whole,
/// or reads outside the directory. (What lint says of the same files: `StringTableLinterFileTests`.)
@Suite struct StringTableFileTests {
    static let sevenPercent = ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)

    /// The problems and the description of "7 of 100" in German with `tables`.
    static func load(_ tables: TemporaryTables) throws -> (problems: [String], description: String) {
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: tables.url)
        return (formatter.tableProblems.map(\.description), formatter.format(sevenPercent).description)
    }

    /// A table compiled into the program is named as such — never as a path in a checkout,
    /// whose file may hold other text since the build.
    @Test func aBuiltInTableIsNamedAsBuiltIn() throws {
        #expect(try StringTableStore().table(for: "de")?.file == "built-in de.json")
        #expect(try StringTableStore().tableData(for: "de")?.file == "built-in de.json")
        #expect(StringTableStore.fileName(ofLabel: "built-in de.json") == "de.json")
        #expect(StringTableStore.fileName(ofLabel: "/tmp/t/de.json") == "de.json")
    }

    /// A FIFO must not block the loader: it is never opened for reading.
    @Test(.timeLimit(.minutes(1))) func aFIFONamedLikeATableIsReportedNotRead() throws {
        let tables = try TemporaryTables()
        #expect(mkfifo(tables.path("de.json"), 0o644) == 0)
        let (problems, description) = try Self.load(tables)
        #expect(problems == ["\(tables.path("de.json")): unreadable string table: not a regular file (a FIFO)"])
        #expect(description == "7% completed")
    }

    @Test func aDirectoryNamedLikeATableIsReported() throws {
        let tables = try TemporaryTables()
        try FileManager.default.createDirectory(atPath: tables.path("de.json"), withIntermediateDirectories: false)
        #expect(try Self.load(tables).problems == ["\(tables.path("de.json")): unreadable string table: not a regular file (a directory)"])
    }

    /// `/dev/zero` never ends: it must be refused from what it is, not read until the limit.
    @Test func aLinkToADeviceIsReported() throws {
        let tables = try TemporaryTables()
        try FileManager.default.createSymbolicLink(atPath: tables.path("de.json"), withDestinationPath: "/dev/zero")
        #expect(try Self.load(tables).problems == [
            "\(tables.path("de.json")): unreadable string table: not a regular file (a character device)",
        ])
    }

    @Test func aDanglingLinkIsReported() throws {
        let tables = try TemporaryTables()
        try FileManager.default.createSymbolicLink(atPath: tables.path("de.json"), withDestinationPath: tables.path("gone.json"))
        let (problems, description) = try Self.load(tables)
        #expect(problems == ["\(tables.path("de.json")): unreadable string table: not a regular file (a symbolic link to nothing)"])
        #expect(description == "7% completed")
    }

    @Test func aLinkToAGoodTableIsFollowed() throws {
        let tables = try TemporaryTables()
        try tables.writeGerman("real.json", changes: [:])
        try FileManager.default.createSymbolicLink(atPath: tables.path("de.json"), withDestinationPath: tables.path("real.json"))
        #expect(try Self.load(tables).description == "7\u{00A0}% abgeschlossen")
    }

    /// A 2 GB (sparse) file is refused from its size: memory does not grow by anything like it.
    @Test func aTwoGigabyteTableIsRefusedBeforeItIsRead() throws {
        let tables = try TemporaryTables()
        #expect(FileManager.default.createFile(atPath: tables.path("de.json"), contents: nil))
        let handle = try FileHandle(forWritingTo: tables.url.appendingPathComponent("de.json"))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let before = Self.peakResidentKilobytes()
        let problems = try Self.load(tables).problems
        #expect(problems == ["\(tables.path("de.json")): unreadable string table: larger than 1024 KiB"])
        #expect(Self.peakResidentKilobytes() - before < 256 * 1024, "the peak resident size grew by 256 MB or more")
        #expect(throws: ProgressProblem.unreadableTable(file: tables.path("de.json"), reason: "larger than 1024 KiB")) {
            try TableFile.contents(of: tables.path("de.json"), limit: StringTable.maximumFileSize)
        }
    }

    @Test func tablesUpToTheLimitAreReadAndOneByteMoreIsNot() throws {
        let tables = try TemporaryTables()
        let limit = StringTable.maximumFileSize
        try tables.write("a.json", Data(repeating: 0x20, count: limit))
        try tables.write("b.json", Data(repeating: 0x20, count: limit + 1))
        #expect(try TableFile.contents(of: tables.path("a.json"), limit: limit)?.count == limit)
        #expect(throws: ProgressProblem.unreadableTable(file: tables.path("b.json"), reason: "larger than 1024 KiB")) {
            try TableFile.contents(of: tables.path("b.json"), limit: limit)
        }
        #expect(try TableFile.contents(of: tables.path("none.json"), limit: limit) == nil)
    }

    /// German words with Arabic digits would be one language in neither: the table is refused.
    @Test func aTableWhoseLocaleIsNotItsFileNameIsRefused() throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: ["@@locale": "ar"])
        let (problems, description) = try Self.load(tables)
        #expect(problems == [
            "\(tables.path("de.json")): unreadable string table: @@locale is 'ar' but the file is named de.json; the table is not used",
        ])
        #expect(description == "7% completed")
    }

    @Test(arguments: ["de", "pt-BR", "es-419", "zh-Hant", "zh-Hant-TW", "sr-Latn-RS", "ca-ES-valencia", "de-CH-1996", "yue"])
    func plainLocaleTagsNameTables(tag: String) {
        #expect(StringTable.isTableTag(tag))
    }

    @Test(arguments: ["", "../x", "..", ".", "a/b", "/etc/passwd", "de.bak", "DE", "de-ch", "de_CH", "notes", "README",
                      "en-US-u-va-posix", "x-private", "de-", "-de", "de--CH", "de-CH-x-p1", "\u{0000}de", "de\n"])
    func otherNamesAreNotTables(tag: String) {
        #expect(!StringTable.isTableTag(tag))
    }

    /// A tag that is a path (`../x`) must not make the store read `D/../x.json`.
    @Test func aTagThatIsAPathNeverReachesTheFileSystem() throws {
        let outer = try TemporaryTables()
        try outer.writeGerman("x.json", changes: ["@@locale": "x", "percentCompleted": "{percent"])
        let inner = outer.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        #expect(try StringTableStore(overrideDirectory: inner).table(for: "../x") == nil)
    }

    /// One stray file must not make `preview --all-locales` fail: it is not a table.
    @Test func filesNotNamedAfterALocaleAreIgnoredWithAWarning() throws {
        let tables = try TemporaryTables()
        try tables.writeGerman(changes: [:])
        try tables.write("notes.json", Data("my notes".utf8))
        try tables.write("README.json", Data("{}".utf8))
        let locales = ProgressTextFormatter.availableTableLocales(tablesDirectory: tables.url)
        #expect(locales.contains("de") && !locales.contains("notes") && !locales.contains("README"))
        #expect(locales.count == ProgressTextFormatter.availableTableLocales().count)
        for locale in locales {
            #expect(try ProgressTextFormatter(locale: locale, tablesDirectory: tables.url).tableProblems == [], "\(locale)")
        }
    }

    /// The peak resident set size of this process so far, in kilobytes (`getrusage`).
    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}

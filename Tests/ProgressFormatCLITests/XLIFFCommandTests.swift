import Foundation
import Testing

/// `progress-format export`, `import` and `review approve` as subprocesses, against the small
/// fixture tables in Fixtures/xliff (a three-message English source and its German translation:
/// one reviewed, one draft, one translated), with exact output files.
@Suite("progress-format export, import, review approve")
struct XLIFFCommandTests {
    static let fixtures = RenderCommandTests.repositoryRoot.appendingPathComponent("Tests/ProgressFormatCLITests/Fixtures/xliff")
    static let now = ["PROGRESS_FORMAT_NOW": "2025-03-14T09:26:53Z"]

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// A temporary copy of the fixture tables.
    static func tables() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for name in ["en.json", "de.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("tables/\(name)"),
                                             to: directory.url.appendingPathComponent(name))
        }
        return directory
    }

    static func table(_ directory: TemporaryDirectory, _ tag: String = "de") throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent("\(tag).json"), encoding: .utf8)
    }

    @Test func exportWritesXLIFF() throws {
        let result = try CLIProcess.run(["export", "--locale", "de", "--format", "xliff",
                                         "--strings", Self.fixtures.appendingPathComponent("tables").path])
        #expect(result == CLIProcess.Result(stdout: try Self.fixture("de.xlf"), stderr: "", status: 0))
    }

    /// A broken unit is refused with its position; the others land; the approved one becomes
    /// reviewed with the reviewer, the time and the English it was reviewed against.
    @Test func importKeepsGoodUnitsAndRefusesABrokenOne() throws {
        let tables = try Self.tables()
        let file = Self.fixtures.appendingPathComponent("de-edited.xlf").path
        let result = try CLIProcess.run(["import", file, "--strings", tables.url.path, "--reviewer", "Ben Okafor"],
                                        environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            \(file): unit timeRemaining: position 6: unknown placeholder '{dauer}'
            \(file): unit timeRemaining: missing placeholder '{duration}'
            \(file): 3 units: 2 changed, 0 unchanged, 1 refused; wrote \(tables.url.path)/de.json

            """, status: 1))
        #expect(try Self.table(tables) == (try Self.fixture("de-imported.json")))
    }

    @Test func importWithoutAReviewerDoesNotMarkReviewed() throws {
        let tables = try Self.tables()
        let file = Self.fixtures.appendingPathComponent("de-edited.xlf").path
        let result = try CLIProcess.run(["import", file, "--strings", tables.url.path], environment: Self.now)
        #expect(result.stderr.contains(
            "\(file): unit statusPaused: approved, but no reviewer is named (import with --reviewer NAME); imported as needs-review\n"))
        #expect(result.status == 1)
        #expect(try Self.table(tables) == (try Self.fixture("de-imported-without-reviewer.json")))
    }

    @Test func importingTheExportUnchangedChangesNothing() throws {
        let tables = try Self.tables()
        let file = Self.fixtures.appendingPathComponent("de.xlf").path
        let result = try CLIProcess.run(["import", file, "--strings", tables.url.path, "--reviewer", "Ben Okafor"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "\(file): 3 units: 0 changed, 3 unchanged; \(tables.url.path)/de.json left as it was\n", status: 0))
        #expect(try Self.table(tables) == (try Self.fixture("tables/de.json")))
    }

    /// The built-in tables: export, then import into an empty directory, gives the shipped
    /// file byte for byte (Cherokee's translator's notes included: they travel as x-note notes).
    @Test(arguments: ["de", "ar", "zh-Hant", "chr"])
    func roundTripThroughTheCLI(locale: String) throws {
        let work = try TemporaryDirectory()
        let export = try CLIProcess.run(["export", "--locale", locale])
        #expect(export.status == 0)
        #expect(export.stdout.components(separatedBy: "<note from=\"x-note\">").count - 1
            == (try String(contentsOf: Self.shippedFile(locale), encoding: .utf8)).components(separatedBy: "\"x-note\":").count - 1)
        let file = work.url.appendingPathComponent("\(locale).xlf")
        try Data(export.stdout.utf8).write(to: file)
        let tables = work.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.path])
        #expect(result.status == 0)
        // One unit per message, and one per unit word and category of the table's @@x-units.
        let table = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.shippedFile(locale))) as? [String: Any])
        let overrides = (table["@@x-units"] as? [String: Any] ?? [:]).filter { !$0.key.hasPrefix("@") }
        let units = 29 + overrides.values.reduce(0) { $0 + (($1 as? [String: Any])?.count ?? 0) }
        #expect(locale != "zh-Hant" || units == 29 + 10)  // five spoken byte units and their rates
        let wrote = locale == "chr" ? "Drafts/chr.json" : "\(locale).json"
        #expect(result.stderr == "\(file.path): \(units) units: 0 changed, \(units) unchanged; wrote \(tables.path)/\(wrote)\n")
        let written = try Data(contentsOf: tables.appendingPathComponent(locale == "chr" ? "Drafts/chr.json" : "\(locale).json"))
        #expect(written == (try Data(contentsOf: Self.shippedFile(locale))))
    }

    /// The shipped file of `locale`'s table (a draft's in `Resources/Strings/Drafts`).
    static func shippedFile(_ locale: String) -> URL {
        RenderCommandTests.repositoryRoot.appendingPathComponent(locale == "chr" ? "Resources/Strings/Drafts/chr.json"
                                                                 : "Resources/Strings/\(locale).json")
    }

    /// A table with a reviewed message is linted, summarised and previewed under any locale
    /// environment: reading its review time once opened an ICU calendar for `LANG`, and
    /// Foundation crashed (signal 11) on a long invalid one — so approving a shipped message made
    /// `progress-format` crash wherever `LANG` held such a value.
    @Test func aReviewedTableIsReadWhateverTheEnvironmentsLocale() throws {
        let tables = try Self.tables()
        let environment = ["LANG": String(repeating: "de", count: 60)]
        let lint = try CLIProcess.run(["lint", "--locale", "de", "--strings", tables.url.path], environment: environment)
        // The fixture table holds three of the messages: lint reports the others, and ends.
        #expect(lint.status == 1 && lint.stderr == "1 table checked: 26 errors, 0 warnings\n", "\(lint.stderr)")
        let locales = try CLIProcess.run(["locales", "--format", "csv", "--strings", tables.url.path], environment: environment)
        #expect(locales.status == 0, "\(locales.stderr)")
        #expect(locales.stdout.contains("\nde,German,Deutsch,"))
    }

    @Test func approveRecordsReviewerTimeAndSource() throws {
        let tables = try Self.tables()
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "timeRemaining", "--key", "statusPaused",
                                         "--reviewer", "Chen Wei", "--strings", tables.url.path], environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            de.json: 2 messages marked reviewed by Chen Wei at 2025-03-14T09:26:53Z: timeRemaining, statusPaused; \
            wrote \(tables.url.path)/de.json

            """, status: 0))
        #expect(try Self.table(tables) == (try Self.fixture("de-approved.json")))
    }

    @Test func approveRefusesUnknownKeysAndKeepsTheRest() throws {
        let tables = try Self.tables()
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "noSuchKey", "--key", "timeRemaining",
                                         "--reviewer", "Chen Wei", "--strings", tables.url.path], environment: Self.now)
        #expect(result.stderr.hasPrefix("de.json:noSuchKey: not approved: no such message\n"))
        #expect(result.status == 1)
        #expect(try Self.table(tables).contains(#""x-reviewer": "Chen Wei""#))
    }

    @Test func approveRefusesAMessageWithALintError() throws {
        let tables = try Self.tables()
        let broken = try Self.table(tables).replacingOccurrences(of: #""noch {duration}""#, with: #""noch {dauer}""#)
        try Data(broken.utf8).write(to: tables.url.appendingPathComponent("de.json"))
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "timeRemaining",
                                         "--reviewer", "Chen Wei", "--strings", tables.url.path], environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            de.json:timeRemaining: not approved: position 6: unknown placeholder '{dauer}'
            de.json:timeRemaining: not approved: missing placeholder '{duration}'

            """, status: 1))
        #expect(try Self.table(tables) == broken)
    }

    @Test func hostileXLIFFIsRefused() throws {
        let tables = try Self.tables()
        let file = tables.url.appendingPathComponent("evil.xlf")
        try Data(#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff>&a;</xliff>"#.utf8).write(to: file)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.url.path])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: \(file.path): a DOCTYPE declaration is not accepted (no DTDs, no entities)\n", status: 2))
        #expect(try Self.table(tables) == (try Self.fixture("tables/de.json")))
    }

    @Test(arguments: [
        (["export", "--locale", "tlh"], "error: no string table for 'tlh'; `progress-format locales` lists them"),
        (["export", "--locale", "../x"], "error: --locale: '../x' is not a table tag such as de or pt-BR"),
        (["export", "--locale", "de", "--format", "po"],
         "error: The value 'po' is invalid for '--format <format>'. Please provide one of 'xliff'."),
        (["import", "/nonexistent.xlf", "--strings", "/tmp"], "error: /nonexistent.xlf: cannot be read (no such file)"),
        (["import", "/nonexistent.xlf", "--strings", "/nonexistent-dir"], "error: --strings: no directory at '/nonexistent-dir'"),
        (["import", "x.xlf", "--strings", "/tmp", "--reviewer", " "], "error: --reviewer: the reviewer's name is empty"),
        (["review", "approve", "--locale", "de", "--key", "statusPaused", "--reviewer", "", "--strings", "/tmp"],
         "error: --reviewer: the reviewer's name is empty"),
        (["review", "approve", "--locale", "de", "--reviewer", "Ben", "--strings", "/tmp"], "error: say what to approve: --key KEY, --keys-from FILE or --all"),
        (["review", "approve", "--locale", "en", "--key", "statusPaused", "--reviewer", "Ben", "--strings", "/tmp"],
         "error: en is the source table; it has no review states"),
    ])
    func errors(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    @Test func aBadClockIsAnError() throws {
        let tables = try Self.tables()
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "statusPaused", "--reviewer", "Ben",
                                         "--strings", tables.url.path], environment: ["PROGRESS_FORMAT_NOW": "yesterday"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: PROGRESS_FORMAT_NOW is not an ISO 8601 time such as 2025-03-14T09:26:53Z: 'yesterday'\n",
            status: 2))
    }

    @Test func helpShowsExamples() throws {
        for (command, example) in [(["export"], "progress-format export --locale de > de.xlf"),
                                   (["import"], "progress-format import de.xlf --reviewer \"Anna Müller\""),
                                   (["review", "approve"], "progress-format review approve --locale de --key percentCompleted")] {
            let result = try CLIProcess.run(command + ["--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains(example))
        }
    }
}

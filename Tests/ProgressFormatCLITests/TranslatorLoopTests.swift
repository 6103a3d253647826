import Foundation
import Testing

/// The translator loop's promises, as subprocesses: every table file goes through one checked
/// path (a FIFO named `de.json` is refused at once by every command), a writer never loses
/// another run's change nor writes a table the reader would refuse, an import checks every
/// unit and refuses a file meant for another locale, an export says when a table has lint
/// errors, and a reviewer can approve many messages at once.
@Suite("the translator loop: table files, locks, import, export, approve")
struct TranslatorLoopTests {
    static let fixtures = XLIFFCommandTests.fixtures
    static let now = XLIFFCommandTests.now

    /// A temporary copy of the fixture tables (`en.json`, `de.json`).
    static func tables() throws -> TemporaryDirectory {
        try XLIFFCommandTests.tables()
    }

    // MARK: - One checked path for table files

    /// A FIFO named like a table makes no command wait: each says what it is and exits 2 at
    /// once (these three once opened it unchecked and blocked for ever).
    @Test(arguments: [
        ["export", "--locale", "de"],
        ["import", "FIXTURES/de.xlf"],
        ["review", "approve", "--locale", "de", "--key", "statusPaused", "--reviewer", "Chen Wei"],
        ["review", "approve", "--locale", "de", "--all", "--reviewer", "Chen Wei"],
    ])
    func aFIFONamedLikeATableIsNeverWaitedOn(arguments: [String]) throws {
        let tables = try Self.tables()
        let table = tables.url.appendingPathComponent("de.json")
        try FileManager.default.removeItem(at: table)
        #expect(mkfifo(table.path, 0o600) == 0)
        let command = arguments.map { $0.replacingOccurrences(of: "FIXTURES", with: Self.fixtures.path) }
        let run = try BoundedCLIProcess.run(command + ["--strings", tables.url.path], environment: Self.now,
                                            timeout: .seconds(30))
        #expect(run.result == CLIProcess.Result(
            stdout: "", stderr: "error: \(table.path): unreadable string table: not a regular file (a FIFO)\n", status: 2))
    }

    /// A table whose `@@locale` is not its file name is refused by the writers too.
    @Test func aTableNamedForAnotherLocaleIsRefused() throws {
        let tables = try Self.tables()
        let table = tables.url.appendingPathComponent("de.json")
        let text = try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: #""@@locale": "de""#,
                                                                                          with: #""@@locale": "fr""#)
        try Data(text.utf8).write(to: table)
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "statusPaused", "--reviewer", "Chen Wei",
                                         "--strings", tables.url.path], environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            error: \(table.path): unreadable string table: @@locale is 'fr' but the file is named de.json; the table is not used

            """, status: 2))
    }

    /// An XLIFF file is read through the same checks: a FIFO named `de.xlf` is refused at once.
    @Test func aFIFOGivenAsTheXLIFFFileIsNeverWaitedOn() throws {
        let tables = try Self.tables()
        let file = tables.url.appendingPathComponent("de.xlf")
        #expect(mkfifo(file.path, 0o600) == 0)
        let run = try BoundedCLIProcess.run(["import", file.path, "--strings", tables.url.path], timeout: .seconds(30))
        #expect(run.result == CLIProcess.Result(stdout: "", stderr: "error: \(file.path): not a regular file (a FIFO)\n", status: 2))
    }

    /// A 3.8 MB billion-laughs file in UTF-16 without a byte order mark (which once passed every
    /// check and made libxml2 read its DTD for minutes) is refused from its first bytes, in
    /// bounded time and under a 600 MB address-space limit; the table is untouched.
    @Test(arguments: [(String.Encoding.utf16LittleEndian, "UTF-16LE, without a byte order mark"),
                      (.utf16BigEndian, "UTF-16BE, without a byte order mark")])
    func aBillionLaughsInUTF16IsRefusedAtOnce(encoding: String.Encoding, name: String) throws {
        let tables = try Self.tables()
        let entity = String(repeating: "a", count: 1_000_000)
        let text = """
            <?xml version="1.0" encoding="UTF-16"?><!DOCTYPE xliff [<!ENTITY a "\(entity)">]>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
            <file source-language="en" target-language="de"><body><trans-unit id="statusPaused"><source>paused</source>
            <target>\(String(repeating: "&a;", count: 300_000))</target></trans-unit></body></file></xliff>
            """
        let file = tables.url.appendingPathComponent("bomb.xlf")
        let data = try #require(text.data(using: encoding))
        #expect(data.count > 3_800_000)
        try data.write(to: file)
        let run = try BoundedCLIProcess.run(["import", file.path, "--strings", tables.url.path], timeout: .seconds(30),
                                            addressSpaceLimit: 600_000)
        #expect(run.result == CLIProcess.Result(stdout: "", stderr: """
            error: \(file.path): the file is \(name); only UTF-8 is read (save it as UTF-8)

            """, status: 2))
        #expect(try XLIFFCommandTests.table(tables) == (try XLIFFCommandTests.fixture("tables/de.json")))
    }

    // MARK: - Writers lock the table

    /// Two approvals of different keys of one table, started at the same moment, many times:
    /// both land every time (the read-modify-write runs under the directory's lock; without it,
    /// one approval was lost in 9 of 10 runs).
    @Test func concurrentApprovalsNeverLoseOne() throws {
        for round in 0..<25 {
            let tables = try Self.tables()
            let approve = { (key: String, reviewer: String) in
                ["review", "approve", "--locale", "de", "--key", key, "--reviewer", reviewer, "--strings", tables.url.path]
            }
            let runs = try BoundedCLIProcess.runTogether(
                [approve("timeRemaining", "Chen Wei"), approve("statusPaused", "Ana Lima")],
                environment: Self.now, timeout: .seconds(60))
            #expect(runs.map { $0.result?.status } == [0, 0], "round \(round)")
            let table = try XLIFFCommandTests.table(tables)
            #expect(table.contains(#""x-reviewer": "Chen Wei""#), "round \(round): the first approval was lost")
            #expect(table.contains(#""x-reviewer": "Ana Lima""#), "round \(round): the second approval was lost")
        }
    }

    /// The wait for another run's lock is bounded: past it, the run says so, writes nothing and
    /// exits 2 (here the test holds the lock, and the bound is set to 1 s).
    @Test func aLockHeldTooLongEndsInAClearError() throws {
        let tables = try Self.tables()
        let descriptor = open(tables.url.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let run = try BoundedCLIProcess.run(["review", "approve", "--locale", "de", "--key", "statusPaused", "--reviewer", "Chen Wei",
                                             "--strings", tables.url.path],
                                            environment: Self.now.merging(["PROGRESS_FORMAT_LOCK_TIMEOUT": "1"]) { $1 },
                                            timeout: .seconds(30))
        #expect(run.result == CLIProcess.Result(stdout: "", stderr: """
            error: \(tables.url.path): another run (import or review approve) has been changing its tables for 1 s; \
            nothing was written; try again when it has finished

            """, status: 2))
        flock(descriptor, LOCK_UN)
        #expect(try XLIFFCommandTests.table(tables) == (try XLIFFCommandTests.fixture("tables/de.json")))
    }

    // MARK: - Writers refuse what the reader would refuse

    /// Two 800 KB units pass lint each, but the table they make is over the 1 MiB a reader
    /// accepts: nothing is written, and the file is left as it was.
    @Test func importNeverWritesATableTheReaderWouldRefuse() throws {
        let tables = try Self.tables()
        let before = try XLIFFCommandTests.table(tables)
        let words = Array(repeating: "Wort", count: 160_000).joined(separator: " ")
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="Resources/Strings/de.json" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="percentCompleted"><source>{percent} completed</source>
                    <target state="needs-review-translation">{percent} \(words)</target></trans-unit>
                  <trans-unit id="timeRemaining"><source>{duration} remaining</source>
                    <target state="needs-review-translation">noch {duration} \(words)</target></trans-unit>
                </body>
              </file>
            </xliff>

            """
        let file = tables.url.appendingPathComponent("big.xlf")
        try Data(xliff.utf8).write(to: file)
        let run = try BoundedCLIProcess.run(["import", file.path, "--strings", tables.url.path], environment: Self.now,
                                            timeout: .seconds(120))
        let table = tables.url.appendingPathComponent("de.json").path
        #expect(run.result == CLIProcess.Result(stdout: "", stderr: """
            error: \(table): not written: the table would be 1600431 bytes, larger than the 1024 KiB a table may have \
            (the reader refuses it); the file is left as it was

            """, status: 2))
        #expect(try XLIFFCommandTests.table(tables) == before)
    }

    /// An approval that would take a table just under the limit over it is refused the same way.
    @Test func approveNeverWritesATableTheReaderWouldRefuse() throws {
        let tables = try Self.tables()
        let table = tables.url.appendingPathComponent("de.json")
        var text = try String(contentsOf: table, encoding: .utf8)
        let padding = (1 << 20) - text.utf8.count - 20
        text = text.replacingOccurrences(of: #""angehalten""#, with: "\"angehalten" + String(repeating: " x", count: padding / 2) + "\"")
        try Data(text.utf8).write(to: table)
        #expect(text.utf8.count <= 1 << 20)
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "timeRemaining", "--reviewer", "Chen Wei",
                                         "--strings", tables.url.path], environment: Self.now)
        #expect(result.stderr.hasPrefix("error: \(table.path): not written: the table would be 104"))
        #expect(result.stderr.hasSuffix("larger than the 1024 KiB a table may have (the reader refuses it); the file is left as it was\n"))
        #expect(result.status == 2)
        #expect(try String(contentsOf: table, encoding: .utf8) == text)
    }

    // MARK: - Import

    /// `import de.xlf --locale fr` refuses: the file says it holds German.
    @Test func importRefusesAFileForAnotherLocale() throws {
        let tables = try Self.tables()
        let file = Self.fixtures.appendingPathComponent("de.xlf").path
        let result = try CLIProcess.run(["import", file, "--locale", "fr", "--strings", tables.url.path])
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            error: \(file): its target-language is 'de', but --locale is 'fr'; nothing was imported. Import it into its own \
            table (leave out --locale), or pass --ignore-target-language to import it into 'fr' anyway

            """, status: 2))
        #expect(!FileManager.default.fileExists(atPath: tables.url.appendingPathComponent("fr.json").path))
        // Spelt another way, the same locale is no mismatch.
        let same = try CLIProcess.run(["import", file, "--locale", "DE", "--strings", tables.url.path])
        #expect(same.status == 0)
        let forced = try CLIProcess.run(["import", file, "--locale", "fr", "--ignore-target-language",
                                         "--strings", tables.url.path], environment: Self.now)
        #expect(forced.status == 0)
        #expect(try XLIFFCommandTests.table(tables, "fr").contains(#""statusPaused": "angehalten""#))
    }

    /// A broken message the file leaves unchanged is still checked, reported and fails the import.
    @Test func importChecksUnchangedUnitsToo() throws {
        let tables = try Self.tables()
        let table = tables.url.appendingPathComponent("de.json")
        let broken = try String(contentsOf: table, encoding: .utf8)
            .replacingOccurrences(of: #""noch {duration}""#, with: #""noch {dauer}""#)
        try Data(broken.utf8).write(to: table)
        let xliff = try String(contentsOf: Self.fixtures.appendingPathComponent("de.xlf"), encoding: .utf8)
            .replacingOccurrences(of: ">noch {duration}<", with: ">noch {dauer}<")
        let file = tables.url.appendingPathComponent("de.xlf")
        try Data(xliff.utf8).write(to: file)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.url.path], environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            \(file.path): unit timeRemaining: position 6: unknown placeholder '{dauer}'
            \(file.path): unit timeRemaining: missing placeholder '{duration}'
            \(file.path): 3 units: 0 changed, 2 unchanged, 1 refused; \(tables.url.path)/de.json left as it was

            """, status: 1))
        #expect(try String(contentsOf: table, encoding: .utf8) == broken)
    }

    // MARK: - Export

    /// A table with lint errors is exported whole (exit 0), and stderr lists each error.
    @Test func exportSaysWhenTheTableHasLintErrors() throws {
        let tables = try Self.tables()
        let table = tables.url.appendingPathComponent("de.json")
        let broken = try String(contentsOf: table, encoding: .utf8)
            .replacingOccurrences(of: #""noch {duration}""#, with: #""noch {dauer}""#)
        try Data(broken.utf8).write(to: table)
        let result = try CLIProcess.run(["export", "--locale", "de", "--strings", tables.url.path])
        #expect(result.stdout.contains(#"<target state="needs-review-translation">noch {dauer}</target>"#))
        #expect(result.stderr == """
            \(table.path):timeRemaining: error: position 6: unknown placeholder '{dauer}'
            \(table.path):timeRemaining: error: missing placeholder '{duration}'
            warning: de.json has 2 lint errors, exported as they are; import refuses a unit that still has one

            """)
        #expect(result.status == 0)
    }

    // MARK: - Approving many at once

    @Test func approveAllMarksEveryMessageReviewed() throws {
        let tables = try Self.tables()
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--all", "--reviewer", "Chen Wei",
                                         "--strings", tables.url.path], environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: """
            de.json: 3 messages marked reviewed by Chen Wei at 2025-03-14T09:26:53Z: percentCompleted, timeRemaining, \
            statusPaused; wrote \(tables.url.path)/de.json

            """, status: 0))
        let table = try XLIFFCommandTests.table(tables)
        #expect(table.components(separatedBy: #""x-reviewer": "Chen Wei""#).count == 4)
    }

    /// `--keys-from FILE` (or `-`, standard input): one key per line, `#` comments and blank lines skipped.
    @Test func approveKeysFromAFile() throws {
        let tables = try Self.tables()
        let list = tables.url.appendingPathComponent("checked.txt")
        try Data("# checked on the sheet, 14 March\ntimeRemaining\n\n  statusPaused  \n".utf8).write(to: list)
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--keys-from", list.path, "--reviewer", "Chen Wei",
                                         "--strings", tables.url.path], environment: Self.now)
        #expect(result.stderr == """
            de.json: 2 messages marked reviewed by Chen Wei at 2025-03-14T09:26:53Z: timeRemaining, statusPaused; \
            wrote \(tables.url.path)/de.json

            """)
        #expect(try XLIFFCommandTests.table(tables) == (try XLIFFCommandTests.fixture("de-approved.json")))
        let fromInput = try CLIProcess.run(["review", "approve", "--locale", "de", "--keys-from", "-", "--reviewer", "Ana Lima",
                                            "--strings", tables.url.path], environment: Self.now, input: Data("statusPaused\n".utf8))
        #expect(fromInput.status == 0)
        #expect(try XLIFFCommandTests.table(tables).contains(#""x-reviewer": "Ana Lima""#))
    }

    /// A reviewer's name holding a line separator (or any invisible character) is refused
    /// by approve and import alike, before anything is read.
    @Test func aReviewerNameWithALineSeparatorIsRefused() throws {
        let tables = try Self.tables()
        let line = "error: --reviewer: the reviewer's name has the line separator U+2028; type the name as it is written, "
            + "without invisible characters\n"
        let approve = try CLIProcess.run(["review", "approve", "--locale", "de", "--key", "statusPaused",
                                          "--reviewer", "Anna\u{2028}Müller", "--strings", tables.url.path])
        #expect(approve == CLIProcess.Result(stdout: "", stderr: line, status: 2))
        let file = Self.fixtures.appendingPathComponent("de.xlf").path
        let imported = try CLIProcess.run(["import", file, "--reviewer", "Anna\u{2028}Müller", "--strings", tables.url.path])
        #expect(imported == CLIProcess.Result(stdout: "", stderr: line, status: 2))
        #expect(try XLIFFCommandTests.table(tables) == (try XLIFFCommandTests.fixture("tables/de.json")))
    }

    @Test(arguments: [
        (["--all", "--key", "statusPaused"], "error: --all approves every message; leave out --key and --keys-from"),
        (["--keys-from", "/nonexistent-keys"], "error: --keys-from: no file at '/nonexistent-keys'"),
        (["--keys-from", "/dev/zero"], "error: --keys-from: /dev/zero: not a regular file (a character device)"),
    ])
    func approveErrors(arguments: [String], line: String) throws {
        let tables = try Self.tables()
        let result = try CLIProcess.run(["review", "approve", "--locale", "de", "--reviewer", "Chen Wei", "--strings", tables.url.path]
                                        + arguments, environment: Self.now)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }
}

/// Without `--strings`, `lint`, `review` and `locales` read the tables built into the program,
/// and say so: findings name `built-in de.json`, and run in a checkout whose
/// `Resources/Strings` was edited since the build, each edited table is named on stderr.
@Suite("the built-in tables are named as such")
struct BuiltInTablesTests {
    /// A working directory laid out like a checkout, with `de.json` edited (and `fr.json` as built).
    static func editedCheckout() throws -> TemporaryDirectory {
        let checkout = try TemporaryDirectory()
        let strings = checkout.url.appendingPathComponent("Resources/Strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        let shipped = RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings")
        try FileManager.default.copyItem(at: shipped.appendingPathComponent("fr.json"), to: strings.appendingPathComponent("fr.json"))
        let german = try String(contentsOf: shipped.appendingPathComponent("de.json"), encoding: .utf8)
            .replacingOccurrences(of: "{percent} abgeschlossen", with: "{pourcent} abgeschlossen")
        try Data(german.utf8).write(to: strings.appendingPathComponent("de.json"))
        return checkout
    }

    static let warning = "warning: Resources/Strings/de.json differs from the built-in de.json %@ here (edited since this "
        + "program was built); rebuild, or pass --strings Resources/Strings to use the file\n"

    @Test func lintNamesTheBuiltInTablesAndTheEditedFiles() throws {
        let checkout = try Self.editedCheckout()
        let result = try CLIProcess.run(["lint", "--locale", "de", "--locale", "fr"], currentDirectory: checkout.url)
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: String(format: Self.warning, "checked") + "2 built-in tables checked: 0 errors, 0 warnings\n",
            status: 0))
        let edited = try CLIProcess.run(["lint", "--locale", "de", "--strings", "Resources/Strings"], currentDirectory: checkout.url)
        #expect(edited.stdout.hasPrefix("Resources/Strings/de.json:percentCompleted: error: position 1: unknown placeholder '{pourcent}'\n"))
    }

    /// README's lint example, as lint prints it: positions are UTF-16 offsets from 0, a
    /// placeholder's being that of its name; paths as the directory was given.
    @Test func theLintExampleInTheREADMEIsWhatLintPrints() throws {
        let checkout = try TemporaryDirectory()
        let strings = checkout.url.appendingPathComponent("Resources/Strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        let french = try String(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings/fr.json"),
                                encoding: .utf8)
            .replacingOccurrences(of: #""percentCompleted": "Terminé à {percent}""#, with: #""percentCompleted": "Terminé à {pourcent}""#)
        try Data(french.utf8).write(to: strings.appendingPathComponent("fr.json"))
        let result = try CLIProcess.run(["lint", "--strings", "Resources/Strings", "--locale", "fr"], currentDirectory: checkout.url)
        #expect(result == CLIProcess.Result(stdout: """
            Resources/Strings/fr.json:percentCompleted: error: position 11: unknown placeholder '{pourcent}'
            Resources/Strings/fr.json:percentCompleted: error: missing placeholder '{percent}'

            """, stderr: "1 table checked: 2 errors, 0 warnings\n", status: 1))
        let readme = try String(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = result.stdout.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        #expect(readme.contains("    $ progress-format lint --strings Resources/Strings --locale fr\n" + shown))
    }

    @Test func reviewAndLocalesSayWhenTheCheckoutWasEdited() throws {
        let checkout = try Self.editedCheckout()
        let locales = try CLIProcess.run(["locales", "--format", "csv"], currentDirectory: checkout.url)
        #expect(locales.stderr == String(format: Self.warning, "counted"))
        let review = try CLIProcess.run(["review", "--locale", "de", "--out", "sheets"], currentDirectory: checkout.url)
        #expect(review.stderr == String(format: Self.warning, "shown"))
        #expect(review.status == 0)
    }
}

/// `@@x-units` travels in XLIFF: one unit per unit word and plural category, back byte for byte.
@Suite("unit words in XLIFF")
struct UnitWordsXLIFFTests {
    static let shipped = RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings")

    /// A directory holding `locale`'s shipped table with its `@@x-units` (and their metadata)
    /// taken out, written as the canonical writer does (the import rewrites the table).
    static func withoutUnitWords(_ locale: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let lines = try String(contentsOf: shipped.appendingPathComponent("\(locale).json"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var skipping = false
        for line in lines {
            if line.hasPrefix("  \"@@x-units\": {") { skipping = true; continue }
            if skipping { if line.hasPrefix("  }") { skipping = false }; continue }
            kept.append(line)
        }
        try Data(kept.joined(separator: "\n").utf8).write(to: directory.url.appendingPathComponent("\(locale).json"))
        return directory
    }

    /// The shipped tables that correct unit words: export, import into the table without its
    /// `@@x-units`, and the shipped file comes back byte for byte.
    @Test(arguments: ["ru", "pl", "he", "zh-Hans"])
    func unitWordsRoundTripByteForByte(locale: String) throws {
        let export = try CLIProcess.run(["export", "--locale", locale])
        #expect(export.status == 0)
        #expect(export.stdout.contains(#"<trans-unit id="@@x-units/"#))
        let tables = try Self.withoutUnitWords(locale)
        let table = tables.url.appendingPathComponent("\(locale).json")
        #expect(try String(contentsOf: table, encoding: .utf8).contains("@@x-units") == false)
        let file = tables.url.appendingPathComponent("\(locale).xlf")
        try Data(export.stdout.utf8).write(to: file)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: table) == (try Data(contentsOf: Self.shipped.appendingPathComponent("\(locale).json"))))
    }

    /// A translator's edit of one category lands alone; the unit keeps its other words.
    @Test func anEditedUnitWordLands() throws {
        let export = try CLIProcess.run(["export", "--locale", "pl"])
        let edited = export.stdout.replacingOccurrences(of: "<target state=\"needs-review-translation\">{0} dzień</target>",
                                                        with: "<target state=\"translated\">{0} dzionek</target>")
        #expect(edited != export.stdout)
        let tables = try TemporaryDirectory()
        let file = tables.url.appendingPathComponent("pl.xlf")
        try Data(edited.utf8).write(to: file)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.url.path])
        #expect(result.stderr.hasPrefix("\(file.path): 33 units: 1 changed, 32 unchanged; wrote "))
        let written = try String(contentsOf: tables.url.appendingPathComponent("pl.json"), encoding: .utf8)
        let original = try String(contentsOf: Self.shipped.appendingPathComponent("pl.json"), encoding: .utf8)
        #expect(written.contains(#""duration-day": { "one": "{0} dzionek", "few": "{0} dni", "many": "{0} dni", "other": "{0} dnia" }"#))
        // One category translated, the others drafts: the unit stays a draft.
        #expect(written.contains(#""@duration-day": { "x-state": "needs-review", "description": "#))
        #expect(written.split(separator: "\n").count == original.split(separator: "\n").count)
    }

    /// A broken unit word is refused whole, with its key and reason; the table keeps its words.
    @Test func aBrokenUnitWordIsRefused() throws {
        let export = try CLIProcess.run(["export", "--locale", "pl"])
        let edited = export.stdout.replacingOccurrences(of: ">{0} dni</target>", with: ">{0}{0} dni</target>")
        let tables = try TemporaryDirectory()
        let file = tables.url.appendingPathComponent("pl.xlf")
        try Data(edited.utf8).write(to: file)
        let result = try CLIProcess.run(["import", file.path, "--strings", tables.url.path])
        #expect(result.stderr.contains("\(file.path): unit @@x-units/duration-day/few: position 3: shows the number 2 times; write {0} once\n"))
        #expect(result.stderr.contains("\(file.path): unit @@x-units/duration-day/many: position 3: shows the number 2 times; write {0} once\n"))
        #expect(result.status == 1)
        let written = try String(contentsOf: tables.url.appendingPathComponent("pl.json"), encoding: .utf8)
        #expect(written.contains(#""duration-day": { "one": "{0} dzień", "few": "{0} dni", "many": "{0} dni", "other": "{0} dnia" }"#))
    }

    /// A key naming a width travels the same way: the shipped Russian table's narrow rates
    /// (`digital-kilobyte-per-second:narrow`) go out and come back byte for byte.
    @Test func aPerWidthKeyRoundTrips() throws {
        let tables = try TemporaryDirectory()
        let original = try String(contentsOf: Self.shipped.appendingPathComponent("ru.json"), encoding: .utf8)
        #expect(original.contains(#""digital-kilobyte-per-second:narrow": { "one": "{0} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с" },"#))
        try Data(original.utf8).write(to: tables.url.appendingPathComponent("ru.json"))
        let export = try CLIProcess.run(["export", "--locale", "ru", "--strings", tables.url.path])
        #expect(export.stdout.contains("""
                  <trans-unit id="@@x-units/digital-kilobyte-per-second:narrow/few" resname="@@x-units/digital-kilobyte-per-second:narrow/few" xml:space="preserve">
                    <source>{0}kB/s</source>
                    <target state="needs-review-translation">{0} кБ/с</target>
            """))
        let lint = try CLIProcess.run(["lint", "--strings", tables.url.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let fresh = try Self.withoutUnitWords("ru")
        let file = fresh.url.appendingPathComponent("ru.xlf")
        try Data(export.stdout.utf8).write(to: file)
        #expect(try CLIProcess.run(["import", file.path, "--strings", fresh.url.path]).status == 0)
        #expect(try String(contentsOf: fresh.url.appendingPathComponent("ru.json"), encoding: .utf8) == original)
    }
}

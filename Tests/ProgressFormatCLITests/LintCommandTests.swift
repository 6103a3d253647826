import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func builtInTablesAreClean() throws {
        let result = try CLIProcess.run(["lint"])
        #expect(result.stdout == "")
        #expect(result.status == 0)
        #expect(result.stderr.hasSuffix(" checked: 0 errors, 0 warnings\n"))
    }

    @Test func brokenTablesFailWithOneLinePerProblem() throws {
        let tables = try RenderCommandTests.germanTables(percentCompleted: "{percent erledigt...")
        let result = try CLIProcess.run(["lint", "--strings", tables.url.path])
        let file = tables.url.appendingPathComponent("de.json").path
        #expect(result == CLIProcess.Result(
            stdout: "\(file):percentCompleted: error: position 9: expected ',' or '}' after placeholder 'percent'\n",
            stderr: "1 table checked: 1 error, 0 warnings\n",
            status: 1))
    }

    @Test func jsonReport() throws {
        let tables = try RenderCommandTests.germanTables(percentCompleted: "{percent} erledigt...")
        let result = try CLIProcess.run(["lint", "--strings", tables.url.path, "--format", "json", "--locale", "de"])
        struct Finding: Decodable, Equatable {
            var file: String
            var key: String?
            var severity: String
            var position: Int?
            var message: String
        }
        let findings = try JSONDecoder().decode([Finding].self, from: Data(result.stdout.utf8))
        #expect(findings == [Finding(file: tables.url.appendingPathComponent("de.json").path, key: "percentCompleted",
                                     severity: "error", position: nil,
                                     message: "uses '...' where the ellipsis '…' (U+2026) belongs")])
        #expect(result.status == 1)
    }

    /// No findings in JSON: `[]` on one line, exit 0.
    @Test func jsonWithoutFindingsIsAnEmptyArray() throws {
        #expect(try CLIProcess.run(["lint", "--format", "json", "--locale", "de"])
            == CLIProcess.Result(stdout: "[]\n", stderr: "", status: 0))
    }

    /// Every control and bidi character in a message is an error, reported once per kind; the
    /// lines themselves carry none.
    @Test func controlCharactersInAMessage() throws {
        let tables = try HostileText.tables(["percentCompleted": HostileText.percentMessage])
        let file = tables.url.appendingPathComponent("de.json").path
        let result = try CLIProcess.run(["lint", "--strings", tables.url.path])
        #expect(result == CLIProcess.Result(stdout: [
            "position 10: contains the control character U+001B",
            "position 31: contains the line separator U+2028",
            "position 34: contains the replacement character U+FFFD, the mark of a broken encoding",
            "position 32: contains the bidi embedding or override U+202E, which can reorder the text around it",
            "position 35: contains the bidi isolate U+2069; file names are isolated by the engine",
        ].map { "\(file):percentCompleted: error: \($0)\n" }.joined(),
            stderr: "1 table checked: 5 errors, 0 warnings\n", status: 1))
    }

    /// A translator's note (`x-note`) holding a character no table may hold is a lint error at
    /// its position in the note, so lint and export agree: export refuses the note as before
    /// (ESC, which XML cannot carry), or as a character import would not bring back (U+202E).
    @Test func translatorsNoteHoldingAControlCharacter() throws {
        for (note, position, lint, export) in [
            ("'ab\u{1B}geschlossen': Duden", 3, "the control character U+001B",
             "has the character U+001B at position 3, which XLIFF (XML 1.0) cannot carry; remove it (lint reports it) and export again"),
            ("pausiert \u{202E}", 9, "the bidi embedding or override U+202E, which can reorder the text around it",
             "has the character U+202E at position 9, which no table may hold (import would keep the table's note); "
                + "remove it (lint reports it) and export again"),
        ] {
            let tables = try TemporaryDirectory()
            let data = try Data(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings/de.json"))
            var table = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var metadata = try #require(table["@percentCompleted"] as? [String: Any])
            metadata["x-note"] = note
            table["@percentCompleted"] = metadata
            try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
                .write(to: tables.url.appendingPathComponent("de.json"))
            let file = tables.url.appendingPathComponent("de.json").path
            #expect(try CLIProcess.run(["lint", "--strings", tables.url.path]) == CLIProcess.Result(
                stdout: "\(file):percentCompleted: error: position \(position): the translator's note (x-note) contains \(lint)\n",
                stderr: "1 table checked: 1 error, 0 warnings\n", status: 1))
            #expect(try CLIProcess.run(["export", "--strings", tables.url.path, "--locale", "de"]) == CLIProcess.Result(
                stdout: "", stderr: "error: \(file): percentCompleted: the translator's note \(export)\n", status: 2))
        }
    }

    /// A directory and a key holding escapes and overrides: shown as pictures, overrides
    /// removed, in text and in JSON alike.
    @Test func fileNamesAndKeysAreMadeSafe() throws {
        let parent = try TemporaryDirectory()
        let directory = parent.url.appendingPathComponent("t\u{1B}[31m\u{202E}")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tables = try HostileText.tables(["noSuch\u{9B}Key\u{2028}": "x"])
        try FileManager.default.copyItem(at: tables.url.appendingPathComponent("de.json"),
                                         to: directory.appendingPathComponent("de.json"))
        let file = parent.url.path + "/t␛[31m/de.json"
        #expect(try CLIProcess.run(["lint", "--strings", directory.path]) == CLIProcess.Result(
            stdout: "\(file):noSuch<U+009B>Key<U+2028>: error: unknown message key\n",
            stderr: "1 table checked: 1 error, 0 warnings\n", status: 1))
        #expect(try CLIProcess.run(["lint", "--strings", directory.path, "--format", "json"]) == CLIProcess.Result(
            stdout: #"[{"file":""# + file + #"","key":"noSuch<U+009B>Key<U+2028>","message":"unknown message key","#
                + #""severity":"error"}]"# + "\n",
            stderr: "", status: 1))
    }

    /// A requested locale that is not a table is echoed safely.
    @Test func requestedLocaleIsMadeSafe() throws {
        let result = try CLIProcess.run(["lint", "--locale", "x\u{1B}]0;t\u{07}"])
        #expect(result == CLIProcess.Result(
            stdout: "x␛]0;t␇.json:-: error: not a locale tag; tables are named like de.json, pt-BR.json or zh-Hant.json\n",
                                            stderr: "1 built-in table checked: 1 error, 0 warnings\n", status: 1))
    }

    @Test func unknownTable() throws {
        let result = try CLIProcess.run(["lint", "--locale", "tlh"])
        #expect(result.stdout == "tlh.json:-: error: no such table\n")
        #expect(result.status == 1)
    }
}

import Foundation
import Testing

/// The log and speech channels say no symbol a table or the shortener put there (issue 38):
/// file counts without a slash, exabytes in words, no message lint refuses for its channel, no
/// unit word with a symbol in speech, no shortener's "…" and no status's "…" before the speed.
extension RenderCommandTests {
    /// The fifteen tables that wrote "7 / 9" say the count in words, on screen as in speech
    /// (drafts: the construction of each table's spoken amounts).
    @Test(arguments: [
        ("tr", "9 dosya kopyalanıyor, 7, toplam 9 dosya", "7, toplam 9 dosya"),
        ("fi", "Kopioidaan 9 tiedostoa, 7, yhteensä 9 tiedostoa", "7, yhteensä 9 tiedostoa"),
        ("ja", "9 個のファイルをコピー中、全 9 個のファイル中 7 個", "全 9 個のファイル中 7 個"),
        ("zh-Hans", "正在拷贝 9 个文件，7 个，共 9 个文件", "7 个，共 9 个文件"),
    ])
    func fileCountsAreSpokenWithoutASlash(locale: String, spoken: String, screen: String) throws {
        let facts = ["--locale", locale, "--kind", "file", "--operation", "copying", "--file-total", "9", "--file-completed", "7"]
        #expect(try CLIProcess.run(facts + ["--channel", "speech"]) == CLIProcess.Result(stdout: spoken + "\n\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(facts).stdout.split(separator: "\n").last.map(String.init) == screen)
    }

    /// CLDR has no exabyte to spell out: speech says petabytes, as a rate beyond PB/s is shown;
    /// the screen keeps the table's "EB".
    @Test(arguments: [("en", "Downloading files, 1,000.00 petabytes of 9,000.00 petabytes\n11 percent\n", "1.00 EB of 9.00 EB"),
                      ("de", "Dateien werden heruntergeladen, 1.000,00 Petabyte von 9.000,00 Petabyte\n11 Prozent\n", "1,00 EB von 9,00 EB")])
    func exabytesAreSpokenInPetabytes(locale: String, spoken: String, screen: String) throws {
        let facts = ["--locale", locale, "--kind", "file", "--operation", "downloading",
                     "--completed", "1000000000000000000", "--total", "9000000000000000000"]
        #expect(try CLIProcess.run(facts + ["--channel", "speech"]) == CLIProcess.Result(stdout: spoken, stderr: "", status: 0))
        #expect(try CLIProcess.run(facts).stdout.hasSuffix("\n\(screen)\n"))
    }

    /// A message lint refuses for its channel — a slash a reader would say, an ellipsis in a log
    /// line — is refused at run time too: the line is the source's, whole, and a warning names
    /// the message and the position, as for a broken translation.
    @Test func aMessageLintRefusesForItsChannelIsNeverSaid() throws {
        let tables = try Self.germanTable(["spokenCompletedOfTotal": "{completed} / {total}", "logLine": "{description} … {detail}"])
        let file = tables.url.appendingPathComponent("de.json").path
        let facts = ["--strings", tables.url.path, "--locale", "de", "--kind", "file", "--operation", "downloading",
                     "--completed", "419431", "--total", "5356456", "--file-total", "9", "--eta", "97"]
        let warnings = "warning: \(file): spokenCompletedOfTotal: position 12: \"/\" is read aloud as a symbol; write words\n"
            + "warning: \(file): logLine: position 14: a log line holds no ellipsis: it is read later, whole\n"
        #expect(try CLIProcess.run(facts + ["--channel", "speech"]) == CLIProcess.Result(stdout: """
            Downloading 9 files, 419 kilobytes of 5.4 megabytes, 1 minute, 37 seconds remaining
            7 Prozent, noch 1 Minute, 37 Sekunden

            """, stderr: warnings, status: 0))
        #expect(try CLIProcess.run(facts + ["--channel", "log"]) == CLIProcess.Result(
            stdout: "Downloading 9 files: 419 kB of 5.4 MB \u{2014} 1 minute, 37 seconds remaining\n", stderr: warnings, status: 0))
        #expect(try CLIProcess.run(["lint", "--strings", tables.url.path]) == CLIProcess.Result(stdout: """
            \(file):logLine: error: position 14: a log line holds no ellipsis: it is read later, whole
            \(file):spokenCompletedOfTotal: error: position 12: "/" is read aloud as a symbol; write words

            """, stderr: "1 table checked: 2 errors, 0 warnings\n", status: 1))
    }

    /// A message the screen shows and a reader says, with a symbol a reader speaks: the screen
    /// keeps it, speech says the line in English, whole; a warning names it, lint refuses it.
    @Test func aSharedMessageASymbolSpoilsIsSaidInTheSource() throws {
        let tables = try Self.germanTable(["filesCompletedOfTotal": "{completedFiles} / {totalFiles, plural, one {# Datei} other {# Dateien}}"])
        let file = tables.url.appendingPathComponent("de.json").path
        let facts = ["--strings", tables.url.path, "--locale", "de", "--kind", "file", "--operation", "copying",
                     "--file-total", "9", "--file-completed", "7"]
        let warning = "warning: \(file): filesCompletedOfTotal: position 17: \"/\" is read aloud as a symbol; write words\n"
        #expect(try CLIProcess.run(facts + ["--channel", "speech"])
            == CLIProcess.Result(stdout: "Copying 9 files, 7 of 9 files\n\n", stderr: warning, status: 0))
        #expect(try CLIProcess.run(facts) == CLIProcess.Result(stdout: "9 Dateien werden kopiert…\n7 / 9 Dateien\n", stderr: warning, status: 0))
        #expect(try CLIProcess.run(facts + ["--channel", "log"])
            == CLIProcess.Result(stdout: "9 Dateien werden kopiert: 7 / 9 Dateien\n", stderr: warning, status: 0))
        #expect(try CLIProcess.run(["lint", "--strings", tables.url.path]).stdout
            == "\(file):filesCompletedOfTotal: error: position 17: \"/\" is read aloud as a symbol; write words\n")
    }

    /// Unit words of the long width with a symbol ("Sek/n") are an error, and spoken text keeps
    /// CLDR's words; the screen keeps the table's.
    @Test func unitWordsWithASymbolAreNotSpoken() throws {
        let tables = try Self.germanTable(["@@x-units": ["duration-second": ["one": "{0} Sek/n", "other": "{0} Sek/n"],
                                                        "@duration-second": ["x-state": "needs-review"]]])
        let file = tables.url.appendingPathComponent("de.json").path
        let facts = ["--strings", tables.url.path, "--locale", "de", "--completed", "5", "--total", "10", "--eta", "37"]
        let warning = "warning: \(file): @@x-units/duration-second/one: position 7: \"/\" is read aloud as a symbol in spelled-out "
            + "(spoken) text, which keeps CLDR's words; write words\n"
        #expect(try CLIProcess.run(facts + ["--channel", "speech"]) == CLIProcess.Result(
            stdout: "50 Prozent abgeschlossen, 5 von 10, noch 37 Sekunden\n50 Prozent, noch 37 Sekunden\n", stderr: warning, status: 0))
        #expect(try CLIProcess.run(facts) == CLIProcess.Result(stdout: "50\u{00A0}% abgeschlossen\n5 von 10 \u{2013} noch 37 Sek/n\n",
                                                               stderr: warning, status: 0))
        let lint = try CLIProcess.run(["lint", "--strings", tables.url.path])
        #expect(lint.stdout == "\(file):@@x-units/duration-second/one: error: position 7: \"/\" is read aloud as a symbol in "
            + "spelled-out (spoken) text, which keeps CLDR's words; write words\n")
        #expect(lint.status == 1)
    }

    /// A log line and speech say a long name whole, never with the shortener's "…"; the
    /// terminal shortens it to fit.
    @Test func longFileNamesAreWholeInLogAndSpeech() throws {
        let name = "a-very-long-file-name-from-the-summer-holiday-2024-in-the-mountains-of-norway-final-version.zip"
        let facts = ["--locale", "en", "--kind", "file", "--operation", "downloading", "--file-url", "Downloads/" + name,
                     "--completed", "419431", "--total", "5356456"]
        #expect(try CLIProcess.run(facts).stdout
            == "Downloading “a-very-long-file-name-from-the-summer-holiday-2024-…-version.zip”…\n419 kB of 5.4 MB\n")
        #expect(try CLIProcess.run(facts + ["--channel", "log"]).stdout == "Downloading “\(name)”: 419 kB of 5.4 MB\n")
        #expect(try CLIProcess.run(facts + ["--channel", "speech"]).stdout
            == "Downloading “\(name)”, 419 kilobytes of 5.4 megabytes\n7 percent\n")
    }

    /// A status that ends in "…" says nothing more to come wherever the table puts it: before
    /// the speed, and inside the pseudo-locale's brackets.
    @Test func noEllipsisInsideALogLine() throws {
        let facts = ["--kind", "file", "--operation", "receiving", "--throughput", "2500000", "--status", "estimating"]
        #expect(try CLIProcess.run(["--locale", "en", "--channel", "log"] + facts).stdout
            == "Receiving files: estimating time remaining (2.5 MB/s)\n")
        #expect(try CLIProcess.run(["--locale", "en-XA", "--channel", "log"] + facts).stdout
            == "[[Ŕéçéîṽîñĝ ƒîļéš one two]: [[éšţîɱåţîñĝ ţîɱé ŕéɱåîñîñĝ one two three] (2.5 ṀƁ/š) one] one]\n")
        #expect(try CLIProcess.run(["--locale", "en-XA", "--kind", "file", "--operation", "downloading", "--file-total", "9",
                                    "--completed", "419431", "--total", "5356456"]).stdout
            == "[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…\n[419 ķƁ öƒ 5.4 ṀƁ one]\n")
    }

    /// A directory holding the repository's German table with `changes` applied.
    static func germanTable(_ changes: [String: Any]) throws -> TemporaryDirectory {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Resources/Strings/de.json"))
        var table = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        table.merge(changes) { _, new in new }
        let directory = try TemporaryDirectory()
        try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
            .write(to: directory.url.appendingPathComponent("de.json"))
        return directory
    }
}

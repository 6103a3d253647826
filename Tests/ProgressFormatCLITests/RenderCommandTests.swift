import Foundation
import Testing

/// `progress-format render` (the default command), run as a user runs it: whole stdout, whole
/// stderr and the exit status of the built executable.
@Suite("progress-format render")
struct RenderCommandTests {
    /// Nine files downloading at 50 kB/s, 97 seconds to go: the headline example.
    static let downloadFacts = [
        "--kind", "file", "--operation", "downloading", "--file-url", "Downloads/photos.zip",
        "--completed", "419431", "--total", "5356456", "--file-total", "9", "--file-completed", "7",
        "--throughput", "50000", "--eta", "97",
    ]

    /// 419,431 of 5,356,456 plain units: the percent message and the count message.
    static let genericFacts = ["--completed", "419431", "--total", "5356456"]

    static let englishGeneric = CLIProcess.Result(
        stdout: "7% completed\n419,431 of 5,356,456\n", stderr: "", status: 0)

    /// German puts a no-break space before the percent sign and groups with periods.
    static let germanGeneric = CLIProcess.Result(
        stdout: "7\u{00A0}% abgeschlossen\n419.431 von 5.356.456\n", stderr: "", status: 0)

    // MARK: - Text output

    @Test func englishDownload() throws {
        let result = try CLIProcess.run(["--locale", "en"] + Self.downloadFacts)
        #expect(result == CLIProcess.Result(
            stdout: "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining\n",
            stderr: "", status: 0))
    }

    /// The German draft table: decimal comma, and a spaced en dash (U+2013) where English
    /// uses an em dash.
    @Test func germanDownload() throws {
        let result = try CLIProcess.run(["--locale", "de"] + Self.downloadFacts)
        #expect(result == CLIProcess.Result(
            stdout: "9 Dateien werden heruntergeladen…\n419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden\n",
            stderr: "", status: 0))
    }

    /// `--units narrow` for an 80-column terminal.
    @Test func narrowUnits() throws {
        let result = try CLIProcess.run(["--locale", "en", "--units", "narrow"] + Self.downloadFacts)
        #expect(result == CLIProcess.Result(
            stdout: "Downloading 9 files…\n419kB of 5.4MB (50kB/s) — 1m 37s remaining\n", stderr: "", status: 0))
    }

    @Test func genericProgress() throws {
        let result = try CLIProcess.run(["--locale", "en"] + Self.genericFacts)
        #expect(result == Self.englishGeneric)
    }

    @Test func version() throws {
        let result = try CLIProcess.run(["--version"])
        #expect(result == CLIProcess.Result(stdout: "0.1.0\n", stderr: "", status: 0))
    }

    // MARK: - JSON output

    /// The object `--json` prints.
    struct RenderJSON: Decodable, Equatable {
        var locale: String
        var resolvedLocale: String
        var description: String
        var additionalDescription: String
    }

    /// Swiss German keeps its own locale: a decimal point in "5.4 MB", words from `de.json`.
    @Test func jsonSwissGerman() throws {
        let result = try CLIProcess.run(["--locale", "de-CH", "--json"] + Self.downloadFacts)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let output = try JSONDecoder().decode(RenderJSON.self, from: Data(result.stdout.utf8))
        #expect(output == RenderJSON(
            locale: "de-CH", resolvedLocale: "de-CH",
            description: "9 Dateien werden heruntergeladen…",
            additionalDescription: "419 kB von 5.4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden"))
    }

    /// Icelandic has no table, so the text, numbers included, is English.
    @Test func jsonLocaleWithoutTable() throws {
        let result = try CLIProcess.run(["--locale", "is", "--json"] + Self.downloadFacts)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let output = try JSONDecoder().decode(RenderJSON.self, from: Data(result.stdout.utf8))
        #expect(output == RenderJSON(
            locale: "is", resolvedLocale: "en",
            description: "Downloading 9 files…",
            additionalDescription: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"))
    }

    // MARK: - Locale from the environment

    /// Without `--locale`: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; `C` means English.
    @Test(arguments: [
        ([:], englishGeneric),
        (["LANG": "de_DE.UTF-8"], germanGeneric),
        (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], englishGeneric),
        (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], germanGeneric),
        (["LC_MESSAGES": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], englishGeneric),
    ] as [([String: String], CLIProcess.Result)])
    func localeFromEnvironment(environment: [String: String], expected: CLIProcess.Result) throws {
        let result = try CLIProcess.run(Self.genericFacts, environment: environment)
        #expect(result == expected)
    }

    // MARK: - Errors

    /// Each error is exactly `line` and a newline on stderr, nothing on stdout, exit status 2.
    @Test(arguments: [
        (["--locale", "xx"], "error: unknown locale 'xx': ICU has no data for it"),
        (["--locale", ""], "error: invalid locale '': the locale is empty"),
        (["--total", "abc"], "error: The value 'abc' is invalid for '--total <total>'"),
        // ArgumentParser's list of values is joined onto the one line.
        (["--operation", "flying"],
         "error: The value 'flying' is invalid for '--operation <operation>'. Please provide one of the following: "
         + "downloading, uploading, decompressing, receiving, copying, duplicating, processing"),
        (["--strings", "/nonexistent-dir"], "error: --strings: no directory at '/nonexistent-dir'"),
    ])
    func error(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments + Self.genericFacts)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    // MARK: - --strings overrides

    /// A valid replacement message is used as is.
    @Test func stringsOverride() throws {
        let tables = try Self.germanTables(percentCompleted: "{percent} erledigt")
        let result = try CLIProcess.run(["--locale", "de", "--strings", tables.url.path] + Self.genericFacts)
        #expect(result == CLIProcess.Result(
            stdout: "7\u{00A0}% erledigt\n419.431 von 5.356.456\n", stderr: "", status: 0))
    }

    /// A message that does not parse is reported once, with its position, and falls back to
    /// the English source text, its number formatted in English too ("7%", no space); the
    /// other messages stay German.
    @Test func stringsOverrideWithBrokenMessage() throws {
        let tables = try Self.germanTables(percentCompleted: "{percent erledigt")
        let file = tables.url.appendingPathComponent("de.json").path
        let result = try CLIProcess.run(["--locale", "de", "--strings", tables.url.path] + Self.genericFacts)
        #expect(result == CLIProcess.Result(
            stdout: "7% completed\n419.431 von 5.356.456\n",
            stderr: "warning: \(file): percentCompleted: position 9: expected ',' or '}' after placeholder 'percent'\n",
            status: 0))
    }

    /// A directory holding the repository's `de.json` with `percentCompleted` replaced, so the
    /// tests follow whatever the other German messages say.
    static func germanTables(percentCompleted: String) throws -> TemporaryDirectory {
        let source = try Data(contentsOf: repositoryRoot.appendingPathComponent("Resources/Strings/de.json"))
        var table = try #require(try JSONSerialization.jsonObject(with: source) as? [String: Any])
        table["percentCompleted"] = percentCompleted
        let directory = try TemporaryDirectory()
        try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
            .write(to: directory.url.appendingPathComponent("de.json"))
        return directory
    }

    /// The package root: this file sits in `Tests/ProgressFormatCLITests/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
}

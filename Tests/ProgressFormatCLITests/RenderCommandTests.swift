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

    /// Xhosa has no table, so the text, numbers included, is English.
    @Test func jsonLocaleWithoutTable() throws {
        let result = try CLIProcess.run(["--locale", "xh", "--json"] + Self.downloadFacts)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let output = try JSONDecoder().decode(RenderJSON.self, from: Data(result.stdout.utf8))
        #expect(output == RenderJSON(
            locale: "xh", resolvedLocale: "en",
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
        // gettext's LANGUAGE picks the language, unless the locale is C; its locale writes the
        // numbers, LANG's region kept for LANG's own language.
        (["LANGUAGE": "fr", "LANG": "en_US.UTF-8"],
         CLIProcess.Result(stdout: "Terminé à 7\u{00A0}%\n419\u{202F}431 sur 5\u{202F}356\u{202F}456\n", stderr: "", status: 0)),
        (["LANGUAGE": "xh:de", "LANG": "en_US.UTF-8"], germanGeneric),
        (["LANGUAGE": "de", "LANG": "de_CH.UTF-8"],
         CLIProcess.Result(stdout: "7% abgeschlossen\n419\u{2019}431 von 5\u{2019}356\u{2019}456\n", stderr: "", status: 0)),
        (["LANGUAGE": "fr"], englishGeneric),
        (["LANGUAGE": "fr", "LC_ALL": "C", "LANG": "de_DE.UTF-8"], englishGeneric),
    ] as [([String: String], CLIProcess.Result)])
    func localeFromEnvironment(environment: [String: String], expected: CLIProcess.Result) throws {
        let result = try CLIProcess.run(Self.genericFacts, environment: environment)
        #expect(result == expected)
    }

    /// ICU's keyword spelling of a numbering system means what the BCP 47 one does, from
    /// `--locale` and from `LANG` (`ar@numbers=latn` once gave Arabic digits).
    @Test func bothSpellingsOfANumberingSystem() throws {
        let latin = CLIProcess.Result(stdout: "\u{0627}\u{0643}\u{062A}\u{0645}\u{0644} 7\u{200E}%\u{200E}\n7 \u{0645}\u{0646} 100\n",
                                      stderr: "", status: 0)
        let facts = ["--completed", "7", "--total", "100"]
        #expect(try CLIProcess.run(["--locale", "ar@numbers=latn"] + facts) == latin)
        #expect(try CLIProcess.run(["--locale", "ar-u-nu-latn"] + facts) == latin)
        #expect(try CLIProcess.run(facts, environment: ["LANG": "ar_EG.UTF-8@numbers=latn"]) == latin)
        let json = try CLIProcess.run(["--locale", "ar@numbers=latn", "--format", "json"] + facts)
        #expect(json.stdout.contains(#""locale":"ar@numbers=latn","resolvedLocale":"ar-u-nu-latn""#))
        // glibc's spelling of Serbian in Latin letters, codeset and all.
        #expect(try CLIProcess.run(facts, environment: ["LANG": "sr_RS.UTF-8@latin"])
            == CLIProcess.Result(stdout: "7% završeno\n7 od 100\n", stderr: "", status: 0))
    }

    /// A locale from the environment that cannot be served is no error: English, and one
    /// warning line that says why — whichever variable names it (the first one set decides,
    /// as for `setlocale`: a bogus `LC_ALL` is not passed over for `LANG`). A bad `--locale`
    /// stays an error.
    @Test(arguments: [
        (["LANG": "xx_YY.UTF-8"], "unknown locale 'xx_YY.UTF-8': ICU has no data for it"),
        (["LC_ALL": "xx_YY.UTF-8", "LANG": "de_DE.UTF-8"], "unknown locale 'xx_YY.UTF-8': ICU has no data for it"),
        (["LC_MESSAGES": "tlh", "LANG": "de_DE.UTF-8"], "unknown locale 'tlh': ICU has no data for it"),
        (["LANG": "de_DE.\u{1B}[31m"], "invalid locale 'de_DE.␛[31m': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        (["LANG": "und"], "invalid locale 'und': 'und' names no language"),
        (["LANG": String(repeating: "de", count: 60)],
         "invalid locale 'dededededededededede…': longer than 100 characters"),
    ])
    func unusableLocaleFromEnvironment(environment: [String: String], reason: String) throws {
        let warning = "warning: the environment's locale cannot be used (\(reason)); writing English\n"
        #expect(try CLIProcess.run(Self.genericFacts, environment: environment)
            == CLIProcess.Result(stdout: Self.englishGeneric.stdout, stderr: warning, status: 0))
        let preview = try CLIProcess.run(["preview", "--scenario", "plain-percent", "--format", "csv"], environment: environment)
        #expect(preview == CLIProcess.Result(
            stdout: "scenario,locale,resolvedLocale,description,additionalDescription\r\n"
                + #"plain-percent,en,en,7% completed,"419,431 of 5,356,456""# + "\r\n",
            stderr: warning, status: 0))
        let noFacts = try CLIProcess.run([], environment: environment.merging(["COLUMNS": "200"]) { $1 })
        #expect(noFacts.stdout.hasPrefix("scenario                  │ description (en)"))
        #expect(noFacts.stderr == warning)
        let simulate = try CLIProcess.run(["simulate", "--size", "1MB", "--rate", "1MB/s", "--speed-up", "1000"],
                                          environment: environment)
        #expect(simulate == CLIProcess.Result(
            stdout: "Downloading files: starting\nDownloaded files: 1.0 MB — done in 1 second\n",
            stderr: warning, status: 0))
        #expect(try CLIProcess.run(["--locale", "xx_YY.UTF-8"] + Self.genericFacts, environment: environment)
            == CLIProcess.Result(stdout: "", stderr: "error: unknown locale 'xx_YY.UTF-8': ICU has no data for it\n", status: 2))
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

    // MARK: - Outside text

    /// A table message full of escapes, controls and bidi overrides reaches neither the
    /// terminal nor the JSON: the library refuses it (a warning names the file, key and position
    /// of the first unsafe character), and its line falls back to English.
    @Test func hostileMessageIsRefused() throws {
        let tables = try HostileText.tables(["percentCompleted": HostileText.percentMessage])
        let file = tables.url.appendingPathComponent("de.json").path
        let arguments = ["--locale", "de", "--strings", tables.url.path, "--completed", "7", "--total", "100"]
        #expect(try CLIProcess.run(arguments) == CLIProcess.Result(
            stdout: "7% completed\n7 von 100\n", stderr: HostileText.refusal(file), status: 0))
        #expect(try CLIProcess.run(arguments + ["--format", "json"]) == CLIProcess.Result(
            stdout: #"{"additionalDescription":"7 von 100","description":"7% completed","direction":"ltr","locale":"de","resolvedLocale":"de"}"# + "\n",
            stderr: HostileText.refusal(file), status: 0))
    }

    /// Error and warning lines echo locale strings, paths and keys with their controls made
    /// visible and their overrides removed, on one line.
    @Test func errorLinesAreMadeSafe() throws {
        #expect(try CLIProcess.run(["--locale", "de\u{1B}[31m\u{202E}\nx", "--completed", "1"]) == CLIProcess.Result(
            stdout: "", stderr: "error: invalid locale 'de␛[31m␊x': only ASCII letters, digits, '-', '_', '.' and '@' may appear\n",
            status: 2))
        #expect(try CLIProcess.run(["--strings", "/nonexistent\u{1B}]0;x\u{07}\n", "--completed", "1"]) == CLIProcess.Result(
            stdout: "", stderr: "error: --strings: no directory at '/nonexistent␛]0;x␇␊'\n", status: 2))
        #expect(try CLIProcess.run(["--operation", "fly\u{9B}1m\n"]) == CLIProcess.Result(
            stdout: "", stderr: "error: The value 'fly<U+009B>1m␊' is invalid for '--operation <operation>'. Please provide one of "
                + "the following: downloading, uploading, decompressing, receiving, copying, duplicating, processing\n",
            status: 2))
    }

    /// A table's warnings name its file and key: a directory and a key holding escapes show
    /// them as pictures.
    @Test func warningLinesAreMadeSafe() throws {
        let parent = try TemporaryDirectory()
        let directory = parent.url.appendingPathComponent("x\u{1B}[31m")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tables = try HostileText.tables(["percentCompleted": "{percent erledigt", "noSuch\u{1B}Key\u{202E}": "x"])
        try FileManager.default.copyItem(at: tables.url.appendingPathComponent("de.json"),
                                         to: directory.appendingPathComponent("de.json"))
        let file = parent.url.path + "/x␛[31m/de.json"
        let result = try CLIProcess.run(["--locale", "de", "--strings", directory.path] + Self.genericFacts)
        #expect(result == CLIProcess.Result(
            stdout: "7% completed\n419.431 von 5.356.456\n",
            stderr: "warning: \(file): noSuch␛Key: position 0: unknown message key\n"
                + "warning: \(file): percentCompleted: position 9: expected ',' or '}' after placeholder 'percent'\n",
            status: 0))
    }

    // MARK: - Negative numbers

    /// A negative number is a value, also as a separate argument: `--total -1` is
    /// indeterminate (nothing to say for generic units), a negative `--eta` is left out.
    @Test func negativeNumbersAsSeparateArguments() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "-1"])
            == CLIProcess.Result(stdout: "\n\n", stderr: Self.noTotalHint, status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "-1"])
            == CLIProcess.run(["--locale", "en", "--completed", "7", "--total=-1"]))
        #expect(try CLIProcess.run(["--locale", "en", "--kind", "file", "--completed", "419431", "--total", "5356456",
                                    "--eta", "-5", "--throughput", "-1"])
            == CLIProcess.Result(stdout: "Processing files…\n419 kB of 5.4 MB\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--kind", "file", "--completed", "419431", "--total", "5356456",
                                    "--eta", "97"])
            == CLIProcess.Result(stdout: "Processing files…\n419 kB of 5.4 MB — 1 minute, 37 seconds remaining\n",
                                 stderr: "", status: 0))
    }

    /// A throughput beyond `Int64` is left out, as SECURITY.md says of values that cannot be
    /// shown (it read "9,223.37 PB/s").
    @Test func aThroughputBeyondInt64IsLeftOut() throws {
        for rate in ["1e19", "1e308"] {
            #expect(try CLIProcess.run(["--locale", "en", "--kind", "file", "--operation", "downloading", "--completed", "419431",
                                        "--total", "5356456", "--throughput", rate])
                == CLIProcess.Result(stdout: "Downloading files…\n419 kB of 5.4 MB\n", stderr: "", status: 0))
        }
    }

    /// What follows a number flag is its value: a flag there is an invalid number, not skipped.
    @Test func aFlagIsNotANumber() throws {
        #expect(try CLIProcess.run(["--total", "--locale", "en"]) == CLIProcess.Result(
            stdout: "", stderr: "error: The value '--locale' is invalid for '--total <total>'\n", status: 2))
        #expect(try CLIProcess.run(["--locale", "en", "--eta"]) == CLIProcess.Result(
            stdout: "", stderr: "error: Missing value for '--eta <eta>'\n", status: 2))
    }

    // MARK: - --format

    /// `--format json`, and `--json`, its older spelling, print the same line; `--format text`
    /// the two lines.
    @Test func formats() throws {
        let json = CLIProcess.Result(
            stdout: #"{"additionalDescription":"7 of 100","description":"7% completed","direction":"ltr","locale":"en","resolvedLocale":"en"}"# + "\n",
            stderr: "", status: 0)
        let facts = ["--locale", "en", "--completed", "7", "--total", "100"]
        #expect(try CLIProcess.run(facts + ["--format", "json"]) == json)
        #expect(try CLIProcess.run(facts + ["--json"]) == json)
        #expect(try CLIProcess.run(facts + ["--json", "--format", "json"]) == json)
        #expect(try CLIProcess.run(facts + ["--format", "text"])
            == CLIProcess.Result(stdout: "7% completed\n7 of 100\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["render"] + facts + ["--format", "json"]) == json)
    }

    /// An explicit format renders even without facts (the empty text of an indeterminate
    /// progress), instead of the preview.
    @Test func formatWithoutFactsRenders() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--format", "json"]) == CLIProcess.Result(
            stdout: #"{"additionalDescription":"","description":"","direction":"ltr","locale":"en","resolvedLocale":"en"}"# + "\n",
            stderr: Self.noTotalHint, status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--format", "text"])
            == CLIProcess.Result(stdout: "\n\n", stderr: Self.noTotalHint, status: 0))
    }

    @Test(arguments: [
        (["--format", "xml"], "error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."),
        (["--json", "--format", "text"], "error: --json and --format text cannot be used together"),
    ])
    func formatErrors(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(["--locale", "en", "--completed", "7"] + arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// `--json` is still accepted but no longer offered in help; the example fits 80 columns
    /// unbroken.
    @Test func help() throws {
        let result = try CLIProcess.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
              progress-format --locale en --kind file --operation downloading \\
                --completed 419431 --total 5356456 --file-total 9 \\
                --throughput 50000 --eta 97
              Downloading 9 files…
              419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining

            """))
        #expect(result.stdout.contains("USAGE: progress-format [render] [<options>]\n"))
        #expect(result.stdout.contains("--format <format>"))
        #expect(!result.stdout.contains("--json"))
    }

    /// Facts that have no text — a count with no total is an indeterminate generic progress —
    /// print the two empty lines and say why on stderr, instead of two empty lines and nothing
    /// else; the exit status stays 0 (that text is what the library shows). Facts with text, and
    /// `--input` answers, get no such line.
    @Test func factsWithNoTextSayWhy() throws {
        let hint = Self.noTotalHint
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5"])
            == CLIProcess.Result(stdout: "\n\n", stderr: hint, status: 0))
        #expect(try CLIProcess.run(["--locale", "de", "--completed", "5", "--total", "-1", "--format", "json"])
            == CLIProcess.Result(stdout: #"{"additionalDescription":"","description":"","direction":"ltr","locale":"de","resolvedLocale":"de"}"# + "\n",
                                 stderr: hint, status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5", "--total", "10"])
            == CLIProcess.Result(stdout: "50% completed\n5 of 10\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data(#"{"completedUnitCount": 5}"#.utf8))
            == CLIProcess.Result(stdout: "\t\n", stderr: "", status: 0))
    }

    /// What `render` says on stderr when the text is empty for want of a total.
    static let noTotalHint = "warning: no total (--total N): an indeterminate generic progress has no text; both lines are empty\n"

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

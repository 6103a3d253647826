import Foundation
import ProgressFormat
import ProgressFormatTools
import Testing

/// `progress-format preview`, and `progress-format --locale L` without facts: whole tables,
/// JSON and CSV from the built executable, and every error's one line.
@Suite("progress-format preview")
struct PreviewCommandTests {
    // MARK: - Tables

    /// One locale: a row per scenario, the two strings side by side; an indeterminate generic
    /// progress has nothing to say. Every line is padded to the same width.
    @Test func englishTable() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--scenario", "plain-percent,everything",
                                         "--scenario", "indeterminate", "--width", "120"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ description (en)     │ additional description (en)
            ──────────────┼──────────────────────┼────────────────────────────────────────────────────────────
            plain-percent │ 7% completed         │ 419,431 of 5,356,456
            everything    │ Downloading 9 files… │ 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining
            indeterminate │                      │

            """, stderr: "", status: 0))
    }

    /// Several locales that fit uncut: a column each, two lines per scenario, rules between
    /// scenarios.
    @Test func twoLocalesSideBySide() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--locale", "de",
                                         "--scenario", "plain-percent", "--scenario", "everything", "--width", "134"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ en                                                          │ de
            ──────────────┼─────────────────────────────────────────────────────────────┼─────────────────────────────────────────────────────────
            plain-percent │ 7% completed                                                │ 7\u{00A0}% abgeschlossen
                          │ 419,431 of 5,356,456                                        │ 419.431 von 5.356.456
            ──────────────┼─────────────────────────────────────────────────────────────┼─────────────────────────────────────────────────────────
            everything    │ Downloading 9 files…                                        │ 9 Dateien werden heruntergeladen…
                          │ 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining │ 419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden

            """, stderr: "", status: 0))
    }

    /// Several locales that do not fit side by side are stacked: a row per locale under each
    /// scenario, the sentences in one wide column (fitted by the library only where even that
    /// is too narrow: short units here).
    @Test func twoLocalesStacked() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--locale", "de",
                                         "--scenario", "plain-percent", "--scenario", "everything", "--width", "80"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ locale │ description / additional description
            ──────────────┼────────┼────────────────────────────────────────────────────────
            plain-percent │ en     │ 7% completed
                          │        │ 419,431 of 5,356,456
                          │ de     │ 7\u{00A0}% abgeschlossen
                          │        │ 419.431 von 5.356.456
            ──────────────┼────────┼────────────────────────────────────────────────────────
            everything    │ en     │ Downloading 9 files…
                          │        │ 419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining
                          │ de     │ 9 Dateien werden heruntergeladen…
                          │        │ 419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Min., 37 Sek.

            """, stderr: "", status: 0))
    }

    /// `--all-locales` at 120 columns: every sentence of every locale can be read whole (once
    /// about 13 characters of each were shown).
    @Test func allLocalesCanBeRead() throws {
        let arguments = ["preview", "--all-locales", "--scenario", "plain-percent,everything,paused,file-counts-only"]
        let table = try CLIProcess.run(arguments + ["--width", "120"])
        let json = try CLIProcess.run(arguments + ["--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 4 * ProgressTextFormatter.availableTableLocales().count)
        let sentences = entries.flatMap { [$0["description"] as? String ?? "?", $0["additionalDescription"] as? String ?? "?"] }
        #expect(sentences.filter { !table.stdout.contains($0) } == [])
        #expect(TableShape.problems(in: table.stdout, width: 120) == [])
    }

    /// When the text's locale differs from the one asked for, the header says which it is:
    /// a POSIX name resolves to its BCP 47 tag (Swiss German: Swiss grouping, no space
    /// before the percent sign).
    @Test func resolvedLocaleIsLabelled() throws {
        let result = try CLIProcess.run(["preview", "--locale", "de_CH.UTF-8", "--scenario", "plain-percent", "--width", "100"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ description (de_CH.UTF-8 → de-CH) │ additional description (de_CH.UTF-8 → de-CH)
            ──────────────┼───────────────────────────────────┼─────────────────────────────────────────────
            plain-percent │ 7% abgeschlossen                  │ 419’431 von 5’356’456

            """, stderr: "", status: 0))
    }

    /// Every table's columns line up, no line is wider than asked or ends in a space, whatever
    /// locales exist (CJK, Arabic, combining marks): the structure, not the words.
    @Test(arguments: [120, 80, 40, 200])
    func allLocalesLineUp(width: Int) throws {
        let result = try CLIProcess.run(["preview", "--all-locales", "--all-scenarios", "--format", "table",
                                         "--width", String(width)])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(TableShape.problems(in: result.stdout, width: width) == [])
        #expect(lines.count >= 2 + 2 * ProgressScenario.all.count)
        #expect(result.stdout.hasSuffix("\n"))
    }

    /// Right-to-left text is wrapped in FSI … PDI (zero columns wide) and aligned to the right,
    /// so the row keeps its order; English cells are not touched.
    @Test func rightToLeftCellsAreIsolated() throws {
        let tables = try Self.hebrewTables()
        let result = try CLIProcess.run(["preview", "--strings", tables.url.path, "--locale", "en,he",
                                         "--scenario", "plain-percent", "--width", "60"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ en                   │ he
            ──────────────┼──────────────────────┼─────────────────────
            plain-percent │ 7% completed         │            \u{2068}הושלמו 7%\u{2069}
                          │ 419,431 of 5,356,456 │ \u{2068}419,431 of 5,356,456\u{2069}

            """, stderr: "", status: 0))
    }

    // MARK: - Without facts

    /// `progress-format --locale de` with no facts is the German preview.
    @Test func noFactsShowsThePreview() throws {
        let bare = try CLIProcess.run(["--locale", "de"], environment: ["COLUMNS": "100"])
        let preview = try CLIProcess.run(["preview", "--locale", "de"], environment: ["COLUMNS": "100"])
        #expect(bare == preview)
        #expect(bare.status == 0)
        #expect(bare.stdout.contains("\neverything                │ 9 Dateien werden heruntergeladen…"))
        #expect(TableShape.problems(in: bare.stdout, width: 100) == [])
        #expect(bare.stdout.split(separator: "\n").map { DisplayWidth.columns(of: String($0)) }.max() == 100)
    }

    /// Without --locale either: the environment's locale, as render reads it.
    @Test func noFactsUsesTheEnvironmentLocale() throws {
        let result = try CLIProcess.run([], environment: ["LANG": "de_DE.UTF-8", "COLUMNS": "120"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("scenario "))
        #expect(result.stdout.contains("description (de-DE)"))
        #expect(result.stdout.contains("7\u{00A0}% abgeschlossen"))
    }

    /// Facts given: render as before; `--json` alone still renders (the empty text).
    @Test func factsOrJSONStillRender() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "100"])
            == CLIProcess.Result(stdout: "7% completed\n7 of 100\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--json"]) == CLIProcess.Result(
            stdout: #"{"additionalDescription":"","description":"","direction":"ltr","locale":"en","resolvedLocale":"en"}"# + "\n",
            stderr: RenderCommandTests.noTotalHint, status: 0))
    }

    // MARK: - JSON

    /// The facts in JSON, absent ones left out.
    struct Facts: Decodable, Equatable {
        var completedUnitCount: Int64
        var totalUnitCount: Int64
        var kind: String?
        var fileOperationKind: String?
        var fileURL: String?
        var fileDisplayName: String?
        var fileTotalCount: Int?
        var fileCompletedCount: Int?
        var throughput: Double?
        var estimatedTimeRemaining: Double?
    }

    /// One object of `--format json`.
    struct Entry: Decodable, Equatable {
        var scenario: String
        var locale: String
        var resolvedLocale: String
        var description: String
        var additionalDescription: String
        var facts: Facts
    }

    @Test func jsonRoundTrip() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en,de", "--scenario", "plain-percent,everything",
                                         "--format", "json"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let entries = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
        let plain = Facts(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
        let everything = Facts(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: "file",
                               fileOperationKind: "downloading", fileURL: "file:///home/user/Downloads/photos.zip",
                               fileTotalCount: 9, fileCompletedCount: 7, throughput: 50_000, estimatedTimeRemaining: 97)
        #expect(entries == [
            Entry(scenario: "plain-percent", locale: "en", resolvedLocale: "en", description: "7% completed",
                  additionalDescription: "419,431 of 5,356,456", facts: plain),
            Entry(scenario: "everything", locale: "en", resolvedLocale: "en", description: "Downloading 9 files…",
                  additionalDescription: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining", facts: everything),
            Entry(scenario: "plain-percent", locale: "de", resolvedLocale: "de", description: "7\u{00A0}% abgeschlossen",
                  additionalDescription: "419.431 von 5.356.456", facts: plain),
            Entry(scenario: "everything", locale: "de", resolvedLocale: "de", description: "9 Dateien werden heruntergeladen…",
                  additionalDescription: "419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden", facts: everything),
        ])
    }

    /// Every scenario in every locale: one object each, huge values included.
    @Test func jsonAllLocales() throws {
        let result = try CLIProcess.run(["preview", "--all-locales", "--format", "json"])
        #expect(result.status == 0)
        let entries = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
        #expect(entries.count == ProgressTextFormatter.availableTableLocales().count * ProgressScenario.all.count)
        #expect(entries.first { $0.scenario == "huge-values" }?.facts.totalUnitCount == .max)
    }

    // MARK: - CSV

    /// A header row, then one record per (locale, scenario); fields with commas are quoted;
    /// records end in CRLF.
    @Test func csv() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--scenario", "plain-percent,everything", "--format", "csv"])
        #expect(result == CLIProcess.Result(stdout: [
            "scenario,locale,resolvedLocale,description,additionalDescription",
            "plain-percent,en,en,7% completed,\"419,431 of 5,356,456\"",
            "everything,en,en,Downloading 9 files…,\"419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining\"",
        ].map { $0 + "\r\n" }.joined(), stderr: "", status: 0))
    }

    /// A double quote inside a field is doubled, and the field quoted.
    @Test func csvQuotesQuotes() throws {
        let tables = try RenderCommandTests.germanTables(percentCompleted: #"{percent} "erledigt", ja"#)
        let result = try CLIProcess.run(["preview", "--strings", tables.url.path, "--locale", "de",
                                         "--scenario", "plain-percent", "--format", "csv"])
        #expect(result == CLIProcess.Result(stdout: [
            "scenario,locale,resolvedLocale,description,additionalDescription",
            #"plain-percent,de,de,"7 % ""erledigt"", ja",419.431 von 5.356.456"#.replacingOccurrences(of: "7 %", with: "7\u{00A0}%"),
        ].map { $0 + "\r\n" }.joined(), stderr: "", status: 0))
    }

    // MARK: - Outside text

    /// A hostile table message reaches no format: the library refuses it (one warning with
    /// file, key and position), and table, CSV and JSON show the line in English instead.
    @Test func hostileMessageIsRefusedInEveryFormat() throws {
        let tables = try HostileText.tables(["percentCompleted": HostileText.percentMessage])
        let warning = HostileText.refusal(tables.url.appendingPathComponent("de.json").path)
        let arguments = ["preview", "--strings", tables.url.path, "--locale", "de", "--scenario", "plain-percent"]
        #expect(try CLIProcess.run(arguments + ["--width", "100"]) == CLIProcess.Result(stdout: """
            scenario      │ description (de) │ additional description (de)
            ──────────────┼──────────────────┼────────────────────────────
            plain-percent │ 7% completed     │ 419.431 von 5.356.456

            """, stderr: warning, status: 0))
        #expect(try CLIProcess.run(arguments + ["--format", "csv"]) == CLIProcess.Result(stdout: [
            "scenario,locale,resolvedLocale,description,additionalDescription",
            "plain-percent,de,de,7% completed,419.431 von 5.356.456",
        ].map { $0 + "\r\n" }.joined(), stderr: warning, status: 0))
        #expect(try CLIProcess.run(arguments + ["--format", "json"]) == CLIProcess.Result(
            stdout: #"[{"additionalDescription":"419.431 von 5.356.456","description":"7% completed","#
                + #""facts":{"completedUnitCount":419431,"totalUnitCount":5356456},"locale":"de","resolvedLocale":"de","#
                + #""scenario":"plain-percent"}]"# + "\n",
            stderr: warning, status: 0))
    }

    /// A field a spreadsheet would run as a formula starts with an apostrophe.
    @Test(arguments: [
        ("={percent}+1", "'=7\u{00A0}%+1"),
        ("+{percent}", "'+7\u{00A0}%"),
        ("-{percent}", "'-7\u{00A0}%"),
        ("@{percent}", "'@7\u{00A0}%"),
        ("=HYPERLINK(\"http://evil.example\", {percent})", "\"'=HYPERLINK(\"\"http://evil.example\"\", 7\u{00A0}%)\""),
    ])
    func csvFormulasAreNeutralised(message: String, field: String) throws {
        let tables = try HostileText.tables(["percentCompleted": message])
        let result = try CLIProcess.run(["preview", "--strings", tables.url.path, "--locale", "de",
                                         "--scenario", "plain-percent", "--format", "csv"])
        // A parenthesis a screen reader would say: the screen keeps the message, speech would not.
        let file = tables.url.appendingPathComponent("de.json").path
        let warning = message.contains("(")
            ? "warning: \(file): percentCompleted: position 10: \"(\" is read aloud as a symbol; write words\n" : ""
        #expect(result == CLIProcess.Result(stdout: [
            "scenario,locale,resolvedLocale,description,additionalDescription",
            "plain-percent,de,de,\(field),419.431 von 5.356.456",
        ].map { $0 + "\r\n" }.joined(), stderr: warning, status: 0))
    }

    /// A message holding bidi isolates or overrides is refused, so none can close a preview
    /// cell's isolate early: the right-to-left column shows the English fallback, isolated
    /// whole in its cell.
    @Test func messageIsolatesAreRefused() throws {
        let tables = try HostileText.tables([
            "percentCompleted": "הושלמו {percent}\u{2069}\u{202B}x",
            "unitsCompletedOfTotal": "\u{2067}{completed} מתוך {total} ארוך מאוד מאוד",
        ], locale: "he", source: "en")
        let file = tables.url.appendingPathComponent("he.json").path
        let result = try CLIProcess.run(["preview", "--strings", tables.url.path, "--locale", "en,he",
                                         "--scenario", "plain-percent", "--width", "60"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ en                   │ he
            ──────────────┼──────────────────────┼─────────────────────
            plain-percent │ 7% completed         │         \u{2068}7% completed\u{2069}
                          │ 419,431 of 5,356,456 │ \u{2068}419,431 of 5,356,456\u{2069}

            """, stderr: HostileText.refusal(file, position: 16, code: "U+2069")
                + HostileText.refusal(file, key: "unitsCompletedOfTotal", position: 0, code: "U+2067"), status: 0))
    }

    /// A locale string echoed in a table header is made safe too.
    @Test func localeInHeaderIsMadeSafe() throws {
        let result = try CLIProcess.run(["preview", "--locale", "de_DE.UTF-8", "--scenario", "plain-percent",
                                         "--width", "120"])
        #expect(result.stdout.hasPrefix("scenario      │ description (de_DE.UTF-8 → de-DE) │"))
        let hostile = try CLIProcess.run(["preview", "--locale", "de\u{1B}[2J", "--scenario", "plain-percent"])
        #expect(hostile == CLIProcess.Result(
            stdout: "", stderr: "error: invalid locale 'de␛[2J': only ASCII letters, digits, '-', '_', '.' and '@' may appear\n",
            status: 2))
    }

    /// `--format json` is one line, compact, keys sorted: the style of every command.
    @Test func jsonIsOneCompactLine() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--scenario", "plain-percent", "--format", "json"])
        #expect(result == CLIProcess.Result(
            stdout: #"[{"additionalDescription":"419,431 of 5,356,456","description":"7% completed","#
                + #""facts":{"completedUnitCount":419431,"totalUnitCount":5356456},"locale":"en","resolvedLocale":"en","#
                + #""scenario":"plain-percent"}]"# + "\n",
            stderr: "", status: 0))
    }

    // MARK: - Environment

    /// UTF-8 whatever the environment's locale says: "C" and a Latin-1 German locale.
    @Test(arguments: [["LC_ALL": "C"], ["LANG": "de_DE.ISO-8859-1"], ["LC_ALL": "POSIX", "LC_CTYPE": "C"]])
    func outputIsUTF8(environment: [String: String]) throws {
        let result = try CLIProcess.run(["preview", "--scenario", "everything", "--width", "100"], environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{FFFD}"))
        #expect(result.stdout.contains("…"))
        #expect(result.stdout.contains("│"))
    }

    /// Not a terminal: no escape sequences.
    @Test func noColorsInAPipe() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--scenario", "everything"])
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// On a terminal: bold headers and dim separators, unless NO_COLOR is set; the table fits
    /// the terminal's width (TIOCGWINSZ) when neither --width nor $COLUMNS is given.
    @Test(.enabled(if: TerminalProcess.isAvailable, "needs script(1) from util-linux for a pseudo-terminal"))
    func colorsOnlyOnATerminal() throws {
        let binary = try CLIProcess.executableURL()
        let command = "stty cols 70; \"$0\" preview --locale en --scenario plain-percent,everything"
        let colored = try TerminalProcess.run(command, binary: binary)
        #expect(colored.contains("\u{1B}[1mscenario"))
        #expect(colored.contains("\u{1B}[2m │ \u{1B}[0m"))
        let plain = try TerminalProcess.run(command, binary: binary, environment: ["NO_COLOR": "1"])
        #expect(!plain.contains("\u{1B}"))
        let lines = plain.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(TableShape.problems(in: plain, width: 70) == [])
        #expect(lines.map(DisplayWidth.columns(of:)).max() == 70)
    }

    // MARK: - Help and errors

    @Test func help() throws {
        let result = try CLIProcess.run(["preview", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  progress-format preview --locale de\n"))
        #expect(result.stdout.contains("--all-locales"))
    }

    /// Each error is exactly `line` and a newline on stderr, nothing on stdout, exit status 2.
    @Test(arguments: [
        (["preview", "--scenario", "nope"], "error: unknown scenario 'nope'; 'progress-format scenarios' lists them"),
        (["preview", "--scenario", "everything,nope"], "error: unknown scenario 'nope'; 'progress-format scenarios' lists them"),
        (["preview", "--locale", "xx"], "error: unknown locale 'xx': ICU has no data for it"),
        (["preview", "--locale", "en,xx"], "error: unknown locale 'xx': ICU has no data for it"),
        (["preview", "--locale", ""], "error: invalid locale '': the locale is empty"),
        (["preview", "--locale", "en", "--all-locales"], "error: --locale and --all-locales cannot be used together"),
        (["preview", "--scenario", "everything", "--all-scenarios"],
         "error: --scenario and --all-scenarios cannot be used together"),
        (["preview", "--width", "abc"], "error: The value 'abc' is invalid for '--width <width>'"),
        (["preview", "--width", "5"], "error: --width must be at least 20 columns, not 5"),
        (["preview", "--format", "xml"],
         "error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'csv'."),
        (["preview", "--strings", "/nonexistent-dir"], "error: --strings: no directory at '/nonexistent-dir'"),
        (["--locale", "xx"], "error: unknown locale 'xx': ICU has no data for it"),
        (["--strings", "/nonexistent-dir"], "error: --strings: no directory at '/nonexistent-dir'"),
    ])
    func error(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    // MARK: - Fixtures

    /// A directory holding `he.json`: the English source table relabelled Hebrew, with one
    /// Hebrew message, so a right-to-left table exists whatever tables are built in.
    static func hebrewTables() throws -> TemporaryDirectory {
        let source = try Data(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings/en.json"))
        var table = try #require(try JSONSerialization.jsonObject(with: source) as? [String: Any])
        table["@@locale"] = "he"
        table["percentCompleted"] = "הושלמו {percent}"
        let directory = try TemporaryDirectory()
        try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
            .write(to: directory.url.appendingPathComponent("he.json"))
        return directory
    }
}

import Foundation
import ProgressFormat
import ProgressFormatTools
import Testing

/// `progress-format locales`: a row per string table. The expected rows come from the
/// library's own `StringTableSummary`, so the tests hold whichever tables are built in.
@Suite("progress-format locales")
struct LocalesCommandTests {
    /// The row the command prints for a summary, cells trimmed.
    static func fields(_ summary: StringTableSummary) -> [String] {
        [summary.locale, summary.englishName, summary.nativeName, summary.isRightToLeft ? "rtl" : "ltr",
         String(summary.messageCount), String(summary.translated), String(summary.needsReview),
         String(summary.reviewed), String(summary.stale), String(summary.errors), summary.hasICUData ? "yes" : "no",
         summary.isDraft ? "no (draft)" : "yes"]
    }

    /// The cells of a table line: split at the separators, trimmed, isolates removed.
    static func cells(_ line: Substring) -> [String] {
        line.components(separatedBy: " │ ").map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{2068}", with: "")
                .replacingOccurrences(of: "\u{2069}", with: "")
        }
    }

    @Test func table() throws {
        let result = try CLIProcess.run(["locales", "--width", "250"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first.map(Self.cells) == ["tag", "English name", "native name", "direction", "messages",
                                               "translated", "needs review", "reviewed", "stale", "errors", "ICU data", "served"])
        let summaries = StringTableSummary.all()
        #expect(lines.dropFirst(2).map(Self.cells) == summaries.map(Self.fields))
        let english = try #require(lines.first { $0.hasPrefix("en ") })
        #expect(Self.cells(english).prefix(4) == ["en", "English", "English", "ltr"])
        let german = try #require(lines.first { $0.hasPrefix("de ") })
        #expect(Self.cells(german).prefix(4) == ["de", "German", "Deutsch", "ltr"])
        #expect(TableShape.problems(in: result.stdout, width: 250) == [])
    }

    /// Narrow: cut or split into blocks, columns lined up, no line wider than asked or ending
    /// in a space.
    @Test(arguments: [40, 80, 120])
    func narrowTableLinesUp(width: Int) throws {
        let result = try CLIProcess.run(["locales", "--width", String(width)])
        #expect(result.status == 0)
        #expect(TableShape.problems(in: result.stdout, width: width) == [])
    }

    /// At 80 columns the names are never cut inside a word ("English (Austra…" once): a name
    /// too wide for its column goes on over the next line after a whole word.
    @Test func namesWrapAfterWholeWordsAt80Columns() throws {
        let result = try CLIProcess.run(["locales", "--width", "80"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("…"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let british = try #require(lines.firstIndex { $0.hasPrefix("en-GB ") })
        #expect(Array(Self.cells(lines[british]).prefix(3)) == ["en-GB", "English (United", "English (United"])
        #expect(Array(Self.cells(lines[british + 1]).prefix(3)) == ["", "Kingdom)", "Kingdom)"])
        let australian = try #require(lines.firstIndex { $0.hasPrefix("en-AU ") })
        #expect(Array(Self.cells(lines[australian]).prefix(3)) == ["en-AU", "English (Australia)", "English (Australia)"])
        #expect(TableShape.problems(in: result.stdout, width: 80) == [])
    }

    /// Cherokee's draft, known to be wrong, is listed and counted, but not served: its row says
    /// so, and a formatter for `chr` (from `--locale` or `LANG`) writes English with a warning.
    @Test func aDraftIsListedButNotServed() throws {
        let result = try CLIProcess.run(["locales", "--width", "250"])
        let cherokee = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("chr ") })
        #expect(Self.cells(cherokee) == ["chr", "Cherokee", "ᏣᎳᎩ", "ltr", "29", "0", "29", "0", "0", "0", "yes", "no (draft)"])
        #expect(!ProgressTextFormatter.availableTableLocales().contains("chr"))
        let warning = "warning: 'chr' has only a draft table, known to be wrong and not served (`progress-format locales` lists it); "
            + "writing English\n"
        for (arguments, environment) in [(["--locale", "chr"], [:]), ([], ["LANG": "chr_US.UTF-8"])] {
            #expect(try CLIProcess.run(arguments + ["--completed", "5", "--total", "10"], environment: environment)
                == CLIProcess.Result(stdout: "50% completed\n5 of 10\n", stderr: warning, status: 0))
        }
        // A locale without any table reads English as before, with no warning.
        #expect(try CLIProcess.run(["--locale", "xh", "--completed", "5", "--total", "10"])
            == CLIProcess.Result(stdout: "50% completed\n5 of 10\n", stderr: "", status: 0))
        // The tools read it.
        #expect(try CLIProcess.run(["lint", "--locale", "chr"])
            == CLIProcess.Result(stdout: "", stderr: "1 built-in table checked: 0 errors, 0 warnings\n", status: 0))
    }

    /// Piped, with no `$COLUMNS` and no `--width`, the table is whole: one block, one line per
    /// table, every name uncut (it was cut to 80 columns and split into two blocks).
    @Test func pipedWithoutAWidthTheTableIsWhole() throws {
        let result = try CLIProcess.run(["locales"], environment: ["COLUMNS": ""])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first.map(Self.cells) == ["tag", "English name", "native name", "direction", "messages",
                                               "translated", "needs review", "reviewed", "stale", "errors", "ICU data", "served"])
        #expect(lines.dropFirst(2).map(Self.cells) == StringTableSummary.all().map(Self.fields))
    }

    /// A right-to-left table's native name is isolated; the direction column says rtl.
    @Test func rightToLeftTable() throws {
        let tables = try PreviewCommandTests.hebrewTables()
        let result = try CLIProcess.run(["locales", "--strings", tables.url.path, "--width", "250"])
        let hebrew = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("he ") })
        #expect(hebrew.contains("\u{2068}עברית\u{2069}"))
        #expect(Self.cells(hebrew).prefix(4) == ["he", "Hebrew", "עברית", "rtl"])
    }

    @Test func jsonRoundTrip() throws {
        let result = try CLIProcess.run(["locales", "--format", "json"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let summaries = try JSONDecoder().decode([StringTableSummary].self, from: Data(result.stdout.utf8))
        #expect(summaries == StringTableSummary.all())
        let english = try #require(summaries.first { $0.locale == "en" })
        #expect(english.englishName == "English")
        #expect(!english.isRightToLeft)
        #expect(english.hasICUData)
        #expect(english.messageCount > 0)
        let german = try #require(summaries.first { $0.locale == "de" })
        #expect(german.nativeName == "Deutsch")
        #expect(german.translated + german.needsReview + german.reviewed + german.untranslated == german.messageCount)
    }

    @Test func csv() throws {
        let result = try CLIProcess.run(["locales", "--format", "csv"])
        #expect(result.status == 0)
        let records = result.stdout.split(separator: "\r\n")
        #expect(records.first == "tag,English name,native name,direction,messages,translated,needs review,reviewed,stale,errors,ICU data,served")
        #expect(records.count == StringTableSummary.all().count + 1)
    }

    /// `--format json` is one compact line with sorted keys, like every command's JSON.
    @Test func jsonIsOneCompactLine() throws {
        let result = try CLIProcess.run(["locales", "--format", "json"])
        #expect(result.stdout.hasPrefix(#"[{"englishName":"#))
        #expect(result.stdout.hasSuffix("}]\n"))
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.contains(#"{"englishName":"German","errors":0,"hasICUData":true,"isDraft":false,"isRightToLeft":false,"locale":"de","#))
    }

    /// Errors echo the directory safely.
    @Test func directoryInErrorIsMadeSafe() throws {
        let result = try CLIProcess.run(["locales", "--strings", "/nonexistent\u{1B}[2J\u{202E}"])
        #expect(result == CLIProcess.Result(stdout: "", stderr: "error: --strings: no directory at '/nonexistent␛[2J'\n",
                                            status: 2))
    }

    /// A table's tag is its file name, from outside: files not named after a locale tag (one
    /// holding an escape, one starting like a formula) are no tables, so no format lists them,
    /// and lint names them safely when it warns that they are ignored.
    @Test func filesNotNamedAfterATagAreIgnored() throws {
        let tables = try HostileText.tables([:])
        let german = tables.url.appendingPathComponent("de.json")
        try FileManager.default.copyItem(at: german, to: tables.url.appendingPathComponent("=1+1.json"))
        try FileManager.default.copyItem(at: german, to: tables.url.appendingPathComponent("x\u{1B}[1m.json"))
        let arguments = ["locales", "--strings", tables.url.path]
        for format in ["csv", "json", "table"] {
            let result = try CLIProcess.run(arguments + ["--format", format])
            #expect(result.status == 0)
            #expect(!result.stdout.contains("1+1"))
            #expect(!result.stdout.contains("x␛[1m"))
            #expect(!result.stdout.contains("\u{1B}"))
        }
        let lint = try CLIProcess.run(["lint", "--strings", tables.url.path])
        let directory = tables.url.path
        #expect(lint.stdout.contains("\(directory)/=1+1.json:-: warning: not named after a locale tag"))
        #expect(lint.stdout.contains("\(directory)/x␛[1m.json:-: warning: not named after a locale tag"))
        #expect(!lint.stdout.contains("\u{1B}"))
    }

    @Test func help() throws {
        let result = try CLIProcess.run(["locales", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  progress-format locales\n"))
    }

    @Test(arguments: [
        (["locales", "--format", "xml"],
         "error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'csv'."),
        (["locales", "--strings", "/nonexistent-dir"], "error: --strings: no directory at '/nonexistent-dir'"),
        (["locales", "--width", "3"], "error: --width must be at least 20 columns, not 3"),
        (["locales", "--width", "wide"], "error: The value 'wide' is invalid for '--width <width>'"),
    ])
    func error(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }
}

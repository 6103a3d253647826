import Foundation
import ProgressFormat
import Testing

/// `render --columns N`: both lines fitted to N terminal columns by the library — with facts as
/// flags, with `--input`, in JSON — and, with no facts, the preview table's width.
extension RenderCommandTests {
    /// The headline facts: 9 files, 419,431 of 5,356,456 bytes at 50 kB/s, 97 s to go.
    static let headlineFacts = [
        "--kind", "file", "--operation", "downloading", "--completed", "419431", "--total", "5356456",
        "--file-total", "9", "--throughput", "50000", "--eta", "97",
    ]

    /// The help's example, and the documented order: short then narrow units, then the speed
    /// left out, then the time remaining (each form in the widest units it fits in), last a
    /// cut after a whole word; a width that fits changes nothing.
    @Test(arguments: [
        (200, "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) \u{2014} 1 minute, 37 seconds remaining\n"),
        (55, "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) \u{2014} 1 min, 37 sec remaining\n"),
        (45, "Downloading 9 files…\n419kB of 5.4MB (50kB/s) \u{2014} 1m 37s remaining\n"),
        (40, "Downloading 9 files…\n419kB of 5.4MB \u{2014} 1m 37s remaining\n"),
        (20, "Downloading 9 files…\n419 kB of 5.4 MB\n"),
        (15, "Downloading…\n419kB of 5.4MB\n"),
    ])
    func columns(columns: Int, stdout: String) throws {
        let result = try CLIProcess.run(["--locale", "en"] + Self.headlineFacts + ["--columns", String(columns)])
        #expect(result == CLIProcess.Result(stdout: stdout, stderr: "", status: 0))
    }

    /// A named file in four scripts: each line is the library's fitted line, never wider than
    /// asked.
    @Test(arguments: ["ar", "ja", "de", "ru"], [24, 32, 40, 60])
    func columnsInEveryScript(locale: String, columns: Int) throws {
        let url = "/home/ada/Downloads/ubuntu-24.04.1-desktop-amd64.iso"
        let result = try CLIProcess.run(["--locale", locale, "--operation", "downloading", "--file-url", url,
                                         "--completed", "419431", "--total", "5356456", "--throughput", "50000",
                                         "--eta", "97", "--columns", String(columns)])
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading, fileURL: URL(fileURLWithPath: url),
                                        throughput: 50_000, estimatedTimeRemaining: 97)
        let text = try ProgressTextFormatter(locale: locale).format(snapshot, columns: columns)
        #expect(result == CLIProcess.Result(stdout: text.description + "\n" + text.additionalDescription + "\n",
                                            stderr: "", status: 0))
        #expect(result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.columns(of: String($0)) <= columns })
    }

    /// With `--input`, every answer's two lines are fitted; in JSON too.
    @Test func columnsWithInput() throws {
        let input = Data(("""
            {"completedUnitCount": 419431, "totalUnitCount": 5356456, "kind": "file", "fileOperationKind": "downloading", "fileTotalCount": 9, "throughput": 50000, "estimatedTimeRemaining": 97}
            {"completedUnitCount": 7, "totalUnitCount": 100}
            """ + "\n").utf8)
        let text = try CLIProcess.run(["--locale", "en", "--input", "-", "--columns", "40"], input: input)
        #expect(text == CLIProcess.Result(stdout: """
            Downloading 9 files…\t419kB of 5.4MB \u{2014} 1m 37s remaining
            7% completed\t7 of 100

            """, stderr: "", status: 0))
        let json = try CLIProcess.run(["--locale", "en", "--input", "-", "--columns", "20", "--format", "json"], input: input)
        #expect(json == CLIProcess.Result(stdout: """
            {"additionalDescription":"419 kB of 5.4 MB","description":"Downloading 9 files…","direction":"ltr","line":1,"locale":"en","resolvedLocale":"en"}
            {"additionalDescription":"7 of 100","description":"7% completed","direction":"ltr","line":2,"locale":"en","resolvedLocale":"en"}

            """, stderr: "", status: 0))
    }

    /// Without facts, `--columns` is the preview table's width.
    @Test func columnsWithoutFactsIsThePreviewWidth() throws {
        let bare = try CLIProcess.run(["--locale", "de", "--columns", "60"], environment: ["COLUMNS": "120"])
        #expect(bare == (try CLIProcess.run(["preview", "--locale", "de", "--width", "60"])))
        #expect(TableShape.problems(in: bare.stdout, width: 60) == [])
    }

    /// Each mistake is one line on stderr and exit status 2.
    @Test(arguments: [
        (["--columns", "0", "--completed", "7"], "error: --columns must be at least 1, not 0"),
        (["--columns", "-5", "--completed", "7"], "error: --columns must be at least 1, not -5"),
        (["--columns", "abc", "--completed", "7"], "error: The value 'abc' is invalid for '--columns <N>'"),
        (["--columns", "10"], "error: --columns must be at least 20 for the preview table, not 10"),
    ])
    func columnsErrors(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(["--locale", "en"] + arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// The help shows the example above with its output, and says what `--columns` does.
    @Test func columnsHelp() throws {
        let help = try CLIProcess.run(["render", "--help"]).stdout
        #expect(help.contains("""
              progress-format --locale en --kind file --operation downloading \\
                --completed 419431 --total 5356456 --file-total 9 \\
                --throughput 50000 --eta 97 --columns 40
              Downloading 9 files…
              419kB of 5.4MB \u{2014} 1m 37s remaining

            """))
        #expect(help.contains("  --columns <N>           Fit each line to N terminal columns"))
    }
}

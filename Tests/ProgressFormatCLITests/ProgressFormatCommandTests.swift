import Foundation
import ProgressFormat
import ProgressFormatTools
import Testing

/// `progress-format` itself: what happens before a command runs — a mistyped command, and
/// every command's help.
@Suite("progress-format")
struct ProgressFormatCommandTests {
    /// The commands, as `--help` lists them.
    static let commands = ["render", "preview", "scenarios", "locales", "simulate", "lint"]

    /// A first argument that is no option and no command is a mistyped command: one line that
    /// suggests the nearest command (two edits at most, swaps count one), exit status 2.
    @Test(arguments: [
        (["previw"], "error: unknown command 'previw'; did you mean 'preview'?"),
        (["previw", "--locale", "de"], "error: unknown command 'previw'; did you mean 'preview'?"),
        (["lnit"], "error: unknown command 'lnit'; did you mean 'lint'?"),
        (["Preview"], "error: unknown command 'Preview'; did you mean 'preview'?"),
        (["scenario"], "error: unknown command 'scenario'; did you mean 'scenarios'?"),
        (["locale"], "error: unknown command 'locale'; did you mean 'locales'?"),
        (["simulat"], "error: unknown command 'simulat'; did you mean 'simulate'?"),
        (["rendr"], "error: unknown command 'rendr'; did you mean 'render'?"),
        (["xyz"], "error: unknown command 'xyz'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["pre"], "error: unknown command 'pre'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["de"], "error: unknown command 'de'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["\u{1B}[2Jlint\u{202E}"],
         "error: unknown command '␛[2Jlint'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        ([String(repeating: "x", count: 100_000)],
         "error: unknown command '\(String(repeating: "x", count: 100_000))'; the commands are render, preview, scenarios, "
            + "locales, simulate, lint, export, import, review"),
    ])
    func mistypedCommand(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// Options first, `help`, and real commands are not taken for mistakes.
    @Test func notMistakes() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "100"])
            == CLIProcess.Result(stdout: "7% completed\n7 of 100\n", stderr: "", status: 0))
        let help = try CLIProcess.run(["help", "preview"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Shows what every scenario reads in one or more locales.\n"))
        #expect(try CLIProcess.run(["scenarios"]).status == 0)
    }

    /// Every help screen fits 80 columns, and no line ends in a space, whatever `COLUMNS`
    /// says; the usage line is short, the options are listed below it.
    @Test(arguments: [[], ["render"], ["preview"], ["scenarios"], ["locales"], ["simulate"], ["lint"]])
    func helpFits80Columns(command: [String]) throws {
        let result = try CLIProcess.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { DisplayWidth.columns(of: $0) > 80 } == [])
        #expect(lines.filter { $0.hasSuffix(" ") } == [])
        #expect(lines.contains { $0.hasPrefix("USAGE: progress-format") })
    }

    /// The examples in help are printed as written, not re-wrapped: each is shorter than 80
    /// columns and continues with a backslash.
    @Test func helpExamplesAreIntact() throws {
        let simulate = try CLIProcess.run(["simulate", "--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(simulate.contains("""
              progress-format simulate --locale de --size 2GB --rate 40MB/s \\
                --files 12 --speed-up 10

            """))
        let root = try CLIProcess.run(["--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(root.contains("""
              progress-format --locale de --operation downloading \\
                --completed 419431 --total 5356456 \\
                --file-total 9 --throughput 50000 --eta 97

            """))
        let lint = try CLIProcess.run(["lint", "--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(lint.contains("  progress-format lint --strings ~/translations --locale ru --locale uk\n"))
    }
}

import Foundation
import Testing

/// `progress-format` itself: what happens before a command runs — a mistyped command (help
/// screens: `HelpScreenTests`).
@Suite("progress-format")
struct ProgressFormatCommandTests {
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
}

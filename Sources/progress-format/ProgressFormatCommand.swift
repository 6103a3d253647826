import ArgumentParser
import Foundation

/// The `progress-format` command: previews localized progress text and helps translators.
@main
struct ProgressFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress-format",
        abstract: "Shows the localized text a progress bar displays, in any locale.",
        discussion: """
            With no subcommand, renders one snapshot of progress facts:

              progress-format --locale de --operation downloading \\
                --completed 419431 --total 5356456 \\
                --file-total 9 --throughput 50000 --eta 97

            With no facts, previews every scenario: progress-format --locale de
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, PreviewCommand.self, ScenariosCommand.self, LocalesCommand.self,
                      SimulateCommand.self, LintCommand.self, ExportCommand.self, ImportCommand.self, ReviewCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Runs the command; a failure prints one line, `error: …`, on stderr (through the output
    /// policy, like every line there, an argument it quotes cut to 40 columns) and exits with 2. Help and version requests print as
    /// usual. A first argument that is neither an option nor a command is a mistyped command
    /// (`render` takes no arguments of its own): the error suggests the nearest one. Everything
    /// reaches standard output through ``Terminal/write(_:)``, help included, so a write error
    /// ends any command the same way (``StandardStreams``).
    static func main() {
        StandardStreams.prepare()
        if let problem = argumentsProblem(CommandLine.arguments) {
            StandardError.write("error: \(problem)")
            Foundation.exit(2)
        }
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let first = CommandLine.arguments.dropFirst().first,
           let message = CommandSuggestion.message(for: first, commands: commands) {
            StandardError.write("error: \(cuttingEchoedArguments(message, arguments: [first]))")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            // From here on ArgumentParser words messages at the help screen's width (it asserts
            // on a $COLUMNS narrower than its option column).
            let width = HelpScreen.width(environment: ProcessInfo.processInfo.environment)
            setenv("COLUMNS", String(width), 1)
            if exitCode(for: error).isSuccess {
                // Help is laid out to fit 80 columns; a version or a completion script is not.
                let message = fullMessage(for: error, columns: HelpScreen.unwrappedColumns)
                let isHelp = message.hasPrefix("OVERVIEW: ") || message.hasPrefix("USAGE: ")
                let text = isHelp ? HelpScreen.text(for: error, command: self, width: width) : message
                if !text.isEmpty {
                    Terminal.write(text + "\n")
                }
                Foundation.exit(0)
            }
            StandardError.write("error: \(oneLine(cuttingEchoedArguments(message(for: error), arguments: CommandLine.arguments)))")
            Foundation.exit(2)
        }
    }

    /// Why the command line cannot be trusted, or `nil` when it can. Every exec passes at least
    /// the program's name, but Swift on Linux reads the arguments from `/proc/self/cmdline`:
    /// where `/proc` is not mounted (a minimal container or chroot) it finds none at all, and
    /// running on as if none were given would do something else than asked (the preview table
    /// instead of `export`). An empty program name is refused too: nothing can tell it from that.
    ///
    ///     ProgressFormatCommand.argumentsProblem([])   // "cannot read the command line: …"
    static func argumentsProblem(_ arguments: [String]) -> String? {
        guard arguments.first?.isEmpty ?? true else { return nil }
        return "cannot read the command line: no arguments, not even the program's name, in /proc/self/cmdline "
            + "(is /proc mounted?); refusing to run without them"
    }

    /// ArgumentParser's message on one line: a trailing list ("Please provide one of the
    /// following:" then "- downloading" lines) is joined with commas. Any other line break
    /// came from outside (a value echoed in the message) and stays, for the output policy to
    /// show as ␊ — it is never taken for the end of the message.
    ///
    ///     ProgressFormatCommand.oneLine("… one of the following:\n- downloading\n- uploading")
    ///     // "… one of the following: downloading, uploading"
    static func oneLine(_ message: String) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty {
            lines.removeLast()
        }
        var items: [String] = []
        while lines.count > 1, let last = lines.last?.trimmingCharacters(in: .whitespaces), last.hasPrefix("- ") {
            items.insert(String(last.dropFirst(2)), at: 0)
            lines.removeLast()
        }
        let head = lines.joined(separator: "\n")
        guard !items.isEmpty, head.hasSuffix(":") else {
            return (lines + items.map { "- " + $0 }).joined(separator: "\n")
        }
        return "\(head) \(items.joined(separator: ", "))"
    }
}

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
                      SimulateCommand.self, LintCommand.self, ReviewCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Runs the command; a failure prints one line, `error: …`, on stderr and exits with 2.
    /// Help and version requests print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error).isSuccess {
                exit(withError: error)
            }
            StandardError.write("error: \(oneLine(message(for: error)))")
            Foundation.exit(2)
        }
    }

    /// ArgumentParser's message on one line: a trailing list ("Please provide one of the
    /// following:" then "- downloading" lines) is joined with commas; usage hints are dropped.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first else { return message }
        let items = lines.dropFirst()
            .filter { $0.hasPrefix("- ") }
            .map { String($0.dropFirst(2)) }
        return first.hasSuffix(":") && !items.isEmpty ? "\(first) \(items.joined(separator: ", "))" : first
    }
}

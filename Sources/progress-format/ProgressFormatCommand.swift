import ArgumentParser

/// The `progress-format` command: previews localized progress text and helps translators.
@main
struct ProgressFormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress-format",
        abstract: "Shows the localized text a progress bar displays, in any locale.",
        discussion: """
            With no subcommand, renders one snapshot of progress facts:

              progress-format --locale de --kind file --operation downloading \\
                --completed 419431 --total 5356456 --file-total 9 --throughput 50000 --eta 97
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}

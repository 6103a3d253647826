import ArgumentParser

/// `progress-format review`: the reviewer's commands.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Reviews translations.",
        subcommands: [ReviewApproveCommand.self]
    )
}

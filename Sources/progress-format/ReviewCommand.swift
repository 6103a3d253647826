import ArgumentParser

/// `progress-format review`: the translator's review tools. With no subcommand it writes review
/// sheets (`review sheet`), so `progress-format review --locale de` writes `review/de.html`;
/// `review approve` marks translations reviewed by a named reviewer.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review tools for translators: HTML review sheets, and approvals by a named reviewer.",
        discussion: """
            With no subcommand, writes review sheets (see 'progress-format review sheet --help').

            Examples:
              progress-format review --locale de
              progress-format review --all-locales --out /tmp/review
              progress-format review --locale fr --strings ~/translations
              progress-format review approve --locale de --key timeRemaining --reviewer "Anna Schmidt"
            """,
        subcommands: [ReviewSheetCommand.self, ReviewApproveCommand.self],
        defaultSubcommand: ReviewSheetCommand.self
    )
}

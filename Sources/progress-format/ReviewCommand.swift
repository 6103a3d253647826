import ArgumentParser

/// `progress-format review`: the translator's review tools. With no subcommand it writes review
/// sheets (`review sheet`), so `progress-format review --locale de` writes `review/de.html`.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review tools for translators: HTML review sheets of the string tables.",
        discussion: """
            With no subcommand, writes review sheets (see 'progress-format review sheet --help').

            Examples:
              progress-format review --locale de
              progress-format review --all-locales --out /tmp/review
              progress-format review --locale fr --strings ~/translations
            """,
        subcommands: [ReviewSheetCommand.self],
        defaultSubcommand: ReviewSheetCommand.self
    )
}

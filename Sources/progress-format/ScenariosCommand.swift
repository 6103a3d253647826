import ArgumentParser
import ProgressFormat

/// `progress-format scenarios`: the built-in scenarios, one line each.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "Lists the built-in scenarios that previews show: name and summary.",
        discussion: """
            Together they cover every sentence the library can produce. Pass a name to \
            'preview --scenario'.

            Examples:
              progress-format scenarios
              progress-format preview --locale de --scenario everything
            """
    )

    func run() {
        let width = ProgressScenario.all.map(\.name.count).max() ?? 0
        for scenario in ProgressScenario.all {
            print(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
        }
    }
}

import ArgumentParser
import ProgressFormat
import ProgressFormatTools

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
        let names = ProgressScenario.all.map { OutputPolicy.terminal($0.name) }
        let width = names.map(DisplayWidth.columns(of:)).max() ?? 0
        let lines = zip(names, ProgressScenario.all).map { name, scenario in
            let padding = String(repeating: " ", count: width - DisplayWidth.columns(of: name))
            return (name + padding + "  " + OutputPolicy.terminal(scenario.summary)).trimmingTrailingSpaces + "\n"
        }
        Terminal.write(lines.joined())
    }
}

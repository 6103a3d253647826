import ArgumentParser
import Foundation
import ProgressFormat

/// `progress-format render`: the two lines for one snapshot of facts (the default command).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Prints the description and the additional description for one set of facts.",
        discussion: """
            Examples:
              progress-format --locale en --kind file --operation downloading --completed 419431 \\
                --total 5356456 --file-total 9 --throughput 50000 --eta 97
              Downloading 9 files…
              419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining

              progress-format --locale de --completed 7 --total 100 --json

            With no facts (and no --json), shows every scenario in the locale, as \
            'progress-format preview --locale de' does:
              progress-format --locale de
            """
    )

    @OptionGroup var localeOptions: LocaleOptions
    @OptionGroup var facts: SnapshotOptions

    @Flag(help: "Print a JSON object with locale, resolvedLocale, description and additionalDescription.")
    var json = false

    func run() throws {
        if facts.isEmpty && !json {
            try showPreview()
            return
        }
        let formatter = try localeOptions.makeFormatter()
        let text = formatter.format(facts.snapshot)
        if json {
            let output = RenderOutput(locale: formatter.locale, resolvedLocale: formatter.resolvedLocale,
                                      description: text.description, additionalDescription: text.additionalDescription)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        } else {
            print(text.description)
            print(text.additionalDescription)
        }
    }

    /// The preview table of every scenario in the requested locale: "what will my German users see".
    private func showPreview() throws {
        let environment = ProcessInfo.processInfo.environment
        let preview = try Preview(locales: [localeOptions.requestedLocale], scenarios: ProgressScenario.all,
                                  tablesDirectory: try localeOptions.tables.url())
        Terminal.write(try preview.output(.table, width: Terminal.width(environment: environment),
                                          style: .forStandardOutput(environment: environment)))
    }
}

/// The JSON form of `render`.
struct RenderOutput: Codable {
    var locale: String
    var resolvedLocale: String
    var description: String
    var additionalDescription: String
}

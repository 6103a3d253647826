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
            """
    )

    @OptionGroup var localeOptions: LocaleOptions
    @OptionGroup var facts: SnapshotOptions

    @Flag(help: "Print a JSON object with locale, resolvedLocale, description and additionalDescription.")
    var json = false

    func run() throws {
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
}

/// The JSON form of `render`.
struct RenderOutput: Codable {
    var locale: String
    var resolvedLocale: String
    var description: String
    var additionalDescription: String
}

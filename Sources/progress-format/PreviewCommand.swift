import ArgumentParser
import Foundation
import ProgressFormat

/// `progress-format preview`: every scenario in one or more locales, as a table, JSON or CSV.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Shows what every scenario reads in one or more locales.",
        usage: "progress-format preview [<options>]",
        discussion: """
            The table has a row per scenario. With one locale, the description and the \
            additional description stand side by side; with several, each locale has a column \
            when every sentence fits uncut, else (--all-locales, a narrow terminal) the locales \
            are stacked: a row per locale under each scenario, its two sentences in one wide \
            column. The width is --width, else $COLUMNS, else the terminal's, else 120 columns; \
            a sentence still too wide for its cell is the line the library fits to the cell \
            (shorter units, parts left out, never a cut word). Colours only on a terminal, \
            never with NO_COLOR. 'progress-format --locale de' with no facts shows the same table.

            Examples:
              progress-format preview --locale de
              progress-format preview --locale en,de,ar --scenario everything
              progress-format preview --all-locales --width 200
              progress-format preview --locale ja --format json
              progress-format preview --all-locales --format csv > previews.csv
            """
    )

    @Option(name: .customLong("locale"),
            help: "A locale to show (repeatable, or comma-separated: --locale en,de,ar). Defaults to LC_ALL, LC_MESSAGES or LANG, the language from LANGUAGE first.")
    var locales: [String] = []

    @Flag(name: .customLong("all-locales"), help: "Show every locale that has a string table.")
    var allLocales = false

    @Option(name: .customLong("scenario"),
            help: "A scenario to show (repeatable, or comma-separated); 'progress-format scenarios' lists them. Defaults to all.")
    var scenarioNames: [String] = []

    @Flag(name: .customLong("all-scenarios"), help: "Show every scenario (the default).")
    var allScenarios = false

    @Option(help: "Output format: table, json or csv.")
    var format: TabularFormat = .table

    @OptionGroup var tables: TablesDirectoryOption

    @Option(help: "The table's width in columns (at least \(Self.minimumWidth)). Defaults to $COLUMNS or the terminal's width.")
    var width: Int?

    /// The narrowest table `--width` accepts.
    static let minimumWidth = 20

    func validate() throws {
        if allLocales && !locales.isEmpty {
            throw ValidationError("--locale and --all-locales cannot be used together")
        }
        if allScenarios && !scenarioNames.isEmpty {
            throw ValidationError("--scenario and --all-scenarios cannot be used together")
        }
        if let width, width < Self.minimumWidth {
            throw ValidationError("--width must be at least \(Self.minimumWidth) columns, not \(width)")
        }
        if let unknown = Self.split(scenarioNames).first(where: { ProgressScenario.named($0) == nil }) {
            throw ValidationError("unknown scenario '\(unknown)'; 'progress-format scenarios' lists them")
        }
    }

    func run() throws {
        let tablesDirectory = try tables.url()
        let environment = ProcessInfo.processInfo.environment
        let requestedLocales = allLocales
            ? ProgressTextFormatter.availableTableLocales(tablesDirectory: tablesDirectory)
            : Self.split(locales)
        let names = Self.split(scenarioNames)
        let preview = try Preview(
            locales: requestedLocales.isEmpty ? [EnvironmentLocale.tag()] : requestedLocales,
            scenarios: names.isEmpty ? ProgressScenario.all : names.compactMap(ProgressScenario.named),
            tablesDirectory: tablesDirectory)
        let output = try preview.output(format, width: width ?? Terminal.width(environment: environment),
                                        style: format == .table ? .forStandardOutput(environment: environment) : .plain)
        Terminal.write(output)
    }

    /// The values of a repeatable, comma-separated option, trimmed, in order, without repeats.
    ///
    ///     PreviewCommand.split(["en,de", " ar", "de"])   // ["en", "de", "ar"]
    static func split(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { seen.insert($0).inserted }
    }
}

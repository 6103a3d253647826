import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

/// `progress-format locales`: every locale with a string table, its names and review progress.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "Lists every locale that has a string table: names, direction, review progress, ICU data.",
        usage: "progress-format locales [<options>]",
        discussion: """
            One row per table: its tag, its name in English and in its own language (from ICU), \
            the writing direction, how many messages it has, how many are translated, need \
            review or are reviewed, how many are stale (made from or reviewed against an English \
            text that has changed since), how many lint errors it has (`progress-format lint \
            --locale TAG` lists them), whether the system ICU has data for the locale, and \
            whether the formatter serves the table: a draft known to be wrong (in the tables' \
            Drafts folder, such as Drafts/chr.json) is listed and checked, but not served — its \
            locale reads English. Without --strings, the tables built into this program are counted.

            Examples:
              progress-format locales
              progress-format locales --strings ~/translations
              progress-format locales --format json
            """
    )

    @Option(help: "Output format: table, json or csv.")
    var format: TabularFormat = .table

    @OptionGroup var tables: TablesDirectoryOption

    @Option(help: "The table's width in columns. Defaults to $COLUMNS or the terminal's width; piped, the whole table.")
    var width: Int?

    func validate() throws {
        if let width, width < PreviewCommand.minimumWidth {
            throw ValidationError("--width must be at least \(PreviewCommand.minimumWidth) columns, not \(width)")
        }
    }

    func run() throws {
        let summaries = StringTableSummary.all(tablesDirectory: try tables.url())
        tables.warnAboutEditedTables(summaries.map(\.locale), verb: "counted")
        let environment = ProcessInfo.processInfo.environment
        switch format {
        case .table:
            let table = Self.table(summaries)
            Terminal.write(table.lines(width: Self.tableWidth(width, environment: environment),
                                       style: .forStandardOutput(environment: environment)).map { $0 + "\n" }.joined())
        case .json:
            Terminal.write(try JSONOutput.line(summaries))
        case .csv:
            Terminal.write(CSVText.record(Self.titles) + summaries.map { CSVText.record(Self.fields($0)) }.joined())
        }
    }

    /// The width the table is laid out in: `--width`, `$COLUMNS` or the terminal's; piped with
    /// neither, no limit — one block, every name whole, as a program reading it wants (it was
    /// cut to 80 columns and split into two blocks).
    static func tableWidth(_ option: Int?, environment: [String: String]) -> Int {
        if let option { return option }
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        return Terminal.windowWidth ?? .max
    }

    /// The column titles, in the order of ``fields(_:)``.
    static let titles = ["tag", "English name", "native name", "direction", "messages",
                         "translated", "needs review", "reviewed", "stale", "errors", "ICU data", "served"]

    /// One table's row: the values under ``titles``.
    static func fields(_ summary: StringTableSummary) -> [String] {
        [summary.locale, summary.englishName, summary.nativeName, summary.isRightToLeft ? "rtl" : "ltr",
         String(summary.messageCount), String(summary.translated), String(summary.needsReview),
         String(summary.reviewed), String(summary.stale), String(summary.errors), summary.hasICUData ? "yes" : "no",
         summary.isDraft ? "no (draft)" : "yes"]
    }

    /// The summaries as a table; counts align to the right, native names keep their direction.
    static func table(_ summaries: [StringTableSummary]) -> TextTable {
        let numeric: Set<String> = ["messages", "translated", "needs review", "reviewed", "stale", "errors"]
        // Names wrap after a whole word where the width is short ("English" over "(Australia)"), never cut.
        var table = TextTable(columns: titles.map {
            .init(title: $0, alignment: numeric.contains($0) ? .trailing : .leading, wraps: $0.hasSuffix(" name"))
        })
        table.rows = summaries.map { summary in
            [fields(summary).enumerated().map { index, text in
                TextTable.Cell(text, isRightToLeft: index == 2 && summary.isRightToLeft)
            }]
        }
        return table
    }
}

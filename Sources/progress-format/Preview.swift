import Foundation
import ProgressFormat
import ProgressFormatTools

/// Every requested scenario's text in every requested locale: what `preview` prints, as a
/// table, JSON or CSV.
///
///     let preview = try Preview(locales: ["en", "de"], scenarios: ProgressScenario.all)
///     preview.texts[1][0].description   // "7\u{00A0}% abgeschlossen" (plain-percent in German)
///
/// Making a preview creates one formatter per locale (which may throw, for an unknown locale)
/// and prints each table problem once, as a `warning:` line on standard error.
struct Preview: Sendable {
    /// A locale of the preview, as requested and as resolved.
    struct LocaleColumn: Hashable, Sendable {
        /// The locale as requested ("de_DE.UTF-8").
        var locale: String
        /// The locale the text is written in ("de-DE"; "en" when there is no table).
        var resolvedLocale: String
        /// Whether the text's table is written right to left.
        var isRightToLeft: Bool

        /// "de", or "fr → en" when the text is in another locale than requested.
        var label: String {
            locale == resolvedLocale ? locale : "\(locale) → \(resolvedLocale)"
        }
    }

    /// The locales, in the order requested.
    var locales: [LocaleColumn]
    /// The scenarios, in the order requested.
    var scenarios: [ProgressScenario]
    /// The texts: `texts[locale][scenario]`.
    var texts: [[ProgressText]]
    /// The formatters that wrote them, one per locale: they fit a line to a table's column.
    var formatters: [ProgressTextFormatter]

    /// Formats every scenario in every locale.
    /// - Throws: `ProgressFormatError` for a locale that is malformed or unknown to ICU.
    init(locales: [String], scenarios: [ProgressScenario], tablesDirectory: URL? = nil) throws {
        let rightToLeftTables = Set(StringTableSummary.all(tablesDirectory: tablesDirectory)
            .filter(\.isRightToLeft).map(\.locale))
        var reported = Set<String>()
        var columns: [LocaleColumn] = []
        var texts: [[ProgressText]] = []
        var formatters: [ProgressTextFormatter] = []
        for locale in locales {
            let formatter = try ProgressTextFormatter(locale: locale, tablesDirectory: tablesDirectory)
            for problem in formatter.tableProblems where reported.insert(problem.description).inserted {
                StandardError.write("warning: \(problem)")
            }
            columns.append(LocaleColumn(locale: locale, resolvedLocale: formatter.resolvedLocale,
                                        isRightToLeft: rightToLeftTables.contains(formatter.tableLocale)))
            texts.append(scenarios.map { formatter.format($0.snapshot) })
            formatters.append(formatter)
        }
        self.locales = columns
        self.scenarios = scenarios
        self.texts = texts
        self.formatters = formatters
    }

    /// One entry per (locale, scenario), locale by locale.
    var entries: [PreviewEntry] {
        zip(locales, texts).flatMap { column, texts in
            zip(scenarios, texts).map { scenario, text in
                PreviewEntry(scenario: scenario.name, locale: column.locale, resolvedLocale: column.resolvedLocale,
                             description: text.description, additionalDescription: text.additionalDescription,
                             facts: scenario.snapshot)
            }
        }
    }

    /// The preview in `format`, ready to write to standard output.
    ///
    /// - Parameters:
    ///   - width: The columns a table must fit in.
    ///   - style: Colours for a table.
    func output(_ format: TabularFormat, width: Int, style: TerminalStyle) throws -> String {
        switch format {
        case .table:
            return table(width: width).lines(width: width, style: style).map { $0 + "\n" }.joined()
        case .json:
            return try JSONOutput.line(entries)
        case .csv:
            return CSVText.record(["scenario", "locale", "resolvedLocale", "description", "additionalDescription"])
                + entries.map {
                    CSVText.record([$0.scenario, $0.locale, $0.resolvedLocale, $0.description, $0.additionalDescription])
                }.joined()
        }
    }
}

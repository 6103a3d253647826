import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormatTools

/// `progress-format export`: a string table as XLIFF 1.2, for a translator's tool.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes a table as XLIFF 1.2 for Weblate, Crowdin, Lokalise, Phrase, Poedit.",
        usage: "progress-format export --locale <locale> [<options>]",
        discussion: """
            One <trans-unit> per message: the English ICU MessageFormat pattern in <source>, \
            the translation in <target> with its review state (needs-review → \
            needs-review-translation, reviewed → final and approved="yes"), the description \
            and placeholder examples as developer notes, who reviewed it when as \
            x-reviewer and x-reviewed-at notes, and the translator's note for the reviewer \
            (the message's x-note) as an x-note note; then one unit per plural category of each \
            @@x-units unit word. Bring the edited file back with `progress-format import`.

            A table with lint errors is exported all the same (exit 0), and stderr lists each \
            error as lint does: import refuses a unit that still has one.

            Examples:
              progress-format export --locale de > de.xlf
              progress-format export --locale pt-BR --strings Resources/Strings \\
                > pt-BR.xlf
            """
    )

    /// The formats `export` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xliff
    }

    @Option(help: "The table to export, by its tag (de, pt-BR, zh-Hant); `progress-format locales` lists them.")
    var locale: String

    @Option(help: "The file format: xliff (XLIFF 1.2).")
    var format: Format = .xliff

    @OptionGroup var tables: TablesDirectoryOption

    func validate() throws {
        _ = try tables.url()
        guard StringTableFiles.isTableTag(locale) else {
            throw ValidationError("--locale: '\(OutputPolicy.terminal(locale))' is not a table tag such as de or pt-BR")
        }
    }

    func run() throws {
        let directory = try tables.url()
        guard let source = try StringTableFiles.document(for: "en", directory: directory) else {
            throw ValidationError("the source table en.json is missing")
        }
        guard let target = try StringTableFiles.document(for: locale, directory: directory) else {
            throw ValidationError("no string table for '\(locale)'; `progress-format locales` lists them")
        }
        for key in target.messageKeys where source.message(key) == nil {
            StandardError.write(OutputPolicy.terminal("warning: \(locale).json: \(key): not in the source table; not exported"))
        }
        let xliff: String
        do {
            xliff = try XLIFFExporter.xliff(source: source, target: target)
        } catch {
            throw ValidationError(OutputPolicy.terminal(error.description))
        }
        Terminal.write(xliff)
        // The file is written whole; a table with lint errors is exported anyway (the
        // translator fixes them in their tool), but stderr says which, and import refuses a
        // unit that still has one.
        let exported = Set(source.messageKeys)
        let errors = StringTableLinter(tablesDirectory: directory).lint(locales: [locale]).filter { finding in
            finding.severity == .error && (finding.key.map { exported.contains($0) || $0.hasPrefix("@@") } ?? true)
        }
        if !errors.isEmpty {
            for finding in errors {
                StandardError.write(OutputPolicy.terminal(finding.description))
            }
            StandardError.write("warning: \(locale).json has \(errors.count) lint error\(errors.count == 1 ? "" : "s"), "
                + "exported as they are; import refuses a unit that still has one")
        }
    }
}

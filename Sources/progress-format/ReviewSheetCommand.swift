import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

/// `progress-format review sheet`: writes one self-contained HTML review sheet per locale, and
/// an index page with `--all-locales`.
struct ReviewSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Writes HTML review sheets: every message of a table rendered, with its state, lint findings and source changes.",
        discussion: """
            Writes DIR/<locale>.html for each locale (DIR is --out, ./review by default); with \
            --all-locales, a sheet for every table and DIR/index.html linking them. A sheet \
            shows, for every message, the English source, the translator description and \
            placeholders, the translation and its review state, lint's findings, a word diff \
            of the source when the translation is stale, and the message rendered in every \
            select branch and plural category of the language, with invisible characters \
            marked; then every built-in scenario. The pages load nothing from the network. \
            With --strings, the tables in that directory are used (the ones being edited), and \
            --all-locales means the tables in that directory.

            Examples:
              progress-format review --locale de
              progress-format review --locale ar --locale he --out /tmp/review
              progress-format review --all-locales
              progress-format review --locale fr --strings ~/translations
            """
    )

    @Option(name: .customLong("locale"),
            help: "A table to write the sheet of (repeatable, or comma-separated), by its tag: de, zh-Hant, es-419.")
    var locales: [String] = []

    @Flag(name: .customLong("all-locales"), help: "Write the sheet of every table (every table in --strings DIR, if given), and index.html.")
    var allLocales = false

    @Option(name: .customLong("out"), help: "The directory to write the pages into (created if missing).", completion: .directory)
    var outputDirectory = "review"

    @OptionGroup var tables: TablesDirectoryOption

    func validate() throws {
        let requested = PreviewCommand.split(locales)
        if allLocales && !requested.isEmpty {
            throw ValidationError("--locale and --all-locales cannot be used together")
        }
        if !allLocales && requested.isEmpty {
            throw ValidationError("say which sheets to write: --locale TAG or --all-locales")
        }
        // Drafts too: a reviewer works on a draft the runtime does not serve.
        let directory = try tables.url()
        let available = Set(ProgressTextFormatter.availableTableLocales(tablesDirectory: directory))
            .union(ReviewSheet.locales()).union(ReviewSheet.locales(tablesDirectory: directory))
        if let unknown = requested.first(where: { !available.contains($0) }) {
            throw ValidationError("no string table '\(unknown)'; 'progress-format locales' lists them")
        }
    }

    func run() throws {
        let tablesDirectory = try tables.url()
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create the directory '\(outputDirectory)': \(FileErrorText.describe(error))")
        }
        var sheets: [ReviewSheet] = []
        let requested = allLocales ? ReviewSheet.locales(tablesDirectory: tablesDirectory) : PreviewCommand.split(locales)
        tables.warnAboutEditedTables(Array(Set(requested + ["en"])).sorted(), verb: "shown")
        for locale in requested {
            let sheet: ReviewSheet
            do {
                sheet = try ReviewSheet(locale: locale, tablesDirectory: tablesDirectory)
            } catch {
                guard allLocales else { throw error }
                StandardError.write("warning: no review sheet for '\(OutputPolicy.terminal(locale))': \(OutputPolicy.terminal(error.description))")
                continue
            }
            try write(sheet.html, to: directory, name: sheet.pageFileName)
            sheets.append(sheet)
        }
        if allLocales {
            try write(ReviewIndex(sheets: sheets).html, to: directory, name: ReviewIndex.pageFileName)
        }
    }

    /// Writes `page` to `directory/name` and says so on standard output.
    private func write(_ page: String, to directory: URL, name: String) throws {
        let url = directory.appendingPathComponent(name)
        let path = (outputDirectory as NSString).appendingPathComponent(name)
        do {
            try Data(page.utf8).write(to: url, options: .atomic)
        } catch {
            throw ValidationError("cannot write '\(path)': \(FileErrorText.describe(error))")
        }
        Terminal.write(OutputPolicy.terminal(path) + "\n")
    }
}

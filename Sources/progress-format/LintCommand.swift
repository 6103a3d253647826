import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormatTools

/// `progress-format lint`: checks string tables and exits 1 on errors.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks string tables: syntax, placeholders, plural categories, typography, staleness.",
        usage: "progress-format lint [<options>]",
        discussion: """
            Prints one line per problem, `file:key: error|warning: message`, and exits with 1 \
            when there is an error, 0 otherwise. With --format json, prints one line: a JSON \
            array of {file, key, severity, position, message} objects, [] when all is well. \
            Without --strings it checks the tables built into this program, named \
            "built-in de.json" (run in a checkout whose Resources/Strings was edited since \
            the build, it warns which files differ); with it, the tables in that directory \
            (the ones a translator is editing). Positions are UTF-16 offsets from 0 (ICU's); \
            for a placeholder, the offset of its name.

            Examples:
              progress-format lint
              progress-format lint --strings ~/translations --locale ru --locale uk
              progress-format lint --format json
            """
    )

    @OptionGroup var tables: TablesDirectoryOption

    @Option(name: .customLong("locale"), help: "Check only this table (repeatable), e.g. --locale de --locale zh-Hant.")
    var locales: [String] = []

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        _ = try tables.url()
    }

    func run() throws {
        let linter = StringTableLinter(tablesDirectory: try tables.url())
        let checked = locales.isEmpty ? linter.locales : locales
        tables.warnAboutEditedTables(checked, verb: "checked")
        let findings = linter.lint(locales: checked).map { finding in
            var shown = finding
            shown.file = tables.displayed(finding.file)
            return shown
        }
        let errors = findings.filter { $0.severity == .error }.count
        switch format {
        case .text:
            Terminal.write(findings.map { OutputPolicy.terminal($0.description) + "\n" }.joined())
            let which = tables.path == nil ? " built-in" : ""
            let summary = "\(checked.count)\(which) table\(checked.count == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), "
                + "\(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")"
            StandardError.write(summary)
        case .json:
            Terminal.write(try JSONOutput.line(findings))
        }
        if errors > 0 {
            throw ExitCode(1)
        }
    }
}

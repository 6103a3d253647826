import ArgumentParser
import Foundation
import ProgressFormat

/// `--locale` and `--strings`, shared by every command that formats text.
struct LocaleOptions: ParsableArguments {
    @Option(help: "The locale: a BCP 47 tag (de, de-CH, zh-Hant-TW, ar-u-nu-latn) or a POSIX name (de_DE.UTF-8). Defaults to LC_ALL, LC_MESSAGES or LANG.")
    var locale: String?

    @OptionGroup var tables: TablesDirectoryOption

    /// The locale asked for, or the environment's.
    var requestedLocale: String {
        locale ?? ProgressTextFormatter.environmentLocale(ProcessInfo.processInfo.environment)
    }

    /// A formatter for the requested locale; table problems are printed to stderr as warnings
    /// (through ``StandardError``, so the output policy applies to file names and keys).
    func makeFormatter() throws -> ProgressTextFormatter {
        let formatter = try ProgressTextFormatter(locale: requestedLocale, tablesDirectory: try tables.url())
        for problem in formatter.tableProblems {
            StandardError.write("warning: \(problem)")
        }
        return formatter
    }
}

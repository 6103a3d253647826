import ArgumentParser
import Foundation
import ProgressFormat

/// `--locale` and `--strings`, shared by every command that formats text.
struct LocaleOptions: ParsableArguments {
    @Option(help: "The locale: a BCP 47 tag (de, de-CH, zh-Hant-TW, ar-u-nu-latn) or a POSIX name (de_DE.UTF-8). Defaults to LC_ALL, LC_MESSAGES or LANG, the language from LANGUAGE first (English, with a warning, when that locale cannot be served).")
    var locale: String?

    @OptionGroup var tables: TablesDirectoryOption

    @Option(name: .customLong("units"), help: "How wide the units are: wide (1 minute, 37 seconds), short (1 min, 37 sec) or narrow (1m 37s).")
    var unitWidth: ProgressTextFormatter.UnitWidth = .wide

    /// The locale asked for, or the environment's (English, with one warning, when the
    /// environment's cannot be used: ``EnvironmentLocale``).
    func requestedLocale() -> String {
        locale ?? EnvironmentLocale.tag()
    }

    /// A formatter for the requested locale — an error for a `--locale` that cannot be served,
    /// English with one warning for such a locale from the environment; table problems are
    /// printed to stderr as warnings (through ``StandardError``, so the output policy applies
    /// to file names and keys).
    func makeFormatter() throws -> ProgressTextFormatter {
        let tablesDirectory = try tables.url()
        let formatter: ProgressTextFormatter
        if let locale {
            formatter = try ProgressTextFormatter(locale: locale, unitWidth: unitWidth, tablesDirectory: tablesDirectory)
        } else {
            EnvironmentLocale.warnIfUnusable()
            formatter = ProgressTextFormatter(environment: EnvironmentLocale.environment, unitWidth: unitWidth,
                                              tablesDirectory: tablesDirectory)
        }
        Self.warnAboutDraft(requested: locale ?? ProgressTextFormatter.environmentLocale(EnvironmentLocale.environment),
                            formatter: formatter, tablesDirectory: tablesDirectory)
        for problem in formatter.tableProblems {
            StandardError.write("warning: \(problem)")
        }
        return formatter
    }

    /// Warns when the requested language has only a draft table (`Resources/Strings/Drafts/`),
    /// which the formatter does not serve: the text is English, as for a locale without a table,
    /// and the user hears why.
    ///
    ///     // LANG=chr_US.UTF-8 progress-format --completed 7 --total 100
    ///     // warning: 'chr' has only a draft table, known to be wrong and not served (`progress-format locales` lists it); writing English
    static func warnAboutDraft(requested: String, formatter: ProgressTextFormatter, tablesDirectory: URL?) {
        let language = String(requested.prefix { $0.isASCII && $0.isLetter }).lowercased()
        guard !language.isEmpty, formatter.tableLocale == "en", language != "en",
              let draft = StringTableStore(overrideDirectory: tablesDirectory).draftLocales.first(where: {
                  $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-")
              }) else { return }
        StandardError.write("warning: '\(draft)' has only a draft table, known to be wrong and not served "
            + "(`progress-format locales` lists it); writing English")
    }
}

/// `--units wide|short|narrow`: the width's own names.
extension ProgressTextFormatter.UnitWidth: ExpressibleByArgument {}

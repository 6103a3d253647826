public import struct Foundation.URL
internal import ProgressTables

extension ProgressTextFormatter {
    /// Creates a formatter for the locale of the POSIX environment; unlike
    /// ``init(locale:unitWidth:tablesDirectory:)-(String,_,_)``, it cannot fail: a locale the
    /// environment names but no formatter can serve gives English.
    ///
    ///     let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
    ///     ProgressTextFormatter(environment: ["LANG": "de_DE.UTF-8"]).resolvedLocale   // "de-DE"
    ///     ProgressTextFormatter(environment: ["LANG": "xx_YY.UTF-8"]).resolvedLocale   // "en"
    ///     ProgressTextFormatter(environment: [:]).resolvedLocale                       // "en"
    ///
    /// The locale is ``environmentLocale(_:)``'s: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, as
    /// POSIX programs read them, with gettext's `LANGUAGE` list first for the language (a
    /// language with a table in `tablesDirectory` counts too). This is the initializer for a program that shows text in its
    /// user's language and has nobody to tell when that language cannot be served (a progress
    /// bar should not stop a download because `LANG` is misspelt); a program that can say so
    /// asks ``environmentLocaleProblem(_:)`` first, as the `progress-format` CLI does for its
    /// one warning line.
    ///
    /// The environment is passed in, not read here: `ProcessInfo.processInfo.environment` for
    /// the process's own, or the environment of the user a server formats for.
    ///
    /// - Parameters:
    ///   - environment: The environment variables to read the locale from.
    ///   - unitWidth: How wide the units are: ``ProgressUnitWidth/wide`` (Apple's), `.short` or `.narrow`.
    ///   - tablesDirectory: A directory of `<locale>.json` tables that replace the built-in ones
    ///     file by file; a broken table is reported in ``tableProblems``, as always.
    ///
    /// It traps only if the system ICU cannot open English formatters at all — a broken
    /// installation, in which every other initializer throws `ProgressFormatError`;
    /// no environment, locale string or table can cause that.
    public convenience init(environment: [String: String], unitWidth: UnitWidth = .wide, tablesDirectory: URL? = nil) {
        do throws(ProgressFormatError) {
            try self.init(locale: LocaleResolution.environmentLocale(environment, tablesDirectory: tablesDirectory),
                          unitWidth: unitWidth, tablesDirectory: tablesDirectory)
        } catch {
            do throws(ProgressFormatError) {
                try self.init(locale: "en", unitWidth: unitWidth, tablesDirectory: tablesDirectory)
            } catch {
                preconditionFailure("ProgressFormat: the system ICU cannot format English: \(error)")
            }
        }
    }

    /// The locale named by the environment, as gettext programs read it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, with `C` and `POSIX` meaning `en` — always a locale
    /// ``init(locale:unitWidth:tablesDirectory:)-(String,_,_)`` accepts.
    ///
    ///     ProgressTextFormatter.environmentLocale(["LANG": "de_DE.UTF-8"])                  // "de-DE"
    ///     ProgressTextFormatter.environmentLocale(["LANG": "de_DE.UTF-8", "LC_ALL": "C"])   // "en"
    ///     ProgressTextFormatter.environmentLocale(["LANG": "xx_YY.UTF-8"])                  // "en"
    ///     ProgressTextFormatter.environmentLocale(["LANGUAGE": "fr", "LANG": "en_US.UTF-8"])  // "fr"
    ///     ProgressTextFormatter.environmentLocale(["LANGUAGE": "de", "LANG": "de_CH.UTF-8"])  // "de-CH"
    ///
    /// The first variable set decides, as for glibc's `setlocale`: when it names a locale that
    /// cannot be served (``environmentLocaleProblem(_:)`` says why), the result is `en`, not
    /// the next variable's. Foundation's `Locale.current` cannot be used for this on Linux (it
    /// is always `en_001`).
    ///
    /// `LANGUAGE`, gettext's priority list of languages (`fr:de`), chooses the language unless
    /// that locale is C or POSIX (where gettext ignores it too): its first entry with a string
    /// table, passing over the others. That language's locale writes the numbers as well, so a
    /// line never mixes two languages ("Terminé à 7 %" under `LANG=en_US.UTF-8`); where it is
    /// `LANG`'s own language and names no region, `LANG`'s locale is kept, region and all.
    public static func environmentLocale(_ environment: [String: String]) -> String {
        LocaleResolution.environmentLocale(environment)
    }

    /// Why the locale the environment names cannot be used, so a program can say so; `nil`
    /// when it can be used, or no variable names one (English is then what was asked for).
    ///
    ///     ProgressTextFormatter.environmentLocaleProblem(["LANG": "xx_YY.UTF-8"])?.description
    ///     // "unknown locale 'xx_YY.UTF-8': ICU has no data for it"
    ///     ProgressTextFormatter.environmentLocaleProblem(["LANG": "de_DE.UTF-8"])   // nil
    ///
    /// The error is the one ``init(locale:unitWidth:tablesDirectory:)-(String,_,_)`` would throw
    /// for the variable's value, as written in the environment.
    public static func environmentLocaleProblem(_ environment: [String: String]) -> ProgressFormatError? {
        LocaleResolution.environmentProblem(environment)
    }
}

extension ProgressTextFormatter {
    /// The pseudo-locales every formatter accepts: `en-XA` (accented, about 40 % longer,
    /// bracketed) and `ar-XB` (right to left, each word mirrored), generated from the English
    /// source table when asked for, so a progress library can test truncation and bidi layout
    /// before any translation exists. Numbers and units are formatted as in `en`.
    ///
    ///     let formatter = try ProgressTextFormatter(locale: "en-XA")
    ///     formatter.format(ProgressSnapshot(kind: .file, fileOperationKind: .downloading, fileTotalCount: 9)).description
    ///     // "[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…"
    ///
    /// They are not string tables, so ``availableTableLocales(tablesDirectory:)`` does not list
    /// them and lint does not check them.
    public static var pseudoLocales: [String] { PseudoLocale.allCases.map(\.tag) }
}

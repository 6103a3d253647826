public import struct Foundation.URL

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
    /// POSIX programs read them. This is the initializer for a program that shows text in its
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
    ///   - unitWidth: How wide the units are: ``UnitWidth-swift.enum/wide`` (Apple's), `.short` or `.narrow`.
    ///   - tablesDirectory: A directory of `<locale>.json` tables that replace the built-in ones
    ///     file by file; a broken table is reported in ``tableProblems``, as always.
    ///
    /// It traps only if the system ICU cannot open English formatters at all — a broken
    /// installation, in which every other initializer throws `ProgressFormatError`;
    /// no environment, locale string or table can cause that.
    public convenience init(environment: [String: String], unitWidth: UnitWidth = .wide, tablesDirectory: URL? = nil) {
        do throws(ProgressFormatError) {
            try self.init(locale: Self.environmentLocale(environment), unitWidth: unitWidth, tablesDirectory: tablesDirectory)
        } catch {
            do throws(ProgressFormatError) {
                try self.init(locale: "en", unitWidth: unitWidth, tablesDirectory: tablesDirectory)
            } catch {
                preconditionFailure("ProgressFormat: the system ICU cannot format English: \(error)")
            }
        }
    }

    /// The locale named by the environment, as POSIX programs read it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, with `C` and `POSIX` meaning `en` — always a locale
    /// ``init(locale:unitWidth:tablesDirectory:)-(String,_,_)`` accepts.
    ///
    ///     ProgressTextFormatter.environmentLocale(["LANG": "de_DE.UTF-8"])                  // "de-DE"
    ///     ProgressTextFormatter.environmentLocale(["LANG": "de_DE.UTF-8", "LC_ALL": "C"])   // "en"
    ///     ProgressTextFormatter.environmentLocale(["LANG": "xx_YY.UTF-8"])                  // "en"
    ///
    /// The first variable set decides, as for glibc's `setlocale`: when it names a locale that
    /// cannot be served (``environmentLocaleProblem(_:)`` says why), the result is `en`, not
    /// the next variable's. Foundation's `Locale.current` cannot be used for this on Linux (it
    /// is always `en_001`).
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

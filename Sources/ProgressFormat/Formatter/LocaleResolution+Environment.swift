import struct Foundation.URL
internal import ProgressTables

/// The locale of the POSIX environment, as gettext programs choose their messages' language.
///
/// | environment                                    | locale    | why |
/// |------------------------------------------------|-----------|-----|
/// | `LANG=de_DE.UTF-8`                             | `de-DE`   | the first of `LC_ALL`, `LC_MESSAGES`, `LANG` set |
/// | `LANGUAGE=fr LANG=en_US.UTF-8`                 | `fr`      | `LANGUAGE` picks the language with a table first |
/// | `LANGUAGE=de LANG=de_CH.UTF-8`                 | `de-CH`   | the same language: `LANG` names its region |
/// | `LANGUAGE=xh:fr:de LANG=en_US.UTF-8`           | `fr`      | Xhosa has no table: the next one |
/// | `LANGUAGE=fr` (no `LANG`), or `LC_ALL=C`       | `en`      | gettext ignores `LANGUAGE` in the C locale |
///
/// The language `LANGUAGE` picks writes the numbers too, so a line never mixes two languages:
/// a French line under `LANG=en_US.UTF-8` writes "7 %" and "5,4 Mo", not "7%" and "5.4 MB";
/// only where the language is `LANG`'s own does `LANG`'s region (or numbering system) apply.
extension LocaleResolution {
    /// The variables that name the locale, in the order POSIX programs read them.
    static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// gettext's priority list of languages for messages (`fr:de:en`).
    static let languageVariable = "LANGUAGE"

    /// The most entries of `LANGUAGE` looked at: a list is a handful of languages, and each
    /// entry is resolved with ICU.
    static let maximumLanguageEntries = 32

    /// The locale the environment names, as POSIX tools read it: the value of the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; `nil` when none is.
    static func environmentValue(_ environment: [String: String]) -> String? {
        for name in environmentVariables {
            if let value = environment[name]?.trimmingWhitespace, !value.isEmpty {
                return value
            }
        }
        return nil
    }

    /// The locale to read from the environment, as gettext programs do: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; `C`, `POSIX` or nothing set mean `en`. Only a locale this
    /// type resolves is returned: one it refuses (`xx_YY.UTF-8`, `ä`) means `en`, as glibc's
    /// `setlocale` falls back to `C` when the first variable set names no locale
    /// (``environmentProblem(_:)`` says why).
    ///
    /// Unless that locale is C, `LANGUAGE`'s first entry with a string table (built in, or in
    /// `tablesDirectory`) is the language instead — `LANG`'s own locale when it is `LANG`'s
    /// language without a region of its own (``languageListLocale(_:locale:tablesDirectory:)``).
    package static func environmentLocale(_ environment: [String: String], tablesDirectory: URL? = nil) -> String {
        guard let value = environmentValue(environment), let resolved = try? LocaleResolution(value) else { return "en" }
        let locale = languageTag(fromPOSIX: value)
        guard !isCOrPOSIX(value) else { return locale }
        return languageListLocale(environment[languageVariable] ?? "", locale: resolved, tablesDirectory: tablesDirectory)
            ?? locale
    }

    /// Why the locale the environment names cannot be used; `nil` when it can, or none is set.
    static func environmentProblem(_ environment: [String: String]) -> ProgressFormatError? {
        guard let value = environmentValue(environment) else { return nil }
        do {
            _ = try LocaleResolution(value)
            return nil
        } catch {
            return ProgressFormatError(error)
        }
    }

    /// Whether a POSIX locale name is the C locale (`C`, `C.UTF-8`, `POSIX`), in which gettext
    /// ignores `LANGUAGE`.
    static func isCOrPOSIX(_ value: String) -> Bool {
        let name = value.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
    }

    /// The first entry of a `LANGUAGE` list (`fr:de`) that has a string table, as a tag the
    /// formatter accepts; `nil` when none has. Entries that are empty, malformed, unknown to ICU
    /// or without a table are passed over, as gettext passes over a language without a catalog.
    ///
    /// The entry's locale writes the numbers; when the entry is `locale`'s language (and script)
    /// and names no region, `locale` itself is returned, so `LANGUAGE=de LANG=de_CH.UTF-8` keeps
    /// Swiss numbers ("1’234").
    static func languageListLocale(_ list: String, locale: LocaleResolution, tablesDirectory: URL?) -> String? {
        let entries = list.split(separator: ":").prefix(maximumLanguageEntries)
        guard !entries.isEmpty else { return nil }
        let tables = Set(StringTableStore(overrideDirectory: tablesDirectory).availableLocales)
        for entry in entries {
            let text = String(entry).trimmingWhitespace
            guard !text.isEmpty, let resolution = try? LocaleResolution(text), resolution.pseudoLocale == nil,
                  resolution.tableChain.contains(where: tables.contains) else { continue }
            let entryParts = ICULocale.subtags(of: ICULocale.baseName(of: resolution.requestedID))
            let ownParts = ICULocale.subtags(of: ICULocale.baseName(of: locale.requestedID))
            let entryScript = ICULocale.subtags(of: ICULocale.maximized(ICULocale.baseName(of: resolution.requestedID))).script
            let ownScript = ICULocale.subtags(of: ICULocale.maximized(ICULocale.baseName(of: locale.requestedID))).script
            if entryParts.language == ownParts.language, entryParts.region == nil, entryScript == ownScript {
                return ICULocale.languageTag(forLocaleID: locale.requestedID)
            }
            return ICULocale.languageTag(forLocaleID: resolution.requestedID)
        }
        return nil
    }
}

import Foundation
@testable import ProgressFormat
import Testing

/// The formatter from the POSIX environment: `environmentLocale(_:)` only ever names a locale
/// the formatter accepts, `init(environment:)` cannot fail, and `environmentLocaleProblem(_:)`
/// says why a locale was passed over.
@Suite struct ProgressTextFormatterEnvironmentTests {
    /// Environments whose locale variable cannot be served, and the error that says why.
    static let unusable: [([String: String], String)] = [
        (["LANG": "xx_YY.UTF-8"], "unknown locale 'xx_YY.UTF-8': ICU has no data for it"),
        (["LC_ALL": "xx_YY.UTF-8", "LANG": "de_DE.UTF-8"], "unknown locale 'xx_YY.UTF-8': ICU has no data for it"),
        (["LC_MESSAGES": "tlh", "LANG": "de_DE.UTF-8"], "unknown locale 'tlh': ICU has no data for it"),
        (["LANG": "und"], "invalid locale 'und': 'und' names no language"),
        (["LANG": "root"], "invalid locale 'root': 'root' names no language"),
        (["LANG": "ä"], "invalid locale 'ä': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        (["LANG": "de\u{0}"], "invalid locale 'de\u{0}': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        (["LANG": "--"], "invalid locale '--': not a BCP 47 language tag or POSIX locale name"),
        (["LANG": String(repeating: "x", count: 1_000)], "invalid locale 'xxxxxxxxxxxxxxxxxxxx…': longer than 100 characters"),
    ]

    /// A locale the environment names that cannot be served gives `en`; the first variable set
    /// decides, as for glibc's `setlocale` (a bogus `LC_ALL` is not passed over for `LANG`).
    @Test(arguments: unusable)
    func anUnusableLocaleIsEnglish(environment: [String: String], reason: String) throws {
        #expect(ProgressTextFormatter.environmentLocale(environment) == "en")
        #expect(ProgressTextFormatter.environmentLocaleProblem(environment)?.description == reason)
        let formatter = ProgressTextFormatter(environment: environment)
        #expect(formatter.resolvedLocale == "en")
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == "7% completed")
    }

    /// A usable locale, or none at all, is no problem; the formatter writes in it.
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de-DE", "7\u{00A0}% abgeschlossen"),
        (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en", "7% completed"),
        (["LC_ALL": "C.UTF-8"], "en", "7% completed"),
        (["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"], "fr-FR", "Terminé à 7\u{00A0}%"),
        (["LC_ALL": " ", "LANG": "ar_EG.UTF-8"], "ar-EG", "اكتمل ٧\u{066A}\u{061C}"),
        ([:], "en", "7% completed"),
    ])
    func aUsableLocaleIsUsed(environment: [String: String], resolved: String, description: String) throws {
        #expect(ProgressTextFormatter.environmentLocaleProblem(environment) == nil)
        let formatter = ProgressTextFormatter(environment: environment)
        #expect(formatter.resolvedLocale == resolved)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == description)
    }

    /// gettext's `LANGUAGE` picks the language (its first entry with a table) unless the locale
    /// is C, and that language's locale writes the numbers, `LANG`'s region kept where the
    /// language is `LANG`'s own: one language per line. `LANGUAGE=fr LANG=en_US.UTF-8` once
    /// gave English.
    @Test(arguments: [
        (["LANGUAGE": "fr", "LANG": "en_US.UTF-8"], "fr", "Traitement des fichiers…", "1,2\u{202F}Mo sur 5,4\u{202F}Mo"),
        (["LANGUAGE": "de", "LANG": "de_CH.UTF-8"], "de-CH", "Dateien werden verarbeitet…", "1.2 MB von 5.4 MB"),
        (["LANGUAGE": "xh:fr:de", "LANG": "en_US.UTF-8"], "fr", "Traitement des fichiers…", "1,2\u{202F}Mo sur 5,4\u{202F}Mo"),
        (["LANGUAGE": ":xx::de", "LANG": "fr_FR.UTF-8"], "de", "Dateien werden verarbeitet…", "1,2 MB von 5,4 MB"),
        (["LANGUAGE": "pt_BR:fr", "LANG": "pt_PT.UTF-8"], "pt-BR", "Processando arquivos…", "1,2 MB de 5,4 MB"),
        (["LANGUAGE": "sr@latin", "LANG": "sr_RS.UTF-8"], "sr-Latn", "Obrada datoteka…", "1,2 MB od 5,4 MB"),
        (["LANGUAGE": "ar", "LANG": "ar_EG.UTF-8@numbers=latn"], "ar-EG-u-nu-latn", "جارٍ معالجة الملفات…",
         "1.2 ميغابايت من 5.4 ميغابايت"),
        (["LANGUAGE": "en", "LANG": "de_DE.UTF-8"], "en", "Processing files…", "1.2 MB of 5.4 MB"),
        (["LANGUAGE": "", "LANG": "de_DE.UTF-8"], "de-DE", "Dateien werden verarbeitet…", "1,2 MB von 5,4 MB"),
        (["LANGUAGE": "xh", "LANG": "de_DE.UTF-8"], "de-DE", "Dateien werden verarbeitet…", "1,2 MB von 5,4 MB"),
        // The C locale: gettext ignores LANGUAGE.
        (["LANGUAGE": "fr"], "en", "Processing files…", "1.2 MB of 5.4 MB"),
        (["LANGUAGE": "fr", "LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en", "Processing files…", "1.2 MB of 5.4 MB"),
        (["LANGUAGE": "fr", "LANG": "C.UTF-8"], "en", "Processing files…", "1.2 MB of 5.4 MB"),
        (["LANGUAGE": "fr", "LC_ALL": "POSIX"], "en", "Processing files…", "1.2 MB of 5.4 MB"),
    ])
    func theLanguageListChoosesTheLanguage(environment: [String: String], locale: String, description: String,
                                           additionalDescription: String) throws {
        #expect(ProgressTextFormatter.environmentLocale(environment) == locale)
        let formatter = ProgressTextFormatter(environment: environment)
        #expect(formatter.resolvedLocale == locale)
        let snapshot = ProgressSnapshot(completedUnitCount: 1_234_567, totalUnitCount: 5_356_456, kind: .file)
        let text = formatter.format(snapshot)
        #expect(text.description == description)
        #expect(text.additionalDescription == additionalDescription)
    }

    /// A locale variable that cannot be served is English with its problem, `LANGUAGE` or not
    /// (glibc's `setlocale` then falls back to C, where gettext ignores `LANGUAGE`).
    @Test func anUnusableLocaleIgnoresTheLanguageList() {
        let environment = ["LANGUAGE": "fr", "LANG": "xx_YY.UTF-8"]
        #expect(ProgressTextFormatter.environmentLocale(environment) == "en")
        #expect(ProgressTextFormatter.environmentLocaleProblem(environment)?.description
            == "unknown locale 'xx_YY.UTF-8': ICU has no data for it")
    }

    /// A language with a table only in the tables directory counts for the formatter made with it.
    @Test func theLanguageListSeesTheTablesDirectory() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProgressTextFormatterEnvironmentTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"@@locale": "xh", "percentCompleted": "{percent} xh"}"#.utf8).write(to: directory.appendingPathComponent("xh.json"))
        let environment = ["LANGUAGE": "xh", "LANG": "en_US.UTF-8"]
        #expect(ProgressTextFormatter.environmentLocale(environment) == "en-US")
        #expect(LocaleResolution.environmentLocale(environment, tablesDirectory: directory) == "xh")
        let formatter = ProgressTextFormatter(environment: environment, tablesDirectory: directory)
        #expect(formatter.resolvedLocale == "xh")
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == "7% xh")
    }

    /// A hostile `LANGUAGE` costs at most a few dozen resolutions: only its first 32 entries
    /// are looked at.
    @Test func aLongLanguageListIsReadOnlyAtItsStart() {
        let list = Array(repeating: "xh", count: 100_000).joined(separator: ":") + ":fr"
        #expect(ProgressTextFormatter.environmentLocale(["LANGUAGE": list, "LANG": "de_DE.UTF-8"]) == "de-DE")
        #expect(ProgressTextFormatter.environmentLocale(["LANGUAGE": "xh:fr", "LANG": "de_DE.UTF-8"]) == "fr")
    }

    /// Whatever the environment holds, the locale it gives is one the throwing initializer
    /// accepts (every unusable case above, and every table's POSIX spelling).
    @Test func environmentLocaleIsAlwaysAccepted() throws {
        let environments = Self.unusable.map(\.0)
            + ProgressTextFormatter.availableTableLocales().map { ["LANG": $0.replacingOccurrences(of: "-", with: "_") + ".UTF-8"] }
        for environment in environments {
            let locale = ProgressTextFormatter.environmentLocale(environment)
            #expect(throws: Never.self, "\(environment) → \(locale)") {
                _ = try ProgressTextFormatter(locale: locale)
            }
        }
    }

    /// A tables directory is used as by the throwing initializer, problems reported alike.
    @Test func tablesDirectoryIsUsed() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProgressTextFormatterEnvironmentTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"@@locale": "de", "percentCompleted": "{percent} fertig"}"#.utf8)
            .write(to: directory.appendingPathComponent("de.json"))
        let formatter = ProgressTextFormatter(environment: ["LANG": "de_DE.UTF-8"], unitWidth: .narrow, tablesDirectory: directory)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == "7\u{00A0}% fertig")
        #expect(formatter.unitWidth == .narrow)
    }
}

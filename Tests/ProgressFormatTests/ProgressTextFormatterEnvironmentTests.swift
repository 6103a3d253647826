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

import Foundation
import ProgressFormatTools
import Testing
import ProgressFormatTestSupport

/// Lint checks a table's `@@x-units` like its messages.
@Suite struct UnitOverrideRuleTests {
    /// Lints `locale`'s built-in table with `units` as its `@@x-units`; only the unit findings.
    static func lint(_ locale: String, _ units: [String: Any]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-unit-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: ShippedTables.file(locale))
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        table["@@x-units"] = units
        try JSONSerialization.data(withJSONObject: table).write(to: directory.appendingPathComponent("\(locale).json"))
        return StringTableLinter(tablesDirectory: directory).lint().map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }.filter { $0.contains("@@x-units") }
    }

    static let reviewed = ["x-state": "needs-review"]

    @Test func theShippedOverridesAreClean() {
        let findings = StringTableLinter().lint(locales: ["ru", "pl", "he", "zh-Hans"])
        #expect(findings.map(\.description) == [])
    }

    @Test func missingCategoriesAreErrorsWithTheNumbersTheyCover() throws {
        #expect(try Self.lint("ru", [
            "digital-kilobyte-per-second": ["other": "{0} кБ/с"], "@digital-kilobyte-per-second": Self.reviewed,
        ]) == [
            "ru.json:@@x-units/digital-kilobyte-per-second: error: lacks 'few' (2, 3, 4, 22…)",
            "ru.json:@@x-units/digital-kilobyte-per-second: error: lacks 'many' (0, 5, 6, 7…)",
            "ru.json:@@x-units/digital-kilobyte-per-second: error: lacks 'one' (1, 21, 31, 41…)",
        ])
    }

    /// MB/s always shows a fraction digit ("2,5"), which is Russian `other` only.
    @Test func categoriesTheNumbersShownNeverReachAreAWarning() throws {
        #expect(try Self.lint("ru", [
            "digital-megabyte-per-second": ["one": "{0} МБ/с", "other": "{0} МБ/с"], "@digital-megabyte-per-second": Self.reviewed,
        ]) == [
            "ru.json:@@x-units/digital-megabyte-per-second/one: warning: 'one' is never reached by the numbers shown in "
                + "digital-megabyte-per-second in 'ru'",
        ])
    }

    @Test func theNumberAppearsOnceOrWhereTheCategoryIsOneNumberNotAtAll() throws {
        #expect(try Self.lint("he", [
            "duration-day": ["one": "יום אחד", "two": "יומיים", "other": "ימים"], "@duration-day": Self.reviewed,
            "duration-hour": ["one": "{0} שעה {0}", "two": "שעתיים", "other": "{0} שעות"], "@duration-hour": Self.reviewed,
        ]) == [
            "he.json:@@x-units/duration-day/other: error: leaves out the number {0}, but 'other' covers 0, 3, 4, 5…",
            "he.json:@@x-units/duration-hour/one: error: position 8: shows the number 2 times; write {0} once",
        ])
    }

    /// A quoted `'{0}'` shows "{0}" on screen (German `one` covers 1 alone, so leaving the
    /// number out is allowed there, and lint once said nothing), and a unit word longer than any
    /// unit's words is refused before anything else is read of it.
    @Test func quotedBracesAndOverlongWordsAreErrors() throws {
        #expect(try Self.lint("de", [
            "digital-byte": ["one": "'{0}' Byte", "other": "{0} Byte"], "@digital-byte": Self.reviewed,
            "duration-day": ["one": "{0} Tag", "other": "{0} " + String(repeating: "T", count: 120)], "@duration-day": Self.reviewed,
        ]) == [
            "de.json:@@x-units/digital-byte/one: error: position 0: quotes a brace with apostrophes, so it shows as text "
                + "('{0}' shows \"{0}\", not the number); write the number as {0}, without apostrophes",
            "de.json:@@x-units/duration-day/other: error: is 124 characters long (UTF-16); a unit word has at most 100",
        ])
    }

    @Test func typography() throws {
        #expect(try Self.lint("zh-Hans", [
            "duration-second": ["other": "{0}秒 "], "@duration-second": Self.reviewed,
            "duration-minute": ["other": "{0}\u{200F}分..."], "@duration-minute": Self.reviewed,
        ]) == [
            "zh-Hans.json:@@x-units/duration-minute/other: error: uses '...' where the ellipsis '…' (U+2026) belongs",
            "zh-Hans.json:@@x-units/duration-minute/other: error: contains the bidi control U+200F",
            "zh-Hans.json:@@x-units/duration-second/other: error: starts or ends with white space",
        ])
    }

    @Test func syntaxErrorsAndUnknownUnitsComeWithTheirPosition() throws {
        #expect(try Self.lint("pl", [
            "duration-day": ["one": "{0} dzień", "few": "{0} dni", "many": "dni {0", "other": "{0} dnia"],
            "@duration-day": Self.reviewed,
            "duration-week": ["other": "{0} tygodni"],
        ]) == [
            "pl.json:@@x-units/duration-day/many: error: position 4: only {0} (the number) may stand in braces; quote a literal brace as '{'",
            "pl.json:@@x-units/duration-week: error: unknown unit; known units: digital-byte, digital-kilobyte, "
                + "digital-kilobyte-per-second, digital-megabyte, digital-megabyte-per-second, digital-gigabyte, "
                + "digital-gigabyte-per-second, digital-terabyte, digital-terabyte-per-second, digital-petabyte, "
                + "digital-petabyte-per-second, duration-day, duration-hour, duration-minute, duration-second",
        ])
    }

    @Test func anOverrideSaysWhereItStandsInReview() throws {
        #expect(try Self.lint("zh-Hans", ["duration-second": ["other": "{0}秒"]]) == [
            "zh-Hans.json:@@x-units/duration-second: warning: no valid x-state in \"@duration-second\" "
                + "(new, translated, needs-review or reviewed)",
        ])
    }

    /// A key may name the CLDR width it corrects; it is linted as a key without one, its
    /// findings under its own key, and it may not repeat the width the plain key corrects.
    @Test func keysNamingAWidthAreLintedLikeTheOthers() throws {
        #expect(try Self.lint("ru", [
            "digital-kilobyte-per-second": ["one": "{0} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с"],
            "@digital-kilobyte-per-second": Self.reviewed,
            "digital-kilobyte-per-second:narrow": ["other": "{0}кБ/с"],
            "@digital-kilobyte-per-second:narrow": Self.reviewed,
            "digital-kilobyte-per-second:short": ["one": "{0} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с"],
            "@digital-kilobyte-per-second:short": Self.reviewed,
            "duration-day:tiny": ["other": "{0} д"],
        ]) == [
            "ru.json:@@x-units/duration-day:tiny: error: 'tiny' is not a CLDR unit width (long, short, narrow)",
            "ru.json:@@x-units/digital-kilobyte-per-second:narrow: error: lacks 'few' (2, 3, 4, 22…)",
            "ru.json:@@x-units/digital-kilobyte-per-second:narrow: error: lacks 'many' (0, 5, 6, 7…)",
            "ru.json:@@x-units/digital-kilobyte-per-second:narrow: error: lacks 'one' (1, 21, 31, 41…)",
            "ru.json:@@x-units/digital-kilobyte-per-second:short: error: names the width 'short' that "
                + "'digital-kilobyte-per-second' already corrects; keep one of the two",
        ])
    }

    /// A unit word may hold no character a translation must not hold (the run time refuses it too).
    @Test func controlCharactersInUnitWordsAreErrorsWithTheirPosition() throws {
        #expect(try Self.lint("pl", [
            "duration-day": ["one": "{0} dzień\u{1B}[2J", "few": "{0} dni", "many": "{0}\u{200B} dni", "other": "\u{202E}{0} dnia"],
            "@duration-day": Self.reviewed,
        ]) == [
            "pl.json:@@x-units/duration-day/many: error: position 3: contains the zero-width space U+200B",
            "pl.json:@@x-units/duration-day/one: error: position 9: contains the control character U+001B",
            "pl.json:@@x-units/duration-day/other: error: position 0: contains the bidi embedding or override U+202E, which can reorder the text around it",
        ])
    }
}

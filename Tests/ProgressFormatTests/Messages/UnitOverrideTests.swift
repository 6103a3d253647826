import Foundation
@testable import ProgressFormat
import ProgressTables
import Testing

/// `@@x-units` in the shipped tables and in a table a translator is editing: the words apply to
/// the table's own messages, never to a message that fell back to English.
@Suite struct UnitOverrideTests {
    /// A temporary override directory holding `locale`'s built-in table with `changes` applied.
    static func directory(_ locale: String, _ changes: [String: Any]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let original = try #require(EmbeddedTables.files["\(locale).json"]).data(file: "\(locale).json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        for (key, value) in changes { table[key] = value }
        try JSONSerialization.data(withJSONObject: table).write(to: directory.appendingPathComponent("\(locale).json"))
        return directory
    }

    static let everything = try? #require(ProgressScenario.all.first { $0.name == "everything" }).snapshot

    static func remaining(_ formatter: ProgressTextFormatter, _ seconds: Double) -> String {
        formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: seconds))
            .additionalDescription
    }

    /// The four words the issue names, fixed in the shipped drafts.
    @Test func theShippedTablesCorrectCLDRsWords() throws {
        let snapshot = try #require(Self.everything)
        #expect(try ProgressTextFormatter(locale: "ru").format(snapshot).additionalDescription
            == "419 кБ из 5,4 МБ (50 кБ/с) — осталась 1 минута 37 секунд")
        let polish = try ProgressTextFormatter(locale: "pl")
        #expect([86_400, 172_800, 453_600].map { Self.remaining(polish, $0) }
            == ["Pozostał 1 dzień", "Pozostały 2 dni", "Pozostało 5 dni i 6 godzin"])
        let hebrew = try ProgressTextFormatter(locale: "he")
        #expect([86_400, 90_061, 172_800].map { Self.remaining(hebrew, $0) } == ["נותר יום אחד", "נותר יום אחד, שעה", "נותרו יומיים"])
        #expect(Self.remaining(try ProgressTextFormatter(locale: "zh-Hans"), 97) == "剩余1分钟37秒")
    }

    @Test func ukrainianAndBulgarianRatesAreAlreadyCyrillic() throws {
        let snapshot = try #require(Self.everything)
        #expect(try ProgressTextFormatter(locale: "uk").format(snapshot).additionalDescription.contains("(50 кБ/\u{0441})"))
        #expect(try ProgressTextFormatter(locale: "bg").format(snapshot).additionalDescription.contains("(50 kB/\u{0441}ек)"))
    }

    @Test func regionalLocalesUseTheirLanguagesWords() throws {
        let snapshot = try #require(Self.everything)
        #expect(try ProgressTextFormatter(locale: "ru-UA").format(snapshot).additionalDescription.contains("(50 кБ/с)"))
        #expect(Self.remaining(try ProgressTextFormatter(locale: "pl_PL.UTF-8"), 86_400) == "Pozostał 1 dzień")
    }

    /// A message that falls back to English formats in English, CLDR's words included.
    @Test func aMessageThatFellBackToEnglishUsesNoOverrides() throws {
        let directory = try Self.directory("pl", ["timeRemaining": "pozostało {czas}"])
        let formatter = try ProgressTextFormatter(locale: "pl", tablesDirectory: directory)
        #expect(Self.remaining(formatter, 172_800) == "2 days remaining")
    }

    @Test func aTranslatorsEditShowsWithoutRebuilding() throws {
        let directory = try Self.directory("pl", ["@@x-units": [
            "duration-day": ["one": "{0} dzionek", "few": "{0} dni", "many": "{0} dni", "other": "{0} dnia"],
        ]])
        let formatter = try ProgressTextFormatter(locale: "pl", tablesDirectory: directory)
        #expect(formatter.tableProblems.isEmpty)
        #expect(Self.remaining(formatter, 86_400) == "Pozostał 1 dzionek")
    }

    /// An unusable unit is reported and keeps CLDR's words in every category, so no number reads
    /// in a wrong form; the table's other units still apply.
    @Test func aBrokenOverrideIsReportedAndLeftOut() throws {
        let directory = try Self.directory("ru", ["@@x-units": [
            "digital-kilobyte-per-second": ["one": "{1} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с"],
            "digital-megabyte-per-second": ["other": "{0} МБ/с"],
            "digital-exabyte-per-second": ["other": "{0} ЭБ/с"],
            "duration-day": "{0} дней",
            "duration-hour": ["lots": "{0} часов"],
        ]])
        let formatter = try ProgressTextFormatter(locale: "ru", tablesDirectory: directory)
        let file = directory.appendingPathComponent("ru.json").path
        #expect(formatter.tableProblems.map(\.description) == [
            "\(file): @@x-units/digital-exabyte-per-second: position 0: unknown unit; known units: digital-byte, "
                + "digital-kilobyte, digital-kilobyte-per-second, digital-megabyte, digital-megabyte-per-second, "
                + "digital-gigabyte, digital-gigabyte-per-second, digital-terabyte, digital-terabyte-per-second, "
                + "digital-petabyte, digital-petabyte-per-second, duration-day, duration-hour, duration-minute, duration-second",
            "\(file): @@x-units/digital-kilobyte-per-second/one: position 0: only {0} (the number) may stand in braces; quote a literal brace as '{'",
            "\(file): @@x-units/duration-day: position 0: must be an object of plural categories (\"one\", \"other\"…)",
            "\(file): @@x-units/duration-hour/lots: position 0: 'lots' is not a plural category (zero, one, two, few, many, other)",
        ])
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, kind: .file,
                                                     fileOperationKind: .receiving, throughput: 2_500_000,
                                                     estimatedTimeRemaining: 90_000))
        #expect(text.additionalDescription == "Остался 1 день 1 час (2,5 МБ/с)")
        let slow = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, kind: .file,
                                                     fileOperationKind: .receiving, throughput: 21_000))
        #expect(slow.additionalDescription == "21 кБ/c")
    }

    /// Unit words are checked at run time as messages are: a character no table may show, the
    /// number twice, or no number where the category covers more than one. Such a unit is
    /// refused (CLDR's words stay: the Latin "c") and reported; the table's other units apply.
    @Test(arguments: [
        ("{0} кБ/\u{1B}[2Jс", "position 7: contains U+001B, which a translation must not hold"),
        ("{0} кБ/\u{1B}]8;;http://x\u{07}с", "position 7: contains U+001B, which a translation must not hold"),
        ("{0} кБ\u{9B}31m/с", "position 6: contains U+009B, which a translation must not hold"),
        ("\u{202E}{0} кБ/с", "position 0: contains U+202E, which a translation must not hold"),
        ("{0}{0} кБ/с", "position 3: shows the number 2 times; write {0} once"),
        ("кБ/с", "position 0: leaves out the number {0}, but 'few' covers 2, 3, 4, 22…"),
        ("{0} кБ/\u{200B}с", "position 7: contains U+200B, which a translation must not hold"),
        ("{0}\u{FEFF} кБ/с", "position 3: contains U+FEFF, which a translation must not hold"),
        ("'{0}' {0} кБ/с", "position 0: quotes a brace with apostrophes, so it shows as text ('{0}' shows \"{0}\", not the "
            + "number); write the number as {0}, without apostrophes"),
        ("{0} " + String(repeating: "к", count: 300_000), "position 0: is 300004 characters long (UTF-16); a unit word has at most 100"),
    ])
    func unitWordsAreCheckedAtRunTime(few: String, problem: String) throws {
        let directory = try Self.directory("ru", ["@@x-units": [
            "digital-kilobyte-per-second": ["one": "{0} кБ/с", "few": few, "many": "{0} кБ/с", "other": "{0} кБ/с"],
            "@digital-kilobyte-per-second": ["x-state": "needs-review"],
            "digital-megabyte-per-second": ["one": "{0} МБ/с", "few": "{0} МБ/с", "many": "{0} МБ/с", "other": "{0} МБ/с!"],
        ]])
        let formatter = try ProgressTextFormatter(locale: "ru", tablesDirectory: directory)
        let file = directory.appendingPathComponent("ru.json").path
        #expect(formatter.tableProblems.map(\.description) == ["\(file): @@x-units/digital-kilobyte-per-second/few: \(problem)"])
        let slow = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, kind: .file,
                                                     fileOperationKind: .receiving, throughput: 22_000))
        #expect(slow.additionalDescription == "22 кБ/c")
        let fast = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, kind: .file,
                                                     fileOperationKind: .receiving, throughput: 2_500_000))
        #expect(fast.additionalDescription == "2,5 МБ/с!")
    }

    /// Hebrew "יום אחד" leaves the number out where `one` covers 1 alone: allowed at run time.
    @Test func aPatternWithoutTheNumberIsAllowedWhereTheCategoryIsOneNumber() throws {
        let formatter = try ProgressTextFormatter(locale: "he")
        #expect(formatter.tableProblems.isEmpty)
        #expect(Self.remaining(formatter, 86_400) == "נותר יום אחד")
    }

    /// A key may name the CLDR width it corrects (`unit:narrow`); the runtime's words for the
    /// default text (``StringTable/unitWords``) stay those of the keys without a width, and
    /// ``StringTable/unitWords(for:width:)`` finds each width's.
    @Test func aKeyMayNameTheWidthItCorrects() throws {
        let json = #"""
            {"@@locale": "ru", "@@x-units": {
              "digital-kilobyte-per-second": {"one": "{0} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с"},
              "digital-kilobyte-per-second:narrow": {"one": "{0}кБ/с", "few": "{0}кБ/с", "many": "{0}кБ/с", "other": "{0}кБ/с"},
              "@digital-kilobyte-per-second:narrow": {"x-state": "needs-review"},
              "duration-day:long": {"one": "{0} сутки", "other": "{0} суток"},
              "duration-hour:wide": {"other": "{0} ч"}
            }}
            """#
        let table = try StringTable.decode(Data(json.utf8), file: "ru.json")
        #expect(table.problems.map(\.description) == [
            "ru.json: @@x-units/duration-hour:wide: position 0: 'wide' is not a CLDR unit width (long, short, narrow)",
        ])
        let narrow = try #require(table.unitOverrides["digital-kilobyte-per-second:narrow"])
        #expect(narrow.unit == .bytesPerSecond(.kilobyte))
        #expect(narrow.width == .narrow)
        #expect(narrow.unitIdentifier == "digital-kilobyte-per-second")
        #expect(narrow.key == "@@x-units/digital-kilobyte-per-second:narrow")
        #expect(narrow.state == .needsReview)
        #expect(table.unitWords.keys.map(\.cldrIdentifier) == ["digital-kilobyte-per-second"])
        #expect(table.unitWords(for: .bytesPerSecond(.kilobyte), width: .narrow)?["few"]?.format("3") == "3кБ/с")
        #expect(table.unitWords(for: .bytesPerSecond(.kilobyte), width: .short)?["few"]?.format("3") == "3 кБ/с")
        #expect(table.unitWords(for: .bytesPerSecond(.kilobyte), width: .long) == nil)
        #expect(table.unitWords(for: .duration(.day), width: .long)?["other"]?.format("5") == "5 суток")
        #expect(table.unitWords(for: .duration(.hour), width: .long) == nil)
        #expect(UnitOverride.defaultWidth(of: .duration(.day)) == .long)
        #expect(UnitOverride.defaultWidth(of: .bytes(.byte)) == .long)
        #expect(UnitOverride.defaultWidth(of: .bytes(.kilobyte)) == .short)
        #expect(UnitOverride.defaultWidth(of: .bytesPerSecond(.megabyte)) == .short)
    }

    /// The catalog resolves each width's words along the chain, checked: the key naming the
    /// width, else the key without one in the width it corrects; a refused key gives none.
    @Test func theCatalogResolvesEachWidthsWords() throws {
        let kilobytes = MeasureUnit.bytesPerSecond(.kilobyte)
        func narrow(_ few: String) throws -> MessageCatalog {
            let directory = try Self.directory("ru", ["@@x-units": [
                "digital-kilobyte-per-second": ["one": "{0} кБ/с", "few": "{0} кБ/с", "many": "{0} кБ/с", "other": "{0} кБ/с"],
                "digital-kilobyte-per-second:narrow": ["one": "{0}кБ/с", "few": few, "many": "{0}кБ/с", "other": "{0}кБ/с"],
            ]])
            return try MessageCatalog(chain: ["ru"], store: StringTableStore(overrideDirectory: directory))
        }
        let catalog = try narrow("{0}кБ/с")
        #expect(catalog.unitWords(width: .narrow)[kilobytes]?.pattern(for: .few).format("3") == "3кБ/с")
        #expect(catalog.unitWords(width: .short)[kilobytes]?.pattern(for: .few).format("3") == "3 кБ/с")
        #expect(catalog.unitWords(width: .long)[kilobytes] == nil)
        #expect(catalog.unitWords(forTextOf: .wide)[kilobytes]?.pattern(for: .few).format("3") == "3 кБ/с")
        #expect(catalog.unitWords(forTextOf: .narrow)[kilobytes]?.pattern(for: .few).format("3") == "3кБ/с")
        let refused = try narrow("{0}кБ\u{9B}/с")
        #expect(refused.unitWords(width: .narrow)[kilobytes] == nil)
        #expect(refused.unitWords(width: .short)[kilobytes]?.pattern(for: .few).format("3") == "3 кБ/с")
        #expect(refused.problems.map(\.description).contains { $0.hasSuffix(
            "ru.json: @@x-units/digital-kilobyte-per-second:narrow/few: position 5: contains U+009B, which a translation must not hold") })
        #expect(try MessageCatalog(chain: ["de"], store: StringTableStore()).unitWordsByWidth.isEmpty)
    }
}

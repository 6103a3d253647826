@testable import ProgressFormat
import ProgressTables
import Testing

/// A table's `@@x-units` in place of CLDR's words: the number formatted alone with the planned
/// precision, the pattern chosen by the plural category of the digits shown.
@Suite struct NumberModelUnitWordsTests {
    /// A table's patterns by category keyword, parsed.
    static func parsed(_ patterns: [String: String]) throws -> [String: UnitPattern] {
        try patterns.mapValues { try UnitPattern(parsing: $0) }
    }

    static func overrides(_ unit: MeasureUnit, _ patterns: [String: String]) throws -> [MeasureUnit: UnitWords] {
        [unit: try #require(UnitWords(table: try parsed(patterns)))]
    }

    static func rate(_ numbers: NumberModel, _ bytesPerSecond: Int64) -> String {
        if case .measure(let measure) = ByteCountPlanner.throughput(bytesPerSecond) { numbers.measure(measure) } else { "?" }
    }

    @Test func russianRatesInCyrillic() throws {
        var overrides = [MeasureUnit: UnitWords]()
        for unit in [ByteUnit.kilobyte, .megabyte, .petabyte] {
            overrides[.bytesPerSecond(unit)] = UnitWords(table: ["other": try UnitPattern(parsing: "{0} \(unit == .kilobyte ? "кБ" : unit == .megabyte ? "МБ" : "ПБ")/с")])
        }
        let parts = try #require(NumberModel(locale: "ru", unitWords: overrides))
        let plain = try #require(NumberModel(locale: "ru"))
        #expect([0, 400, 50_000, 2_500_000, .max].map { Self.rate(parts, $0) }
            == ["0 кБ/с", "0,4 кБ/с", "50 кБ/с", "2,5 МБ/с", "9\u{00A0}223,37 ПБ/с"])
        // The same digits as ICU's measure format, only the words differ.
        #expect([0, 400, 50_000, 2_500_000, .max].map { Self.rate(plain, $0) }
            == ["0 кБ/c", "0,4 кБ/c", "50 кБ/c", "2,5 МБ/c", "9\u{00A0}223,37 ПБ/c"])
        // Units the table does not override keep CLDR's words.
        #expect(Self.rate(parts, 5_000_000_000_000) == "5,00 ТБ/c")
    }

    /// The category comes from the digits as displayed: "21" is Russian `one`, "0,4" is `other`.
    @Test func thePatternFollowsThePluralCategoryOfTheDigitsShown() throws {
        let overrides = try Self.overrides(.bytesPerSecond(.kilobyte), [
            "one": "{0} one", "few": "{0} few", "many": "{0} many", "other": "{0} other",
        ])
        let parts = try #require(NumberModel(locale: "ru", unitWords: overrides))
        #expect([21_000, 22_000, 25_000, 400].map { Self.rate(parts, $0) } == ["21 one", "22 few", "25 many", "0,4 other"])
    }

    @Test func aCategoryTheTableLacksTakesOther() throws {
        let overrides = try Self.overrides(.duration(.day), ["one": "{0} dzień", "other": "{0} dni"])
        let parts = try #require(NumberModel(locale: "pl", unitWords: overrides))
        let durations = try [86_400, 172_800, 453_600].map { parts.duration(try #require(PlannedDuration(seconds: $0))) }
        #expect(durations == ["1 dzień", "2 dni", "5 dni i 6 godzin"])
    }

    /// Durations are lists of measures: each part takes the table's words, the list pattern
    /// stays ICU's (Chinese joins units with nothing).
    @Test func durationPartsTakeTheTablesWords() throws {
        let overrides = try Self.overrides(.duration(.second), ["other": "{0}秒"])
        let parts = try #require(NumberModel(locale: "zh", unitWords: overrides))
        let plain = try #require(NumberModel(locale: "zh"))
        let duration = try #require(PlannedDuration(seconds: 97))
        #expect(plain.duration(duration) == "1分钟37秒钟")
        #expect(parts.duration(duration) == "1分钟37秒")
    }

    @Test func aPatternMayLeaveOutTheNumberWhereTheCategoryIsOneNumber() throws {
        let overrides = try Self.overrides(.duration(.day), ["one": "יום אחד", "two": "יומיים", "other": "{0} ימים"])
        let parts = try #require(NumberModel(locale: "he", unitWords: overrides))
        let durations = try [86_400, 90_000, 172_800, 453_600].map { parts.duration(try #require(PlannedDuration(seconds: $0))) }
        #expect(durations == ["יום אחד", "יום אחד, שעה", "יומיים", "5 ימים, 6 שעות"])
    }

    /// Words a table gives stand in for CLDR's only when there are some and each pattern shows
    /// the number at most once; otherwise the unit keeps CLDR's.
    @Test func wordsThatCannotStandInForCLDRsAreNone() throws {
        #expect(UnitWords(table: [:]) == nil)
        #expect(UnitWords(table: try Self.parsed(["one": "{0} день", "other": "{0}{0} дней"])) == nil)
        let hebrew = try #require(UnitWords(table: try Self.parsed(["one": "יום אחד", "other": "{0} ימים"])))
        #expect(hebrew.categories == [.one, .other])
        #expect(hebrew.pattern(for: .two).format("2") == "2 ימים")
    }

    @Test func tellsWhereEachUnitsWordsComeFrom() throws {
        let overrides = try Self.overrides(.bytesPerSecond(.kilobyte), ["other": "{0} кБ/с"])
        let parts = try #require(NumberModel(locale: "ru", unitWords: overrides))
        func format(_ unit: MeasureUnit, _ precision: MeasurePrecision) -> PlannedMeasure.Format {
            PlannedMeasure(value: PlannedDecimal(0), unit: unit, precision: precision, width: .short).format
        }
        let slowRate = format(.bytesPerSecond(.kilobyte), .maximumFractionDigits(1))
        let rate = format(.bytesPerSecond(.kilobyte), .integer)
        let size = format(.bytes(.kilobyte), .integer)
        #expect(parts.unitWordSource(for: slowRate) == .table)
        #expect(parts.unitWordSource(for: rate) == .table)
        #expect(parts.unitWordSource(for: size) == .cldr)
        #expect(parts.unitWordSource(for: .bytesPerSecond(.kilobyte)) == .table)
        #expect(parts.unitWordSource(for: .duration(.day)) == .cldr)
        #expect(try #require(NumberModel(locale: "ru")).unitWordSource(for: .bytesPerSecond(.kilobyte)) == .cldr)
    }

    @Test func unitsAreNamedByTheirCLDRIdentifiers() {
        #expect(MeasureUnit.planned.map(\.cldrIdentifier) == [
            "digital-byte", "digital-kilobyte", "digital-kilobyte-per-second", "digital-megabyte",
            "digital-megabyte-per-second", "digital-gigabyte", "digital-gigabyte-per-second", "digital-terabyte",
            "digital-terabyte-per-second", "digital-petabyte", "digital-petabyte-per-second",
            "duration-day", "duration-hour", "duration-minute", "duration-second",
        ])
        #expect(MeasureUnit(cldrIdentifier: "digital-megabyte-per-second") == .bytesPerSecond(.megabyte))
        #expect(MeasureUnit(cldrIdentifier: "digital-exabyte") == nil)
        #expect(MeasureUnit(cldrIdentifier: "digital-byte-per-second") == nil)
    }

    /// What lint asks a table to cover: the categories the numbers shown in the unit reach.
    @Test(arguments: [
        (MeasureUnit.duration(.day), "pl", ["few": ["2", "3", "4", "22"], "many": ["0", "5", "6", "7"], "one": ["1"]]),
        (.duration(.day), "he", ["one": ["1"], "two": ["2"], "other": ["0", "3", "4", "5"]]),
        (.bytesPerSecond(.megabyte), "ru", ["other": ["0.0", "0.1", "0.2", "0.3"]]),
        (.bytesPerSecond(.kilobyte), "ru", ["one": ["1", "21", "31", "41"], "few": ["2", "3", "4", "22"],
                                            "many": ["0", "5", "6", "7"], "other": ["0.1", "0.2", "0.3", "0.4"]]),
    ])
    func samplesTheCategoriesOfTheNumbersShown(unit: MeasureUnit, locale: String, expected: [String: [String]]) {
        // Samples are ICU-formatted in the locale: Russian "0,1" is written with a comma.
        let samples = unit.displayedPluralSamples(locale: locale)?.mapValues { $0.map { $0.replacingOccurrences(of: ",", with: ".") } }
        #expect(samples == expected)
    }
}

/// Measures and durations are written into the line's buffer; with a table's unit words they
/// must read as the table says, made here independently of that path: the number alone (its
/// precision's ICU formatter, its plural category from the digits shown) in the table's pattern
/// for the category (or `other`), ICU's measure format for units the table leaves alone, and a
/// duration's two parts joined by ICU's unit-list formatter — also when the buffer is too small
/// and the text is written again.
@Suite struct NumberModelUnitWordsBufferTests {
    static let measures: [PlannedMeasure] = [0, 400, 21_000, 22_000, 25_000, 50_000, 2_500_000, 5_000_000_000_000, .max].flatMap {
        bytes -> [PlannedMeasure] in
        [ByteCountPlanner.throughput(bytes), ByteCountPlanner.byteCount(bytes)].compactMap {
            if case .measure(let measure) = $0 { measure } else { nil }
        }
    }

    static let durations: [PlannedDuration] = [1, 59, 97, 3_600, 86_400, 90_000, 172_800, 453_600, 31_000_000]
        .compactMap { PlannedDuration(seconds: $0) }

    /// `measure` as the table's words for `unit` make it, computed without `NumberModel`.
    static func expected(_ measure: PlannedMeasure, unit: MeasureUnit, patterns: [String: UnitPattern],
                         locale: String) throws -> String {
        guard measure.unit == unit else {
            return try #require(ICUNumberFormatter(skeleton: measure.format.skeleton, locale: locale)?.format(measure.value.doubleValue))
        }
        let number = try #require(ICUNumberFormatter(skeleton: measure.precision.skeleton, locale: locale))
        let rules = try #require(ICUPluralRules.cached(locale: locale))
        let (digits, category) = try #require(number.format(measure.value.doubleValue, pluralRules: rules))
        return try #require(patterns[category] ?? patterns["other"]).format(digits)
    }

    @Test(arguments: [
        ("ru", MeasureUnit.bytesPerSecond(.kilobyte), ["one": "{0} one", "few": "{0} few", "many": "{0} many", "other": "{0} кБ/с"]),
        ("pl", .duration(.day), ["one": "{0} dzień", "other": "{0} dni"]),
        ("he", .duration(.day), ["one": "יום אחד", "two": "יומיים", "other": "{0} ימים"]),
        ("zh", .duration(.second), ["other": "{0}秒"]),
        ("ar", .bytes(.megabyte), ["zero": "{0} صفر", "one": "'{'{0}'}' واحد", "other": "{0} م.ب"]),
    ])
    func theLineReadsAsTheTableSays(locale: String, unit: MeasureUnit, patterns: [String: String]) throws {
        let overrides = try NumberModelUnitWordsTests.overrides(unit, patterns)
        let parsed = try NumberModelUnitWordsTests.parsed(patterns)
        let parts = try #require(NumberModel(locale: locale, unitWords: overrides))
        let list = try #require(ICUListFormatter(locale: locale, width: .wide))
        for capacity in [1_024, 3] {
            for measure in Self.measures {
                let text = TextBuffer.string(capacity: capacity) { buffer in
                    buffer.append("x")
                    parts.appendMeasure(measure, to: &buffer)
                }
                #expect(text == "x" + (try Self.expected(measure, unit: unit, patterns: parsed, locale: locale)))
            }
            for duration in Self.durations {
                let pieces = try duration.measures.map { try Self.expected($0, unit: unit, patterns: parsed, locale: locale) }
                let expected = pieces.count == 2 ? try #require(list.format(pieces[0], pieces[1])) : pieces[0]
                #expect(TextBuffer.string(capacity: capacity) { parts.appendDuration(duration, to: &$0) } == expected)
            }
        }
    }

    @Test func theOverriddenWordsAreTheTables() throws {
        let overrides = try NumberModelUnitWordsTests.overrides(.duration(.day), ["one": "{0} dzień", "other": "{0} dni"])
        let parts = try #require(NumberModel(locale: "pl", unitWords: overrides))
        let duration = try #require(PlannedDuration(seconds: 453_600))
        #expect(TextBuffer.string { parts.appendDuration(duration, to: &$0) } == "5 dni i 6 godzin")
    }
}

import ProgressParts
import ProgressPlanning
import Testing

/// A duration written from its units' kept texts must read exactly as ICU writes it (each part
/// formatted, then joined by the unit-list pattern), for every value a clock shows.
@Suite struct ClockUnitTextsTests {
    /// The string tables' locales (every file in `Resources/Strings`), as ICU IDs.
    static let tableLocales = [
        "ar", "bg", "ca", "cs", "da", "de", "el", "en_AU", "en_GB", "en", "es_419", "es", "et", "fa", "fi", "fr_CA",
        "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt_BR", "pt_PT",
        "ro", "ru", "sk", "sl", "sr_Latn", "sr", "sv", "th", "tr", "uk", "vi", "zh_HK", "zh_Hans", "zh_Hant",
    ]

    /// Every second of the first two hours, every minute of the first day, every hour of the
    /// first 60 days; with `stride`, every `stride`-th of each.
    static func durations(stride step: Int) -> [Double] {
        stride(from: 0, to: 7_200, by: step).map(Double.init)
            + stride(from: 7_200, to: 86_400, by: 60 * step).map(Double.init)
            + stride(from: 86_400, to: 60 * 86_400, by: 3_600 * step).map(Double.init)
    }

    static func check(locale: String, width: TextWidth, stride: Int) throws {
        let parts = try #require(LocaleParts(locale: locale, width: width), "\(locale)")
        var kept = DurationLeadingPart(text: nil)
        for seconds in durations(stride: stride) {
            let duration = try #require(PlannedDuration(seconds: seconds, width: width))
            let expected = parts.duration(duration)
            let text = TextBuffer.string { buffer in
                parts.appendDuration(duration, to: &buffer, leadingPart: &kept, clockUnits: true)
            }
            #expect(text == expected, "\(locale) \(width) \(seconds)")
        }
    }

    /// Every table locale, full names, on a stride.
    @Test(arguments: tableLocales)
    func everyTableLocaleReadsAsICUWritesIt(locale: String) throws {
        try Self.check(locale: locale, width: .wide, stride: 7)
    }

    /// Locales whose joins or units change with the value (Spanish "y", Hebrew "ו", Arabic dual
    /// and words without digits, Russian and Polish plurals, no spaces in Thai), every value, in
    /// every width.
    @Test(arguments: ["es", "he", "ar", "ru", "pl", "th", "fr", "de", "en", "ja"], [TextWidth.wide, .short, .narrow])
    func everyValueInEveryWidth(locale: String, width: TextWidth) throws {
        try Self.check(locale: locale, width: width, stride: 1)
    }

    /// The exact text of a kept English and Arabic unit, alone and after a leading part.
    @Test func exactText() throws {
        let english = try #require(LocaleParts(locale: "en"))
        var kept = DurationLeadingPart(text: nil)
        func text(_ parts: LocaleParts, _ seconds: Double) throws -> String {
            let duration = try #require(PlannedDuration(seconds: seconds))
            return TextBuffer.string { parts.appendDuration(duration, to: &$0, leadingPart: &kept, clockUnits: true) }
        }
        #expect(try text(english, 97) == "1 minute, 37 seconds")
        #expect(try text(english, 1) == "1 second")
        let arabic = try #require(LocaleParts(locale: "ar"))
        #expect(try text(arabic, 97) == "دقيقة و٣٧ ثانية")
        #expect(try text(arabic, 3_720) == "ساعة ودقيقتان")
    }
}

extension ClockUnitTextsTests {
    /// Every table locale keeps the texts of its seconds, minutes, hours and days in every width
    /// (so its streams take the kept texts, not only ICU's path).
    @Test(arguments: tableLocales)
    func everyTableLocaleKeepsItsClockUnits(locale: String) throws {
        for width in [UnitWidth.fullName, .short, .narrow] {
            let list = try #require(ICUListFormatter.cached(locale: locale, width: width))
            for unit in DurationUnit.allCases {
                let format = PlannedMeasure(value: 1, unit: .duration(unit), precision: .integer, width: width).format
                let formatter = try #require(ICUNumberFormatter.cached(skeleton: format.skeleton, locale: locale))
                #expect(ClockUnitTexts(unit: formatter, list: list) != nil, "\(locale) \(width) \(unit)")
            }
        }
    }
}

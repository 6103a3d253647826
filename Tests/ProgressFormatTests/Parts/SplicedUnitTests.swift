import ProgressParts
import ProgressPlanning
import Testing

/// A spliced unit — the number formatted alone, put between the unit's words — must write
/// exactly what ICU's measure format writes, for every value; and it is made only for units
/// whose words do not change with the plural category.
@Suite struct SplicedUnitTests {
    /// Values with every remainder the plural rules test, in every precision's range.
    static let values: [Double] = Array(0...250).map(Double.init)
        + [999, 1_000, 1_001, 1_021, 1_234.5, 10_000, 100_001, 1_000_000, 2_000_021, 123_456_789]
        + (0...300).map { Double($0) / 100 } + (0...200).map { Double($0) / 10 + 0.05 }
        + [0.001, 0.049, 0.95, 0.951, 9.95, 99.95, 999.95, 1e15, 9.2e18]

    static func formats(width: TextWidth) -> [PlannedMeasure.Format] {
        ByteCountPlanner.formats(width: width) + PlannedDuration.formats(width: width.durationWidth)
    }

    @Test(arguments: ["en", "de", "fr", "ru", "pl", "ar", "ar@numbers=latn", "he", "ja", "zh_Hant", "cy", "ga", "lv", "lt", "sl", "hi", "ko"])
    func aSplicedUnitWritesWhatICUWrites(locale: String) throws {
        let rules = try #require(ICUPluralRules.cached(locale: locale))
        let digits = try #require(DecimalDigits(locale: locale))
        var spliced = 0
        for width in [TextWidth.wide, .short, .narrow] {
            for format in Self.formats(width: width) {
                let unit = try #require(ICUNumberFormatter.cached(skeleton: format.skeleton, locale: locale))
                guard let splice = SplicedUnit(format: format, locale: locale, unit: unit, rules: rules, digits: digits)
                else { continue }
                spliced += 1
                var written = 0
                for value in Self.values {
                    let expected = try #require(unit.format(value))
                    var appended = false
                    let text = TextBuffer.string(capacity: 64) { buffer in
                        appended = splice.append(value, to: &buffer)
                    }
                    // What the digits write is ICU's text; what they decline (1,000 and more, off
                    // the precision's grid) is left unwritten, for ICU's measure format.
                    #expect(appended == (digits.shown(value, format.precision) != nil), "\(locale) \(format.skeleton) \(value)")
                    if appended {
                        written += 1
                        #expect(text == expected, "\(locale) \(format.skeleton) \(value)")
                    } else {
                        #expect(text.isEmpty)
                    }
                }
                #expect(written >= 250, "\(locale) \(format.skeleton)")
            }
        }
        // Every locale here has units whose words do not change (bytes in the short width at least).
        #expect(spliced > 0, "\(locale)")
    }

    /// Units whose words change with the plural are never spliced: Arabic "دقيقة" (one minute,
    /// no digits), "دقيقتان" (two), "٣ دقائق"; English "1 minute"/"2 minutes"; Russian
    /// "1 минута"/"2 минуты"/"5 минут".
    @Test(arguments: [("ar", DurationUnit.minute), ("en", .minute), ("ru", .second), ("en", .hour)])
    func unitsWhoseWordsChangeAreNotSpliced(locale: String, unit: DurationUnit) throws {
        let rules = try #require(ICUPluralRules.cached(locale: locale))
        let format = PlannedMeasure(value: 1, unit: .duration(unit), precision: .integer, width: .fullName).format
        let formatter = try #require(ICUNumberFormatter.cached(skeleton: format.skeleton, locale: locale))
        let digits = try #require(DecimalDigits(locale: locale))
        #expect(SplicedUnit(format: format, locale: locale, unit: formatter, rules: rules, digits: digits) == nil)
    }

    /// English kilobytes read "1 kB" and "2 kB": spliced, and the words around the number are
    /// ICU's (a space, then "kB").
    @Test func englishKilobytesAreSpliced() throws {
        let rules = try #require(ICUPluralRules.cached(locale: "en"))
        let format = PlannedMeasure(value: 1, unit: .bytes(.kilobyte), precision: .integer, width: .short).format
        let formatter = try #require(ICUNumberFormatter.cached(skeleton: format.skeleton, locale: "en"))
        let digits = try #require(DecimalDigits(locale: "en"))
        let splice = try #require(SplicedUnit(format: format, locale: "en", unit: formatter, rules: rules, digits: digits))
        let text = TextBuffer.string { buffer in _ = splice.append(419, to: &buffer) }
        #expect(text == "419 kB")
        // 1,000 kB is more than the digits write: declined, for ICU.
        let declined = TextBuffer.string { buffer in #expect(!splice.append(1_000, to: &buffer)) }
        #expect(declined.isEmpty)
    }
}

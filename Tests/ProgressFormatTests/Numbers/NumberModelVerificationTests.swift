@testable import ProgressFormat
import Testing
import ProgressTables

/// The model against ICU: for every locale ICU has data for in a language with a string table
/// — the locales a formatter writes numbers in: a request in another language is written in
/// English — (and the table locales themselves with more values), every value the parts write — each unit in each text width at each precision
/// planning shows it with, counts, percentages, plain numbers and two-part durations — reads
/// exactly as ICU's own formatters write it (`unumf` with the same skeletons, `ulistfmt` for the
/// join). This is what lets the parts write numbers without asking ICU on every update.
@Suite struct NumberModelVerificationTests {
    /// Values that differ in every way CLDR's plural rules and grouping test.
    struct Samples {
        var integers: [Int64]
        var tenths: [UInt64]
        var hundredths: [UInt64]
        var seconds: [Double]

        /// A few of each remainder and size: for every locale ICU has.
        static let sparse = Samples(
            integers: Array(0...23) + [31, 59, 99, 100, 101, 102, 111, 200, 999, 1_000, 1_234, 10_000, 12_345, 1_234_567],
            tenths: [0, 1, 5, 10, 11, 15, 20, 21, 30, 60, 105, 111, 215, 1_000, 9_999],
            hundredths: [0, 1, 5, 10, 100, 101, 150, 200, 300, 1_000, 1_234, 99_999],
            seconds: [0, 1, 2, 3, 21, 59, 61, 62, 97, 3_600, 3_661, 7_322, 86_400, 90_061, 172_861, 453_600])

        /// Every integer below 1,100, every tenth below 100 and hundredth below 10 (and every
        /// seventh one above, to 999.9 and 999.99), durations second by second to an hour and
        /// minute by minute to two days: for the table locales.
        static let dense = Samples(
            integers: Array(0...1_100) + [9_999, 10_000, 99_999, 100_000, 1_000_000, 1_234_567, 9_223_372_036_854_775_807],
            tenths: Array(0...1_000) + Array(stride(from: 1_001, through: 9_999, by: 7)),
            hundredths: Array(0...1_000) + Array(stride(from: 1_001, through: 99_999, by: 77)),
            seconds: (0...3_700).map(Double.init) + stride(from: 3_720.0, through: 86_400 * 2, by: 60) + [31_000_000])
    }

    /// Every locale ICU has data for whose language has a string table (`de_AT`, `es_MX`,
    /// `pt_AO`, `sr_Latn_BA`, `zh_Hant_HK`…).
    static let icuLocales: [String] = {
        let languages = Set(ProgressTextFormatter.availableTableLocales().map { ICULocale.language(of: $0) })
        return ICULocale.availableLocales.filter { languages.contains(ICULocale.language(of: $0)) }.sorted()
    }()

    @Test(arguments: icuLocales)
    func everyICULocaleOfATableLanguageReadsAsICUWritesIt(locale: String) throws {
        try verify(locale: locale, samples: .sparse)
    }

    @Test(arguments: ProgressTextFormatter.availableTableLocales().map { ICULocale.localeID(forLanguageTag: $0) ?? $0 }
        + ["ar@numbers=latn", "fa@numbers=latn", "hi@numbers=deva", "bn", "mr", "my", "ne", "es_MX", "pt_AO", "de_CH"])
    func everyTableLocaleReadsAsICUWritesItOnEveryGrid(locale: String) throws {
        // The digits are the same in every width: every grid in wide text, the words in all.
        try verify(locale: locale, samples: .dense, widths: [.wide])
        try verify(locale: locale, samples: .sparse, widths: [.short, .narrow])
    }

    private func verify(locale: String, samples: Samples, widths: [UnitWidth] = [.wide, .short, .narrow]) throws {
        for width in widths {
            let parts = try #require(NumberModel(locale: locale, width: width), "\(locale) \(width)")
            var mismatches: [String] = []
            func check(_ actual: String, _ expected: String?, _ what: @autoclosure () -> String) {
                guard actual != expected, mismatches.count < 5 else { return }
                mismatches.append("\(what()): \(actual) ≠ ICU \(expected ?? "nil")")
            }
            // Measures in every unit and precision planning shows.
            for unit in MeasureUnit.allCases {
                for precision in unit.shownPrecisions {
                    let format = PlannedMeasure.Format(unit: unit, precision: precision, width: width.unitWidth(for: unit))
                    let icu = try #require(ICUNumberFormatter(skeleton: format.skeleton, locale: locale))
                    for value in values(of: unit, precision, samples) {
                        let measure = PlannedMeasure(value: value, unit: unit, precision: precision, width: format.width)
                        check(parts.measure(measure), icu.format(value.doubleValue), "\(unit) \(precision) \(value)")
                    }
                }
            }
            // Counts (grouped), percentages, plain numbers with two fraction digits.
            let integers = try #require(ICUNumberFormatter(skeleton: "precision-integer", locale: locale))
            let percents = try #require(ICUNumberFormatter(skeleton: "percent precision-integer", locale: locale))
            let hundredths = try #require(ICUNumberFormatter(skeleton: ".00", locale: locale))
            for value in samples.integers {
                check(parts.count(value), integers.format(value), "count \(value)")
                check(parts.percent(value), percents.format(value), "percent \(value)")
            }
            for value in samples.hundredths {
                let number = PlannedDecimal(digits: value, fractionDigits: 2)
                check(parts.number(number), hundredths.format(number.doubleValue), "number \(number)")
            }
            // Durations: each part as ICU writes it alone, joined by ICU's unit list.
            let list = try #require(ICUListFormatter(locale: locale, width: width.listWidth))
            var durationUnits: [DurationUnit: ICUNumberFormatter] = [:]
            for unit in DurationUnit.allCases {
                let format = PlannedMeasure.Format(unit: .duration(unit), precision: .integer, width: width.durationWidth)
                durationUnits[unit] = ICUNumberFormatter(skeleton: format.skeleton, locale: locale)
            }
            for seconds in samples.seconds {
                guard let duration = PlannedDuration(seconds: seconds, width: width) else { continue }
                let pieces = try duration.parts.map { part in
                    try #require(durationUnits[part.unit]?.format(Double(part.value)))
                }
                check(parts.duration(duration), pieces.count == 2 ? list.format(pieces[0], pieces[1]) : pieces[0],
                      "duration \(seconds)")
            }
            #expect(mismatches.isEmpty, "\(locale) \(width): \(mismatches.joined(separator: "; "))")
        }
    }

    /// The values `unit` is shown with in `precision`, as planning decides them.
    private func values(of unit: MeasureUnit, _ precision: MeasurePrecision, _ samples: Samples) -> [PlannedDecimal] {
        switch (unit, precision) {
        case (.duration(.second), _), (.duration(.minute), _):
            samples.integers.filter { $0 < 60 }.map(PlannedDecimal.init)
        case (.duration(.hour), _):
            samples.integers.filter { $0 < 24 }.map(PlannedDecimal.init)
        case (.duration(.day), _):
            samples.integers.filter { $0 <= 366 }.map(PlannedDecimal.init)
        case (_, .integer):
            samples.integers.filter { $0 < 1_000 }.map(PlannedDecimal.init)
        case (_, .maximumFractionDigits):
            [PlannedDecimal(0)] + (1...3).flatMap { fractionDigits in
                (1...9).map { PlannedDecimal(digits: $0, fractionDigits: fractionDigits) }
            }
        case (_, .fractionDigits(1)):
            samples.tenths.map { PlannedDecimal(digits: $0, fractionDigits: 1) }
        case (_, .fractionDigits(let digits)):
            samples.hundredths.map { PlannedDecimal(digits: $0, fractionDigits: digits) }
        }
    }
}

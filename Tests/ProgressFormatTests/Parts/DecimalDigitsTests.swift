import ProgressParts
import ProgressPlanning
import Testing

/// A locale's learned digits must write every number they accept exactly as ICU's formatter of
/// the same precision writes it, and accept nothing ICU would round, group or sign.
@Suite struct DecimalDigitsTests {
    /// Locales with Latin, Arabic-Indic, extended Arabic-Indic, Bengali, Devanagari and Myanmar
    /// digits, a comma, a point and the Arabic decimal separator.
    static let locales = ["en", "de", "fr", "ru", "pl", "ar", "ar@numbers=latn", "fa", "he", "ja", "zh_Hant", "hi",
                          "bn", "mr", "my", "th", "de_CH", "es_419", "pt_PT", "sr_Latn", "uk"]

    /// Every integer below 1,000; tenths and hundredths on a stride that crosses every digit in
    /// every place.
    static func values(_ precision: MeasurePrecision) -> [Double] {
        let integers = (0..<1_000).map(Double.init)
        switch precision {
        case .integer: return integers
        case .fractionDigits(1), .maximumFractionDigits(1):
            return integers + stride(from: 0, to: 10_000, by: 7).map { Double($0) / 10 }
        default:
            return integers + stride(from: 0, to: 100_000, by: 37).map { Double($0) / 100 }
        }
    }

    @Test(arguments: locales)
    func learnedDigitsWriteWhatICUWrites(locale: String) throws {
        let digits = try #require(DecimalDigits(locale: locale), "\(locale)")
        for precision in DecimalDigits.precisions {
            let formatter = try #require(ICUNumberFormatter.cached(skeleton: precision.skeleton, locale: locale))
            for value in Self.values(precision) {
                let text = try #require(digits.text(value, precision), "\(locale) \(precision) \(value)")
                #expect(text == formatter.format(value), "\(locale) \(precision) \(value)")
            }
        }
    }

    /// The exact code points: Arabic-Indic digits and the Arabic decimal separator U+066B; a
    /// comma in German; at most one fraction digit drops a zero.
    @Test func exactText() throws {
        let arabic = try #require(DecimalDigits(locale: "ar"))
        #expect(arabic.text(5.4, .fractionDigits(1)) == "\u{0665}\u{066B}\u{0664}")
        #expect(arabic.text(419, .integer) == "\u{0664}\u{0661}\u{0669}")
        let german = try #require(DecimalDigits(locale: "de"))
        #expect(german.text(0.5, .fractionDigits(2)) == "0,50")
        #expect(german.text(3, .maximumFractionDigits(1)) == "3")
        #expect(german.text(0, .fractionDigits(1)) == "0,0")
        #expect(german.text(0.07, .fractionDigits(2)) == "0,07")
    }

    /// Into a C buffer: the length when it fits ("٤١٩" is six bytes), `nil` when it does not.
    @Test func writesIntoABufferOnlyWhatFits() throws {
        let arabic = try #require(DecimalDigits(locale: "ar"))
        try withUnsafeTemporaryAllocation(of: CChar.self, capacity: 6) { buffer in
            let length = try #require(arabic.write(419, .integer, into: buffer))
            let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length]))
            #expect(String(decoding: bytes, as: UTF8.self) == "\u{0664}\u{0661}\u{0669}")
            #expect(arabic.write(42.5, .fractionDigits(1), into: buffer) == nil)  // "٤٢٫٥": eight bytes
        }
    }

    /// Numbers ICU would sign, group or round, and numbers that are no numbers, are left to ICU.
    @Test func numbersOutsideTheirReachAreLeftToICU() throws {
        let digits = try #require(DecimalDigits(locale: "en"))
        let refused: [(Double, MeasurePrecision)] = [
            (-1, .integer), (-0.0, .integer), (1_000, .integer), (999.95, .fractionDigits(1)), (5.43, .fractionDigits(1)),
            (0.25, .maximumFractionDigits(1)), (2.5, .integer), (.nan, .integer), (.infinity, .integer),
            (1, .fractionDigits(3)), (1e300, .fractionDigits(2)), (0.25, .maximumFractionDigits(2)),
        ]
        for (value, precision) in refused {
            #expect(digits.shown(value, precision) == nil, "\(value) \(precision)")
            #expect(digits.text(value, precision) == nil, "\(value) \(precision)")
        }
        // A value within floating-point noise of its grid point is that point.
        #expect(digits.text(0.1 + 0.2, .fractionDigits(1)) == "0.3")
    }
}

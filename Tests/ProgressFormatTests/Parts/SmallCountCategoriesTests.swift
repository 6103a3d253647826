import ProgressParts
import ProgressPlanning
import Testing

/// A count written from the learned digits with its kept plural category must be ICU's text and
/// ICU's category, the first time (asked of ICU) and every time after (kept).
@Suite struct SmallCountCategoriesTests {
    static func written(_ parts: LocaleParts, _ value: Int64, learnedDigits: Bool) -> (String, PluralCategory) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            let (length, category) = parts.writeCount(value, into: buffer, learnedDigits: learnedDigits)
            let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length]))
            return (String(decoding: bytes, as: UTF8.self), category)
        }
    }

    @Test(arguments: ClockUnitTextsTests.tableLocales + ["ar@numbers=latn", "cy", "ga", "mt"])
    func everyCountBelowAThousandHasICUsTextAndCategory(locale: String) throws {
        let parts = try #require(LocaleParts(locale: locale))
        // Twice: the first pass asks ICU for each category, the second reads the kept ones.
        for _ in 0..<2 {
            for value in Int64(0)..<1_100 {
                let expected = Self.written(parts, value, learnedDigits: false)
                let actual = Self.written(parts, value, learnedDigits: true)
                #expect(actual == expected, "\(locale) \(value)")
            }
        }
    }

    /// The exact text and category: Russian 21 is "one", 11 is "many"; Arabic 3 is "few" in
    /// Arabic-Indic digits.
    @Test func exactTextAndCategory() throws {
        let russian = try #require(LocaleParts(locale: "ru"))
        #expect(Self.written(russian, 21, learnedDigits: true) == ("21", .one))
        #expect(Self.written(russian, 11, learnedDigits: true) == ("11", .many))
        let arabic = try #require(LocaleParts(locale: "ar"))
        #expect(Self.written(arabic, 3, learnedDigits: true) == ("\u{0663}", .few))
        #expect(Self.written(arabic, 102, learnedDigits: true) == ("\u{0661}\u{0660}\u{0662}", .other))
    }
}

internal import ProgressTables

extension NumberModel {
    /// The plural category of a number as it is displayed, chosen by the locale's rules.
    ///
    /// A whole number, or a decimal whose last shown digit is not 0, is selected from its value
    /// (`uplrules_select`: exact, as the value's shortest form is what is shown). A decimal shown
    /// with a trailing zero ("1.0", "5.40") has operands its value does not carry, so ICU formats
    /// it in its precision and selects from that (`uplrules_selectFormatted`) — only for units
    /// whose words change with the category, and only in the locales where one does
    /// (Norwegian and Hebrew narrow units).
    struct Plurals: Sendable {
        /// The cardinal rules.
        let rules: ICUPluralRules
        /// The categories of 0…99, read from the rules once: the counts and duration parts most
        /// updates show, chosen without asking ICU.
        let small: [PluralCategory]
        /// ICU's plain integer format: negative counts, which the symbols do not write.
        let integers: ICUNumberFormatter
        /// ICU's plain number formats with one and two fraction digits, for the decimals above;
        /// `nil` when no unit needs them.
        let fractions: [ICUNumberFormatter]?

        /// Plurals of `rules`, given the categories of 0, 1, 2… as the rules select them (at
        /// least the first 100).
        init(rules: ICUPluralRules, smallCategories: [PluralCategory], integers: ICUNumberFormatter, fractions: [ICUNumberFormatter]?) {
            self.rules = rules
            self.integers = integers
            self.fractions = fractions
            small = Array(smallCategories.prefix(100))
        }

        /// The category of `number` as it is displayed.
        func category(of number: PlannedDecimal) -> PluralCategory {
            if number.fractionDigits == 0 {
                return category(of: Int64(clamping: number.digits))
            }
            if number.digits % 10 != 0 {
                return rules.category(of: number.doubleValue)
            }
            guard let fractions, number.fractionDigits <= fractions.count,
                  let (_, keyword) = fractions[number.fractionDigits - 1].format(number.doubleValue, pluralRules: rules)
            else { return rules.category(of: number.doubleValue) }
            return PluralCategory(keyword: keyword) ?? .other
        }

        /// The category of a whole number as it is displayed.
        ///
        /// ICU computes plural operands as doubles, exact only below 2^53. Above that, the
        /// category is that of a stand-in, 10^9 plus the number's last six digits: CLDR's integer
        /// rules look at most at `i % 1000000` and otherwise only ask whether the number is
        /// small, so the stand-in falls in the same category.
        func category(of value: Int64) -> PluralCategory {
            if value >= 0, value < small.count { return small[Int(value)] }
            guard value.magnitude >= 1 << 53 else { return rules.category(of: Double(value)) }
            return rules.category(of: Double(1_000_000_000 + Int64(value.magnitude % 1_000_000)))
        }
    }
}

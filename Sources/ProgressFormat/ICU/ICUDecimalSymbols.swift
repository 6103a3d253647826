internal import CICUShim

/// A locale's decimal number symbols exactly as ICU's number format holds them: the ten digits of
/// its numbering system, the decimal and grouping separators, and the grouping sizes.
///
///     ICUDecimalSymbols(locale: "ar")?.digits[7]          // "٧"
///     ICUDecimalSymbols(locale: "de")?.groupingSeparator  // "."
///     ICUDecimalSymbols(locale: "hi")?.secondaryGrouping  // 2 (1,00,000)
///
/// ICU: `unumsys_open`, `unum_open(UNUM_DECIMAL)`, `unum_getSymbol`, `unum_getAttribute`.
struct ICUDecimalSymbols: Hashable, Sendable {
    /// The digits zero to nine.
    package var digits: [String]
    var decimalSeparator: String
    var groupingSeparator: String
    /// Digits in the group nearest the separator (3).
    var primaryGrouping: Int
    /// Digits in each further group (2 in Hindi; the primary size when ICU says 0).
    var secondaryGrouping: Int
    /// Whether the locale groups digits at all.
    var usesGrouping: Bool

    /// The symbols of `locale`'s numbering system as its decimal format has them (or, with
    /// `percent`, its percent format, whose grouping can differ: Bengali "12,34,567" but
    /// "1,234,567%"); `nil` when it is not a decimal one (such as `roman` or `jpan`, which ICU
    /// writes by rules) or ICU fails.
    package init?(locale: String, percent: Bool = false) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var symbols = cicu_decimal_symbols()
        var status: Int32 = 0
        guard unsafe cicu_decimal_symbols_get(locale, percent ? 1 : 0, &symbols, &status) == 1 else { return nil }
        func text<T>(_ field: T) -> String {
            unsafe withUnsafeBytes(of: field) { bytes in
                unsafe String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        digits = unsafe withUnsafeBytes(of: symbols.digits) { bytes in
            (0..<10).map { digit in
                unsafe String(decoding: bytes[(digit * 16)..<(digit * 16 + 16)].prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        decimalSeparator = text(symbols.decimal_separator)
        groupingSeparator = text(symbols.grouping_separator)
        primaryGrouping = Int(symbols.primary_grouping)
        secondaryGrouping = symbols.secondary_grouping > 0 ? Int(symbols.secondary_grouping) : Int(symbols.primary_grouping)
        usesGrouping = symbols.uses_grouping != 0 && symbols.primary_grouping > 0
    }
}

internal import CICUShim

// Unsafe code here: the number formatter's and the decimal symbols' ICU handles (opened, used, closed
// by their owner alone) and the UTF-16 buffers ICU writes into.

/// One ICU `UNumberFormatter`, opened from a skeleton for a locale.
///
/// ICU documents `UNumberFormatter` as immutable and thread-safe; each call formats into its own
/// `UFormattedNumber`, so concurrent calls never share mutable state. The runtime uses these to
/// read a locale's words while it builds its ``NumberModel`` (and the tools to show samples),
/// not on the per-update path.
///
///     ICUNumberFormatter(skeleton: "measure-unit/digital-megabyte .0", locale: "de")?.format(5.4)  // "5,4 MB"
///
/// ICU (C++ API, in the shim): `NumberFormatter::forSkeleton(…).locale(…).threshold(1)` — compiled
/// on its first call —, `formatDouble`, `formatInt`, `PluralRules::select(const FormattedNumber &)`.
@safe package final class ICUNumberFormatter: @unchecked Sendable {
    /// The ICU handle; closed with the object.
    private let handle: UnsafeMutableRawPointer

    /// Opens a formatter; `nil` if ICU refuses the skeleton or the locale.
    package init?(skeleton: String, locale: String) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        var offset: Int32 = 0
        let units = Array(skeleton.utf16)
        guard let opened = unsafe units.withUnsafeBufferPointer({ buffer in
            unsafe cicu_number_open(buffer.baseAddress, Int32(buffer.count), locale, &status, &offset)
        }) else {
            return nil
        }
        unsafe handle = opened
    }

    deinit {
        unsafe cicu_number_close(handle)
    }

    /// Formats `value`; `nil` if ICU fails.
    package func format(_ value: Double) -> String? {
        unsafe ICUText.utf8 { buffer, capacity, status in
            unsafe cicu_number_format_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Formats an integer exactly, every digit kept up to `Int64.max`
    /// ("9,223,372,036,854,775,807", where a `Double` would give "…776,000"); `nil` if ICU fails.
    package func format(_ value: Int64) -> String? {
        unsafe ICUText.utf8 { buffer, capacity, status in
            unsafe cicu_number_format_int64_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Formats `value` and selects its plural category from the digits as displayed, so "1.0"
    /// is not "one" in English; `nil` if ICU fails.
    package func format(_ value: Double, pluralRules: ICUPluralRules) -> (text: String, category: String)? {
        var keyword = [CChar](repeating: 0, count: 16)
        let text = unsafe keyword.withUnsafeMutableBufferPointer { keywordBuffer in
            unsafe ICUText.utf8 { buffer, capacity, status in
                unsafe cicu_number_format_utf8(handle, value, pluralRules.handle, buffer, capacity, keywordBuffer.baseAddress,
                                        Int32(keywordBuffer.count), &status.rawValue)
            }
        }
        guard let text else { return nil }
        let category = String(decoding: keyword.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (text, category.isEmpty ? "other" : category)
    }
}

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

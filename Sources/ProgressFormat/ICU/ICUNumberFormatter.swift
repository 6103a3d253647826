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
    package convenience init?(skeleton: String, locale: String) {
        unsafe self.init(skeleton: skeleton, locale: locale, symbols: nil)
    }

    /// Opens a formatter with a copy of `symbols` (the locale's, read once for a batch).
    private init?(skeleton: String, locale: String, symbols: UnsafeMutableRawPointer?) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        var offset: Int32 = 0
        let units = Array(skeleton.utf16)
        guard let opened = unsafe units.withUnsafeBufferPointer({ buffer in
            unsafe cicu_number_open(buffer.baseAddress, Int32(buffer.count), locale, symbols, &status, &offset)
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

extension ICUNumberFormatter {
    /// The formatters one locale's model is built from: each skeleton opened once, and every
    /// one with the locale's `DecimalFormatSymbols` read once (ICU otherwise reads them from its
    /// data for each formatter, about a third of the cost of opening one).
    ///
    /// Used by one thread while it builds; the formatters it opened outlive it.
    ///
    /// ICU (C++ API, in the shim): `DecimalFormatSymbols(Locale)`, `NumberFormatterSettings::symbols`.
    @safe final class Batch {
        /// The locale every formatter is opened for.
        let locale: String
        /// The locale's symbols (ICU's `DecimalFormatSymbols`), closed with the batch; `nil` if
        /// ICU refused them (each formatter then reads its own, and fails as it would alone).
        fileprivate let symbols: UnsafeMutableRawPointer?
        /// The formatters opened so far, by skeleton.
        private var opened: [String: ICUNumberFormatter] = [:]

        /// A batch for `locale`.
        init(locale: String) {
            self.locale = locale
            var status: Int32 = 0
            unsafe symbols = ICULocale.isSafeID(locale) ? unsafe cicu_symbols_open(locale, &status) : nil
        }

        deinit {
            if let symbols = unsafe symbols { unsafe cicu_symbols_close(symbols) }
        }

        /// The formatter of `skeleton`, opened on first use; `nil` if ICU refuses it.
        func formatter(_ skeleton: String) -> ICUNumberFormatter? {
            if let known = opened[skeleton] { return known }
            guard let formatter = unsafe ICUNumberFormatter(skeleton: skeleton, locale: locale, symbols: symbols) else { return nil }
            opened[skeleton] = formatter
            return formatter
        }
    }
}

/// A locale's decimal number symbols exactly as ICU writes them: the ten digits of its numbering
/// system, the decimal and grouping separators, and the grouping sizes.
///
///     let german = ICUNumberFormatter.Batch(locale: "de")
///     ICUDecimalSymbols(german, grouping: "precision-integer")?.groupingSeparator  // "."
///     ICUDecimalSymbols(.init(locale: "hi"), grouping: "precision-integer")?.secondaryGrouping  // 2 (1,00,000)
///
/// ICU: `DecimalFormatSymbols::getConstSymbol`, `NumberingSystem::createInstance` (in the shim);
/// the grouping sizes are read from ICU's own text of 1,234,567,890,123,456 in a skeleton's
/// format, where every group shows.
struct ICUDecimalSymbols: Hashable, Sendable {
    /// The digits zero to nine.
    package var digits: [String]
    var decimalSeparator: String
    var groupingSeparator: String
    /// Digits in the group nearest the separator (3).
    var primaryGrouping: Int
    /// Digits in each further group (2 in Hindi).
    var secondaryGrouping: Int
    /// Whether the locale groups digits at all.
    var usesGrouping: Bool

    /// The symbols of the batch's locale's numbering system, grouped as the formatter of the
    /// `grouping` skeleton groups (a percent format's grouping can differ: Bengali "12,34,567"
    /// but "1,234,567%"); `nil` when it is not a decimal one (such as `roman` or `jpan`, which
    /// ICU writes by rules) or ICU fails.
    init?(_ formatters: ICUNumberFormatter.Batch, grouping skeleton: String) {
        var symbols = cicu_decimal_symbols()
        var status: Int32 = 0
        guard ICULocale.isSafeID(formatters.locale),
              unsafe cicu_decimal_symbols_get(formatters.symbols, formatters.locale, &symbols, &status) == 1,
              let sample = formatters.formatter(skeleton)?
                  .format(Int64(1_234_567_890_123_456))
        else { return nil }
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
        guard let groups = Self.groups(of: sample, digits: digits, separator: groupingSeparator) else { return nil }
        primaryGrouping = groups[groups.count - 1]
        secondaryGrouping = groups.count > 2 ? groups[groups.count - 2] : primaryGrouping
        usesGrouping = groups.count > 1
    }

    /// The sizes of the digit groups in ICU's text of a 16-digit number, most significant first
    /// (one group when it is not grouped); `nil` unless the text holds the 16 digits in the
    /// symbols, apart only by the separator.
    private static func groups(of text: String, digits: [String], separator: String) -> [Int]? {
        let scalars = Array(text.unicodeScalars)
        let digitScalars = Set(digits.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil })
        let separator = Array(separator.unicodeScalars)
        guard digitScalars.count == 10, !separator.isEmpty else { return nil }
        var groups: [Int] = []
        var index = 0
        while index < scalars.count {
            if digitScalars.contains(scalars[index]) {
                if groups.isEmpty { groups.append(0) }
                groups[groups.count - 1] += 1
                index += 1
            } else if !groups.isEmpty, scalars[index...].starts(with: separator), index + separator.count < scalars.count,
                      digitScalars.contains(scalars[index + separator.count]) {
                // A separator between digits (French "1 234 %" has the same space before "%").
                groups.append(0)
                index += separator.count
            } else if groups.isEmpty {
                index += 1  // a prefix
            } else {
                break       // a suffix ("%")
            }
        }
        guard groups.reduce(0, +) == 16, groups.allSatisfy({ $0 > 0 }) else { return nil }
        return groups
    }
}

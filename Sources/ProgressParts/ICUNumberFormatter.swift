internal import CICUShim

/// One ICU `UNumberFormatter`, opened from a skeleton for a locale and shared across threads.
///
/// ICU documents `UNumberFormatter` as immutable and thread-safe; each call formats into its
/// own `UFormattedNumber`, so concurrent calls never share mutable state.
/// ICU: `unumf_openForSkeletonAndLocaleWithError`, `unumf_formatDouble`,
/// `unumf_resultToString`, `uplrules_selectFormatted`.
package final class ICUNumberFormatter: @unchecked Sendable {
    /// Identifies a formatter: what the cache is keyed by.
    package struct Signature: Hashable, Sendable {
        package var skeleton: String
        package var locale: String
    }

    /// The ICU handle, for shim calls that format several values at once.
    package let handle: UnsafeMutableRawPointer

    /// Every formatter opened so far, shared by all locales' parts.
    package static let cache = FormatterCache<Signature, ICUNumberFormatter>()

    /// One copy of each skeleton's text, shared by the cache's keys. Skeletons come from
    /// planning's formats (a fixed set), never from input.
    private static let skeletons = FormatterCache<String, String>()

    /// Skeletons that formatted a test value once in this process.
    private static let workingSkeletons = FormatterCache<String, Bool>()

    /// Opens a formatter; `nil` if ICU refuses. The first time a skeleton is opened in the
    /// process it also formats one test value (some skeleton errors only show then); later
    /// locales skip that, which would cost each new locale a first format per skeleton.
    package init?(skeleton: String, locale: String) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        var offset: Int32 = 0
        let units = Array(skeleton.utf16)
        guard let opened = units.withUnsafeBufferPointer({ buffer in
            cicu_number_open(buffer.baseAddress, Int32(buffer.count), locale, &status, &offset)
        }) else {
            return nil
        }
        handle = opened
        guard Self.workingSkeletons.value(for: skeleton, create: { format(1 as Double) != nil ? true : nil }) == true else {
            return nil
        }
    }

    deinit {
        cicu_number_close(handle)
    }

    /// The shared formatter for a skeleton and locale, opened on first use.
    package static func cached(skeleton: String, locale: String) -> ICUNumberFormatter? {
        // Every locale's key shares one copy of each skeleton's text (a skeleton is 40–70 bytes,
        // and a locale opens about twenty).
        let skeleton = skeletons.value(for: skeleton) { skeleton } ?? skeleton
        let signature = Signature(skeleton: skeleton, locale: locale)
        return cache.value(for: signature) { ICUNumberFormatter(skeleton: skeleton, locale: locale) }
    }

    /// Formats `value`; `nil` if ICU fails.
    package func format(_ value: Double) -> String? {
        ICUText.utf8 { buffer, capacity, status in
            cicu_number_format_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Appends `value`'s UTF-8, formatted by the formatter whose ``handle`` is `handle`, to
    /// `text` (for a caller that keeps handles, so the per-update path retains no formatter
    /// object); `false` (and `text` unchanged) if ICU fails.
    package static func append(_ value: Double, handle: UnsafeMutableRawPointer, to text: inout TextBuffer) -> Bool {
        text.write { buffer, capacity, status in
            cicu_number_format_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Writes `value`'s UTF-8 into `buffer`; its length, or `nil` if ICU fails or it does not
    /// fit.
    package func write(_ value: Double, into buffer: UnsafeMutableBufferPointer<CChar>) -> Int? {
        Self.write(value, handle: handle, into: buffer)
    }

    /// As ``write(_:into:)``, with the formatter given by its ``handle``.
    package static func write(_ value: Double, handle: UnsafeMutableRawPointer, into buffer: UnsafeMutableBufferPointer<CChar>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var status: Int32 = 0
        let length = cicu_number_format_utf8(handle, value, nil, base, Int32(buffer.count), nil, 0, &status)
        guard cicu_is_failure(status) == 0, length >= 0, Int(length) <= buffer.count else { return nil }
        return Int(length)
    }

    /// Writes `value`'s UTF-8 into `buffer` and selects its plural category from the digits as
    /// displayed (see ``format(_:pluralRules:)``), with no `String` made for either;
    /// `nil` if ICU fails or the text does not fit.
    package func write(_ value: Double, pluralRules: ICUPluralRules,
                       into buffer: UnsafeMutableBufferPointer<CChar>) -> (length: Int, category: PluralCategory)? {
        writeWithCategory(into: buffer) { base, capacity, keyword, keywordCapacity, status in
            cicu_number_format_utf8(handle, value, pluralRules.handle, base, capacity, keyword, keywordCapacity, status)
        }
    }

    /// Writes an integer's UTF-8 into `buffer`, exactly, and selects its plural category from the
    /// digits as displayed; `nil` if ICU fails or the text does not fit.
    /// ICU: `unumf_formatInt`, `uplrules_selectFormatted`.
    ///
    /// ICU computes plural operands as doubles, exact only below 2^53 (its "…801" becomes
    /// "…808"). Above that, the category is that of a stand-in, 10^9 plus the number's last
    /// six digits: CLDR's integer rules look at most at `i % 1000000` and otherwise only ask
    /// whether the number is small, so the stand-in falls in the same category.
    package func write(_ value: Int64, pluralRules: ICUPluralRules,
                       into buffer: UnsafeMutableBufferPointer<CChar>) -> (length: Int, category: PluralCategory)? {
        guard value.magnitude < Self.exactPluralLimit else {
            guard let length = writeWithCategory(into: buffer, { base, capacity, _, _, status in
                cicu_number_format_int64_utf8(handle, value, nil, base, capacity, nil, 0, status)
            })?.length else { return nil }
            let standIn = Self.pluralStandIn(for: value)
            guard let category = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64, { scratch in
                write(standIn, pluralRules: pluralRules, into: scratch)?.category
            }) else { return nil }
            return (length, category)
        }
        return writeWithCategory(into: buffer) { base, capacity, keyword, keywordCapacity, status in
            cicu_number_format_int64_utf8(handle, value, pluralRules.handle, base, capacity, keyword, keywordCapacity, status)
        }
    }

    /// Runs a shim call that writes the text into `buffer` and the plural keyword into a stack
    /// buffer; the text's length and the category (`other` when no keyword was written).
    private func writeWithCategory(
        into buffer: UnsafeMutableBufferPointer<CChar>,
        _ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) -> (length: Int, category: PluralCategory)? {
        guard let base = buffer.baseAddress else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { keyword in
            keyword.initialize(repeating: 0)
            var status: Int32 = 0
            let length = call(base, Int32(buffer.count), keyword.baseAddress, Int32(keyword.count), &status)
            guard cicu_is_failure(status) == 0, length >= 0, Int(length) <= buffer.count else { return nil }
            var keywordLength = 0
            while keywordLength < keyword.count, keyword[keywordLength] != 0 { keywordLength += 1 }
            return (Int(length), PluralCategory(keyword: UnsafeBufferPointer(rebasing: keyword[..<keywordLength])))
        }
    }

    /// Appends an integer's UTF-8 to `text`, exactly (see ``format(_:)-(Int64)``); `false` (and
    /// `text` unchanged) if ICU fails.
    package func append(_ value: Int64, to text: inout TextBuffer) -> Bool {
        text.write { buffer, capacity, status in
            cicu_number_format_int64_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Formats an integer exactly, every digit kept up to `Int64.max`
    /// ("9,223,372,036,854,775,807", where a `Double` would give "…776,000"); `nil` if ICU fails.
    /// ICU: `unumf_formatInt`.
    package func format(_ value: Int64) -> String? {
        ICUText.utf8 { buffer, capacity, status in
            cicu_number_format_int64_utf8(handle, value, nil, buffer, capacity, nil, 0, &status.rawValue)
        }
    }

    /// Formats `value` and selects its plural category from the digits as displayed, so "1.0"
    /// is not "one" in English; `nil` if ICU fails.
    package func format(_ value: Double, pluralRules: ICUPluralRules) -> (text: String, category: String)? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            guard let (length, category) = write(value, pluralRules: pluralRules, into: buffer) else { return nil }
            return (Self.string(buffer, length), category.keyword)
        }
    }

    /// 2^53: below it, ICU's plural operands hold an integer exactly.
    package static let exactPluralLimit: UInt64 = 1 << 53

    /// A number below ``exactPluralLimit`` with the same plural category as `value`: 10^9 plus
    /// its last six digits.
    package static func pluralStandIn(for value: Int64) -> Int64 {
        1_000_000_000 + Int64(value.magnitude % 1_000_000)
    }

    /// The first `length` bytes of `buffer` as a string.
    private static func string(_ buffer: UnsafeMutableBufferPointer<CChar>, _ length: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length])), as: UTF8.self)
    }
}

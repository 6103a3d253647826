internal import CICUShim

// Unsafe code here: the plural rules' ICU handle, owned by one immutable object and closed in deinit.

/// A locale's cardinal plural rules ("one", "few", "many", "other"…), shared across threads.
///
/// ICU: `PluralRules::forLocale(UPLURAL_TYPE_CARDINAL)`; selection is
/// done with the formatted number (see ``ICUNumberFormatter/format(_:pluralRules:)``).
/// `PluralRules` is immutable after creation.
@safe package final class ICUPluralRules: @unchecked Sendable {
    /// The ICU handle, for the number formatter's plural selection.
    let handle: UnsafeMutableRawPointer

    /// Every locale's rules opened so far.
    package static let cache = FormatterCache<String, ICUPluralRules>()

    /// Opens the rules for `locale`; `nil` if ICU fails.
    package init?(locale: String) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        guard let opened = unsafe cicu_plural_open(locale, &status) else { return nil }
        unsafe handle = opened
    }

    deinit {
        unsafe cicu_plural_close(handle)
    }

    /// The category of `value` (ICU: `uplrules_select`): exact for whole numbers below 2^53 and
    /// for decimals shown with no trailing zero (their shortest form is what is shown).
    package func category(of value: Double) -> PluralCategory {
        unsafe PluralCategory(rawValue: UInt8(clamping: cicu_plural_category(handle, value))) ?? .other
    }

    /// The shared rules for `locale`.
    package static func cached(locale: String) -> ICUPluralRules? {
        cache.value(for: locale) { ICUPluralRules(locale: locale) }
    }
}

extension ICUPluralRules {
    /// The categories whole numbers reach, each with the first few integers in it
    /// (Russian: one → 1, 21, 31…; few → 2, 3, 4…; many → 0, 5, 6…).
    package var integerSamples: [String: [Int]] {
        var samples: [String: [Int]] = [:]
        let values = Array(0...220) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000]
        for value in values {
            samples[category(of: Double(value)).keyword, default: []].append(value)
        }
        return samples
    }
}

extension ICUPluralRules {
    /// The rules' keywords ("one", "other"; "zero" … "other" in Arabic), as ICU lists them.
    /// ICU: `uplrules_getKeywords`.
    package var keywords: Set<String> {
        let text = unsafe ICUText.cString(capacity: 128) { buffer, capacity, status in
            unsafe cicu_plural_keywords(handle, buffer, capacity, &status.rawValue)
        }
        return Set(text.split(separator: " ").map(String.init))
    }
}

/// One of CLDR's six plural categories, as ICU's plural rules name them.
///
/// The per-update path chooses plural variants by this small value rather than by the keyword
/// string (``ICUPluralRules/category(of:)`` returns it).
package enum PluralCategory: UInt8, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// The category named `keyword`; `nil` for a word that is no CLDR category.
    package init?(keyword: String) {
        guard let category = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = category
    }

    /// The keyword as ICU and CLDR write it ("one"): the one table of the six names.
    package var keyword: String {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }
}

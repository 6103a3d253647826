internal import CICUShim

/// A locale's cardinal plural rules ("one", "few", "many", "other"…), shared across threads.
///
/// ICU: `PluralRules::forLocale(UPLURAL_TYPE_CARDINAL)`; selection is
/// done with the formatted number (see ``ICUNumberFormatter/format(_:pluralRules:)``).
/// `PluralRules` is immutable after creation.
package final class ICUPluralRules: @unchecked Sendable {
    /// The ICU handle, for the number formatter's plural selection.
    let handle: UnsafeMutableRawPointer

    /// Every locale's rules opened so far.
    package static let cache = FormatterCache<String, ICUPluralRules>()

    /// Opens the rules for `locale`; `nil` if ICU fails.
    package init?(locale: String) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        guard let opened = cicu_plural_open(locale, &status) else { return nil }
        handle = opened
    }

    deinit {
        cicu_plural_close(handle)
    }

    /// The category of `value` (ICU: `uplrules_select`): exact for whole numbers below 2^53 and
    /// for decimals shown with no trailing zero (their shortest form is what is shown).
    package func category(of value: Double) -> PluralCategory {
        PluralCategory(rawValue: UInt8(clamping: cicu_plural_category(handle, value))) ?? .other
    }

    /// The shared rules for `locale`.
    package static func cached(locale: String) -> ICUPluralRules? {
        cache.value(for: locale) { ICUPluralRules(locale: locale) }
    }
}

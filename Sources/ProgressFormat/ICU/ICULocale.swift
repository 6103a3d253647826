internal import CICUShim

/// The ICU locale calls the resolver needs, as plain Swift functions.
///
/// ICU: `uloc_forLanguageTag`, `uloc_toLanguageTag`, `uloc_addLikelySubtags`,
/// `uloc_getLanguage`, `uloc_getBaseName`, and `ures_open` + `ures_getLocaleByType` for the
/// data check (ICU otherwise falls back silently to the process default locale).
package enum ICULocale {
    /// The ICU locale ID for a BCP 47 tag (`zh-Hant-TW` → `zh_Hant_TW`,
    /// `ar-u-nu-latn` → `ar@numbers=latn`); `nil` unless ICU parsed the whole tag.
    package static func localeID(forLanguageTag tag: String) -> String? {
        var parsed: Int32 = 0
        let id = unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_for_language_tag(tag, buffer, capacity, &parsed, &status.rawValue)
        }
        guard Int(parsed) == tag.utf8.count else { return nil }
        return id
    }

    /// The BCP 47 tag for an ICU locale ID (`de_CH` → `de-CH`).
    static func languageTag(forLocaleID id: String) -> String {
        let tag = unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_to_language_tag(id, buffer, capacity, &status.rawValue)
        }
        return tag.isEmpty ? id : tag
    }

    /// The ID with likely script and region added (`zh_TW` → `zh_Hant_TW`).
    static func maximized(_ id: String) -> String {
        let result = unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_add_likely_subtags(id, buffer, capacity, &status.rawValue)
        }
        return result.isEmpty ? id : result
    }

    /// The language subtag (`de_CH` → `de`).
    package static func language(of id: String) -> String {
        unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_language(id, buffer, capacity, &status.rawValue)
        }
    }

    /// The ID without `@keywords` (`ar@numbers=latn` → `ar`).
    static func baseName(of id: String) -> String {
        let result = unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_base_name(id, buffer, capacity, &status.rawValue)
        }
        return result.isEmpty ? id : result
    }

    /// Whether ICU has locale data for `id` itself or a parent other than root.
    package static func hasData(_ id: String) -> Bool {
        unsafe isSafeID(id) && cicu_locale_has_data(id) != 0
    }

    /// Whether the locale's script is written right to left (`uloc_isRightToLeft`).
    package static func isRightToLeft(_ id: String) -> Bool {
        unsafe isSafeID(id) && cicu_locale_is_right_to_left(id) != 0
    }

    /// The version of the linked ICU, such as "72.1".
    package static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        unsafe buffer.withUnsafeMutableBufferPointer { unsafe cicu_version($0.baseAddress, Int32($0.count)) }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension ICULocale {
    /// The longest locale ID handed to ICU's object constructors: ICU's own
    /// `ULOC_FULLNAME_CAPACITY` (157 with the terminator).
    static let maximumIDLength = 156

    /// Whether `id` may be handed to an ICU constructor (number formatter, plural rules, list
    /// formatter, case map, locale data, message format): at most ``maximumIDLength`` bytes of
    /// the characters a locale ID is made of (ASCII letters and digits, `_ - @ = ; . +`).
    ///
    /// The library only ever hands them IDs it made from a checked, canonicalized tag; this is the
    /// last line behind that. Some ICU 72 code copies a locale's name into a fixed buffer (a long
    /// malformed ID overflowed `PluralRules`' — found by fuzzing lint), so a wrapper refuses
    /// anything else rather than trust its caller.
    ///
    ///     ICULocale.isSafeID("ar@numbers=latn")                         // true
    ///     ICULocale.isSafeID("a@me {{a, select, other …")               // false
    ///     ICULocale.isSafeID(String(repeating: "x", count: 400))        // false
    package static func isSafeID(_ id: String) -> Bool {
        var length = 0
        for byte in id.utf8 {
            length += 1
            guard length <= maximumIDLength else { return false }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: ";"),
                 UInt8(ascii: "."), UInt8(ascii: "+"):
                continue
            default:
                return false
            }
        }
        return true
    }
}

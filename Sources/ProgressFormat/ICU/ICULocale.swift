internal import CICUShim

// Unsafe code here: C calls into the shim that take or return C strings (locale IDs, ICU's version).

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

extension ICULocale {
    /// The IDs of the locales ICU has data for (`uloc_getAvailable`): about 800, fixed.
    package static let availableLocales: Set<String> = {
        Set((0..<cicu_locale_count_available()).compactMap { index in
            unsafe cicu_locale_available(index).map { unsafe String(cString: $0) }
        })
    }()

    /// The locale whose data formats `id`: the most specific of ICU's available locales that
    /// `id` falls back to, with a valid `numbers` keyword kept (`de_CH_1996` → `de_CH`,
    /// `zh_TW` → `zh_Hant_TW`, `de_Qaaa_QM` → `de`, `en_FR` → `en`, `tl_PH` → `fil_PH`,
    /// `ar@numbers=latn;calendar=islamic` → `ar@numbers=latn`); `nil` when ICU has no data
    /// for the language.
    ///
    /// Only this locale ever reaches the ICU calls that cache by locale name — number, plural
    /// and list formatters, resource bundles — so however many distinct locale strings a
    /// process meets (`de-x-p1`, `de-x-p2`, … or `de-Aaaa`, `de-Aaab`, …), ICU's caches hold at
    /// most one entry per available locale and numbering system. The search itself only reads
    /// the fixed list, parses IDs (`uloc_getBaseName`, `uloc_addLikelySubtags`) and, for an
    /// alias such as `tl` or `sh`, opens the bundle of a two-letter or ISO 639 language code (a
    /// fixed set of about 1,300 names).
    package static func dataLocale(for id: String) -> String? {
        let base = baseName(of: id)
        let numbers = numberingSystem(of: id).map { "@numbers=\($0)" } ?? ""
        if let available = nearestAvailable(base) {
            return available + numbers
        }
        // An alias language (`tl` → `fil`, `sh` → `sr_Latn`): ask ICU about the language alone,
        // and only about a two-letter one or one from ICU's ISO 639 list (about 1,300 names in all).
        let parts = subtags(of: base)
        let isTwoLetters = parts.language.count == 2 && parts.language.allSatisfy { $0.isASCII && $0.isLowercase }
        guard unsafe isTwoLetters || cicu_locale_is_iso_language(parts.language) != 0 else { return nil }
        let target = unsafe ICUText.cString { buffer, capacity, status in
            unsafe cicu_locale_data_locale(parts.language, buffer, capacity, &status.rawValue)
        }
        guard !target.isEmpty, target != parts.language else { return nil }
        let aliased = subtags(of: target)
        let rebuilt = [aliased.language, aliased.script ?? parts.script, parts.region].compactMap { $0 }.joined(separator: "_")
        return nearestAvailable(rebuilt).map { $0 + numbers }
    }

    /// The `numbers` keyword of `id` if ICU knows that numbering system and it writes decimal
    /// digits (`ar@numbers=latn` → `latn`, `hi@numbers=deva` → `deva`; `roman` or `jpan`, written
    /// by rules, are dropped: the locale's own digits are used); every other keyword (calendar,
    /// collation, region override, private use) does not change how a number or a unit is
    /// written.
    static func numberingSystem(of id: String) -> String? {
        guard let at = id.firstIndex(of: "@") else { return nil }
        for keyword in id[id.index(after: at)...].split(separator: ";") where keyword.lowercased().hasPrefix("numbers=") {
            let value = String(keyword.dropFirst("numbers=".count)).lowercased()
            guard value.count <= 8, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            return unsafe cicu_numbering_system_is_decimal(value) != 0 ? value : nil
        }
        return nil
    }

    /// The first of `base`'s fallbacks that ICU has data for: variants are dropped first, then
    /// the region, and each is tried with the given script, the likely one and none.
    private static func nearestAvailable(_ base: String) -> String? {
        let parts = subtags(of: base)
        guard !parts.language.isEmpty else { return nil }
        let likely = subtags(of: maximized(base)).script
        func join(_ script: String?, _ region: String?, _ variant: String?) -> String {
            var id = parts.language
            if let script { id += "_" + script }
            if let region { id += "_" + region }
            if let variant { id += (region == nil ? "__" : "_") + variant }
            return id
        }
        for variant in unique([parts.variant, nil]) {
            for region in unique([parts.region, nil]) {
                for script in unique([parts.script, nil, likely]) where availableLocales.contains(join(script, region, variant)) {
                    return join(script, region, variant)
                }
            }
        }
        return nil
    }

    private static func unique(_ values: [String?]) -> [String?] {
        var result: [String?] = []
        for value in values where !result.contains(value) { result.append(value) }
        return result
    }

    /// `zh_Hant_TW_VARIANT` → language, script, region, variant (ICU's `_`-separated form; an
    /// empty region is written `de__POSIX`).
    static func subtags(of id: String) -> (language: String, script: String?, region: String?, variant: String?) {
        var pieces = id.split(separator: "_", omittingEmptySubsequences: false).map(String.init)[...]
        let language = pieces.popFirst() ?? ""
        var script: String?
        var region: String?
        if let next = pieces.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = next
            pieces.removeFirst()
        }
        if let next = pieces.first, next.count == 2 || (next.count == 3 && next.allSatisfy(\.isNumber)) {
            region = next
            pieces.removeFirst()
        } else if let next = pieces.first, next.isEmpty {
            pieces.removeFirst()
        }
        let variant = pieces.isEmpty ? nil : pieces.joined(separator: "_")
        return (language, script, region, variant)
    }
}

internal import CICUShim

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

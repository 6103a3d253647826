internal import ProgressTables

/// How a requested locale string becomes the locale the text is written in.
///
/// Accepts BCP 47 tags (`de`, `de-CH`, `zh-Hant-TW`, `ar-u-nu-latn`) and POSIX spellings
/// (`de_DE.UTF-8`, `sr_RS@latin`, `ar@numbers=latn`, `C`, `POSIX`; C and POSIX mean `en`).
/// Rejects what ICU has no data for, instead of letting ICU silently use the process default.
///
/// | requested     | table chain              | numbers and units in |
/// |---------------|--------------------------|----------------------|
/// | `de-CH`       | `de-CH` → `de` → `en`    | `de-CH` (1’234)      |
/// | `de_DE.UTF-8` | `de-DE` → `de` → `en`    | `de-DE`              |
/// | `fr` (no table yet) | `en`               | `en`: words and numbers never mix languages |
/// | `en-XA`, `ar-XB` | generated from `en` | `en` (pseudo-locales, see `PseudoLocale`) |
struct LocaleResolution: Hashable, Sendable {
    /// The ICU locale ID the request names, with the one keyword that changes how numbers are
    /// written (`ar@numbers=latn`); private use and other extensions are dropped (`de-x-p1`,
    /// `de-u-ca-buddhist` → `de`).
    let requestedID: String
    /// The ICU locale whose data formats the request's numbers and units: the nearest of ICU's
    /// available locales (``ICULocale/dataLocale(for:)``: `zh_TW` → `zh_Hant_TW`,
    /// `de_Qaaa` → `de`). ICU only ever sees these, a fixed set, so memory stays bounded
    /// however many distinct locale strings arrive.
    let dataID: String
    /// Table tags to try, most specific first, not yet including the final `en`.
    let tableChain: [String]
    /// The pseudo-locale requested (`en-XA`, `ar-XB`), whose table is generated from the source.
    let pseudoLocale: PseudoLocale?

    /// The longest locale string accepted.
    package static let maximumLength = 100

    /// Resolves `locale`; throws ``ProgressProblem/invalidLocale(_:reason:)`` for a malformed
    /// string and ``ProgressProblem/unknownLocale(_:)`` when ICU has no data.
    package init(_ locale: String) throws(ProgressProblem) {
        let trimmed = locale.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .invalidLocale(locale, reason: "the locale is empty") }
        guard trimmed.utf8.count <= Self.maximumLength else {
            throw .invalidLocale(String(locale.prefix(20)) + "…", reason: "longer than \(Self.maximumLength) characters")
        }
        guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }) else {
            throw .invalidLocale(locale, reason: "only ASCII letters, digits, '-', '_', '.' and '@' may appear")
        }
        let tag = Self.languageTag(fromPOSIX: trimmed)
        if ["und", "root"].contains(tag.lowercased()) {
            throw .invalidLocale(locale, reason: "'\(tag)' names no language")
        }
        guard let parsed = ICULocale.localeID(forLanguageTag: tag), !parsed.isEmpty, parsed != "root" else {
            throw .invalidLocale(locale, reason: "not a BCP 47 language tag or POSIX locale name")
        }
        // Canonical form: deprecated codes become current ones (iw → he, in → id).
        let canonical = ICULocale.localeID(forLanguageTag: ICULocale.languageTag(forLocaleID: parsed)) ?? parsed
        // Pseudo-locales have no ICU data of their own and a table generated from the source.
        if let pseudo = PseudoLocale(localeID: canonical) {
            requestedID = canonical
            dataID = ICULocale.dataLocale(for: PseudoLocale.formattingLocaleID(for: canonical)) ?? "en"
            tableChain = [pseudo.tag]
            pseudoLocale = pseudo
            return
        }
        // Only the numbering system of all keywords and extensions changes how numbers look.
        let id = ICULocale.baseName(of: canonical) + (ICULocale.numberingSystem(of: canonical).map { "@numbers=\($0)" } ?? "")
        guard let dataID = ICULocale.dataLocale(for: id) else {
            throw .unknownLocale(locale)
        }
        requestedID = id
        self.dataID = dataID
        tableChain = Self.tableChain(for: id)
        pseudoLocale = nil
    }

    /// `de_DE.UTF-8` → `de-DE`, `sr_RS.UTF-8@latin` → `sr-Latn-RS`, `C` → `en`; BCP 47 passes through.
    /// A modifier that holds ICU keywords (`ar@numbers=latn`, `ar_EG.UTF-8@numbers=latn`) is
    /// read as ICU reads it (`uloc_toLanguageTag`: `ar-u-nu-latn`, `ar-EG-u-nu-latn`), so the
    /// two spellings of a numbering system mean the same; other modifiers (`@euro`) are dropped.
    static func languageTag(fromPOSIX locale: String) -> String {
        var name = Substring(locale)
        var modifier: Substring?
        // A POSIX name's modifier follows its codeset (`sr_RS.UTF-8@latin`: the "-" of UTF-8
        // is no BCP 47 tag's).
        if let at = name.firstIndex(of: "@"), !name[..<at].prefix(while: { $0 != "." }).contains("-") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") {
            name = name[..<dot]
        }
        if name == "C" || name == "POSIX" {
            return "en"
        }
        if let modifier, modifier.contains("=") {
            return ICULocale.languageTag(forLocaleID: "\(name)@\(modifier)")
        }
        var subtags = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        switch modifier?.lowercased() {
        case "latin"?: subtags.insert("Latn", at: min(1, subtags.count))
        case "cyrillic"?: subtags.insert("Cyrl", at: min(1, subtags.count))
        default: break
        }
        return subtags.joined(separator: "-")
    }

    /// Table tags for an ICU ID, most specific first:
    ///
    /// 1. the requested tag and its truncations (`de-CH-1996` → `de-CH`);
    /// 2. the maximized form's (`zh-TW` → `zh-Hant-TW`, `zh-Hant`; `pt` → `pt-Latn-BR`, `pt-BR`);
    /// 3. CLDR's regional parent where a table exists for it (`es-MX` → `es-419`,
    ///    `pt-AO` → `pt-PT`, `en-IE` → `en-GB`);
    /// 4. the bare language, but only if it is written in the same script (`sr-Latn` never
    ///    falls back to Cyrillic `sr`, nor `zh-TW` to Simplified `zh`);
    /// 5. the written standard a reader of the language reads (Norwegian `no` and Nynorsk `nn`
    ///    → Bokmål `nb`).
    static func tableChain(for id: String) -> [String] {
        let base = ICULocale.baseName(of: id)
        let language = ICULocale.language(of: base)
        let maximized = ICULocale.maximized(base).split(separator: "_").map(String.init)
        let script = maximized.count >= 3 ? maximized[1] : nil
        let region = maximized.count >= 3 ? maximized[2] : nil
        let sameScriptAsLanguage = script == nil
            || ICULocale.maximized(language).split(separator: "_").dropFirst().first.map(String.init) == script

        var candidates = truncations(ICULocale.languageTag(forLocaleID: base))
        candidates += truncations(maximized.joined(separator: "-"))
        if let region, sameScriptAsLanguage {
            candidates.append("\(language)-\(region)")
            if let parent = regionalParents[language]?(region) {
                candidates.append(parent)
            }
        }
        if sameScriptAsLanguage {
            candidates.append(language)
            candidates += writtenStandards[language] ?? []
        }
        var chain: [String] = []
        for tag in candidates where !chain.contains(tag) {
            chain.append(tag)
        }
        return chain
    }

    /// `a-b-c` → `[a-b-c, a-b]` (never the bare first subtag).
    private static func truncations(_ tag: String) -> [String] {
        var subtags = tag.split(separator: "-").map(String.init)
        var result: [String] = []
        while subtags.count > 1 {
            result.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return result
    }

    /// Languages whose readers read another table's written standard: Norwegian (`no`, the
    /// macrolanguage) and Nynorsk (`nn`) read Bokmål (`nb`), as CLDR's `no` parent groups them.
    static let writtenStandards: [String: [String]] = ["no": ["nb"], "nn": ["nb"]]

    /// CLDR's parent locales for the regional tables we ship: Latin American Spanish,
    /// European Portuguese and international (British) English.
    static let regionalParents: [String: @Sendable (String) -> String?] = [
        "es": { region in
            let latinAmerica: Set<String> = ["419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN",
                                             "MX", "NI", "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE"]
            return latinAmerica.contains(region) ? "es-419" : nil
        },
        "pt": { region in
            let portugal: Set<String> = ["AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"]
            return portugal.contains(region) ? "pt-PT" : nil
        },
        "en": { region in
            let american: Set<String> = ["US", "AS", "GU", "MH", "MP", "PR", "UM", "VI"]
            return american.contains(region) ? nil : "en-GB"
        },
    ]
}

extension String {
    /// The string without leading and trailing whitespace.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

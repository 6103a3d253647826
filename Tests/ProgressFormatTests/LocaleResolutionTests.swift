@testable import ProgressFormat
import Testing

@Suite struct LocaleResolutionTests {
    @Test(arguments: [
        ("de", ["de-Latn-DE", "de-Latn", "de-DE", "de"]),
        ("de-CH", ["de-CH", "de-Latn-CH", "de-Latn", "de"]),
        ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
        ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant"]),
        ("zh", ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"]),
        ("pt", ["pt-Latn-BR", "pt-Latn", "pt-BR", "pt"]),
        ("pt-AO", ["pt-AO", "pt-Latn-AO", "pt-Latn", "pt-PT", "pt"]),
        ("es-MX", ["es-MX", "es-Latn-MX", "es-Latn", "es-419", "es"]),
        ("en-IE", ["en-IE", "en-Latn-IE", "en-Latn", "en-GB", "en"]),
        ("en-US", ["en-US", "en-Latn-US", "en-Latn", "en"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
        ("sr", ["sr-Cyrl-RS", "sr-Cyrl", "sr-RS", "sr"]),
        ("ar-u-nu-latn", ["ar-Arab-EG", "ar-Arab", "ar-EG", "ar"]),
    ])
    func tableChains(locale: String, chain: [String]) throws {
        #expect(try LocaleResolution(locale).tableChain == chain)
    }
}

@Suite struct OddLocaleTests {
    @Test(arguments: [
        ("iw", "he"),
        ("in", "id"),
        ("zh-TW", "zh_TW"),
        ("zh-Hant-HK", "zh_Hant_HK"),
        ("sr_RS@latin", "sr_Latn_RS"),
        ("sr_RS.UTF-8@latin", "sr_Latn_RS"),
        ("ar@numbers=latn", "ar@numbers=latn"),
        ("ar_EG.UTF-8@numbers=latn", "ar_EG@numbers=latn"),
        ("ar@numbers=latn;calendar=islamic", "ar@numbers=latn"),
        ("de_DE.UTF-8@euro", "de_DE"),
        ("en_US.UTF-8", "en_US"),
        ("C.UTF-8", "en"),
        ("ar-u-nu-latn", "ar@numbers=latn"),
        ("en-US-u-va-posix", "en_US_POSIX"),
    ])
    func resolves(locale: String, id: String) throws {
        #expect(try LocaleResolution(locale).requestedID == id)
    }

    @Test(arguments: [
        ("und", "invalid locale 'und': 'und' names no language"),
        ("root", "invalid locale 'root': 'root' names no language"),
        ("de\u{0}", "invalid locale 'de\u{0}': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        (String(repeating: "ab-", count: 70), "invalid locale 'ab-ab-ab-ab-ab-ab-ab…': longer than 100 characters"),
        ("  ", "invalid locale '  ': the locale is empty"),
        ("i-klingon", "unknown locale 'i-klingon': ICU has no data for it"),
        ("xx", "unknown locale 'xx': ICU has no data for it"),
    ])
    func rejects(locale: String, message: String) {
        #expect {
            _ = try LocaleResolution(locale)
        } throws: { error in
            "\(error)" == message
        }
    }
}

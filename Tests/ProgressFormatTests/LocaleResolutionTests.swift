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

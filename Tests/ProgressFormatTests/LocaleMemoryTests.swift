@testable import ProgressFormat
import Testing
import ProgressTables

/// 100,000 distinct locale strings (`de-x-p1`, `de-x-p2`, …) once grew memory by 50 MB inside
/// ICU, which caches by locale name. Now ICU only ever sees the nearest of its ~800 available
/// locales (with a numbering system): `progress-format-fuzz --locale-strings 100000` measures
/// +0 KB of VmRSS after the first 1,000 (it was +51,276 KB).
@Suite struct LocaleMemoryTests {
    @Test(arguments: [
        ("de-x-p1", "de", "de"),
        ("de-u-ca-buddhist", "de", "de"),
        ("de-t-en", "de", "de"),
        ("de-CH-u-rg-atzzzz-x-abc", "de_CH", "de_CH"),
        ("ar-u-ca-islamic-nu-latn", "ar@numbers=latn", "ar@numbers=latn"),
        ("ar-u-nu-xyzzy", "ar", "ar"),
        ("en-u-nu-roman", "en", "en"),  // written by rules, not decimal digits: the locale's own
        ("ja-u-nu-jpan", "ja", "ja"),
        ("hi-u-nu-deva", "hi@numbers=deva", "hi@numbers=deva"),
        ("de-CH-1996", "de_CH_1996", "de_CH"),
        ("zh-TW", "zh_TW", "zh_Hant_TW"),
        ("sr-RS", "sr_RS", "sr_Cyrl_RS"),
        ("de-Qaaa-QM", "de_Qaaa_QM", "de"),
        ("de-Latn-CH", "de_Latn_CH", "de_CH"),
        ("en-FR", "en_FR", "en"),
        ("en-US-u-va-posix", "en_US_POSIX", "en_US_POSIX"),
        ("tl-PH", "tl_PH", "fil_PH"),
        ("mo", "ro", "ro"),  // a deprecated code, canonicalized before
        ("sh", "sh", "sr_Latn"),
    ])
    func requestsKeepOnlyWhatChangesFormatting(locale: String, requested: String, data: String) throws {
        let resolution = try LocaleResolution(locale)
        #expect(resolution.requestedID == requested)
        #expect(resolution.dataID == data)
    }

    @Test(arguments: ["xx", "tlh", "qaa"])
    func languagesWithoutDataAreStillRefused(locale: String) {
        #expect(throws: ProgressProblem.unknownLocale(locale)) { try LocaleResolution(locale) }
    }

    /// Private use, extensions and unknown variants never reach a cache: after 3,000 distinct
    /// strings, every `de` locale's parts (and so every ICU object they hold) are keyed by one of
    /// ICU's available locales.
    @Test func distinctLocaleStringsShareTheFormattersOfTheirDataLocale() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading, fileTotalCount: 9, throughput: 50_000,
                                        estimatedTimeRemaining: 97)
        let expected = try ProgressTextFormatter(locale: "de-CH").format(snapshot)
        for index in 1...1_000 {
            for locale in ["de-CH-x-p\(index)", "de-CH-u-ca-c\(index)", "de-CH-\(index)abc"] {
                #expect(try ProgressTextFormatter(locale: locale).format(snapshot) == expected, "\(locale)")
            }
        }
        func isAvailable(_ id: String) -> Bool {
            ICULocale.availableLocales.contains(String(id.prefix { $0 != "@" }))
        }
        let partsLocales = Set(NumberModel.cache.keys.map(\.locale).filter { $0.hasPrefix("de") })
        #expect(partsLocales.contains("de_CH"))
        #expect(partsLocales.allSatisfy(isAvailable), "\(partsLocales.sorted())")
    }
}

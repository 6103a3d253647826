@testable import ProgressFormat
import Testing
import ProgressTables
import ProgressFormatTestSupport

/// Every ICU wrapper that opens something for a locale refuses an ID that is not one (too long,
/// or made of other characters) instead of handing it to ICU: ICU 72's plural rules copied a long
/// malformed locale name into a fixed buffer (found by fuzzing lint, which now checks its input
/// too). The tools' own ICU calls are checked the same way in ProgressFormatToolsTests
/// (ToolsICUSafeIDTests). Each check below hands ICU the input that crashed it, so without the guard the test
/// process aborts.
@Suite struct ICULocaleSafeIDTests {
    static let hostile = HostileLocaleIDs.all

    @Test(arguments: ["en", "de_CH", "ar@numbers=latn", "sr_Latn_RS", "en_US_POSIX", "ja_JP@calendar=japanese;numbers=jpanfin",
                      String(repeating: "a", count: ICULocale.maximumIDLength)])
    func localeIDsPass(id: String) {
        #expect(ICULocale.isSafeID(id))
    }

    @Test(arguments: hostile + [String(repeating: "a", count: ICULocale.maximumIDLength + 1)])
    func anythingElseIsRefused(id: String) {
        #expect(!ICULocale.isSafeID(id))
    }

    @Test(arguments: hostile)
    func wrappersNeverHandICUAnUnsafeID(id: String) {
        #expect(ICUPluralRules(locale: id) == nil)
        #expect(ICUNumberFormatter(skeleton: "precision-integer", locale: id) == nil)
        #expect(ICUListFormatter(locale: id, width: .wide) == nil)
        #expect(NumberModel(locale: id) == nil)
        #expect(ICUCaseMapping.capitalizingStart(of: "noch 2 Stunden", locale: id) == "noch 2 Stunden")
        #expect(!ICULocale.hasData(id))
        #expect(!ICULocale.isRightToLeft(id))
    }

    @Test func theSameCallsWorkForARealLocale() {
        #expect(ICUPluralRules(locale: "de_CH") != nil)
        #expect(ICUCaseMapping.capitalizingStart(of: "noch 2 Stunden", locale: "de") == "Noch 2 Stunden")
        #expect(ICULocale.hasData("de_CH"))
        #expect(ICULocale.isRightToLeft("ar"))
    }
}

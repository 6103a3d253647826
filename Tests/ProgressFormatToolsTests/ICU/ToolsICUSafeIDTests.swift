@testable import ProgressFormatTools
import ProgressFormatTestSupport
import Testing

/// The tools' own ICU calls (lint's MessageFormat check and quotation marks, review's locale
/// names) refuse a string that is no locale ID before ICU sees it, as the runtime's do
/// (ICULocaleSafeIDTests): each is handed the inputs that crashed ICU, so without the guard the
/// test process aborts.
@Suite struct ToolsICUSafeIDTests {
    @Test(arguments: HostileLocaleIDs.all)
    func theToolsNeverHandICUAnUnsafeID(id: String) {
        #expect(ICULocaleData.quotationMarks(id).primary == ("", ""))
        #expect(ICULocaleNames.displayName(of: id, in: "en") == id)
        #expect(ICULocaleNames.displayName(of: "de", in: id) == "de")
        #expect(ICUMessagePattern.syntaxError(in: "{a, select, other {x}}", locale: id) == nil)
    }

    @Test func theSameCallsWorkForARealLocale() {
        #expect(ICULocaleData.quotationMarks("de").primary == ("„", "“"))
        #expect(ICULocaleData.quotationMarks("fr").primary == ("«", "»"))
        #expect(ICULocaleNames.displayName(of: "de", in: "en") == "German")
        #expect(ICULocaleNames.displayName(of: "de", in: "de") == "Deutsch")
        #expect(ICUMessagePattern.syntaxError(in: "{a, select, other {x}", locale: "en")?.name == "U_PATTERN_SYNTAX_ERROR")
    }
}

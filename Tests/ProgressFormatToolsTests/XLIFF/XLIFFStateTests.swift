import ProgressFormatTools
@testable import ProgressFormat
import Testing
import ProgressTables

/// Our review states ↔ XLIFF 1.2's `state` and `approved`.
@Suite struct XLIFFStateTests {
    @Test func exported() {
        #expect(XLIFFState.exported(nil) == (nil, false))
        #expect(XLIFFState.exported(.new) == ("new", false))
        #expect(XLIFFState.exported(.translated) == ("translated", false))
        #expect(XLIFFState.exported(.needsReview) == ("needs-review-translation", false))
        #expect(XLIFFState.exported(.reviewed) == ("final", true))
    }

    @Test(arguments: [
        ("new", nil, ReviewState.new), ("needs-translation", nil, .new), ("translated", nil, .translated),
        ("needs-review-translation", nil, .needsReview), ("needs-review-adaptation", nil, .needsReview),
        ("needs-review-l10n", nil, .needsReview), ("needs-adaptation", nil, .needsReview), ("needs-l10n", nil, .needsReview),
        ("final", nil, .reviewed), ("signed-off", nil, .reviewed), ("translated", "yes", .reviewed),
        ("needs-review-translation", "yes", .reviewed), ("final", "no", .reviewed), ("translated", "no", .translated),
    ] as [(String, String?, ReviewState)])
    func imported(state: String, approved: String?, expected: ReviewState) {
        #expect(XLIFFState.imported(state: state, approved: approved) == (expected, true))
    }

    @Test func noStateAndUnknownStates() {
        #expect(XLIFFState.imported(state: nil, approved: nil) == (nil, true))
        #expect(XLIFFState.imported(state: nil, approved: "yes") == (.reviewed, true))
        #expect(XLIFFState.imported(state: "x-checked", approved: nil) == (.needsReview, false))
    }

    /// Export then import gives back every state.
    @Test(arguments: ReviewState.allCases)
    func roundTrip(state: ReviewState) {
        let (attribute, approved) = XLIFFState.exported(state)
        #expect(XLIFFState.imported(state: attribute, approved: approved ? "yes" : nil).state == state)
    }
}

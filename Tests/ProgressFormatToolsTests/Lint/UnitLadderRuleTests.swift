import Foundation
import ProgressFormatTools
import Testing

/// A table's byte units form one ladder: an override of a byte unit needs its rate in the same
/// width (an error), and a table whose wide lines would mix abbreviations and words gets a
/// warning naming the words.
@Suite struct UnitLadderRuleTests {
    static let state = UnitOverrideRuleTests.reviewed

    @Test func anOverrideOfAByteUnitNeedsItsRateInTheSameWidth() throws {
        #expect(try UnitOverrideRuleTests.lint("de", [
            "digital-megabyte": ["other": "{0} MB"], "@digital-megabyte": Self.state,
            "digital-gigabyte:narrow": ["other": "{0} GB"], "@digital-gigabyte:narrow": Self.state,
            "digital-gigabyte-per-second": ["other": "{0} GB/s"], "@digital-gigabyte-per-second": Self.state,
        ]) == [
            "de.json:@@x-units/digital-gigabyte:narrow: error: corrects digital-gigabyte:narrow but not its rate "
                + "digital-gigabyte-per-second:narrow; the speed would keep CLDR's words beside the table's",
            "de.json:@@x-units/digital-megabyte: error: corrects digital-megabyte but not its rate digital-megabyte-per-second; "
                + "the speed would keep CLDR's words beside the table's",
        ])
    }

    /// Swahili's CLDR terabyte is the word "terabaiti" among "MB", "GB", "PB" (the shipped table
    /// corrects it): without the correction, a warning.
    @Test func aTableWhoseLinesMixTheTwoStylesIsWarned() throws {
        #expect(try UnitOverrideRuleTests.lint("sw", [:]) == [
            "sw.json:@@x-units: warning: wide text mixes abbreviations and words: 'kilobaiti' (digital-kilobyte) beside 'MB' "
                + "(digital-megabyte)",
        ])
        #expect(try UnitOverrideRuleTests.lint("te", [
            "digital-megabyte": ["one": "{0} ఎంబీ", "other": "{0} ఎంబీ"], "@digital-megabyte": Self.state,
            "digital-megabyte-per-second": ["one": "{0} ఎమ్‌బి/సె", "other": "{0} ఎమ్‌బి/సె"], "@digital-megabyte-per-second": Self.state,
        ]) == [
            "te.json:@@x-units: warning: wide text mixes abbreviations and words: 'ఎంబీ' (digital-megabyte) beside its rate "
                + "'ఎమ్‌బి/సె' (digital-megabyte-per-second)",
        ])
    }

    @Test func theShippedLaddersAreOfOnePiece() {
        let findings = StringTableLinter().lint(locales: ["am", "te", "sw", "yo", "sd", "ha", "ka", "ar", "nn", "cy"])
        #expect(findings.map(\.description) == [])
    }
}

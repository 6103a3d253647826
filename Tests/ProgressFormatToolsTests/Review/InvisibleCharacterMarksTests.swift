import ProgressFormatTools
import Testing

@Suite struct InvisibleCharacterMarksTests {
    @Test func aNoBreakSpaceIsMarkedAndKept() {
        #expect(InvisibleCharacterMarks.mark("7\u{00A0}%") ==
            "7<span class=\"inv\" data-mark=\"NBSP\" title=\"U+00A0 NO-BREAK SPACE\">\u{00A0}</span>%")
    }

    /// The opener's mark is drawn after it (inside the isolate), the closer's before it.
    @Test func isolatesFrameTheirText() {
        #expect(InvisibleCharacterMarks.mark("\u{2068}a\u{2069}") ==
            "<span class=\"inv open\" data-mark=\"FSI\" title=\"U+2068 FIRST STRONG ISOLATE\">\u{2068}</span>a"
            + "<span class=\"inv\" data-mark=\"PDI\" title=\"U+2069 POP DIRECTIONAL ISOLATE\">\u{2069}</span>")
    }

    @Test func marksAndOtherTextPassUnchanged() {
        #expect(InvisibleCharacterMarks.mark("\u{061C}") ==
            "<span class=\"inv\" data-mark=\"ALM\" title=\"U+061C ARABIC LETTER MARK\">\u{061C}</span>")
        #expect(InvisibleCharacterMarks.mark("a &amp; b\u{200C}c") == "a &amp; b\u{200C}c")
    }
}

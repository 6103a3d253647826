@testable import ProgressFormat
import ProgressFormatTools
import Testing

@Suite struct BidiIsolationTests {
    @Test(arguments: [
        ("photos.zip", false, "photos.zip"),
        ("photos.zip", true, "\u{2068}photos.zip\u{2069}"),
        ("تقرير.pdf", false, "\u{2068}تقرير.pdf\u{2069}"),
        ("דוח final.doc", false, "\u{2068}דוח final.doc\u{2069}"),
        ("report تقرير.pdf", false, "\u{2068}report تقرير.pdf\u{2069}"),
        ("photo\u{202E}gpj.exe", false, "\u{2068}photo\u{202E}gpj.exe\u{2069}"),
        ("写真.zip", false, "写真.zip"),
    ])
    func isolatesWhereDirectionCouldReorder(name: String, rightToLeft: Bool, expected: String) {
        #expect(BidiIsolation.isolate(name, inRightToLeftText: rightToLeft) == expected)
    }
}

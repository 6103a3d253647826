import Foundation
import ProgressFormat
import ProgressPlanning
import Testing

@Suite struct FileNamePolicyTests {
    @Test(arguments: [
        ("photos.zip", "photos.zip"),
        ("photo\u{202E}gpj.exe", "photogpj.exe"),
        ("a\u{2066}b\u{2069}\u{202A}c", "abc"),
        ("clear\u{1B}[2Jscreen", "clear\u{241B}[2Jscreen"),
        ("\u{1B}]8;;http://evil\u{07}link\u{1B}]8;;\u{07}", "\u{241B}]8;;http://evil\u{2407}link\u{241B}]8;;\u{2407}"),
        ("two\nlines\ttab", "two\u{240A}lines\u{2409}tab"),
        ("del\u{7F}", "del\u{2421}"),
        ("next\u{85}line\u{2028}sep", "next<U+0085>line<U+2028>sep"),
        ("bad\u{FFFD}", "bad?"),
        ("تقرير.pdf", "تقرير.pdf"),
    ])
    func makesNamesSafe(name: String, shown: String) {
        #expect(FileNamePolicy.displayName(name) == shown)
    }

    @Test func shortensLongNamesInTheMiddleKeepingTheExtension() throws {
        let name = String(repeating: "holiday-", count: 20) + "final.tar.gz"
        let shown = try #require(FileNamePolicy.displayName(name))
        #expect(shown.count == FileNamePolicy.maximumLength)
        #expect(shown == "holiday-holiday-holiday-holiday-holiday-holiday-holi…inal.tar.gz")
        #expect(FileNamePolicy.displayName(String(repeating: "x", count: 100))?.hasSuffix("…xxxxxxxx") == true)
    }

    @Test(arguments: [
        ("file:///tmp/a%20b.zip", "a b.zip" as String?),
        ("file:///tmp/%FF%FE.zip", "%FF%FE.zip"),
        ("https://example.com/dl/report%E2%80%AEfdp.exe?x=1", "reportfdp.exe"),
        ("file:///", nil),
        ("https://example.com", nil),
        ("https://example.com/", nil),
    ])
    func readsURLs(url: String, shown: String?) throws {
        #expect(FileNamePolicy.lastPathComponent(of: try #require(URL(string: url))) == shown)
    }

    @Test(arguments: ["", "   ", "\u{202E}", "\u{2066}\u{2069}"])
    func blankNamesAreNoNames(name: String) {
        #expect(FileNamePolicy.displayName(name) == nil)
    }

    @Test func theSentenceShowsTheRealExtension() throws {
        let text = try ProgressTextFormatter(locale: "en").format(ProgressSnapshot(
            kind: .file, fileOperationKind: .downloading, fileDisplayName: "invoice\u{202E}fdp.exe"))
        #expect(text.description == "Downloading “invoicefdp.exe”…")
    }
}

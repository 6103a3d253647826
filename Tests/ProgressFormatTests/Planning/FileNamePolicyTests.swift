import EstimatorEvaluation
import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

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

    /// Common names take a short path; it must show exactly what the general path shows.
    @Test(arguments: [
        "photos.zip", "Résumé final (2).pdf", "データ.iso", "한국어 문서.hwp", "naïve café.txt", "price€$.csv",
        "  spaced  ", " ", "a\u{301}.txt", "e\u{0301}\u{0301}", "©2026.txt", "x\u{FFFD}", "\u{3000}", "ＡＢＣ.zip",
        String(repeating: "a", count: 64), String(repeating: "a", count: 65), String(repeating: "デ", count: 70),
        "tab\there", "\u{A0}nbsp", "\u{AD}soft", "Ωμέγα.doc", "Кириллица.txt", "end\u{200D}",
        "\u{3164}.exe", String(repeating: "\u{A960}", count: 20), "\u{AC00}\u{D7B0}\u{D7CB}", "〽️.txt",
        // ASCII names are read as bytes until the first byte beyond ASCII.
        "del\u{7F}.txt", "ctrl\u{01}", "~!@#$%^&*()_+{}|:<>?`-=[]\\;',./", String(repeating: "a", count: 63) + "é",
        String(repeating: "a", count: 64) + "é", String(repeating: "a", count: 63) + "\u{1B}", "ab\u{85}",
    ])
    func theShortPathAgreesWithTheGeneralPath(name: String) {
        // An array of code points is not a string: it always takes the general path.
        #expect(FileNamePolicy.displayName(name) == FileNamePolicy.displayName(scalars: Array(name.unicodeScalars)))
    }

    /// Short mixes of plain and hostile pieces, from a fixed seed: the short path and the general
    /// path show the same name for every one.
    @Test func theShortPathAgreesOnMixedShortNames() {
        let pieces: [String] = [
            "a", "Z", ".", " ", "é", "デ", "한", "\u{0301}", "\u{0915}", "\u{06CC}", "\u{200D}", "\u{200B}", "\u{FEFF}",
            "\u{1F468}", "\u{FE0F}", "\u{85}", "\u{1B}", "\u{202E}", "\u{3164}", "\u{A960}", "\u{D7B0}", "\u{FFFD}",
            "\u{A0}", "\u{3000}", "©", "€", "\u{7F}", "\u{01}", "~",
        ]
        var generator = SplitMix64(seed: 0x5407)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 70)
            let name = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(FileNamePolicy.displayName(name) == FileNamePolicy.displayName(scalars: Array(name.unicodeScalars)),
                    "\(name.debugDescription)")
        }
    }

    @Test func shortensLongNamesInTheMiddleKeepingTheExtension() throws {
        let name = String(repeating: "holiday-", count: 20) + "final.tar.gz"
        let shown = try #require(FileNamePolicy.displayName(name))
        #expect(shown.count == FileNamePolicy.maximumLength)
        #expect(shown == "holiday-holiday-holiday-holiday-holiday-holiday-holi…inal.tar.gz")
        #expect(FileNamePolicy.displayName(String(repeating: "x", count: 100))?.hasSuffix("…xxxxxxxx") == true)
    }

    /// A name that spells out control characters ("<U+2028>") is shortened around them, never
    /// through one: at every length, each spelled-out form shown is whole ("…U+2028>" once).
    @Test(arguments: ["report" + String(repeating: "\u{2028}", count: 12) + "end-of-name.txt",
                      "start-of-the-name" + String(repeating: "\u{85}", count: 12) + ".txt",
                      String(repeating: "a\u{200B}", count: 40) + "\u{E0041}.zip"])
    func spelledOutCharactersAreNeverCut(name: String) throws {
        let shown = try #require(FileNamePolicy.displayName(name))
        #expect(shown.contains("<U+"))
        for length in [shown.count] + Array(1...70) {
            let shortened = FileNamePolicy.shortened(shown, toLength: length)
            let rest = shortened.replacing(/<U\+[0-9A-F]{4,6}>/, with: "")
            #expect(!rest.contains("<") && !rest.contains(">") && !rest.contains("U+"), "\(length): \(shortened)")
            #expect(shortened.count <= max(length, 1) || shortened == shown, "\(length): \(shortened)")
            // A cut beside a spelled-out form keeps the extension and as many characters as a
            // cut outside every form allows: never a whole form fewer (it once dropped the form
            // and kept fewer: 'a␛[…f.zip' for 16).
            if length >= 16, length < shown.count {
                #expect(shortened.count > length - FileNamePolicy.spelledOutMaximum + 1, "\(length): \(shortened)")
                #expect(shortened.hasSuffix(".txt") || shortened.hasSuffix(".zip"), "\(length): \(shortened)")
            }
        }
        #expect(!(FileNamePolicy.displayName(name + String(repeating: "x", count: 100)) ?? "")
            .replacing(/<U\+[0-9A-F]{4,6}>/, with: "").contains("U+"))
    }

    /// The name: an escape and five C1 controls spelled out. Shortened to 16 it keeps
    /// 16 characters, cut beside a spelled-out form (not 9: "a␛[…f.zip"); a name spelled out
    /// through and through keeps fewer, as no cut falls between its forms.
    @Test func aShortenedNameKeepsItsSixteenCharactersBesideSpelledOutForms() throws {
        let shown = try #require(FileNamePolicy.displayName("a\u{1B}[" + String(repeating: "\u{85}", count: 5) + "f.zip"))
        #expect(shown == "a\u{241B}[" + String(repeating: "<U+0085>", count: 5) + "f.zip")
        #expect(FileNamePolicy.shortened(shown, toLength: 16) == "a\u{241B}…<U+0085>f.zip")
        #expect(FileNamePolicy.shortened(shown, toLength: 17) == "a\u{241B}[…<U+0085>f.zip")
        // 24: no cut keeps "f.zip" with 24 characters; the extension stays.
        #expect(FileNamePolicy.shortened(shown, toLength: 24) == "a\u{241B}[<U+0085><U+0085>….zip")
        #expect(FileNamePolicy.shortened(shown, toLength: 25) == "a\u{241B}[<U+0085>…<U+0085>f.zip")
        let spelled = String(repeating: "<U+0085>", count: 8)
        #expect(FileNamePolicy.shortened(spelled, toLength: 16) == "…<U+0085>")
        #expect(FileNamePolicy.shortened(spelled, toLength: 20) == "<U+0085>…<U+0085>")
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

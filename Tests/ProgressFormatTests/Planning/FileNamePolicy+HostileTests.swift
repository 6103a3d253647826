import EstimatorEvaluation
import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Names from strangers that once cost minutes (a 1 MB run of C1 controls or regional
/// indicators), were never shortened (one character of 40,000 code points) or passed invisible
/// characters through. Each test checks the exact name shown and a bound on the work: at most
/// ``FileNamePolicy/examinedScalars`` code points are read from each end, however long the name.
@Suite struct FileNamePolicyHostileTests {
    /// Code points that count how often they are read and stepped over.
    final class CountingScalars: BidirectionalCollection, @unchecked Sendable {
        let scalars: [Unicode.Scalar]
        private(set) var reads = 0
        private(set) var steps = 0

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
        }

        var startIndex: Int { scalars.startIndex }
        var endIndex: Int { scalars.endIndex }
        subscript(position: Int) -> Unicode.Scalar {
            reads += 1
            return scalars[position]
        }
        func index(after index: Int) -> Int {
            steps += 1
            return index + 1
        }
        func index(before index: Int) -> Int {
            steps += 1
            return index - 1
        }
    }

    /// The name shown for `name`, and how many code points were read and stepped over.
    static func shown(_ name: String) -> (name: String?, reads: Int, steps: Int) {
        let counting = CountingScalars(name)
        let shown = FileNamePolicy.displayName(scalars: counting)
        return (shown, counting.reads, counting.steps)
    }

    static let limit = FileNamePolicy.examinedScalars

    @Test func theLimitsAre64Characters16CodePointsEachAnd1024CodePointsPerEnd() {
        #expect(FileNamePolicy.maximumLength == 64)
        #expect(FileNamePolicy.maximumClusterScalars == 16)
        #expect(FileNamePolicy.examinedScalars == 1_024)
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{9B}"])
    func aMegabyteOfLineBreaksOrC1ControlsIsShortenedAfterReadingItsEnds(control: String) {
        let name = String(repeating: control, count: 500_000)
        let spelled = "<U+\(String(control.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true).leftPadded(to: 4))>"
        let (shown, reads, steps) = Self.shown(name)
        // Of the head's 55 characters, the whole spelled-out forms (6: a seventh would be cut
        // after "<U+008"), "…", the last 8.
        #expect(shown == String(repeating: spelled, count: 6) + "…" + spelled)
        #expect(reads <= 2 * Self.limit)
        #expect(steps <= 2 * Self.limit)
    }

    @Test func aMegabyteOfRegionalIndicatorsIsShortenedAfterReadingItsEnds() {
        let name = String(repeating: "\u{1F1E6}", count: 250_000)
        #expect(name.utf8.count == 1_000_000)
        let (shown, reads, steps) = Self.shown(name)
        #expect(shown == String(repeating: "\u{1F1E6}\u{1F1E6}", count: 55) + "…" + String(repeating: "\u{1F1E6}\u{1F1E6}", count: 8))
        #expect(reads <= 2 * Self.limit)
        #expect(steps <= 2 * Self.limit)
    }

    @Test func aLetterWith40000CombiningMarksIsCut() {
        let name = "a" + String(repeating: "\u{0301}", count: 40_000) + ".txt"
        let (shown, reads, steps) = Self.shown(name)
        #expect(shown == "a" + String(repeating: "\u{0301}", count: 15) + "….txt")
        #expect(shown?.count == 6)
        #expect(reads <= 2 * Self.limit)
        #expect(steps <= 2 * Self.limit)
        // Short enough to be read whole, the character is still cut.
        #expect(FileNamePolicy.displayName("b" + String(repeating: "\u{0308}", count: 40) + ".txt")
            == "b" + String(repeating: "\u{0308}", count: 15) + "….txt")
    }

    @Test func a57KilobyteZWJChainIsCut() {
        let name = String(repeating: "\u{1F468}\u{200D}", count: 8_143) + "\u{1F468}"
        #expect(name.utf8.count == 57_005)
        #expect(name.count == 1)
        let (shown, reads, steps) = Self.shown(name)
        let eight = String(repeating: "\u{1F468}\u{200D}", count: 8)
        #expect(shown == eight + "…" + eight + "…")
        #expect(reads <= 2 * Self.limit)
        #expect(steps <= 2 * Self.limit)
    }

    @Test(arguments: [
        ("zero\u{200B}width", "zero<U+200B>width"),
        ("\u{FEFF}bom.txt", "<U+FEFF>bom.txt"),
        ("soft\u{00AD}hyphen", "soft<U+00AD>hyphen"),
        ("word\u{2060}joiner", "word<U+2060>joiner"),
        ("tag\u{E0041}\u{E0042}.txt", "tag<U+E0041><U+E0042>.txt"),
        ("\u{3164}.exe", "<U+3164>.exe"),
        ("a\u{115F}\u{1160}b\u{FFA0}c", "a<U+115F><U+1160>b<U+FFA0>c"),
        ("pay\u{200D}pal", "pay<U+200D>pal"),
        ("\u{200D}lead", "<U+200D>lead"),
        ("a\u{200C}b", "a<U+200C>b"),
        ("x\u{200E}y\u{200F}z\u{061C}", "xyz"),
        // Joiners that join stay: an emoji family, Persian "mi-xâham", Devanagari "kṣa" with ZWJ.
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}.png", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}.png"),
        ("\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}", "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"),
        ("\u{0915}\u{094D}\u{200D}\u{0937}", "\u{0915}\u{094D}\u{200D}\u{0937}"),
        ("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"),
    ])
    func invisibleCharactersAreMadeVisible(name: String, shown: String) {
        #expect(FileNamePolicy.displayName(name) == shown)
    }

    /// 3,000 names (fixed seed) drawn from hostile pieces: whatever the mix, no control, bidi or
    /// invisible format character is shown (a joiner only where it joins), no character holds
    /// more than 16 code points, and no name more than 64 characters.
    @Test func anyMixOfHostilePiecesIsShownSafely() {
        let pieces: [String] = [
            "a", "Z", ".", " ", "…", "\u{0301}", "\u{094D}", "\u{0915}", "\u{06CC}", "\u{200D}", "\u{200C}", "\u{200B}",
            "\u{FEFF}", "\u{E0041}", "\u{E007F}", "\u{1F3F4}", "\u{1F1E6}", "\u{1F468}", "\u{1F3FD}", "\u{FE0F}", "\u{85}",
            "\u{2028}", "\u{1B}", "\u{7F}", "\u{202E}", "\u{2067}", "\u{200F}", "\u{3164}", "\u{115F}", "\u{1160}",
            "\u{00AD}", "\u{FFFD}", "\u{0600}", "\u{070F}", "}", "\u{1100}", "\u{AC00}",
        ]
        var generator = SplitMix64(seed: 0xF11E)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 300)
            let name = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            guard let shown = FileNamePolicy.displayName(name) else { continue }
            #expect(shown.count <= FileNamePolicy.maximumLength, "\(name.debugDescription)")
            #expect(shown.allSatisfy { $0.unicodeScalars.count <= FileNamePolicy.maximumClusterScalars + 1 }, "\(name.debugDescription)")
            let scalars = Array(shown.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                let isJoiner = scalar == "\u{200D}" || scalar == "\u{200C}"
                let isHidden = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || (scalar.properties.generalCategory == .format && !isJoiner)
                    || [0x115F, 0x1160, 0x3164, 0xFFA0].contains(scalar.value)
                #expect(!isHidden, "U+\(String(scalar.value, radix: 16)) shown for \(name.debugDescription)")
                if isJoiner {
                    #expect(index > 0 && index + 1 < scalars.count, "a joiner at an end for \(name.debugDescription)")
                }
            }
        }
    }

    @Test(arguments: ["\u{200B}", "\u{FEFF}", "\u{3164}"])
    func aNameOfOnlyAnInvisibleCharacterIsShownAsItsCodePoint(name: String) {
        #expect(FileNamePolicy.displayName(name)?.hasPrefix("<U+") == true)
    }

    /// How the CLI builds `--file-url` values: `URL(fileURLWithPath:)`, which resolves a relative
    /// path against the current directory.
    @Test(arguments: ["", ".", "..", "./", "../", "a/..", "a/.", "/tmp/..", "/tmp/.", "/"])
    func pathsNamingADirectoryByDotsShowNoName(path: String) {
        #expect(FileNamePolicy.lastPathComponent(of: URL(fileURLWithPath: path)) == nil)
    }

    @Test(arguments: [
        ("file:///tmp/..", nil as String?),
        ("file:///tmp/.", nil),
        ("https://example.com/a/%2E%2E", nil),
        ("https://example.com/a/..", nil),
        ("https://example.com/a/b.zip/", "b.zip"),
    ])
    func urlsEndingInDotsShowNoName(url: String, shown: String?) throws {
        #expect(FileNamePolicy.lastPathComponent(of: try #require(URL(string: url))) == shown)
    }

    @Test func relativePathsShowTheirOwnLastComponent() {
        #expect(FileNamePolicy.lastPathComponent(of: URL(fileURLWithPath: "photos.zip")) == "photos.zip")
        #expect(FileNamePolicy.lastPathComponent(of: URL(fileURLWithPath: "dir/")) == "dir")
        #expect(FileNamePolicy.lastPathComponent(of: URL(fileURLWithPath: "Downloads/photos.zip")) == "photos.zip")
    }

    @Test func theSentenceCountsTheFileForAnEmptyPath() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(ProgressSnapshot(kind: .file, fileOperationKind: .downloading, fileURL: URL(fileURLWithPath: "")))
        #expect(text.description == "Downloading 1 file…")
    }
}

extension String {
    /// The string left-padded with zeros.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

import ProgressFormatTools
import Testing

@Suite struct WordDiffTests {
    @Test func aChangedWord() {
        #expect(WordDiff("Downloading # files…", "Fetching # files…").changes == [
            .deleted("Downloading"), .inserted("Fetching"), .kept(" # files…"),
        ])
    }

    @Test func syntaxCharactersAreTheirOwnPieces() {
        #expect(WordDiff.tokens("{fileCount, plural, one {# file}}") == [
            "{", "fileCount", ",", " ", "plural", ",", " ", "one", " ", "{", "#", " ", "file", "}", "}",
        ])
        #expect(WordDiff("{percent} completed", "{percent} done").changes == [
            .kept("{percent} "), .deleted("completed"), .inserted("done"),
        ])
    }

    @Test func sameAndEmptyTexts() {
        #expect(WordDiff("a b", "a b").changes == [.kept("a b")])
        #expect(WordDiff("", "a b").changes == [.inserted("a b")])
        #expect(WordDiff("a b", "").changes == [.deleted("a b")])
        #expect(WordDiff("", "").changes == [])
    }

    @Test func aBranchAdded() {
        let old = "{operation, select, downloading {Loading “{fileName}”…} other {Processing “{fileName}”…}}"
        let new = "{operation, select, downloading {Downloading “{fileName}”…} copying {Copying “{fileName}”…} other {Processing “{fileName}”…}}"
        #expect(WordDiff(old, new).changes == [
            .kept("{operation, select, downloading {"), .deleted("Loading"), .inserted("Downloading"),
            .kept(" “{fileName}”…} "), .inserted("copying {Copying “{fileName}”…} "),
            .kept("other {Processing “{fileName}”…}}"),
        ])
    }

    /// Past the cap the texts are not compared piece by piece.
    @Test func longTextsAreReplacedWhole() {
        let old = Array(repeating: "a", count: WordDiff.maximumTokens).joined(separator: " ")
        let new = old + " b"
        #expect(WordDiff(old, new).changes == [.deleted(old), .inserted(new)])
    }

    /// Every pair of the source table's patterns: the kept and deleted runs spell the old text,
    /// the kept and inserted runs the new one, and the kept pieces are a longest common
    /// subsequence (as long as the quadratic table's).
    @Test func keptPiecesAreALongestCommonSubsequence() {
        let texts = [
            "{percent} completed", "{completed} of {total}", "{completed} of {total} ({throughput})",
            "{completedFiles} of {totalFiles, plural, one {# file} other {# files}}", "{duration} remaining",
            "{timeRemaining} ({throughput})", "{progress} — {timeRemaining}", "{value} EB",
            "noch {duration}", "{completed} von {total} ({throughput})", "",
        ]
        for old in texts {
            for new in texts {
                let changes = WordDiff(old, new).changes
                var oldSide = ""
                var newSide = ""
                var kept: [String] = []
                for change in changes {
                    switch change {
                    case .kept(let text):
                        oldSide += text
                        newSide += text
                        kept += WordDiff.tokens(text)
                    case .deleted(let text): oldSide += text
                    case .inserted(let text): newSide += text
                    }
                }
                #expect(oldSide == old && newSide == new, "\(old) → \(new)")
                #expect(kept.count == Self.lcsLength(WordDiff.tokens(old), WordDiff.tokens(new)), "\(old) → \(new)")
            }
        }
    }

    /// The textbook quadratic table.
    static func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0..<a.count {
            for j in 0..<b.count {
                table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[a.count][b.count]
    }
}

/// A word-level difference between two texts, for showing what changed in a source message
/// since a translation was made from it.
///
///     WordDiff("Downloading # files…", "Fetching # files…").changes
///     // [.deleted("Downloading"), .inserted("Fetching"), .kept(" # files…")]
///
/// The texts are cut into words, runs of spaces and single ICU syntax characters (`{`, `}`,
/// `,`, `#`), and compared by a longest common subsequence computed in linear space
/// (Hirschberg's algorithm: O(n·m) time, O(n + m) memory). Texts longer than
/// ``maximumTokens`` pieces are not compared piece by piece: the whole old text is shown
/// deleted and the whole new one inserted.
package struct WordDiff: Hashable, Sendable {
    /// One run of the difference.
    package enum Change: Hashable, Sendable {
        /// In both texts.
        case kept(String)
        /// Only in the old text.
        case deleted(String)
        /// Only in the new text.
        case inserted(String)
    }

    /// The longest text, in pieces, that is compared piece by piece.
    package static let maximumTokens = 1_000

    /// The runs, in order; neighbouring pieces of one kind are joined.
    package let changes: [Change]

    /// The difference from `old` to `new`.
    package init(_ old: String, _ new: String) {
        let a = Self.tokens(old)
        let b = Self.tokens(new)
        var raw: [Change] = []
        if a.count > Self.maximumTokens || b.count > Self.maximumTokens {
            raw = [.deleted(old), .inserted(new)]
        } else {
            Self.compare(a, a.indices, b, b.indices, into: &raw)
        }
        changes = Self.joined(raw)
    }

    /// `text` cut into words, runs of white space, and the characters `{`, `}`, `,`, `#`.
    package static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsSpace = false
        for character in text {
            if "{},#".contains(character) {
                if !current.isEmpty { tokens.append(current) }
                tokens.append(String(character))
                current = ""
                continue
            }
            let isSpace = character.isWhitespace
            if !current.isEmpty, isSpace != currentIsSpace {
                tokens.append(current)
                current = ""
            }
            current.append(character)
            currentIsSpace = isSpace
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    // MARK: - Hirschberg

    /// Appends the changes turning `a[aRange]` into `b[bRange]`.
    private static func compare(_ a: [String], _ aRange: Range<Int>, _ b: [String], _ bRange: Range<Int>,
                                into changes: inout [Change]) {
        if aRange.isEmpty {
            changes += b[bRange].map(Change.inserted)
        } else if bRange.isEmpty {
            changes += a[aRange].map(Change.deleted)
        } else if aRange.count == 1 {
            let only = a[aRange.lowerBound]
            if let match = b[bRange].firstIndex(of: only) {
                changes += b[bRange.lowerBound..<match].map(Change.inserted)
                changes.append(.kept(only))
                changes += b[(match + 1)..<bRange.upperBound].map(Change.inserted)
            } else {
                changes.append(.deleted(only))
                changes += b[bRange].map(Change.inserted)
            }
        } else {
            let middle = aRange.lowerBound + aRange.count / 2
            let forward = lastRow(a, aRange.lowerBound..<middle, b, bRange, reversed: false)
            let backward = lastRow(a, middle..<aRange.upperBound, b, bRange, reversed: true)
            // Split b where the two halves' common subsequences add up to the most.
            var split = 0
            var best = -1
            for offset in 0...bRange.count {
                let total = forward[offset] + backward[bRange.count - offset]
                if total > best {
                    best = total
                    split = offset
                }
            }
            compare(a, aRange.lowerBound..<middle, b, bRange.lowerBound..<(bRange.lowerBound + split), into: &changes)
            compare(a, middle..<aRange.upperBound, b, (bRange.lowerBound + split)..<bRange.upperBound, into: &changes)
        }
    }

    /// The lengths of the longest common subsequences of `a[aRange]` with every prefix of
    /// `b[bRange]` (or, `reversed`, of the reversed ranges): one row of the table, in linear memory.
    private static func lastRow(_ a: [String], _ aRange: Range<Int>, _ b: [String], _ bRange: Range<Int>,
                                reversed: Bool) -> [Int] {
        var previous = [Int](repeating: 0, count: bRange.count + 1)
        var current = previous
        let aIndices: [Int] = reversed ? aRange.reversed() : Array(aRange)
        let bIndices: [Int] = reversed ? bRange.reversed() : Array(bRange)
        for i in aIndices {
            for (j, bIndex) in bIndices.enumerated() {
                current[j + 1] = a[i] == b[bIndex] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous
    }

    /// `changes` with neighbouring runs of one kind joined.
    private static func joined(_ changes: [Change]) -> [Change] {
        var result: [Change] = []
        for change in changes {
            switch (result.last, change) {
            case (.kept(let a)?, .kept(let b)): result[result.count - 1] = .kept(a + b)
            case (.deleted(let a)?, .deleted(let b)): result[result.count - 1] = .deleted(a + b)
            case (.inserted(let a)?, .inserted(let b)): result[result.count - 1] = .inserted(a + b)
            default: result.append(change)
            }
        }
        return result
    }
}

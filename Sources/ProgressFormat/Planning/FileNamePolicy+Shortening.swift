internal import ProgressTables

extension FileNamePolicy {
    /// The characters (grapheme clusters) of `text`, each cut to ``maximumClusterScalars`` code
    /// points with "…" after a cut (`marked`; without, as the log and speech channels say a name).
    /// Steps forward only: stepping back by characters is quadratic over runs of regional
    /// indicators.
    static func clusters(of text: String, marked: Bool = true) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(after: start)
            let character = text[start..<end]
            start = end
            guard character.unicodeScalars.count > maximumClusterScalars else {
                result.append(character)
                continue
            }
            var kept = ""
            kept.unicodeScalars.append(contentsOf: character.unicodeScalars.prefix(maximumClusterScalars))
            result.append(kept[...])
            guard marked else { continue }
            // A character of its own: "…" never joins the one before it (it is not Extend,
            // ZWJ, a spacing mark or a conjunct consonant).
            result.append("…")
        }
        return result
    }

    /// The longest spelled-out code point, "<U+10FFFF>".
    static let spelledOutMaximum = 10

    /// The length of the spelled-out code point ("<U+" 4 to 6 hexadecimal digits ">") that
    /// starts at `index` of `characters`, or `nil` when none does.
    static func spelledOutLength(_ characters: [Substring], at index: Int) -> Int? {
        guard index + 3 < characters.count, characters[index] == "<", characters[index + 1] == "U",
              characters[index + 2] == "+" else { return nil }
        var position = index + 3
        while position < characters.count, position - index - 3 < 6,
              characters[position].count == 1, let character = characters[position].first, character.isHexDigit,
              character.isASCII, !character.isLowercase {
            position += 1
        }
        let digits = position - index - 3
        guard digits >= 4, position < characters.count, characters[position] == ">" else { return nil }
        return position + 1 - index
    }

    /// A display name (as ``displayName(_:)`` gives it) shortened in the middle to `length`
    /// characters with "…", keeping its end and an extension of up to 12 characters, for a line
    /// fitted to a narrow terminal ("ubuntu-24.04.1-desktop-amd64.iso" at 20:
    /// "ubuntu-…-amd64.iso"); the name itself when it is no longer.
    package static func shortened(_ displayName: String, toLength length: Int) -> String {
        let characters = displayName.map { Substring(String($0)) }
        return shortened(head: characters, tail: characters, middleDropped: false, maximumLength: max(length, 1))
    }

    /// The name from its characters, shortened in the middle to `maximumLength` with "…"
    /// when it is longer (or when the window already left its middle out), keeping the end and
    /// an extension of up to 12 characters.
    ///
    /// A spelled-out code point ("<U+2028>") is kept whole or left out, never cut
    /// ("…U+2028>"): the cuts move beside it, the start's and the end's together, so that the
    /// name still has `maximumLength` characters. Only where no pair of cuts outside every
    /// spelled-out form gives that length (spelled-out forms back to back, "<U+0085><U+0085>")
    /// is it shorter, by fewer characters than one form has.
    static func shortened(head: [Substring], tail: [Substring], middleDropped: Bool,
                          maximumLength: Int = FileNamePolicy.maximumLength) -> String {
        guard middleDropped || head.count > maximumLength else { return head.joined() }
        let last = middleDropped ? tail : head
        var extensionLength = 0
        if let dot = last.lastIndex(of: "."), middleDropped || dot != last.startIndex {
            let length = last.distance(from: dot, to: last.endIndex)
            extensionLength = length <= 12 ? length : 0
        }
        // Room for at least one character before the "…" and the end after it.
        let tailLength = min(extensionLength + 8, max(maximumLength - 2, 0))
        let headCuts = cutPositions(head)
        let tailCuts = cutPositions(last)
        // The length of the name kept with `start` and `end` characters (one "…" between them,
        // none where a cut character's mark already stands there); `nil` for a cut inside a
        // spelled-out form.
        func shownLength(start: Int, end: Int) -> Int? {
            guard start >= 0, end >= 0, start <= head.count, end <= last.count, headCuts[start], tailCuts[last.count - end]
            else { return nil }
            let marked = (start > 0 && head[start - 1] == "…") || (end > 0 && last[last.count - end] == "…")
            return start + end + (marked ? 0 : 1)
        }
        // The longest name with a start and the extension (or, without one, some end), the
        // end's length nearest the one wanted (a shorter end first); any when none has.
        var kept: (head: Int, tail: Int) = (0, 0)
        let passes = [(start: maximumLength > 2 ? 1 : 0, end: min(max(extensionLength, 1), tailLength)), (start: 0, end: 0)]
        search: for shortest in passes {
            for target in stride(from: maximumLength, through: 1, by: -1) {
                for distance in 0...(target + tailLength) {
                    for end in [tailLength - distance, tailLength + distance] where end >= shortest.end && end <= target {
                        for start in [target - end - 1, target - end]
                        where start >= shortest.start && shownLength(start: start, end: end) == target {
                            kept = (start, end)
                            break search
                        }
                    }
                }
            }
        }
        let start = head.prefix(kept.head)
        let end = last.suffix(kept.tail)
        let gap = start.last == "…" || end.first == "…" ? "" : "…"
        return start.joined() + gap + end.joined()
    }

    /// Where `characters` may be cut: `true` at every position (0 through the count) that is
    /// not inside a spelled-out code point.
    static func cutPositions(_ characters: [Substring]) -> [Bool] {
        var allowed = [Bool](repeating: true, count: characters.count + 1)
        var index = 0
        while index < characters.count {
            if characters[index] == "<", let length = spelledOutLength(characters, at: index) {
                for inside in (index + 1)..<(index + length) { allowed[inside] = false }
                index += length
            } else {
                index += 1
            }
        }
        return allowed
    }
}

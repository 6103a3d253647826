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
        let headLength = max(maximumLength - 1 - tailLength, 0)
        var start = head.prefix(headLength)
        var end = last.suffix(tailLength)
        // A spelled-out code point ("<U+2028>") is kept whole or left out, never cut ("…U+2028>").
        if let opening = start.suffix(spelledOutMaximum - 1).lastIndex(of: "<"),
           let length = spelledOutLength(head, at: opening), opening + length > start.endIndex {
            start = head[..<opening]
        }
        for opening in max(end.startIndex - spelledOutMaximum + 1, last.startIndex)..<end.startIndex where last[opening] == "<" {
            if let length = spelledOutLength(last, at: opening), opening + length > end.startIndex {
                end = last[min(opening + length, last.endIndex)...]
                break
            }
        }
        // One "…" where a cut character's mark already stands there.
        let gap = start.last == "…" || end.first == "…" ? "" : "…"
        return start.joined() + gap + end.joined()
    }
}

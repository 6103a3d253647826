import struct Foundation.URL
import struct Foundation.URLComponents
internal import ProgressTables

/// Which name a file is shown by, made safe to show: file names come from strangers.
///
/// - The name is a non-blank display name, else the URL's last path component (percent-decoded;
///   left encoded when it does not decode to UTF-8). An empty path, the root, and a path that
///   ends in `.` or `..` give no name — nor does a relative file URL's base: the current
///   directory's name never shows for `URL(fileURLWithPath: "")`.
/// - Control characters are made visible, never passed to a terminal: C0 controls as Unicode
///   control pictures (ESC → "␛", newline → "␊", tab → "␉"), DEL as "␡", C1 controls and line
///   or paragraph separators as "<U+0085>"-style text, U+FFFD as "?".
/// - Invisible characters are made visible the same way: format characters such as ZWSP
///   (`<U+200B>`), the BOM (`<U+FEFF>`), the soft hyphen and tag characters (`<U+E0041>`), the
///   Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and Khmer's invisible vowels (U+17B4,
///   U+17B5). A ZWJ or ZWNJ stays only where it joins: inside an emoji sequence (👨‍👩‍👧), or
///   between two letters of a script that joins (Arabic, Persian, Indic — any letter from
///   U+0590 on); elsewhere it is shown as `<U+200D>`.
/// - Bidi formatting is removed — embeddings, overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069) and the marks LRM, RLM and ALM — so `photo\u{202E}gpj.exe` shows as
///   "photogpj.exe", its real extension, and nothing in a name can reorder the sentence around
///   it (the name is also isolated, see `TextDirection`).
/// - Names longer than ``maximumLength`` characters are shortened in the middle with "…",
///   keeping the end of the name and its extension. One character (grapheme cluster) keeps at
///   most ``maximumClusterScalars`` code points, the cut marked with "…": a letter with 40,000
///   combining marks is one character, and would otherwise be shown whole.
///
/// The work is bounded whatever the name's length: only the first and the last
/// ``examinedScalars`` code points are ever looked at (a longer name is shortened anyway), and
/// each is looked at a fixed number of times.
///
/// A log line and a spoken text take the name `whole`: never shortened to ``maximumLength``
/// (a log is searched and read later, a reader says the name the user gave; a file system's
/// name is at most 255 bytes), and never with the shortener's "…", which a log would keep as if
/// it were part of the name and a reader says as "dot dot dot". A character's code points past
/// ``maximumClusterScalars`` are dropped unmarked, and a name past the examined code points (no
/// file system's, only a display name built to attack) keeps its first ``examinedScalars``.
package enum FileNamePolicy {
    /// The longest name shown, in characters (grapheme clusters).
    package static let maximumLength = 64

    /// The most code points one shown character keeps. The longest emoji sequences have 10
    /// (👩🏻‍❤️‍💋‍👨🏼), Indic conjuncts fewer; more is decoration or an attack.
    static let maximumClusterScalars = 16

    /// How many code points are examined at each end of a name: enough for ``maximumLength``
    /// characters of ``maximumClusterScalars`` each.
    static let examinedScalars = maximumLength * maximumClusterScalars

    /// The display name, made safe, if it has any visible content (`whole`: for a log line or
    /// speech, see above).
    package static func displayName(_ name: String?, whole: Bool = false) -> String? {
        guard let name else { return nil }
        return isPlain(name.unicodeScalars[...]) ? name : displayName(scalars: name.unicodeScalars, whole: whole)
    }

    /// The display name for a name given as code points, made safe, if it has any visible
    /// content; reads at most ``examinedScalars`` code points from each end.
    package static func displayName<Scalars: BidirectionalCollection<Unicode.Scalar>>(scalars: Scalars, whole: Bool = false) -> String? {
        let window = ScalarWindow(scalars, limit: examinedScalars)
        if whole {
            // The whole name (the head is all of it unless the middle was dropped), no cut marked.
            let head = clusters(of: sanitized(Array(window.head)), marked: false)
            return head.contains(where: isVisible) ? head.joined() : nil
        }
        // A joiner at the end of a head cut from a longer name joins nothing that is shown.
        var headScalars = window.head[...]
        while window.middleDropped, let last = headScalars.last, last == "\u{200D}" || last == "\u{200C}" {
            headScalars = headScalars.dropLast()
        }
        let head = clusters(of: sanitized(Array(headScalars)))
        // A tail cut from a longer name may start inside a character: drop that fragment.
        let tail = clusters(of: sanitized(Array(window.tail.drop(while: continuesACharacter))))
        guard head.contains(where: isVisible) || tail.contains(where: isVisible) else { return nil }
        return shortened(head: head, tail: tail, middleDropped: window.middleDropped)
    }

    /// Whether `scalars` are shown as they are because no rule can change them: at most
    /// ``maximumLength`` code points, each a printable ASCII character or a letter, digit,
    /// punctuation, symbol or space from beyond Latin-1's controls, at least one of them visible —
    /// the common name ("photos.zip", "Résumé.pdf", "データ.iso") checked in one short pass that
    /// reads at most ``maximumLength`` + 1 code points. Right-to-left and Indic scripts, joiners,
    /// emoji, marks, conjoining jamo and everything from U+D7B0 on take the general path.
    private static func isPlain(_ scalars: Substring.UnicodeScalarView) -> Bool {
        if let plain = isPlainASCII(Substring(scalars).utf8) { return plain }
        var count = 0
        var visible = false
        for scalar in scalars {
            count += 1
            guard count <= maximumLength else { return false }
            switch scalar.value {
            case 0x21...0x7E:
                visible = true
            case 0x20:
                break
            case 0xA1...:
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber, .otherNumber,
                     .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .otherPunctuation,
                     .mathSymbol, .currencySymbol, .otherSymbol:
                    // Right-to-left letters and emoji go the long way (isolation, joiners).
                    guard !scalar.properties.isEmoji else { return false }
                    // So do the Hangul filler (shown spelled out) and the conjoining jamo of
                    // Extended-A and -B (any number of them makes one character).
                    switch scalar.value {
                    case 0xA1..<0x0590, 0x3000..<0x3164, 0x3165..<0xA960, 0xA980..<0xD7B0: break
                    default: return false
                    }
                    visible = true
                default:
                    return false
                }
            default:
                return false
            }
        }
        return visible
    }

    /// ``isPlain(_:)`` for a name of ASCII bytes, read as bytes (most names: no code point is
    /// decoded, no property looked up); `nil` at the first byte beyond ASCII, where the code points
    /// decide.
    private static func isPlainASCII(_ bytes: Substring.UTF8View) -> Bool? {
        var count = 0
        var visible = false
        for byte in bytes {
            count += 1
            guard count <= maximumLength else { return false }
            switch byte {
            case 0x21...0x7E: visible = true
            case 0x20: break
            case 0x80...: return nil
            default: return false
            }
        }
        return visible
    }

    /// The last path component of `url`, made safe (`whole`: for a log line or speech), or `nil`
    /// for an empty path, the root, or a path ending in `.` or `..`.
    ///
    /// The URL's own path is read, not resolved against a base URL: `URL(fileURLWithPath: "")`
    /// and `URL(fileURLWithPath: ".")` stand for the current directory, `".."` for its parent,
    /// and neither directory's name is the file's.
    package static func lastPathComponent(of url: URL, whole: Bool = false) -> String? {
        var component = lastComponent(of: url.relativePath)
        if component.isEmpty, !url.isFileURL || url.absoluteString.contains("%"),
           let encoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath {
            // Percent-encoding that is not UTF-8: show it encoded rather than lose it.
            component = lastComponent(of: encoded)
        }
        guard !component.isEmpty, !component.elementsEqual(".".unicodeScalars),
              !component.elementsEqual("..".unicodeScalars) else { return nil }
        return isPlain(component) ? String(Substring(component)) : displayName(scalars: component, whole: whole)
    }

    /// The code points after the last `/` of `path`, trailing slashes ignored. Scans bytes from
    /// the end (a `/` is never part of a longer UTF-8 sequence), never characters: stepping back
    /// by characters over a run of regional indicators costs time quadratic in its length.
    private static func lastComponent(of path: String) -> Substring.UnicodeScalarView {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash {
            start = bytes.index(before: start)
        }
        return path.unicodeScalars[start..<end]
    }

    /// Whether `scalar` can only continue a character (a combining mark, ZWJ, a variation
    /// selector, an emoji modifier or tag), never start one.
    private static func continuesACharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar == "\u{200D}" || scalar.properties.isEmojiModifier || (0xE0020...0xE007F).contains(scalar.value)
        }
    }

    /// Whether a shown character is more than white space.
    private static func isVisible(_ cluster: Substring) -> Bool {
        cluster.contains { !$0.isWhitespace }
    }
}

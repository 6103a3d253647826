import struct Foundation.URL
import struct Foundation.URLComponents

/// Which name a file is shown by, made safe to show: file names come from strangers.
///
/// - The name is a non-blank display name, else the URL's last path component (percent-decoded;
///   left encoded when it does not decode to UTF-8). An empty path or the root gives no name.
/// - Control characters are made visible, never passed to a terminal: C0 controls as Unicode
///   control pictures (ESC → "␛", newline → "␊", tab → "␉"), DEL as "␡", C1 controls and line
///   or paragraph separators as "<U+0085>"-style text, U+FFFD as "?".
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed, so
///   `photo\u{202E}gpj.exe` shows as "photogpj.exe" — its real extension — and nothing in a name
///   can reorder the sentence around it (the name is also isolated, see `BidiIsolation` in Parts).
/// - Names longer than ``maximumLength`` characters are shortened in the middle with "…",
///   keeping the end of the name and its extension.
package enum FileNamePolicy {
    /// The longest name shown, in characters (grapheme clusters).
    package static let maximumLength = 64

    /// The display name, made safe, if it has any visible content.
    package static func displayName(_ name: String?) -> String? {
        guard let name else { return nil }
        let safe = sanitized(name)
        guard safe.contains(where: { !$0.isWhitespace }) else { return nil }
        return shortened(safe)
    }

    /// The last path component of `url`, made safe, or `nil` for an empty path or the root.
    package static func lastPathComponent(of url: URL) -> String? {
        var component = url.lastPathComponent
        if component.isEmpty, !url.isFileURL || url.absoluteString.contains("%"),
           let encoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath {
            // Percent-encoding that is not UTF-8: show it encoded rather than lose it.
            component = encoded.split(separator: "/").last.map(String.init) ?? ""
        }
        guard component != "/", component != "." else { return nil }
        return displayName(component)
    }

    /// `name` with controls made visible and bidi formatting removed.
    package static func sanitized(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F, 0x2028, 0x2029:
                result.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).paddedTo4)>".unicodeScalars)
            case 0x202A...0x202E, 0x2066...0x2069:
                continue
            case 0xFFFD:
                result.append("?")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `name` cut in the middle to ``maximumLength`` characters, keeping its end and extension.
    package static func shortened(_ name: String) -> String {
        guard name.count > maximumLength else { return name }
        var extensionLength = 0
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let length = name.distance(from: dot, to: name.endIndex)
            extensionLength = length <= 12 ? length : 0
        }
        let tailLength = extensionLength + 8
        let headLength = maximumLength - 1 - tailLength
        return String(name.prefix(headLength)) + "…" + String(name.suffix(tailLength))
    }
}

extension String {
    /// The string left-padded with zeros to four characters ("85" → "0085").
    fileprivate var paddedTo4: String { String(repeating: "0", count: max(0, 4 - count)) + self }
}

/// The one policy for text that came from outside — string tables, file names, locale strings,
/// message keys, file paths — on its way to a terminal, a CSV file, JSON or an HTML page.
///
/// Every command and every format of the CLI (and the review sheets) passes such text through
/// exactly one of these functions before writing it:
///
///     OutputPolicy.terminal("a\u{1B}[2Jb")        // "a␛[2Jb": no escape sequence reaches a terminal
///     OutputPolicy.terminal("x\u{202E}yz")       // "xyz": no override can reorder what follows
///     OutputPolicy.csvField("=HYPERLINK(…)")     // "'=HYPERLINK(…)": no formula runs in a spreadsheet
///     OutputPolicy.html("<b>\u{00A0}")           // "&lt;b&gt;\u{00A0}"
///
/// What it does to a text, in every form:
/// - C0 controls (NUL, ESC, CR, LF, TAB…) become Unicode control pictures (␀ ␛ ␍ ␊ ␉), DEL
///   becomes ␡; C1 controls, U+2028/U+2029 and U+FFFD become visible `<U+0085>` text;
/// - bidi embeddings and overrides (U+202A–U+202E) are removed; isolates (U+2066–U+2069) are
///   balanced: a PDI without an opener is removed and openers left open are closed at the end,
///   so a text can never reorder what stands after it;
/// - everything else (letters, marks, NBSP/NNBSP, LRM/RLM/ALM, ZWJ/ZWNJ) passes unchanged, so
///   translations in every script read as written.
public enum OutputPolicy {
    /// `text` made safe for a terminal line (see the type's rules).
    public static func terminal(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var openIsolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F, 0x2028, 0x2029, 0xFFFD:
                result.append(contentsOf: visibleCodePoint(scalar).unicodeScalars)
            case 0x202A...0x202E:
                continue
            case 0x2066...0x2068:
                openIsolates += 1
                result.append(scalar)
            case 0x2069:
                guard openIsolates > 0 else { continue }
                openIsolates -= 1
                result.append(scalar)
            default:
                result.append(scalar)
            }
        }
        for _ in 0..<openIsolates {
            result.append("\u{2069}")
        }
        return String(result)
    }

    /// `text` as one RFC 4180 CSV field, made safe as for a terminal, with a leading `=`, `+`,
    /// `-`, `@`, tab or CR neutralised by a leading apostrophe (so a spreadsheet shows it as
    /// text, never runs it as a formula), and quoted when it holds a comma, a quote or a line
    /// break.
    public static func csvField(_ text: String) -> String {
        var safe = terminal(text)
        if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            safe = "'" + safe
        }
        let needsQuotes = safe.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` made safe as for a terminal and escaped for HTML text and attribute values
    /// (`&`, `<`, `>`, `"`, `'`).
    public static func html(_ text: String) -> String {
        var result = ""
        for character in terminal(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `<U+0085>`: a code point written so it can be seen.
    static func visibleCodePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}

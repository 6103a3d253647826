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
///   translations in every script read as written. Invisible but inert characters (ZWSP, BOM,
///   tag characters) pass too: they move nothing on a screen; lint flags them in a table
///   (`ControlCharacterRule`) and the file-name policy shows them in names.
///
/// JSON: the CLI applies ``terminal(_:)`` to every string value it writes, so a JSON value
/// holds exactly the text the terminal form shows (JSON would escape controls itself, but not
/// bidi overrides or U+2028).
///
/// The functions are idempotent (`terminal(terminal(x)) == terminal(x)`), run in time linear
/// in the text, and leave a text that needs nothing untouched.
public enum OutputPolicy {
    /// `text` made safe for a terminal line (see the type's rules).
    ///
    ///     OutputPolicy.terminal("7%\u{1B}]0;pwned\u{07} done")   // "7%␛]0;pwned␇ done"
    ///     OutputPolicy.terminal("a\u{2069}\u{2067}b")             // "a\u{2067}b\u{2069}"
    ///
    /// - Complexity: O(*n*) in the text's length.
    public static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        // UTF-8 bytes, not a `String.UnicodeScalarView`: appending to a scalar view copies
        // on every `append(contentsOf:)` and turns a megabyte into seconds.
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { result.append($0) }
        }
        var openIsolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                append("\u{2421}")
            case 0x80...0x9F, 0x2028, 0x2029, 0xFFFD:
                result.append(contentsOf: visibleCodePoint(scalar).utf8)
            case 0x202A...0x202E:
                continue
            case 0x2066...0x2068:
                openIsolates += 1
                append(scalar)
            case 0x2069:
                guard openIsolates > 0 else { continue }
                openIsolates -= 1
                append(scalar)
            default:
                append(scalar)
            }
        }
        for _ in 0..<openIsolates {
            append("\u{2069}")
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` made safe for a terminal and cut to at most `columns` terminal columns, ending
    /// in "…" when cut (whole grapheme clusters, measured with ``DisplayWidth``); isolates
    /// stay balanced even when the cut falls inside one.
    ///
    ///     OutputPolicy.terminal("\u{2067}שלום עולם\u{2069}!", columns: 5)   // "\u{2067}שלום…\u{2069}"
    public static func terminal(_ text: String, columns: Int) -> String {
        terminal(DisplayWidth.truncate(terminal(text), toColumns: columns))
    }

    /// `text` as one RFC 4180 CSV field, made safe as for a terminal, with a leading `=`, `+`,
    /// `-`, `@`, tab or CR neutralised by a leading apostrophe (so a spreadsheet shows it as
    /// text, never runs it as a formula), and quoted when it holds a comma or a quote.
    ///
    /// "Leading" looks past white space and invisible characters (bidi controls, ZWSP, BOM…),
    /// which a spreadsheet may strip before it decides:
    ///
    ///     OutputPolicy.csvField("-5")                  // "'-5"
    ///     OutputPolicy.csvField("\u{202E}=1+1")         // "'=1+1"
    ///     OutputPolicy.csvField(" @SUM(A1)")            // "' @SUM(A1)"
    ///     OutputPolicy.csvField("say \"hi\", then go")  // "\"say \"\"hi\"\", then go\""
    ///
    /// Line breaks never need quoting: the terminal rules have made them visible (␍ ␊).
    public static func csvField(_ text: String) -> String {
        var safe = terminal(text)
        if startsLikeFormula(text) || startsLikeFormula(safe) {
            safe = "'" + safe
        }
        let needsQuotes = safe.unicodeScalars.contains { $0 == "," || $0 == "\"" }
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

    // MARK: - Rules

    /// Whether ``terminal(_:)`` changes or counts `scalar`.
    static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFD, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// Whether the first character of `text` that a spreadsheet could see — past white space
    /// and default-ignorable characters — starts a formula.
    static func startsLikeFormula(_ text: String) -> Bool {
        let first = text.unicodeScalars.first { scalar in
            formulaStarts.contains(scalar)
                || !(scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint)
        }
        return first.map(formulaStarts.contains) ?? false
    }

    /// `<U+0085>`: a code point written so it can be seen.
    public static func visibleCodePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}

import ProgressParts
import ProgressICU

/// How many terminal columns text takes, for aligning previews in a terminal.
///
/// East Asian wide and fullwidth characters take two columns; combining marks, format
/// characters (such as the bidi isolates U+2068/U+2069 and Arabic letter mark U+061C) and
/// controls take none.
///
///     DisplayWidth.columns(of: "419 kB")        // 6
///     DisplayWidth.columns(of: "9個のファイル")   // 13
///     DisplayWidth.columns(of: "e\u{301}")       // 1
///
/// ICU: `u_charType`, `u_getIntPropertyValue(UCHAR_EAST_ASIAN_WIDTH)`.
public enum DisplayWidth {
    /// The columns `text` takes in a terminal.
    public static func columns(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one scalar takes: 0, 1 or 2.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        ICUCharacter.columns(of: scalar)
    }

    /// `text` cut to at most `width` columns, ending in "…" when cut; whole grapheme clusters only.
    public static func truncate(_ text: String, toColumns width: Int) -> String {
        guard columns(of: text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = columns(of: String(character))
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}


/// How many terminal columns text takes, as `wcwidth` and Unicode's East Asian Width (UAX #11)
/// count them: what ``ProgressTextFormatter/format(_:columns:)`` fits a line to.
///
/// East Asian wide and fullwidth characters take two columns, and so does an emoji shown as
/// one (a character with Emoji_Presentation, or an emoji followed by U+FE0F, a whole ZWJ
/// sequence or flag counted once); combining marks, format characters (such as the bidi isolates
/// U+2068/U+2069 and the Arabic letter mark U+061C) and controls take none.
///
///     DisplayWidth.columns(of: "419 kB")        // 6
///     DisplayWidth.columns(of: "9個のファイル")   // 13
///     DisplayWidth.columns(of: "e\u{301}")       // 1
///     DisplayWidth.columns(of: "❤️ 👨‍👩‍👧")           // 5
///
/// ICU: `u_charType`, `u_getIntPropertyValue(UCHAR_EAST_ASIAN_WIDTH)`, `u_hasBinaryProperty`.
public enum DisplayWidth {
    /// The columns `text` takes in a terminal.
    public static func columns(of text: String) -> Int {
        // ASCII without controls: one column each, no grapheme clusters to find.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        // Without an emoji, a joiner or a variation selector no cluster is counted as a whole,
        // so the scalars' columns add up alike — without finding the clusters, which cost more
        // than the rest of fitting a line that already fits.
        var total = 0
        for scalar in text.unicodeScalars {
            if scalar.value < 0x7F {
                if scalar.value >= 0x20 { total += 1 }
            } else if scalar.value == 0x200D || scalar.value == 0xFE0F || scalar.properties.isEmoji {
                return text.reduce(0) { $0 + columns(of: $1) }
            } else {
                total += ICUCharacter.columns(of: scalar)
            }
        }
        return total
    }

    /// The columns one character (a grapheme cluster) takes: 2 for an emoji shown as one,
    /// otherwise its scalars' columns added up, as `wcwidth` adds them (a Devanagari conjunct
    /// with a spacing vowel sign, "प्रा", takes 3).
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let selectsEmoji = scalars.contains("\u{FE0F}")
        if ICUCharacter.isWideEmoji(first, beforeVariationSelector: selectsEmoji) { return 2 }
        return scalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one scalar takes alone: 0, 1 or 2.
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
            let characterWidth = columns(of: character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}

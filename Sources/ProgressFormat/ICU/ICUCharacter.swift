internal import CICUShim

/// Character properties from ICU, for the tools that lay text out in a terminal.
///
/// ICU: `u_charType`, `u_getIntPropertyValue(UCHAR_EAST_ASIAN_WIDTH)`, `u_hasBinaryProperty`
/// (`UCHAR_EMOJI_PRESENTATION`, `UCHAR_EMOJI`), `u_charDirection`.
enum ICUCharacter {
    /// The terminal columns `scalar` takes: 0 for controls, combining marks and format
    /// characters; 2 for East Asian wide and fullwidth characters; 1 otherwise.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        Int(cicu_char_columns(Int32(bitPattern: scalar.value)))
    }

    /// Whether `scalar` is shown as a wide emoji: it has Emoji_Presentation ("😀"), or it is an
    /// emoji character followed by the emoji variation selector U+FE0F (`beforeVariationSelector`:
    /// "❤️").
    static func isWideEmoji(_ scalar: Unicode.Scalar, beforeVariationSelector: Bool) -> Bool {
        cicu_char_is_wide_emoji(Int32(bitPattern: scalar.value), beforeVariationSelector ? 1 : 0) != 0
    }

    /// Whether `scalar` is a right-to-left letter or a bidi control character.
    static func isBidiSensitive(_ scalar: Unicode.Scalar) -> Bool {
        cicu_char_is_bidi_sensitive(Int32(bitPattern: scalar.value)) != 0
    }
}

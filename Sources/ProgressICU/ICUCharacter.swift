internal import CICUShim

/// Character properties from ICU, for the tools that lay text out in a terminal.
///
/// ICU: `u_charType`, `u_getIntPropertyValue(UCHAR_EAST_ASIAN_WIDTH)`, `u_charDirection`.
package enum ICUCharacter {
    /// The terminal columns `scalar` takes: 0 for controls, combining marks and format
    /// characters; 2 for East Asian wide and fullwidth characters; 1 otherwise.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        Int(cicu_char_columns(Int32(bitPattern: scalar.value)))
    }

    /// Whether `scalar` is a right-to-left letter or a bidi control character.
    package static func isBidiSensitive(_ scalar: Unicode.Scalar) -> Bool {
        cicu_char_is_bidi_sensitive(Int32(bitPattern: scalar.value)) != 0
    }
}

/// Which text needs isolating from its neighbours on a line: right-to-left letters and
/// explicit bidi controls.
///
///     BidiText.containsBidiSensitiveScalars("7% completed")    // false
///     BidiText.containsBidiSensitiveScalars("اكتمل ٧٪")        // true
///
/// The library isolates file names itself; this covers whole cells, such as a right-to-left
/// name in an English column. It checks the right-to-left blocks (Hebrew through NKo and
/// Samaritan, the presentation forms, and the supplementary right-to-left area) rather than
/// the full Bidi_Class property, which is close enough for deciding whether to add isolates.
enum BidiText {
    /// Whether `text` holds a right-to-left letter or a bidi control character.
    static func containsBidiSensitiveScalars(_ text: String) -> Bool {
        text.unicodeScalars.contains { isBidiSensitive($0) }
    }

    /// Whether `scalar` is in a right-to-left block or is a bidi control.
    static func isBidiSensitive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF,            // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic Extended
             0xFB1D...0xFDFF,            // Hebrew and Arabic presentation forms A
             0xFE70...0xFEFE,            // Arabic presentation forms B
             0x10800...0x10FFF,          // supplementary right-to-left scripts
             0x1E800...0x1EFFF,          // Mende Kikakui, Adlam, Arabic mathematical symbols
             0x200E, 0x200F, 0x061C,     // LRM, RLM, ALM
             0x202A...0x202E,            // embeddings and overrides
             0x2066...0x2069:            // isolates
            true
        default:
            false
        }
    }
}

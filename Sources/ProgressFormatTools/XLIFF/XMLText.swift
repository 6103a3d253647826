/// Text made safe for XML 1.0 element content and double-quoted attribute values, losslessly:
/// any XML parser reads back exactly the characters written.
///
/// - `&`, `<`, `>` and `"` become `&amp;`, `&lt;`, `&gt;`, `&quot;`;
/// - tab, line feed and carriage return become `&#9;`, `&#10;`, `&#13;` (a character
///   reference survives the line-end and attribute normalisation a raw one would not);
/// - characters that would act unseen on a terminal or in an editor — DEL, C1 controls,
///   U+2028/U+2029, U+FEFF and the bidi controls (LRM, RLM, ALM, embeddings, overrides,
///   isolates) — become references such as `&#x202E;`, so they are visible in the file and no
///   raw override ever reaches a terminal;
/// - the other C0 controls and U+FFFE/U+FFFF cannot be written in XML 1.0 at all, not even as
///   references: ``escaped(_:)`` throws ``Unrepresentable`` with the character and its UTF-16
///   offset.
///
///     try XMLText.escaped("5 < 7 & \"x\"")      // "5 &lt; 7 &amp; &quot;x&quot;"
///     try XMLText.escaped("a\u{202E}b")          // "a&#x202E;b"
///     try XMLText.escaped("a\u{1B}b")            // throws Unrepresentable(scalar: "\u{1B}", position: 1)
package enum XMLText {
    /// A character XML 1.0 cannot carry, and where it is (UTF-16 offset).
    package struct Unrepresentable: Error, Hashable, Sendable {
        /// The character.
        package var scalar: Unicode.Scalar
        /// Its UTF-16 offset in the text.
        package var position: Int

        /// A character at a UTF-16 offset.
        package init(scalar: Unicode.Scalar, position: Int) {
            self.scalar = scalar
            self.position = position
        }

        /// `U+001B`.
        package var codePoint: String { ControlCharacterRule.codePoint(scalar) }
    }

    /// Characters written as `&#x…;` references although XML could carry them raw.
    static let referenced: Set<UInt32> = [
        0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
        0x2028, 0x2029, 0xFEFF,
    ]

    /// `text` escaped for XML (see the type's rules).
    package static func escaped(_ text: String) throws(Unrepresentable) -> String {
        var result = ""
        var position = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x09, 0x0A, 0x0D: result += "&#\(scalar.value);"
            case 0x00...0x1F, 0xFFFE, 0xFFFF: throw Unrepresentable(scalar: scalar, position: position)
            case 0x7F...0x9F: result += reference(scalar)
            case let value where referenced.contains(value): result += reference(scalar)
            default: result.unicodeScalars.append(scalar)
            }
            position += scalar.utf16.count
        }
        return result
    }

    /// `&#x202E;`.
    static func reference(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "&#x" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ";"
    }
}

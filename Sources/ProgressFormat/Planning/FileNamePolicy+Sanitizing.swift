internal import ProgressTables

extension FileNamePolicy {
    /// `name` with controls and invisible characters made visible and bidi formatting removed
    /// (the rules of ``FileNamePolicy``), in time linear in its length.
    static func sanitized(_ name: String) -> String {
        sanitized(Array(name.unicodeScalars))
    }

    /// `scalars` made safe, in one pass, each looked at with its neighbours only.
    static func sanitized(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        func spellOut(_ scalar: Unicode.Scalar) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            bytes.append(contentsOf: "<U+".utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, 4 - hex.utf8.count)))
            bytes.append(contentsOf: hex.utf8)
            bytes.append(UInt8(ascii: ">"))
        }
        for index in scalars.indices {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x00...0x1F:
                append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F:
                append("\u{2421}")
            case 0x80...0x9F, 0x2028, 0x2029:
                spellOut(scalar)
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            case 0xFFFD:
                append("?")
            case 0x200C, 0x200D:
                let previous = index > scalars.startIndex ? scalars[index - 1] : nil
                let next = index + 1 < scalars.endIndex ? scalars[index + 1] : nil
                if joins(previous, next) { append(scalar) } else { spellOut(scalar) }
            case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x17B4, 0x17B5, 0xE0000...0xE007F:
                spellOut(scalar)
            default:
                if scalar.properties.generalCategory == .format { spellOut(scalar) } else { append(scalar) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a ZWJ or ZWNJ between `previous` and `next` joins them: inside an emoji sequence
    /// (after an emoji, its modifier or VS16, before an emoji), or between letters of a script
    /// from U+0590 on (Hebrew, Arabic, Indic…; Latin, Greek and Cyrillic never need one).
    private static func joins(_ previous: Unicode.Scalar?, _ next: Unicode.Scalar?) -> Bool {
        guard let previous, let next else { return false }
        func isEmoji(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isEmoji && !scalar.isASCII }
        if isEmoji(next), isEmoji(previous) || previous == "\u{FE0F}" || previous.properties.isEmojiModifier {
            return true
        }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
        }
        func isMark(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: true
            default: false
            }
        }
        return previous.value >= 0x0590 && (isLetter(previous) || isMark(previous)) && isLetter(next)
    }
}

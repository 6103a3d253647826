/// The scanner's tokens that span bytes: strings (escapes, surrogate pairs, the text of the
/// outermost object's keys and values) and numbers (RFC 8259's grammar, state by state).
extension SnapshotJSONScanner {
    // MARK: - Strings

    mutating func readString(_ byte: UInt8, isKey: Bool) {
        if pendingHighSurrogate != nil, byte != UInt8(ascii: "\\") {
            fail(reason: "a \\u escape of half a surrogate pair")
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            endString(isKey: isKey)
        case UInt8(ascii: "\\"):
            state = .escape(isKey: isKey)
        case 0x00..<0x20:
            fail(reason: "a control character in a string must be escaped")
        default:
            if isAtMemberLevel { text.append(byte) }
        }
    }

    mutating func readEscape(_ byte: UInt8, isKey: Bool) {
        if pendingHighSurrogate != nil, byte != UInt8(ascii: "u") {
            fail(reason: "a \\u escape of half a surrogate pair")
            return
        }
        let unescaped: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped = byte
        case UInt8(ascii: "b"): unescaped = 0x08
        case UInt8(ascii: "f"): unescaped = 0x0C
        case UInt8(ascii: "n"): unescaped = 0x0A
        case UInt8(ascii: "r"): unescaped = 0x0D
        case UInt8(ascii: "t"): unescaped = 0x09
        case UInt8(ascii: "u"):
            state = .unicode(isKey: isKey, digits: 0, value: 0)
            return
        default:
            fail(reason: "an unknown escape in a string")
            return
        }
        if isAtMemberLevel { text.append(unescaped) }
        state = .string(isKey: isKey)
    }

    mutating func readUnicodeDigit(_ byte: UInt8, isKey: Bool, digits: Int, value: UInt32) {
        guard let digit = Self.hexValue(byte) else {
            fail(reason: "a \\u escape needs four hexadecimal digits")
            return
        }
        let value = value << 4 | digit
        guard digits == 3 else {
            state = .unicode(isKey: isKey, digits: digits + 1, value: value)
            return
        }
        state = .string(isKey: isKey)
        switch value {
        case 0xD800...0xDBFF:
            guard pendingHighSurrogate == nil else {
                fail(reason: "a \\u escape of half a surrogate pair")
                return
            }
            pendingHighSurrogate = value
        case 0xDC00...0xDFFF:
            guard let high = pendingHighSurrogate else {
                fail(reason: "a \\u escape of half a surrogate pair")
                return
            }
            pendingHighSurrogate = nil
            appendScalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
        default:
            guard pendingHighSurrogate == nil else {
                fail(reason: "a \\u escape of half a surrogate pair")
                return
            }
            appendScalar(value)
        }
    }

    mutating func appendScalar(_ value: UInt32) {
        guard isAtMemberLevel, let scalar = Unicode.Scalar(value) else { return }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    mutating func endString(isKey: Bool) {
        if isKey {
            if isAtMemberLevel { key = String(decoding: text, as: UTF8.self) }
            state = .colon
            return
        }
        if isAtMemberLevel { addMember(.string(String(decoding: text, as: UTF8.self))) }
        endValue()
    }

    // MARK: - Numbers

    mutating func readNumber(_ byte: UInt8, _ number: NumberState) {
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let next: NumberState?
        switch (number, byte) {
        case (.minus, UInt8(ascii: "0")): next = .zero
        case (.minus, _) where isDigit: next = .integer
        case (.integer, _) where isDigit: next = .integer
        case (.zero, UInt8(ascii: ".")), (.integer, UInt8(ascii: ".")): next = .point
        case (.point, _) where isDigit, (.fraction, _) where isDigit: next = .fraction
        case (.zero, UInt8(ascii: "e")), (.zero, UInt8(ascii: "E")), (.integer, UInt8(ascii: "e")), (.integer, UInt8(ascii: "E")),
             (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
            next = .exponentMark
        case (.exponentMark, UInt8(ascii: "+")), (.exponentMark, UInt8(ascii: "-")): next = .exponentSign
        case (.exponentMark, _) where isDigit, (.exponentSign, _) where isDigit, (.exponent, _) where isDigit: next = .exponent
        default: next = nil
        }
        if let next {
            if isAtMemberLevel { text.append(byte) }
            state = .number(next)
            return
        }
        guard number.canEnd else {
            fail(reason: "not a number: JSON numbers read like -12, 0.5 or 1e6")
            return
        }
        if isDigit {   // a leading zero: "01"
            fail(reason: "not a number: JSON numbers have no leading zeros")
            return
        }
        endNumber()
        step(byte)
    }

    mutating func endNumber() {
        if isAtMemberLevel { addMember(.number(String(decoding: text, as: UTF8.self))) }
        endValue()
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

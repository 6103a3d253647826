/// The scanner's tokens that span bytes: strings (escapes, surrogate pairs), numbers (RFC 8259's
/// grammar, state by state) and the literals `true`, `false`, `null`.
extension JSONScanner {
    /// RFC 8259's number grammar, as states: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    enum NumberState: Equatable {
        case minus, zero, integer, point, fraction, exponentMark, exponentSign, exponent

        /// The digit a number that stopped here lacks; `nil` when it may end here.
        var missingDigit: JSONSyntaxError.MissingDigit? {
            switch self {
            case .minus: .integer
            case .point: .fraction
            case .exponentMark, .exponentSign: .exponent
            case .zero, .integer, .fraction, .exponent: nil
            }
        }
    }

    /// `true`, `false` or `null`.
    enum Literal: Equatable {
        case `true`, `false`, null

        /// The literal as written.
        var word: String {
            switch self {
            case .true: "true"
            case .false: "false"
            case .null: "null"
            }
        }

        /// Its value.
        var value: JSONValue {
            switch self {
            case .true: .bool(true)
            case .false: .bool(false)
            case .null: .null
            }
        }
    }

    // MARK: - Strings

    /// A byte a string holds as it is (no quote, backslash or control character).
    static func isPlainInString(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    mutating func startString(isKey: Bool) {
        tokenStart = offset
        text = []
        state = .string(isKey: isKey)
    }

    mutating func readString(_ byte: UInt8, isKey: Bool) {
        if let highSurrogate, byte != UInt8(ascii: "\\") {
            return fail(.loneSurrogate, start: highSurrogate.start)
        }
        switch byte {
        case UInt8(ascii: "\""):
            let string = String(decoding: text, as: UTF8.self)
            if isKey {
                deliverKey(string)
            } else {
                deliver(.string(string))
            }
        case UInt8(ascii: "\\"):
            escapeStart = offset
            state = .escape(isKey: isKey)
        case 0x00..<0x20:
            fail(.controlCharacter, start: tokenStart)
        default:
            text.append(byte)
        }
    }

    mutating func readEscape(_ byte: UInt8, isKey: Bool) {
        if let highSurrogate, byte != UInt8(ascii: "u") {
            return fail(.loneSurrogate, start: highSurrogate.start)
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
            return fail(.unknownEscape, start: escapeStart)
        }
        text.append(unescaped)
        state = .string(isKey: isKey)
    }

    mutating func readUnicodeDigit(_ byte: UInt8, isKey: Bool, digits: Int, value: UInt32) {
        guard let digit = Self.hexValue(byte) else {
            return fail(.notHexDigit(afterHighSurrogate: highSurrogate != nil), start: highSurrogate?.start ?? escapeStart)
        }
        let value = value << 4 | digit
        guard digits == 3 else {
            state = .unicode(isKey: isKey, digits: digits + 1, value: value)
            return
        }
        switch (value, highSurrogate) {
        case (0xD800...0xDBFF, nil):
            highSurrogate = (value, escapeStart)
        case (0xDC00...0xDFFF, let high?):
            highSurrogate = nil
            appendScalar(0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00))
        case (0xDC00...0xDFFF, nil):
            return fail(.loneSurrogate, start: escapeStart)
        case (_, let high?):
            return fail(.loneSurrogate, start: high.start)
        default:
            appendScalar(value)
        }
        state = .string(isKey: isKey)
    }

    private mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Numbers

    mutating func readNumber(_ byte: UInt8, _ number: NumberState) {
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let isExponentMark = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        let next: NumberState?
        switch number {
        case .minus: next = byte == UInt8(ascii: "0") ? .zero : isDigit ? .integer : nil
        case .zero: next = byte == UInt8(ascii: ".") ? .point : isExponentMark ? .exponentMark : nil
        case .integer: next = isDigit ? .integer : byte == UInt8(ascii: ".") ? .point : isExponentMark ? .exponentMark : nil
        case .point: next = isDigit ? .fraction : nil
        case .fraction: next = isDigit ? .fraction : isExponentMark ? .exponentMark : nil
        case .exponentMark: next = isDigit ? .exponent : byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") ? .exponentSign : nil
        case .exponentSign, .exponent: next = isDigit ? .exponent : nil
        }
        if let next {
            text.append(byte)
            state = .number(next)
            return
        }
        if let missing = number.missingDigit {
            return fail(.missingDigit(missing), start: tokenStart)
        }
        if isDigit {   // after a leading zero: "01"
            return fail(.leadingZero, start: tokenStart)
        }
        endNumber()
        step(byte)
    }

    mutating func endNumber() {
        deliver(.number(String(decoding: text, as: UTF8.self)))
    }

    // MARK: - Literals

    mutating func readLiteral(_ byte: UInt8, _ literal: Literal, matched: Int) {
        let word = literal.word.utf8
        guard byte == word[word.index(word.startIndex, offsetBy: matched)] else {
            return fail(.badLiteral(literal.word), start: tokenStart)
        }
        if matched + 1 == word.count {
            deliver(literal.value)
        } else {
            state = .literal(literal, matched: matched + 1)
        }
    }
}

/// Finds the first syntax error in a JSON text, so a translator reads "line 3, column 18:
/// expected ',' or '}'" instead of a byte offset. (`JSONSerialization` only says "around
/// character 412", in English prose that may change between Foundation versions.)
///
///     JSONSyntaxScanner.firstError(in: Array("{\n  \"a\": 1\n  \"b\": 2\n}".utf8))
///     // JSONSyntaxError(line: 3, column: 3, reason: "expected ',' or '}' after a member")
///
/// One pass over the bytes with an explicit stack (no recursion), nesting limited to 512 levels
/// like `JSONSerialization`'s; strings are checked for escapes and raw control characters,
/// numbers for RFC 8259's grammar. Values it accepts that Foundation still refuses (a number
/// beyond `Double`) are left to Foundation's message.
package enum JSONSyntaxScanner {
    /// The deepest nesting accepted, as in `JSONSerialization`.
    package static let maximumDepth = 512

    /// Where and why `bytes` stop being JSON; `nil` if they are valid.
    package static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
        var scanner = Scanner(bytes: bytes)
        guard let (offset, reason) = scanner.scan() else { return nil }
        return JSONSyntaxError(bytes: bytes, offset: offset, reason: reason)
    }

    private enum Expected {
        case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var stack: [UInt8] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The offset and reason of the first error, or `nil`.
        mutating func scan() -> (Int, String)? {
            var expected = Expected.value
            while true {
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                guard index < bytes.count else {
                    return expected == .end ? nil : (index, "the file ends early" + (stack.isEmpty ? "" : "; a '\(Self.closer(stack.last))' is missing"))
                }
                let byte = bytes[index]
                switch expected {
                case .end:
                    return (index, "text after the end of the JSON value")
                case .value, .valueOrClose:
                    if expected == .valueOrClose, byte == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                        expected = afterValue
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        guard stack.count < maximumDepth else { return (index, "nested more than \(maximumDepth) levels") }
                        stack.append(byte)
                        index += 1
                        expected = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        return (index, "expected a value; JSON allows no ',' before '\(Character(Unicode.Scalar(byte)))'")
                    } else {
                        if let error = scanScalarValue() { return error }
                        expected = afterValue
                    }
                case .key, .keyOrClose:
                    if expected == .keyOrClose, byte == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                        expected = afterValue
                    } else if byte == UInt8(ascii: "\"") {
                        if let error = scanString() { return error }
                        expected = .colon
                    } else if byte == UInt8(ascii: "}") {
                        return (index, "expected a quoted key; JSON allows no ',' before '}'")
                    } else {
                        return (index, "expected a quoted key" + (expected == .keyOrClose ? " or '}'" : ""))
                    }
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return (index, "expected ':' after the key") }
                    index += 1
                    expected = .value
                case .commaOrClose:
                    let isObject = stack.last == UInt8(ascii: "{")
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        expected = isObject ? .key : .value
                    } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        index += 1
                        stack.removeLast()
                        expected = afterValue
                    } else {
                        return (index, isObject ? "expected ',' or '}' after a member" : "expected ',' or ']' after an element")
                    }
                }
            }
        }

        private var afterValue: Expected { stack.isEmpty ? .end : .commaOrClose }

        private static func closer(_ opener: UInt8?) -> Character {
            opener == UInt8(ascii: "{") ? "}" : "]"
        }

        /// A string, number, `true`, `false` or `null` at `index`.
        private mutating func scanScalarValue() -> (Int, String)? {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return scanString() }
            if byte == UInt8(ascii: "-") || isDigit(byte) { return scanNumber() }
            for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                index += literal.utf8.count
                return nil
            }
            return (index, byte == UInt8(ascii: "'") ? "expected a value; JSON strings take double quotes" : "expected a value")
        }

        private mutating func scanString() -> (Int, String)? {
            let start = index
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return (start, "a string is not closed") }
                    let escape = bytes[index + 1]
                    if escape == UInt8(ascii: "u") {
                        if let error = scanUnicodeEscape() { return error }
                    } else if Array("\"\\/bfnrt".utf8).contains(escape) {
                        index += 2
                    } else {
                        return (index, "unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                    }
                case 0x00..<0x20:
                    return (index, "a raw control character in a string; write it as an escape such as \\n")
                default:
                    index += 1
                }
            }
            return (start, "a string is not closed")
        }

        /// `\uXXXX` at `index`, a high surrogate only with its low one.
        private mutating func scanUnicodeEscape() -> (Int, String)? {
            let start = index
            guard let unit = hexUnit(at: index + 2) else { return (start, "'\\u' needs four hexadecimal digits") }
            index += 6
            if (0xDC00...0xDFFF).contains(unit) { return (start, "a lone UTF-16 surrogate escape") }
            guard (0xD800...0xDBFF).contains(unit) else { return nil }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                  let low = hexUnit(at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                return (start, "a lone UTF-16 surrogate escape")
            }
            index += 6
            return nil
        }

        private func hexUnit(at offset: Int) -> UInt16? {
            guard offset + 4 <= bytes.count else { return nil }
            return UInt16(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        }

        private mutating func scanNumber() -> (Int, String)? {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return (start, "a number needs a digit") }
            if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                return (start, "a number cannot start with 0")
            }
            skipDigits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { return (index, "a digit must follow '.'") }
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else { return (index, "an exponent needs a digit") }
                skipDigits()
            }
            return nil
        }

        private mutating func skipDigits() {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    }
}

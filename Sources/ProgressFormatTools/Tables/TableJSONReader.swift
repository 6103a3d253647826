/// A small, strict, bounded JSON reader that keeps what `JSONSerialization` forgets: the order
/// of object members and numbers as written.
///
/// It reads RFC 8259 JSON from UTF-8 bytes, refuses duplicate keys (a writer could not keep
/// both), nests at most ``maximumDepth`` levels and says where a problem is by line and column:
///
///     try TableJSONReader.value(of: Array(#"{"a": "x", "a": "y"}"#.utf8))
///     // throws SyntaxError(line: 1, column: 12, reason: "duplicate key 'a'")
package struct TableJSONReader {
    /// Where and why the text is not JSON a table can hold.
    package struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        package var line: Int
        /// The column in UTF-8 bytes, from 1.
        package var column: Int
        /// What is wrong.
        package var reason: String

        /// `line 3, column 5: expected ':' after a key`.
        package var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// How deeply objects and arrays may nest (a table needs 4).
    package static let maximumDepth = 32

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one JSON value `bytes` hold (white space around it allowed, nothing else).
    package static func value(of bytes: [UInt8]) throws(SyntaxError) -> TableJSON {
        var reader = TableJSONReader(bytes: bytes)
        reader.skipWhiteSpace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhiteSpace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws(SyntaxError) -> TableJSON {
        guard let byte = peek else { throw error("unexpected end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("expected a JSON value")
        }
    }

    private mutating func readObject(depth: Int) throws(SyntaxError) -> TableJSON {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        var members: [TableJSON.Member] = []
        var keys: Set<String> = []
        skipWhiteSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = index
            let key = try readString()
            guard keys.insert(key).inserted else { throw error("duplicate key '\(key)'", at: keyStart) }
            skipWhiteSpace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhiteSpace()
            members.append(TableJSON.Member(key: key, value: try readValue(depth: depth)))
            skipWhiteSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(SyntaxError) -> TableJSON {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        var elements: [TableJSON] = []
        skipWhiteSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try readValue(depth: depth))
            skipWhiteSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func readLiteral(_ word: String) throws(SyntaxError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("expected a JSON value")
        }
        index += utf8.count
    }

    private mutating func readNumber() throws(SyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Strings

    private mutating func readString() throws(SyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw error("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("a control character (U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))) must be escaped in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek else { throw error("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHex4()
            if (0xD800...0xDBFF).contains(value) {
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a lone surrogate in a \\u escape")
                }
                index += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(value) {
                throw error("a lone surrogate in a \\u escape")
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("not a character in a \\u escape") }
            utf8.append(contentsOf: String(Character(scalar)).utf8)
        default:
            index -= 1
            throw error("unknown escape '\\\(String(decoding: [byte], as: UTF8.self))'")
        }
    }

    private mutating func readHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Position

    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhiteSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// An error at `offset` (the current position by default), with its line and column.
    private func error(_ reason: String, at offset: Int? = nil) -> SyntaxError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return SyntaxError(line: line, column: end - lineStart + 1, reason: reason)
    }
}

/// A strict (RFC 8259) JSON scanner that can be fed a text in pieces and keeps the members of
/// the outermost object: what ``SnapshotLineReader`` reads a snapshot line — or a pretty-printed
/// snapshot, line after line — with.
///
///     var scanner = SnapshotJSONScanner()
///     scanner.consume(Array(#"{"kind": "file", "#.utf8))      // .needsMore
///     scanner.consume(Array(#""throughput": 5e4}"#.utf8))     // .needsMore (the value may go on)
///     scanner.finish()                                         // .complete
///     scanner.members   // [kind: .string("file"), throughput: .number("5e4")]
///
/// One pass, one byte at a time, with an explicit stack (no recursion, at most
/// ``maximumDepth`` levels): linear in the input whatever it holds, and resumable anywhere,
/// so a document read line by line is never scanned twice. Strings are checked for escapes,
/// raw control characters and lone surrogates, numbers for RFC 8259's grammar, and nothing may
/// follow the value but white space. The bytes must be UTF-8 (the reader checks each line).
struct SnapshotJSONScanner {
    /// A member's value, as much of it as a snapshot needs.
    enum Value: Equatable {
        case string(String)
        /// The number as written (`5e4`), checked against JSON's grammar.
        case number(String)
        case bool(Bool)
        case null
        case array
        case object
    }

    /// One member of the outermost object.
    struct Member: Equatable {
        /// The key, unescaped.
        var key: String
        /// The value.
        var value: Value
        /// The offset of the key's opening quote in the bytes consumed.
        var offset: Int
    }

    /// Where the scan is.
    enum Status: Equatable {
        /// Everything so far can start a JSON value; more is needed to end it.
        case needsMore
        /// A whole value, and nothing but white space after it (so far).
        case complete
        /// Not JSON: the offset of the byte where it stops being JSON, and why.
        case failed(offset: Int, reason: String)
    }

    /// The deepest nesting scanned; a snapshot needs one level.
    static let maximumDepth = 64

    /// The members of the outermost object, in order (duplicates included).
    private(set) var members: [Member] = []
    /// What the outermost value is, once it has started: `.object` for a snapshot.
    private(set) var outermost: Value?
    /// The scan's status after the bytes consumed so far.
    private(set) var status = Status.needsMore

    /// Bytes consumed so far.
    private var offset = 0
    private var state = State.value
    /// `true` for an object, `false` for an array, innermost last.
    private var stack: [Bool] = []
    /// The text of the outermost object's key, value string or number being read.
    private var text: [UInt8] = []
    private var key = ""
    private var keyOffset = 0
    private var pendingHighSurrogate: UInt32?

    private enum State: Equatable {
        case value, valueOrClose, valueAfterComma
        case key, keyOrClose, keyAfterComma
        case colon, commaOrClose, end
        case string(isKey: Bool)
        case escape(isKey: Bool)
        case unicode(isKey: Bool, digits: Int, value: UInt32)
        case number(NumberState)
        case literal(Literal, matched: Int)
    }

    /// RFC 8259's number grammar, as states: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private enum NumberState: Equatable {
        case minus, zero, integer, point, fraction, exponentMark, exponentSign, exponent

        /// Whether a number may end here.
        var canEnd: Bool { [.zero, .integer, .fraction, .exponent].contains(self) }
    }

    private enum Literal: Equatable {
        case `true`, `false`, null

        var bytes: [UInt8] {
            switch self {
            case .true: Array("true".utf8)
            case .false: Array("false".utf8)
            case .null: Array("null".utf8)
            }
        }
    }

    /// Whether the byte being read belongs to the outermost object's own members.
    private var isAtMemberLevel: Bool { stack.count == 1 && stack[0] }

    /// Consumes `bytes`, the next piece of the text; returns the status.
    @discardableResult
    mutating func consume(_ bytes: some Collection<UInt8>) -> Status {
        for byte in bytes {
            if case .failed = status { break }
            step(byte)
            offset += 1
        }
        return status
    }

    /// Ends the text (a `line`, say, in the reason of a failure): a number may end here;
    /// anything else still open is an error.
    @discardableResult
    mutating func finish(ending name: String = "text") -> Status {
        guard case .needsMore = status else { return status }
        if case .number(let number) = state, number.canEnd, stack.isEmpty {
            endNumber()
            return status
        }
        return fail(reason: endReason(name))
    }

    /// Why a text that ends now is not a whole value.
    private func endReason(_ name: String) -> String {
        switch state {
        case .string, .escape, .unicode: "the \(name) ends inside a string"
        default:
            if let innermost = stack.last {
                "the \(name) ends early; a '\(innermost ? "}" : "]")' is missing"
            } else {
                "the \(name) ends before a value"
            }
        }
    }

    // MARK: - One byte

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .string(let isKey):
            readString(byte, isKey: isKey)
        case .escape(let isKey):
            readEscape(byte, isKey: isKey)
        case .unicode(let isKey, let digits, let value):
            readUnicodeDigit(byte, isKey: isKey, digits: digits, value: value)
        case .number(let number):
            readNumber(byte, number)
        case .literal(let literal, let matched):
            let expected = literal.bytes
            guard byte == expected[matched] else {
                fail(reason: "expected '\(String(decoding: expected, as: UTF8.self))'")
                return
            }
            if matched + 1 == expected.count {
                if isAtMemberLevel { addMember(literal == .null ? .null : .bool(literal == .true)) }
                endValue()
            } else {
                state = .literal(literal, matched: matched + 1)
            }
        default:
            readStructure(byte)
        }
    }

    /// A byte between tokens.
    private mutating func readStructure(_ byte: UInt8) {
        if Self.isWhiteSpace(byte) { return }
        switch state {
        case .end:
            fail(reason: "text after the end of the JSON value (one snapshot per line)")
        case .value, .valueOrClose, .valueAfterComma:
            if byte == UInt8(ascii: "]"), state == .valueOrClose {
                close()
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                fail(reason: state == .valueAfterComma ? "JSON allows no ',' before '\(Character(Unicode.Scalar(byte)))'"
                     : "expected a value")
            } else {
                startValue(byte)
            }
        case .key, .keyOrClose, .keyAfterComma:
            if byte == UInt8(ascii: "}"), state == .keyOrClose {
                close()
            } else if byte == UInt8(ascii: "\"") {
                if isAtMemberLevel {
                    text = []
                    keyOffset = offset
                }
                state = .string(isKey: true)
            } else if byte == UInt8(ascii: "}") {
                fail(reason: "JSON allows no ',' before '}'")
            } else {
                fail(reason: "expected a quoted key" + (state == .keyOrClose ? " or '}'" : ""))
            }
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                fail(reason: "expected ':' after the key")
                return
            }
            state = .value
        case .commaOrClose:
            let isObject = stack.last ?? false
            if byte == UInt8(ascii: ",") {
                state = isObject ? .keyAfterComma : .valueAfterComma
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                close()
            } else {
                fail(reason: isObject ? "expected ',' or '}' after a member" : "expected ',' or ']' after a value")
            }
        default:
            fail(reason: "expected a value")
        }
    }

    /// The first byte of a value.
    private mutating func startValue(_ byte: UInt8) {
        let isMember = isAtMemberLevel
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maximumDepth else {
                fail(reason: "nested more than \(Self.maximumDepth) levels")
                return
            }
            let isObject = byte == UInt8(ascii: "{")
            if stack.isEmpty, outermost == nil { outermost = isObject ? .object : .array }
            if isMember { addMember(isObject ? .object : .array) }
            stack.append(isObject)
            state = isObject ? .keyOrClose : .valueOrClose
        case UInt8(ascii: "\""):
            if stack.isEmpty, outermost == nil { outermost = .string("") }
            text = []
            state = .string(isKey: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if stack.isEmpty, outermost == nil { outermost = .number("") }
            text = [byte]
            state = .number(byte == UInt8(ascii: "-") ? .minus : byte == UInt8(ascii: "0") ? .zero : .integer)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let literal: Literal = byte == UInt8(ascii: "t") ? .true : byte == UInt8(ascii: "f") ? .false : .null
            if stack.isEmpty, outermost == nil { outermost = literal == .null ? .null : .bool(literal == .true) }
            state = .literal(literal, matched: 1)
        default:
            fail(reason: "expected a value")
        }
    }

    // MARK: - Strings

    private mutating func readString(_ byte: UInt8, isKey: Bool) {
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

    private mutating func readEscape(_ byte: UInt8, isKey: Bool) {
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

    private mutating func readUnicodeDigit(_ byte: UInt8, isKey: Bool, digits: Int, value: UInt32) {
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

    private mutating func appendScalar(_ value: UInt32) {
        guard isAtMemberLevel, let scalar = Unicode.Scalar(value) else { return }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func endString(isKey: Bool) {
        if isKey {
            if isAtMemberLevel { key = String(decoding: text, as: UTF8.self) }
            state = .colon
            return
        }
        if isAtMemberLevel { addMember(.string(String(decoding: text, as: UTF8.self))) }
        endValue()
    }

    // MARK: - Numbers

    private mutating func readNumber(_ byte: UInt8, _ number: NumberState) {
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

    private mutating func endNumber() {
        if isAtMemberLevel { addMember(.number(String(decoding: text, as: UTF8.self))) }
        endValue()
    }

    // MARK: - Containers and values

    private mutating func close() {
        stack.removeLast()
        endValue()
    }

    private mutating func endValue() {
        if stack.isEmpty {
            state = .end
            status = .complete
        } else {
            state = .commaOrClose
        }
    }

    private mutating func addMember(_ value: Value) {
        members.append(Member(key: key, value: value, offset: keyOffset))
    }

    @discardableResult
    private mutating func fail(reason: String) -> Status {
        status = .failed(offset: offset, reason: reason)
        return status
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

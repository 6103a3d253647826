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
        /// Where the value lies in the bytes consumed, when it is an object or an array.
        var valueRange: Range<Int>?
    }

    /// One element of an outermost array.
    struct Element: Equatable {
        /// What the element is (a string's or a number's text is not kept).
        var value: Value
        /// Where the element lies in the bytes consumed, when it is an object or an array.
        var range: Range<Int>?
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
    /// The elements of the outermost array, in order (an array of snapshots, or the entries of
    /// `preview --format json`).
    private(set) var elements: [Element] = []
    /// What the outermost value is, once it has started: `.object` for a snapshot.
    private(set) var outermost: Value?
    /// The scan's status after the bytes consumed so far.
    private(set) var status = Status.needsMore

    // The scan's state, shared with SnapshotJSONScanner+Tokens.swift (strings and numbers).

    /// Bytes consumed so far.
    var offset = 0
    var state = State.value
    /// `true` for an object, `false` for an array, innermost last.
    var stack: [Bool] = []
    /// The text of the outermost object's key, value string or number being read.
    var text: [UInt8] = []
    var key = ""
    var keyOffset = 0
    /// Where the object or array being read inside the outermost container started.
    var childStart = 0
    var pendingHighSurrogate: UInt32?

    enum State: Equatable {
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
    enum NumberState: Equatable {
        case minus, zero, integer, point, fraction, exponentMark, exponentSign, exponent

        /// Whether a number may end here.
        var canEnd: Bool { [.zero, .integer, .fraction, .exponent].contains(self) }
    }

    enum Literal: Equatable {
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
    var isAtMemberLevel: Bool { stack.count == 1 && stack[0] }

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
    func endReason(_ name: String) -> String {
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

    mutating func step(_ byte: UInt8) {
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
    mutating func readStructure(_ byte: UInt8) {
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
    mutating func startValue(_ byte: UInt8) {
        let isMember = isAtMemberLevel
        if stack.count == 1, !stack[0] {
            let value: Value = switch byte {
            case UInt8(ascii: "{"): .object
            case UInt8(ascii: "["): .array
            case UInt8(ascii: "\""): .string("")
            case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool(byte == UInt8(ascii: "t"))
            case UInt8(ascii: "n"): .null
            default: .number("")
            }
            elements.append(Element(value: value))
        }
        if stack.count == 1, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { childStart = offset }
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

    // MARK: - Containers and values

    mutating func close() {
        stack.removeLast()
        if stack.count == 1 {
            // An object or array inside the outermost container ends here.
            if stack[0], !members.isEmpty {
                members[members.count - 1].valueRange = childStart..<offset + 1
            } else if !stack[0], !elements.isEmpty {
                elements[elements.count - 1].range = childStart..<offset + 1
            }
        }
        endValue()
    }

    mutating func endValue() {
        if stack.isEmpty {
            state = .end
            status = .complete
        } else {
            state = .commaOrClose
        }
    }

    mutating func addMember(_ value: Value) {
        members.append(Member(key: key, value: value, offset: keyOffset))
    }

    @discardableResult
    mutating func fail(reason: String) -> Status {
        status = .failed(offset: offset, reason: reason)
        return status
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

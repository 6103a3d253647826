/// The one JSON reader of the package: strict RFC 8259 from UTF-8 bytes, fed whole or in pieces,
/// building a ``JSONValue`` that keeps member order and numbers as written. String tables (the
/// runtime's loader, the build tool, the tools' documents and review sheets) and snapshot lines
/// (`render --input`, the fuzz target) are all read with it.
///
///     var scanner = JSONScanner(maximumDepth: 64)
///     scanner.consume(Array(#"{"kind": "file", "#.utf8))      // .needsMore
///     scanner.consume(Array(#""throughput": 5e4}"#.utf8))     // .complete
///     scanner.finish()                                         // .complete
///     scanner.value   // .object([kind: .string("file"), throughput: .number("5e4")])
///
///     try JSONScanner.value(of: Array(#"{"a": 1, "a": 2}"#.utf8), duplicateKeys: .refuse)
///     // throws JSONSyntaxError(problem: .duplicateKey("a"), offset: 11, start: 9, found: "\"", …)
///
/// One pass, one byte at a time, with an explicit stack (no recursion, at most
/// ``maximumDepth`` levels): linear in the input whatever it holds, and resumable after any
/// byte, so a document read line by line is never scanned twice. Strings are checked for
/// escapes, raw control characters and lone surrogates, numbers for RFC 8259's grammar, and
/// nothing may follow the value but white space. A failure is a ``JSONSyntaxError``: where the
/// scan stopped and why, which each reader words for its audience. The bytes must be UTF-8
/// (each caller checks that first, to say so in its own words).
package struct JSONScanner {
    /// Where the scan is.
    package enum Status: Hashable, Sendable {
        /// Everything so far can start a JSON value; more is needed to end it.
        case needsMore
        /// A whole value, and nothing but white space after it (so far).
        case complete
        /// Not JSON (or a key repeated where ``DuplicateKeys/refuse`` was asked for).
        case failed(JSONSyntaxError)
    }

    /// What an object may do with a key it already has.
    package enum DuplicateKeys: Sendable {
        /// Keep both members, in order (the reader decides what a repetition means).
        case keep
        /// Stop the scan at the repeated key (a writer could not keep both).
        case refuse
    }

    /// An object or an array being read.
    package enum Container: Hashable, Sendable {
        case object, array
    }

    /// What may come next between tokens: the scan's state outside strings, numbers and
    /// literals, and what a ``JSONSyntaxError/Problem/unexpected(_:)`` byte did not fit.
    package enum Expectation: Hashable, Sendable {
        /// A value: at the start, after ':'.
        case value
        /// A value or ']': right after '['.
        case valueOrClose
        /// A value after ',' in an array.
        case valueAfterComma
        /// A key or '}': right after '{'.
        case keyOrClose
        /// A key after ',' in an object.
        case keyAfterComma
        /// ':' after a key.
        case colon
        /// ',' or the innermost container's closer, after a value in it.
        case commaOrClose
        /// Nothing but white space: the value is whole.
        case end

        /// Whether a value is expected here.
        package var isValue: Bool { self == .value || self == .valueOrClose || self == .valueAfterComma }
    }

    /// How deeply objects and arrays may nest.
    package let maximumDepth: Int
    /// What an object does with a repeated key.
    package let duplicateKeys: DuplicateKeys
    /// The scan's status after the bytes consumed so far.
    package private(set) var status = Status.needsMore
    /// The value, once it is whole.
    package private(set) var value: JSONValue?
    /// The offset of each key of the outermost object (of its opening quote), in member order:
    /// where a repeated top-level key of a string table is reported.
    package private(set) var outermostKeyOffsets: [Int] = []
    /// Bytes consumed so far.
    package private(set) var offset = 0
    /// How many times a byte has been examined, for tests of the bound on work: at most twice
    /// the bytes consumed (the byte after a number is read again, as the next token).
    package private(set) var examinedByteCount = 0

    // The scan's state, shared with JSONScanner+Tokens.swift (strings, numbers, literals).

    var state = State.between(.value)
    /// The open containers, innermost last, with what has been read of each.
    var frames: [Frame] = []
    /// The unescaped bytes of the string, or the number, being read.
    var text: [UInt8] = []
    /// The offset where the token being read starts (a string's quote, a number, a literal).
    var tokenStart = 0
    /// The offset of the backslash of the escape being read.
    var escapeStart = 0
    /// A `\uD800`–`\uDBFF` escape waiting for its low half, and the offset of its backslash.
    var highSurrogate: (value: UInt32, start: Int)?
    /// The byte being read; `nil` at the end of the input.
    var current: UInt8?

    /// The scan's state: between tokens, or inside one.
    enum State: Equatable {
        case between(Expectation)
        case string(isKey: Bool)
        case escape(isKey: Bool)
        case unicode(isKey: Bool, digits: Int, value: UInt32)
        case number(NumberState)
        case literal(Literal, matched: Int)
    }

    /// An open container and what has been read of it.
    struct Frame {
        var container: Container
        var elements: [JSONValue] = []
        var members: [JSONValue.Member] = []
        /// The key of the member whose value is being read.
        var key = ""
        /// The keys so far, when repeated keys are refused.
        var keys: Set<String> = []
    }

    /// A scanner at the start of a text.
    /// - Parameters:
    ///   - maximumDepth: how deeply objects and arrays may nest (512, as `JSONSerialization`, for
    ///     a table the runtime loads; 64 for a snapshot; 32 for a table a tool rewrites).
    ///   - duplicateKeys: what an object does with a key it already has.
    package init(maximumDepth: Int = 512, duplicateKeys: DuplicateKeys = .keep) {
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
    }

    /// The one JSON value `bytes` hold, white space around it allowed and nothing else.
    /// - Throws: where and why `bytes` are not that.
    package static func value(of bytes: some Collection<UInt8>, maximumDepth: Int = 512,
                              duplicateKeys: DuplicateKeys = .keep) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        scanner.consume(bytes)
        switch scanner.finish() {
        case .failed(let error): throw error
        case .complete, .needsMore: return scanner.value ?? .null
        }
    }

    /// The outermost container while it is open: `.object` while a snapshot spread over lines
    /// is still being read.
    package var outermostContainer: Container? {
        frames.first?.container
    }

    /// Consumes `bytes`, the next piece of the text; returns the status.
    @discardableResult
    package mutating func consume(_ bytes: some Collection<UInt8>) -> Status {
        consume(Array(bytes))
    }

    /// Consumes `bytes`, the next piece of the text; returns the status.
    @discardableResult
    package mutating func consume(_ bytes: [UInt8]) -> Status {
        var index = 0
        while index < bytes.count {
            if case .failed = status { break }
            if case .string = state, highSurrogate == nil {
                // The plain characters of a string in one run: most of a table's bytes.
                let start = index
                while index < bytes.count, Self.isPlainInString(bytes[index]) { index += 1 }
                text.append(contentsOf: bytes[start..<index])
                offset += index - start
                examinedByteCount += index - start
                guard index < bytes.count else { break }
            }
            current = bytes[index]
            step(bytes[index])
            offset += 1
            index += 1
        }
        return status
    }

    /// Ends the text: a number may end here; anything else still open is an error.
    @discardableResult
    package mutating func finish() -> Status {
        guard case .needsMore = status else { return status }
        current = nil
        switch state {
        case .between(let expected):
            fail(.unexpected(expected))
        case .number(let number):
            guard let missing = number.missingDigit else {
                endNumber()
                if case .between(let expected) = state, expected != .end { fail(.unexpected(expected)) }
                return status
            }
            fail(.missingDigit(missing), start: tokenStart)
        case .literal(let literal, _):
            fail(.badLiteral(literal.word), start: tokenStart)
        case .unicode:
            fail(.notHexDigit(afterHighSurrogate: highSurrogate != nil), start: highSurrogate?.start ?? escapeStart)
        case .string, .escape:
            if let highSurrogate {
                fail(.loneSurrogate, start: highSurrogate.start)
            } else {
                fail(.unclosedString, start: tokenStart)
            }
        }
        return status
    }

    // MARK: - Between tokens

    /// Reads `byte` in the current state.
    mutating func step(_ byte: UInt8) {
        examinedByteCount += 1
        switch state {
        case .between(let expected): readStructure(byte, expected)
        case .string(let isKey): readString(byte, isKey: isKey)
        case .escape(let isKey): readEscape(byte, isKey: isKey)
        case .unicode(let isKey, let digits, let value): readUnicodeDigit(byte, isKey: isKey, digits: digits, value: value)
        case .number(let number): readNumber(byte, number)
        case .literal(let literal, let matched): readLiteral(byte, literal, matched: matched)
        }
    }

    private mutating func readStructure(_ byte: UInt8, _ expected: Expectation) {
        if Self.isWhiteSpace(byte) { return }
        switch expected {
        case .value, .valueOrClose, .valueAfterComma:
            if byte == UInt8(ascii: "]"), expected == .valueOrClose {
                close()
            } else {
                startValue(byte, expected)
            }
        case .keyOrClose, .keyAfterComma:
            if byte == UInt8(ascii: "}"), expected == .keyOrClose {
                close()
            } else if byte == UInt8(ascii: "\"") {
                startString(isKey: true)
            } else {
                fail(.unexpected(expected))
            }
        case .colon:
            guard byte == UInt8(ascii: ":") else { return fail(.unexpected(expected)) }
            state = .between(.value)
        case .commaOrClose:
            let isObject = frames.last?.container == .object
            if byte == UInt8(ascii: ",") {
                state = .between(isObject ? .keyAfterComma : .valueAfterComma)
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                close()
            } else {
                fail(.unexpected(expected))
            }
        case .end:
            fail(.unexpected(expected))
        }
    }

    /// The first byte of a value.
    private mutating func startValue(_ byte: UInt8, _ expected: Expectation) {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard frames.count < maximumDepth else { return fail(.tooDeep(maximumDepth)) }
            let isObject = byte == UInt8(ascii: "{")
            frames.append(Frame(container: isObject ? .object : .array))
            state = .between(isObject ? .keyOrClose : .valueOrClose)
        case UInt8(ascii: "\""):
            startString(isKey: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            tokenStart = offset
            text = [byte]
            state = .number(byte == UInt8(ascii: "-") ? .minus : byte == UInt8(ascii: "0") ? .zero : .integer)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            tokenStart = offset
            state = .literal(byte == UInt8(ascii: "t") ? .true : byte == UInt8(ascii: "f") ? .false : .null, matched: 1)
        default:
            fail(.unexpected(expected))
        }
    }

    // MARK: - Containers and values

    /// Closes the innermost container: its value is whole.
    private mutating func close() {
        let frame = frames.removeLast()
        deliver(frame.container == .object ? .object(frame.members) : .array(frame.elements))
    }

    /// A whole value: the next element or member of the innermost container, or the value.
    mutating func deliver(_ value: JSONValue) {
        guard !frames.isEmpty else {
            self.value = value
            state = .between(.end)
            status = .complete
            return
        }
        let innermost = frames.count - 1
        switch frames[innermost].container {
        case .object: frames[innermost].members.append(JSONValue.Member(key: frames[innermost].key, value: value))
        case .array: frames[innermost].elements.append(value)
        }
        state = .between(.commaOrClose)
    }

    /// A whole key: checked against the object's keys when repeats are refused.
    mutating func deliverKey(_ key: String) {
        let innermost = frames.count - 1
        if duplicateKeys == .refuse {
            guard frames[innermost].keys.insert(key).inserted else { return fail(.duplicateKey(key), start: tokenStart) }
        }
        if innermost == 0 { outermostKeyOffsets.append(tokenStart) }
        frames[innermost].key = key
        state = .between(.colon)
    }

    /// Stops the scan at the current byte (or the end): `start` is where the token or escape
    /// it stopped in starts, the current offset between tokens.
    mutating func fail(_ problem: JSONSyntaxError.Problem, start: Int? = nil) {
        let place: JSONSyntaxError.Place = switch state {
        case .between: .betweenTokens
        case .string: .string
        case .escape: .escape
        case .unicode: .unicodeEscape
        case .number: .number
        case .literal: .literal
        }
        status = .failed(JSONSyntaxError(problem: problem, offset: offset, start: start ?? offset, found: current,
                                         place: place, container: frames.last?.container))
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

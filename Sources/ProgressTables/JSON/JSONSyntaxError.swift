/// Where and why a ``JSONScanner`` stopped: the problem, the offset of the byte it could not take
/// (or of the end), and where the token it stopped in starts — enough for each reader to word
/// the error for its audience and place it where its messages always have.
///
///     try JSONScanner.value(of: Array(#"{"a": 01}"#.utf8))
///     // throws JSONSyntaxError(problem: .leadingZero, offset: 7, start: 6, found: "1", place: .number, …)
///
/// ``description(in:)`` is how a string table reports it ("line 1, column 7: a number cannot
/// start with 0"); ``JSONPosition`` turns any offset into a line and column.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    package enum Problem: Hashable, Sendable {
        /// A byte (``JSONSyntaxError/found``), or the end, that cannot come where the scan
        /// expected what it names.
        case unexpected(JSONScanner.Expectation)
        /// An object or array opened deeper than the limit, which it carries.
        case tooDeep(Int)
        /// The text ends inside a string.
        case unclosedString
        /// A raw control character (U+0000–U+001F) in a string.
        case controlCharacter
        /// A backslash followed by a character JSON does not escape.
        case unknownEscape
        /// `\u` followed by something other than four hexadecimal digits; `afterHighSurrogate`
        /// when that escape was to be the low half of a surrogate pair.
        case notHexDigit(afterHighSurrogate: Bool)
        /// Half a UTF-16 surrogate pair in `\u` escapes.
        case loneSurrogate
        /// A number starting with `0` followed by a digit (`01`).
        case leadingZero
        /// A number stopping where it needs a digit.
        case missingDigit(MissingDigit)
        /// A literal misspelled or cut short; it carries the literal begun (`true`).
        case badLiteral(String)
        /// A key the object already has, when repeats are refused.
        case duplicateKey(String)
    }

    /// What the scan was reading when it stopped.
    package enum Place: Hashable, Sendable {
        /// Nothing: it was between tokens.
        case betweenTokens
        /// A string or key.
        case string
        /// The character after a backslash in a string.
        case escape
        /// The four hexadecimal digits of a `\u` escape.
        case unicodeEscape
        /// A number.
        case number
        /// `true`, `false` or `null`.
        case literal
    }

    /// The part of a number that lacks its digit.
    package enum MissingDigit: Hashable, Sendable {
        /// After `-`.
        case integer
        /// After `.`.
        case fraction
        /// After `e` or its sign.
        case exponent
    }

    /// What is wrong.
    package var problem: Problem
    /// The offset of the byte where the scan stopped, or of the end of the text.
    package var offset: Int
    /// Where the token the scan stopped in starts: a string's (or key's) opening quote, a
    /// number's or literal's first byte; the escape's backslash for an escape problem (the high
    /// half's for a lone surrogate). The ``offset`` itself between tokens.
    package var start: Int
    /// The byte at ``offset``; `nil` at the end of the text.
    package var found: UInt8?
    /// What the scan was reading when it stopped.
    package var place: Place
    /// The innermost container open when the scan stopped.
    package var container: JSONScanner.Container?

    /// An error; ``JSONScanner`` makes them.
    package init(problem: Problem, offset: Int, start: Int, found: UInt8?, place: Place, container: JSONScanner.Container?) {
        self.problem = problem
        self.offset = offset
        self.start = start
        self.found = found
        self.place = place
        self.container = container
    }

    /// Whether the scan stopped inside a string (or key).
    package var isInString: Bool {
        place == .string || place == .escape || place == .unicodeEscape
    }

    /// The closer the innermost open container lacks: `}` or `]`.
    package var missingCloser: Character? {
        container.map { $0 == .object ? "}" : "]" }
    }

    // MARK: - As a string table reports it

    /// "line 3, column 18: expected ',' or '}' after a member": the error as a string table's
    /// loader reports it, its column counted in code points of `bytes`, the text scanned.
    package func description(in bytes: [UInt8]) -> String {
        let (reason, at) = tableReason
        let position = JSONPosition(of: at, in: bytes)
        return "line \(position.line), column \(position.column): \(reason)"
    }

    /// What a table's loader says, and the offset it says it at.
    private var tableReason: (String, Int) {
        switch problem {
        case .unexpected(let expected):
            guard let found else {
                return ("the file ends early" + (missingCloser.map { "; a '\($0)' is missing" } ?? ""), offset)
            }
            return (tableReason(expected, found: found), offset)
        case .tooDeep(let limit): return ("nested more than \(limit) levels", offset)
        case .unclosedString: return ("a string is not closed", start)
        case .controlCharacter: return ("a raw control character in a string; write it as an escape such as \\n", offset)
        case .unknownEscape: return ("unknown escape '\\\(Self.character(found))'", start)
        case .notHexDigit(afterHighSurrogate: false): return ("'\\u' needs four hexadecimal digits", start)
        case .notHexDigit(afterHighSurrogate: true): return ("a lone UTF-16 surrogate escape", start)
        case .loneSurrogate: return ("a lone UTF-16 surrogate escape", start)
        case .leadingZero: return ("a number cannot start with 0", start)
        case .missingDigit(.integer): return ("a number needs a digit", start)
        case .missingDigit(.fraction): return ("a digit must follow '.'", offset)
        case .missingDigit(.exponent): return ("an exponent needs a digit", offset)
        case .badLiteral: return ("expected a value", start)
        case .duplicateKey(let key): return ("duplicate key '\(key)'", start)
        }
    }

    private func tableReason(_ expected: JSONScanner.Expectation, found: UInt8) -> String {
        let isCloser = found == UInt8(ascii: "]") || found == UInt8(ascii: "}")
        switch expected {
        case .value, .valueOrClose, .valueAfterComma:
            if isCloser { return "expected a value; JSON allows no ',' before '\(Self.character(found))'" }
            return found == UInt8(ascii: "'") ? "expected a value; JSON strings take double quotes" : "expected a value"
        case .keyOrClose, .keyAfterComma:
            if found == UInt8(ascii: "}") { return "expected a quoted key; JSON allows no ',' before '}'" }
            return "expected a quoted key" + (expected == .keyOrClose ? " or '}'" : "")
        case .colon: return "expected ':' after the key"
        case .commaOrClose:
            return container == .object ? "expected ',' or '}' after a member" : "expected ',' or ']' after an element"
        case .end: return "text after the end of the JSON value"
        }
    }

    /// `byte` as a character (`q` for the byte of "q"), for a message naming it.
    package static func character(_ byte: UInt8?) -> String {
        byte.map { String(Character(Unicode.Scalar($0))) } ?? ""
    }
}

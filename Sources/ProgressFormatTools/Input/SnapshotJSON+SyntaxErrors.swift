import ProgressTables

extension SnapshotJSON {
    /// "not valid JSON at column 25: the line ends early; a '}' is missing": a syntax error in
    /// snapshot JSON `bytes`, where `name` is what ends ("line" for a line of `render --input`,
    /// "text" for a whole text), placed by ``position(of:in:)``.
    static func problem(_ error: JSONSyntaxError, in bytes: [UInt8], ending name: String) -> SnapshotInputProblem {
        SnapshotInputProblem(description: "not valid JSON at \(position(of: error.offset, in: bytes)): \(reason(of: error, ending: name))")
    }

    /// Where byte `offset` of `bytes` is: "column 7", or "line 2, column 7" past a line break;
    /// columns count code points from 1.
    static func position(of offset: Int, in bytes: [UInt8]) -> String {
        let position = JSONPosition(of: offset, in: bytes)
        return position.line == 1 ? "column \(position.column)" : "line \(position.line), column \(position.column)"
    }

    private static func reason(of error: JSONSyntaxError, ending name: String) -> String {
        guard let found = error.found else {
            if error.isInString { return "the \(name) ends inside a string" }
            return error.missingCloser.map { "the \(name) ends early; a '\($0)' is missing" } ?? "the \(name) ends before a value"
        }
        switch error.problem {
        case .unexpected(let expected): return reason(expected, found: found, in: error.container)
        case .tooDeep(let limit): return "nested more than \(limit) levels"
        case .unclosedString: return "the \(name) ends inside a string"
        case .controlCharacter: return "a control character in a string must be escaped"
        case .unknownEscape: return "an unknown escape in a string"
        case .notHexDigit: return "a \\u escape needs four hexadecimal digits"
        case .loneSurrogate: return "a \\u escape of half a surrogate pair"
        case .leadingZero: return "not a number: JSON numbers have no leading zeros"
        case .missingDigit: return "not a number: JSON numbers read like -12, 0.5 or 1e6"
        case .badLiteral(let word): return "expected '\(word)'"
        case .duplicateKey(let key): return "duplicate key \(SnapshotInputProblem.quoted(key))"
        }
    }

    private static func reason(_ expected: JSONScanner.Expectation, found: UInt8, in container: JSONScanner.Container?) -> String {
        switch expected {
        case .value, .valueOrClose:
            return "expected a value"
        case .valueAfterComma:
            let isCloser = found == UInt8(ascii: "]") || found == UInt8(ascii: "}")
            return isCloser ? "JSON allows no ',' before '\(JSONSyntaxError.character(found))'" : "expected a value"
        case .keyAfterComma:
            return found == UInt8(ascii: "}") ? "JSON allows no ',' before '}'" : "expected a quoted key"
        case .keyOrClose:
            return "expected a quoted key or '}'"
        case .colon:
            return "expected ':' after the key"
        case .commaOrClose:
            return container == .object ? "expected ',' or '}' after a member" : "expected ',' or ']' after a value"
        case .end:
            return "text after the end of the JSON value (one snapshot per line)"
        }
    }
}

import ProgressTables

extension StringTableDocument {
    /// "line 1, column 30: duplicate key 'a'": a syntax error in a table a tool rewrites, worded
    /// as import and review approve have always worded it, its column in UTF-8 bytes of `bytes`.
    static func describe(_ error: JSONSyntaxError, in bytes: [UInt8]) -> String {
        let (reason, offset) = reason(of: error)
        let position = JSONPosition(of: offset, in: bytes)
        return "line \(position.line), column \(position.byteColumn): \(reason)"
    }

    /// What is wrong, and the offset it is said at.
    private static func reason(of error: JSONSyntaxError) -> (String, Int) {
        switch error.problem {
        case .unexpected(let expected):
            if error.found == nil, expected.isValue { return ("unexpected end of the file", error.offset) }
            return (reason(expected, in: error.container), error.offset)
        case .leadingZero:   // the number ends at its 0; the digit after it is what does not fit
            return (reason(error.container == nil ? .end : .commaOrClose, in: error.container), error.offset)
        case .tooDeep(let limit): return ("nested more than \(limit) levels deep", error.offset)
        case .unclosedString: return ("a string is not closed", error.offset)
        case .controlCharacter:
            let code = String(error.found ?? 0, radix: 16, uppercase: true)
            return ("a control character (U+\(String(repeating: "0", count: 4 - code.count))\(code)) must be escaped in a string",
                    error.offset)
        case .unknownEscape: return ("unknown escape '\\\(JSONSyntaxError.character(error.found))'", error.offset)
        case .notHexDigit: return ("expected four hex digits after \\u", error.offset)
        case .loneSurrogate:
            // Said after the escape's four digits, or at the backslash of an escape that is not `\u`.
            let offset = error.place == .unicodeEscape ? error.offset + 1 : error.place == .escape ? error.offset - 1 : error.offset
            return ("a lone surrogate in a \\u escape", offset)
        case .missingDigit(.integer): return ("expected a digit", error.offset)
        case .missingDigit(.fraction): return ("expected a digit after '.'", error.offset)
        case .missingDigit(.exponent): return ("expected a digit in the exponent", error.offset)
        case .badLiteral: return ("expected a JSON value", error.start)
        case .duplicateKey(let key): return ("duplicate key '\(key)'", error.start)
        }
    }

    private static func reason(_ expected: JSONScanner.Expectation, in container: JSONScanner.Container?) -> String {
        switch expected {
        case .value, .valueOrClose, .valueAfterComma: "expected a JSON value"
        case .keyOrClose, .keyAfterComma: "expected a key in double quotes"
        case .colon: "expected ':' after a key"
        case .commaOrClose: container == .object ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array"
        case .end: "unexpected text after the JSON value"
        }
    }
}

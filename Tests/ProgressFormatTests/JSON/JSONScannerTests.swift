import Foundation
import ProgressTables
import Testing

/// `JSONScanner`, the one JSON reader of tables and snapshots: where it stops and why, its depth
/// limit, repeated keys, feeding in pieces, and work linear in hostile input.
@Suite struct JSONScannerTests {
    /// The status after `text`, fed whole or in pieces of `pieceSize` bytes, and the scanner.
    static func scan(_ text: String, pieceSize: Int = .max, maximumDepth: Int = 512,
                     duplicateKeys: JSONScanner.DuplicateKeys = .keep) -> JSONScanner {
        let bytes = Array(text.utf8)
        var scanner = JSONScanner(maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        var start = 0
        while start < bytes.count {
            let end = bytes.count - start > pieceSize ? start + pieceSize : bytes.count
            scanner.consume(bytes[start..<end])
            start = end
        }
        scanner.finish()
        return scanner
    }

    static func error(_ problem: JSONSyntaxError.Problem, at offset: Int, start: Int? = nil, found: Character?,
                      place: JSONSyntaxError.Place = .betweenTokens, in container: JSONScanner.Container?) -> JSONScanner.Status {
        .failed(JSONSyntaxError(problem: problem, offset: offset, start: start ?? offset,
                                found: found.flatMap(\.asciiValue), place: place, container: container))
    }

    /// Where the scan stops (the byte it cannot take, or the end), where the token it stops in
    /// starts, what it found and in what.
    static let stops: [(text: String, status: JSONScanner.Status)] = [
        ("", error(.unexpected(.value), at: 0, found: nil, in: nil)),
        ("{\"a\": 1", error(.unexpected(.commaOrClose), at: 7, found: nil, in: .object)),
        ("{\"a\" 1}", error(.unexpected(.colon), at: 5, found: "1", in: .object)),
        ("{\"a\": 1,}", error(.unexpected(.keyAfterComma), at: 8, found: "}", in: .object)),
        ("[1,]", error(.unexpected(.valueAfterComma), at: 3, found: "]", in: .array)),
        ("[1 2]", error(.unexpected(.commaOrClose), at: 3, found: "2", in: .array)),
        ("{} x", error(.unexpected(.end), at: 3, found: "x", in: nil)),
        ("{'a': 1}", error(.unexpected(.keyOrClose), at: 1, found: "'", in: .object)),
        ("[\"ab", error(.unclosedString, at: 4, start: 1, found: nil, place: .string, in: .array)),
        ("[\"a\tb\"]", error(.controlCharacter, at: 3, start: 1, found: "\t", place: .string, in: .array)),
        ("[\"a\\qb\"]", error(.unknownEscape, at: 4, start: 3, found: "q", place: .escape, in: .array)),
        ("[\"\\u12G4\"]", error(.notHexDigit(afterHighSurrogate: false), at: 6, start: 2, found: "G", place: .unicodeEscape, in: .array)),
        ("[\"\\ud800\\u12G4\"]", error(.notHexDigit(afterHighSurrogate: true), at: 12, start: 2, found: "G", place: .unicodeEscape, in: .array)),
        ("[\"x\\ud800\"]", error(.loneSurrogate, at: 9, start: 3, found: "\"", place: .string, in: .array)),
        ("[\"\\ud800\\n\"]", error(.loneSurrogate, at: 9, start: 2, found: "n", place: .escape, in: .array)),
        ("[\"\\ud800\\u0041\"]", error(.loneSurrogate, at: 13, start: 2, found: "1", place: .unicodeEscape, in: .array)),
        ("[\"\\udc00\"]", error(.loneSurrogate, at: 7, start: 2, found: "0", place: .unicodeEscape, in: .array)),
        ("[\"\\ud800", error(.loneSurrogate, at: 8, start: 2, found: nil, place: .string, in: .array)),
        ("[012]", error(.leadingZero, at: 2, start: 1, found: "1", place: .number, in: .array)),
        ("[-x]", error(.missingDigit(.integer), at: 2, start: 1, found: "x", place: .number, in: .array)),
        ("[1.]", error(.missingDigit(.fraction), at: 3, start: 1, found: "]", place: .number, in: .array)),
        ("1e+", error(.missingDigit(.exponent), at: 3, start: 0, found: nil, place: .number, in: nil)),
        ("[tru]", error(.badLiteral("true"), at: 4, start: 1, found: "]", place: .literal, in: .array)),
        ("nul", error(.badLiteral("null"), at: 3, start: 0, found: nil, place: .literal, in: nil)),
        ("[[[[1]]]]", error(.tooDeep(3), at: 3, found: "[", in: .array)),
    ]

    @Test(arguments: stops)
    func whereAndWhyTheScanStops(text: String, status: JSONScanner.Status) {
        #expect(Self.scan(text, maximumDepth: 3).status == status)
    }

    /// Fed one byte, or a few, at a time, the scan stops at the same place for the same reason, and
    /// a whole value is the same value: it resumes after any byte, inside strings, escapes,
    /// surrogate pairs, numbers and literals.
    @Test(arguments: [1, 2, 3, 5])
    func piecesDoNotMatter(pieceSize: Int) {
        let valid = [
            #"{"s": "\u00e9\ud83d\ude00\/\n", "n": -1.50e+3, "b": [false, true, null], "o": {"z": 0}}"#,
            " \r\n[\"é😀\", 0, 1e5, -0.5E-2, [], {}]\t", "12", "\"x\"",
        ]
        for text in valid {
            let whole = Self.scan(text)
            #expect(whole.status == .complete, "\(text)")
            #expect(Self.scan(text, pieceSize: pieceSize).value == whole.value, "\(text)")
        }
        for (text, status) in Self.stops {
            #expect(Self.scan(text, pieceSize: pieceSize, maximumDepth: 3).status == status, "\(text)")
        }
    }

    /// Member order, repeated keys and numbers are kept as written.
    @Test func membersAndNumbersAsWritten() throws {
        let scanner = Self.scan(#"{"b": 1.50, "a": [2e10, "x"], "b": -0}"#)
        #expect(Self.scan("[1e400, -0.0]").value == .array([.number("1e400"), .number("-0.0")]))
        #expect(scanner.value == .object([
            JSONValue.Member(key: "b", value: .number("1.50")),
            JSONValue.Member(key: "a", value: .array([.number("2e10"), .string("x")])),
            JSONValue.Member(key: "b", value: .number("-0")),
        ]))
        #expect(scanner.outermostKeyOffsets == [1, 12, 30])
        #expect(scanner.value?.membersByKey == ["b": .number("-0"), "a": .array([.number("2e10"), .string("x")])])
    }

    /// Refused, a repeated key stops the scan at its opening quote, at any depth; keys are
    /// compared unescaped.
    @Test func repeatedKeysCanBeRefused() {
        #expect(Self.scan(#"{"a": 1, "a": 2}"#, duplicateKeys: .refuse).status
            == Self.error(.duplicateKey("a"), at: 11, start: 9, found: "\"", place: .string, in: .object))
        #expect(Self.scan(#"{"o": {"k": 1, "\u006b": 2}}"#, duplicateKeys: .refuse).status
            == Self.error(.duplicateKey("k"), at: 22, start: 15, found: "\"", place: .string, in: .object))
        #expect(Self.scan(#"[{"k": 1}, {"k": 2}]"#, duplicateKeys: .refuse).status == .complete)
    }

    /// The limit counts open objects and arrays; the one that would pass it is where the scan stops.
    @Test func theDepthLimit() {
        #expect(Self.scan("[[[1]]]", maximumDepth: 3).status == .complete)
        #expect(Self.scan("{\"a\": {\"b\": [1]}}", maximumDepth: 3).status == .complete)
        #expect(Self.scan("{\"a\": {\"b\": {\"c\": 1}}}", maximumDepth: 2).status
            == Self.error(.tooDeep(2), at: 12, found: "{", in: .object))
    }

    /// Positions count lines from 1, and columns from 1 in code points and in UTF-8 bytes.
    @Test(arguments: [(10, [2, 8, 9]), (0, [1, 1, 1]), (2, [2, 1, 1]), (99, [2, 10, 11])])
    func positions(offset: Int, lineColumnAndByteColumn: [Int]) {
        let position = JSONPosition(of: offset, in: Array("{\n  \"ä\": x}".utf8))
        #expect([position.line, position.column, position.byteColumn] == lineColumnAndByteColumn)
    }

    /// A table's loader words an error with its line and code-point column.
    @Test func aTablesWording() {
        let bytes = Array("{\n  \"ä\": x}".utf8)
        let error = #expect(throws: JSONSyntaxError.self) { try JSONScanner.value(of: bytes) }
        #expect(error?.description(in: bytes) == "line 2, column 8: expected a value")
    }

    /// Hostile input costs work linear in its size: each byte is examined at most twice (the byte
    /// after a number once more), however deep, long, escaped or repetitive the input, fed whole
    /// or in pieces.
    @Test(arguments: [
        String(repeating: "[", count: 100_000),
        "[" + String(repeating: "1,", count: 100_000) + "1]",
        "{" + (0..<20_000).map { "\"k\($0)\": {\"a\": [0.5e1, true, null]}," }.joined() + "\"end\": 1}",
        "[\"" + String(repeating: "\\ud83d\\ude00\\n", count: 20_000) + "\"]",
        String(repeating: "\u{1F600}", count: 50_000),
        "[" + String(repeating: "\"" + String(repeating: "x", count: 1_000) + "\",", count: 200) + "0]",
    ])
    func workIsLinear(input: String) {
        let count = input.utf8.count
        for pieceSize in [Int.max, 4_096, 7] {
            let scanner = Self.scan(input, pieceSize: pieceSize, maximumDepth: 512, duplicateKeys: .refuse)
            #expect(scanner.offset <= count)
            #expect(scanner.examinedByteCount <= 2 * count, "\(scanner.examinedByteCount) for \(count) bytes")
        }
    }
}

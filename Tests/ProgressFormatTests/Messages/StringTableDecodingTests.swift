import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// How a table's bytes are reported when they are not a table: invalid JSON with its line and
/// column (found by ``JSONScanner``, one pass, no recursion), UTF-16 and UTF-32 by name.
@Suite struct StringTableDecodingTests {
    static func reason(_ bytes: Data) -> String? {
        do {
            _ = try StringTable.decode(bytes, file: "de.json")
            return nil
        } catch {
            guard case .unreadableTable(_, let reason) = error else { return "\(error)" }
            return reason
        }
    }

    @Test(arguments: [
        ("{\n  \"@@locale\": \"de\"\n  \"percentCompleted\": \"x\"\n}", "line 3, column 3: expected ',' or '}' after a member"),
        ("{\"@@locale\": \"de\",}", "line 1, column 19: expected a quoted key; JSON allows no ',' before '}'"),
        ("{\"@@locale\": 'de'}", "line 1, column 14: expected a value; JSON strings take double quotes"),
        ("{\"@@locale\": \"de\"", "line 1, column 18: the file ends early; a '}' is missing"),
        ("{\"@@locale\": \"de\n\"}", "line 1, column 17: a raw control character in a string; write it as an escape such as \\n"),
        ("{\"a\": \"\\x\"}", "line 1, column 8: unknown escape '\\x'"),
        ("{\"a\": \"\\ud800\"}", "line 1, column 8: a lone UTF-16 surrogate escape"),
        ("{\"a\": 01}", "line 1, column 7: a number cannot start with 0"),
        ("{\"a\": [1, 2,]}", "line 1, column 13: expected a value; JSON allows no ',' before ']'"),
        ("{} {}", "line 1, column 4: text after the end of the JSON value"),
        ("{\"ä\": x}", "line 1, column 7: expected a value"),
        ("{\"a\": \"unclosed}", "line 1, column 7: a string is not closed"),
    ])
    func invalidJSONIsReportedWithLineAndColumn(json: String, position: String) {
        #expect(Self.reason(Data(json.utf8)) == "not valid JSON at \(position)")
    }

    /// The object and 511 arrays are 512 levels; the 512th '[' (column 518) is one too many.
    @Test func nestingBeyond512LevelsIsReportedWhereItStarts() {
        let json = "{\"a\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        #expect(Self.reason(Data(json.utf8)) == "not valid JSON at line 1, column 518: nested more than 512 levels")
    }

    @Test(arguments: ProgressTextFormatter.availableTableLocales())
    func everyShippedTableIsValidJSONToTheScanner(locale: String) throws {
        let bytes = try #require(EmbeddedTables.files["\(locale).json"]).data(file: locale)
        var scanner = JSONScanner(maximumDepth: StringTable.maximumJSONDepth)
        scanner.consume(bytes)
        #expect(scanner.finish() == .complete)
    }

    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, false, "UTF-16LE"),
        (.utf16BigEndian, false, "UTF-16BE"),
        (.utf32LittleEndian, false, "UTF-32LE"),
        (.utf32BigEndian, false, "UTF-32BE"),
        (.utf16LittleEndian, true, "UTF-16LE, with a byte order mark"),
        (.utf16BigEndian, true, "UTF-16BE, with a byte order mark"),
        (.utf32LittleEndian, true, "UTF-32LE, with a byte order mark"),
        (.utf32BigEndian, true, "UTF-32BE, with a byte order mark"),
    ])
    func utf16AndUTF32AreReportedByName(encoding: String.Encoding, byteOrderMark: Bool, name: String) throws {
        let text = (byteOrderMark ? "\u{FEFF}" : "") + "{\"@@locale\": \"de\", \"percentCompleted\": \"{percent} erledigt\"}"
        let bytes = try #require(text.data(using: encoding))
        #expect(Self.reason(bytes) == "not UTF-8 (looks like \(name)); save it as UTF-8")
    }

    /// RFC 8259 lets a parser ignore a UTF-8 byte order mark, and some editors write one: it is
    /// accepted, and positions are counted as an editor shows them (without it).
    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let table = try StringTable.decode(Data([0xEF, 0xBB, 0xBF]) + Data("{\"@@locale\": \"de\", \"percentCompleted\": \"{percent} erledigt\"}".utf8),
                                           file: "de.json")
        #expect(table.locale == "de")
        #expect(table.entries[.percentCompleted]?.text == "{percent} erledigt")
        #expect(Self.reason(Data([0xEF, 0xBB, 0xBF]) + Data("{x}".utf8)) == "not valid JSON at line 1, column 2: expected a quoted key or '}'")
    }
}

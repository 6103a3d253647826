import Foundation
import ProgressFormatTools
@testable import ProgressFormat
import Testing
import ProgressTables
import ProgressFormatTestSupport

/// The canonical table writer: every shipped table is its own canonical form, byte for byte,
/// and the rules of the style hold for tables that break them.
@Suite struct StringTableWriterTests {
    /// The shipped table `locale` (`Resources/Strings`, or its `Drafts` folder).
    static func document(_ locale: String) throws -> StringTableDocument {
        let data = try Data(contentsOf: ShippedTables.file(locale))
        return try StringTableDocument(decoding: data, file: "Resources/Strings/\(locale).json")
    }

    static let englishOrder: [String] = (try? document("en").messageKeys) ?? []

    @Test func thereAre100Tables() {
        #expect(ShippedTables.locales.count == 100)
        #expect(Self.englishOrder.count == 29)
    }

    @Test(arguments: ShippedTables.locales)
    func readingThenWritingGivesTheFile(locale: String) throws {
        let data = try Data(contentsOf: ShippedTables.file(locale))
        let document = try StringTableDocument(decoding: data, file: "\(locale).json")
        let written = StringTableWriter.data(for: document, messageOrder: Self.englishOrder)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: data, as: UTF8.self))
        #expect(written == data)
    }

    @Test func stringsEscapeOnlyQuotesBackslashesAndControls() {
        #expect(StringTableWriter.string("a\"b\\c/é\u{00A0}\u{2028}\u{7F}") == "\"a\\\"b\\\\c/é\u{00A0}\u{2028}\u{7F}\"")
        #expect(StringTableWriter.string("\n\r\t\u{08}\u{0C}\u{00}\u{1B}") == #""\n\r\t\b\f\u0000\u001b""#)
    }

    /// Members in any order come out in the canonical one: header, messages in the source's
    /// order each followed by its metadata, metadata fields in their fixed order, deeper
    /// objects on one line, unknown members kept after the known ones.
    @Test func writesTheCanonicalOrderAndShape() throws {
        let text = #"""
        {"@statusPaused": {"x-reviewed-at": "2025-03-14T09:26:53Z", "x-custom": [1, 2.50, true, null],
          "x-reviewer": "Anna Müller", "x-source": "paused", "x-state": "reviewed"},
         "extra": "kept", "statusPaused": "angehalten", "@@x-syntax": "icu-mf1",
         "percentCompleted": "{percent} fertig", "@@locale": "de",
         "@percentCompleted": {"x-source": "{percent} completed", "placeholders": {"percent": {"type": "percent", "example": "7%"}},
          "description": "d", "x-state": "needs-review"}}
        """#
        let document = try StringTableDocument(decoding: Data(text.utf8), file: "de.json")
        #expect(StringTableWriter.text(for: document, messageOrder: ["percentCompleted", "statusPaused"]) == """
            {
              "@@locale": "de",
              "@@x-syntax": "icu-mf1",
              "percentCompleted": "{percent} fertig",
              "@percentCompleted": {
                "description": "d",
                "placeholders": {
                  "percent": { "type": "percent", "example": "7%" }
                },
                "x-state": "needs-review",
                "x-source": "{percent} completed"
              },
              "statusPaused": "angehalten",
              "@statusPaused": {
                "x-state": "reviewed",
                "x-source": "paused",
                "x-reviewer": "Anna Müller",
                "x-reviewed-at": "2025-03-14T09:26:53Z",
                "x-custom": [1, 2.50, true, null]
              },
              "extra": "kept"
            }

            """)
    }

    /// Empty objects are `{}`; objects deeper than a placeholder list are written on one line.
    @Test func emptyObjectsAreBracesAndDeeperObjectsOneLine() throws {
        let document = try StringTableDocument(
            decoding: Data(#"{"@@locale": "en", "a": "x", "@a": {"description": "d", "placeholders": {}, "x-o": {"k": {}}}}"#.utf8),
            file: "en.json")
        #expect(StringTableWriter.text(for: document, messageOrder: []) == """
            {
              "@@locale": "en",
              "a": "x",
              "@a": {
                "description": "d",
                "placeholders": {},
                "x-o": { "k": {} }
              }
            }

            """)
    }

    @Test func aNewMessageAndItsRecordFollowTheSourceOrder() throws {
        var document = try Self.document("de")
        document.members.removeAll { $0.key == "percentCompleted" || $0.key == "@percentCompleted" }
        document.setMessage("percentCompleted", "{percent} abgeschlossen")
        document.setReviewRecord("percentCompleted", ReviewRecord(state: "needs-review", source: "{percent} completed"))
        let written = StringTableWriter.data(for: document, messageOrder: Self.englishOrder)
        #expect(written == (try Data(contentsOf: ShippedTables.file("de"))))
    }

    @Test(arguments: [
        (#"{"@@locale": "de", "a": "x", "a": "y"}"#, "not valid JSON (line 1, column 30: duplicate key 'a')"),
        ("{\"@@locale\": \"de\",\n  \"a\" \"x\"}", "not valid JSON (line 2, column 7: expected ':' after a key)"),
        (#"{"@@locale": "de", "a": "\ud800"}"#, "not valid JSON (line 1, column 32: a lone surrogate in a \\u escape)"),
        (#"{"@@locale": "de", "a": "\q"}"#, "not valid JSON (line 1, column 27: unknown escape '\\q')"),
        ("{\"@@locale\": \"de\", \"a\": \"x\ty\"}", "not valid JSON (line 1, column 27: a control character (U+0009) must be escaped in a string)"),
        (#"{"@@locale": "de", "a": 01}"#, "not valid JSON (line 1, column 26: expected ',' or '}' in an object)"),
        (#"{"@@locale": "de"} x"#, "not valid JSON (line 1, column 20: unexpected text after the JSON value)"),
        (#"{"a": "x"}"#, "missing \"@@locale\""),
        (#"["@@locale"]"#, "the top level must be a JSON object"),
        (String(repeating: "[", count: 40), "not valid JSON (line 1, column 33: nested more than 32 levels deep)"),
    ])
    func readerSaysWhatAndWhere(text: String, reason: String) {
        #expect(throws: ProgressProblem.unreadableTable(file: "t.json", reason: reason)) {
            _ = try StringTableDocument(decoding: Data(text.utf8), file: "t.json")
        }
    }

    @Test func readerDecodesEscapesAndKeepsNumbersAsWritten() throws {
        let value = try JSONScanner.value(of: Array(#"{"s": "\u00e9\ud83d\ude00\/\n", "n": -1.50e+3, "b": [false]}"#.utf8))
        #expect(value == .object([
            JSONValue.Member(key: "s", value: .string("é😀/\n")),
            JSONValue.Member(key: "n", value: .number("-1.50e+3")),
            JSONValue.Member(key: "b", value: .array([.bool(false)])),
        ]))
    }
}

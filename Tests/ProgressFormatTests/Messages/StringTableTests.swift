import ProgressTables
import Foundation
@testable import ProgressFormat
import ProgressFormatTestSupport
import Testing

@Suite struct StringTableTests {
    /// Every table compiled into the library (by the EmbedStringTables build plugin) is its JSON
    /// file, byte for byte.
    @Test(arguments: ProgressTextFormatter.availableTableLocales())
    func compiledTablesEqualTheirFiles(locale: String) throws {
        let file = "\(locale).json"
        let onDisk = try Data(contentsOf: ShippedTables.directory.appendingPathComponent(file))
        let embedded = try #require(EmbeddedTables.files[file]).data(file: file)
        #expect(embedded == onDisk)
    }

    /// Every table and every draft is compiled in (a draft's bytes under `Drafts/`, for the
    /// tools), and only the tables are baked: the runtime never serves a draft.
    @Test func everyResourceTableIsEmbedded() throws {
        let strings = ShippedTables.directory
        let files = try FileManager.default.contentsOfDirectory(atPath: strings.path).filter { $0.hasSuffix(".json") }
        let drafts = try FileManager.default.contentsOfDirectory(atPath: strings.appendingPathComponent("Drafts").path)
            .filter { $0.hasSuffix(".json") }.map { "Drafts/" + $0 }
        #expect(drafts == ["Drafts/chr.json"])
        #expect(Set(files + drafts) == Set(EmbeddedTables.files.keys))
        #expect(Set(files) == Set(EmbeddedTables.baked.keys))
        for draft in drafts {
            let onDisk = try Data(contentsOf: strings.appendingPathComponent(draft))
            #expect(try #require(EmbeddedTables.files[draft]).data(file: draft) == onDisk)
        }
    }

    @Test func sourceTableIsCompleteAndDocumented() throws {
        let table = try #require(try StringTableStore().table(for: "en"))
        #expect(table.problems.isEmpty)
        for key in MessageKey.allCases {
            let entry = try #require(table.entries[key], "en.json lacks \(key.rawValue)")
            #expect(entry.description?.isEmpty == false, "\(key.rawValue) has no description")
            for name in entry.pattern.argumentUses.keys {
                #expect(entry.placeholders[name] != nil, "\(key.rawValue) does not declare {\(name)}")
            }
        }
    }

    /// What must hold of any shipped translation, whatever its review state: every message
    /// present, made from the current English, and a reviewed one names who and when (the
    /// state itself is the reviewers' business: approving a message keeps this test green).
    @Test(arguments: ShippedTables.locales.filter { $0 != "en" })
    func shippedTranslationIsCompleteAndCurrent(locale: String) throws {
        let source = try #require(try StringTableStore().table(for: "en"))
        let table = try #require(try StringTableStore().table(for: locale, includingDrafts: true))
        #expect(table.problems.isEmpty)
        for key in MessageKey.allCases {
            let entry = try #require(table.entries[key], "\(locale).json lacks \(key.rawValue)")
            let state = try #require(entry.state, "\(locale).json \(key.rawValue) has no state")
            #expect(state != .new, "\(locale).json \(key.rawValue) is not translated")
            #expect(entry.source == source.entries[key]?.text, "\(locale).json \(key.rawValue) was made from another source text")
            #expect((entry.reviewer != nil && entry.reviewedAt != nil) == (state == .reviewed),
                    "\(locale).json \(key.rawValue): \(state) with reviewer \(entry.reviewer ?? "none")")
        }
    }

    @Test(arguments: [
        ("not json", "t.json: unreadable string table: not valid JSON"),
        ("[1, 2]", "t.json: unreadable string table: the top level must be a JSON object"),
        ("{\"percentCompleted\": \"x\"}", "t.json: unreadable string table: missing \"@@locale\""),
        ("", "t.json: unreadable string table: the file is empty"),
    ])
    func rejectsFilesThatAreNotTables(text: String, messagePrefix: String) {
        #expect {
            _ = try StringTable.decode(Data(text.utf8), file: "t.json")
        } throws: { error in
            "\(error)".hasPrefix(messagePrefix)
        }
    }

    @Test func rejectsInvalidUTF8WithItsOffset() {
        let bytes = Data("{\"@@locale\": \"de\", \"x\": \"ab".utf8) + Data([0xC3, 0x28]) + Data("\"}".utf8)
        #expect(throws: ProgressProblem.unreadableTable(file: "t.json", reason: "not valid UTF-8 (bad byte at offset 27)")) {
            try StringTable.decode(bytes, file: "t.json")
        }
    }

    @Test func rejectsHugeFiles() {
        let huge = Data("{\"@@locale\": \"de\", \"pad\": \"".utf8) + Data(repeating: UInt8(ascii: "x"), count: 1 << 20) + Data("\"}".utf8)
        #expect(throws: ProgressProblem.unreadableTable(file: "t.json", reason: "larger than 1024 KiB")) {
            try StringTable.decode(huge, file: "t.json")
        }
    }

    @Test func reportsDuplicateKeys() throws {
        let json = """
            {
              "@@locale": "de",
              "timeRemaining": "noch {duration}",
              "@timeRemaining": { "x-state": "needs-review", "x-source": "{duration} remaining" },
              "timeRemaining": "{duration} übrig"
            }
            """
        let table = try StringTable.decode(Data(json.utf8), file: "de.json")
        #expect(table.problems.map(\.description) == [
            "de.json: timeRemaining: position 0: duplicate key (repeated on line 5); only one of the values is used",
        ])
    }

    @Test func reportsBadMessagesAndKeepsTheRest() throws {
        let json = """
            {"@@locale": "de", "percentCompleted": "{percent abgeschlossen", "timeRemaining": "noch {duration}",
             "noSuchKey": "x", "withTimeRemaining": 5}
            """
        let table = try StringTable.decode(Data(json.utf8), file: "de.json")
        #expect(table.entries.keys.sorted() == [.timeRemaining])
        #expect(table.problems.map(\.description) == [
            "de.json: noSuchKey: position 0: unknown message key",
            "de.json: percentCompleted: position 9: expected ',' or '}' after placeholder 'percent'",
            "de.json: withTimeRemaining: position 0: the message must be a string",
        ])
    }
}

import Foundation
@testable import ProgressFormat
import ProgressTables
import Testing

/// The built-in tables as the build bakes them (``BakedTable``): a catalog composed from them is
/// the catalog parsing and checking the same JSON at run time gives — the same compiled
/// messages, origins, problems (in order) and unit words.
@Suite struct BakedTableTests {
    /// Every built-in table's tag.
    static let tags = EmbeddedTables.files.keys.compactMap(StringTable.tag(ofFileNamed:)).sorted()

    /// Each tag alone, and each regional table with its language's (`pt-BR` → `pt`… where one
    /// exists, `en-GB` → `en`, `sr-Latn` → `sr`), and a chain through a table that does not exist.
    static let chains: [[String]] = tags.map { [$0] }
        + tags.filter { $0.contains("-") }.map { [$0, MessageCatalog.language(of: $0)] }
        + [["de-CH", "de"], ["xx"], ["../x"]]

    @Test(arguments: chains)
    func aBakedCatalogIsTheParsedOne(chain: [String]) throws {
        let baked = try MessageCatalog(chain: chain, baked: StringTableStore.bakedTable(for:))
        let parsed = try MessageCatalog(parsing: chain, store: StringTableStore())
        #expect(baked == parsed)
        #expect(baked.problems == parsed.problems)
        #expect(baked.messages == parsed.messages)
        #expect(try MessageCatalog(chain: chain, store: StringTableStore()) == parsed)
    }

    /// A message the screen shows and speech cannot say ("7 / 9 Dateien") is baked usable and
    /// unspoken, reads back so, and composes the catalog parsing the same table gives.
    @Test func aMessageSpeechCannotSayIsBakedUnspoken() throws {
        let file = "/tmp/de.json"
        let embedded = try #require(EmbeddedTables.files["de.json"])
        let german = String(decoding: try embedded.data(file: file), as: UTF8.self)
        let edited = german.replacingOccurrences(of: "\"{completedFiles} von {totalFiles",
                                                 with: "\"{completedFiles} / {totalFiles")
        #expect(edited != german)
        let source = try #require(StringTableStore().embeddedSource())
        let baked = try BakedTable.baking(Data(edited.utf8), name: "de.json", file: file, source: source).get()
        let problem = ProgressProblem.malformedMessage(file: file, key: "filesCompletedOfTotal", position: 17,
                                                       reason: "\"/\" is read aloud as a symbol; write words")
        #expect(baked.unspoken == [.filesCompletedOfTotal: [problem]])
        #expect(baked.program.message(.filesCompletedOfTotal) != nil)
        let encoded = BakedTable.encoded(.success(baked))
        var reader = BakedTableReader(encoded)
        let read = try BakedTable.decoded(&reader)
        #expect(try read.get() == baked)
        let catalog = try MessageCatalog(chain: ["de"]) { $0 == "de" ? .success(baked) : StringTableStore.bakedTable(for: $0) }
        #expect(catalog.unspokenKeys == [.filesCompletedOfTotal])
        #expect(catalog.problems == [problem])
    }

    /// A locale whose table has every message usable renders from its baked program as it is,
    /// and parsing the table gives the same program.
    @Test(arguments: tags)
    func aCompleteTableUsesItsBakedProgram(tag: String) throws {
        let catalog = try MessageCatalog(chain: [tag], baked: StringTableStore.bakedTable(for:))
        #expect(catalog.problems.isEmpty)
        let baked = try #require(try StringTableStore.bakedTable(for: tag)?.get())
        #expect(catalog.messages == baked.program)
        let parsed = try MessageCatalog(parsing: [tag], store: StringTableStore())
        #expect(parsed.messages == catalog.messages)
    }

    /// What is compiled in reads back as what baking the JSON now gives (drafts are compiled
    /// in as bytes only, never baked).
    @Test(arguments: EmbeddedTables.baked.keys.sorted())
    func theBakedFormReadsBack(name: String) throws {
        let source = try #require(StringTableStore().embeddedSource())
        let file = BakedTable.builtInName(name)
        let expected: Result<BakedTable, ProgressProblem> = switch EmbeddedTables.files[name] {
        case .unreadable(let reason)?: .failure(.unreadableTable(file: file, reason: reason))
        case let table?: BakedTable.baking(try table.data(file: file), name: name, file: file, source: source)
        case nil: .failure(.unreadableTable(file: file, reason: "missing"))
        }
        let baked = try #require(EmbeddedTables.baked[name])
        var reader = BakedTableReader(baked)
        let read = try #require(try? BakedTable.decoded(&reader))
        #expect(read == expected)
        #expect(StringTableStore.bakedTable(for: String(name.dropLast(".json".count))) == read)
    }

    /// A broken translation — a message that does not parse, an unknown and a missing
    /// placeholder, a character no table may show, a missing message, and unit words that load
    /// but fail a run-time check beside ones that pass — is reported the same, with file, key and
    /// position, and falls back the same, baked or parsed.
    @Test func aBrokenTableIsReportedTheSameBakedOrParsed() throws {
        let directory = try MessageCatalogTests.overrideDirectory(germanChanges: [
            "percentCompleted": "{percent abgeschlossen",
            "timeRemaining": "noch {dauer}",
            "unitsCompletedOfTotal": "{completed} insgesamt",
            "fileOperationUnnamed": "Verarbeite \u{1B}[2J…",
            "@@x-units": [
                "duration-day": ["one": "{0} Tag", "other": "{0}{0} Tage"],
                "duration-hour": ["one": "{0} Std.", "other": "{0} Std."],
                "@duration-hour": ["x-state": "needs-review", "description": "kürzer"],
            ],
        ])
        let url = directory.appendingPathComponent("de.json")
        var data = try Data(contentsOf: url)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["filesCompletedOfTotal"] = nil
        data = try JSONSerialization.data(withJSONObject: object)
        try data.write(to: url)
        let source = try #require(StringTableStore().embeddedSource())
        let baked = BakedTable.encoded(BakedTable.baking(data, name: "de.json", file: url.path, source: source))
        var reader = BakedTableReader(baked)
        let read = try BakedTable.decoded(&reader)
        let catalog = try MessageCatalog(chain: ["de"]) { tag in tag == "de" ? read : StringTableStore.bakedTable(for: tag) }
        let parsed = try MessageCatalog(parsing: ["de"], store: StringTableStore(overrideDirectory: directory))
        #expect(catalog == parsed)
        #expect(catalog.problems.count >= 5)
        #expect(catalog.problems.contains(.malformedMessage(file: url.path, key: "percentCompleted", position: 9,
                                                            reason: "expected ',' or '}' after placeholder 'percent'")))
        #expect(catalog.problems.contains(.missingMessage(file: url.path, key: "filesCompletedOfTotal")))
        #expect(catalog.origins[.percentCompleted] == "en")
    }

    /// A form that does not read back (a damaged build) is a problem, never a trap.
    @Test func aDamagedFormThrows() {
        for damaged in ["", "1,", "1,2:de", "0,99,", "1,2:de,15:built-in de.json,x"] {
            #expect(throws: BakedTableReader.Damaged.self) {
                var reader = BakedTableReader(damaged)
                return try BakedTable.decoded(&reader)
            }
        }
    }
}

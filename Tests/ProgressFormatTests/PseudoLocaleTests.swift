import Foundation
@testable import ProgressFormat
import ProgressFormatTestSupport
import Testing
import ProgressTables

/// `en-XA` and `ar-XB`, generated from the English source table when asked for.
@Suite struct PseudoLocaleTests {
    static func scenario(_ name: String) throws -> ProgressSnapshot {
        try #require(ProgressScenario.all.first { $0.name == name }).snapshot
    }

    @Test func accented() throws {
        let formatter = try ProgressTextFormatter(locale: "en-XA")
        let text = formatter.format(try Self.scenario("everything"))
        #expect(text.description == "[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…")
        #expect(text.additionalDescription
            == "[[419 ķƁ öƒ 5.4 ṀƁ (50 ķƁ/š) one] — [1 ɱîñûţé, 37 šéçöñðš ŕéɱåîñîñĝ one] one]")
        #expect(formatter.format(try Self.scenario("downloading-named")).description == "[Ðöŵñļöåðîñĝ “photos.zip” one two]…")
        #expect(formatter.format(try Self.scenario("paused-alone")).additionalDescription == "[Þåûšéð one]")
        #expect(formatter.resolvedLocale == "en-XA")
        #expect(formatter.tableLocale == "en-XA")
        #expect(formatter.tableProblems.isEmpty)
    }

    /// Each bracketed line has about 40 % more characters than its English text (short texts
    /// more: the padding is at least one word, and brackets are added).
    @Test func accentedMessagesAreAboutFortyPercentLonger() throws {
        let english = try ProgressTextFormatter(locale: "en")
        let accented = try ProgressTextFormatter(locale: "en-XA")
        for scenario in ProgressScenario.all {
            let plain = english.format(scenario.snapshot)
            let pseudo = accented.format(scenario.snapshot)
            for (source, long) in [(plain.description, pseudo.description), (plain.additionalDescription, pseudo.additionalDescription)]
            where long.hasPrefix("[") {
                let ratio = Double(long.count) / Double(source.count)
                // A short text grows more, as translations of short texts do ("Done" → "[Ðöñé one]").
                let expected = source.count < 10 ? 1.2...3.0 : 1.2...2.1
                #expect(expected.contains(ratio), "\(scenario.name): \(source) → \(long)")
            }
        }
    }

    @Test func mirrored() throws {
        let formatter = try ProgressTextFormatter(locale: "ar-XB")
        let text = formatter.format(try Self.scenario("everything"))
        #expect(text.description == "\u{200F}gnidaolnwoD\u{200F} 9 \u{200F}selif\u{200F}…")
        #expect(text.additionalDescription == "419 \u{200F}Bk\u{200F} \u{200F}fo\u{200F} 5.4 \u{200F}BM\u{200F} "
            + "(50 \u{200F}Bk\u{200F}/\u{200F}s\u{200F}) — 1 \u{200F}etunim\u{200F}, 37 \u{200F}sdnoces\u{200F} \u{200F}gniniamer\u{200F}")
        // Right to left: the file name is isolated; like Arabic, no letter case.
        #expect(formatter.format(try Self.scenario("downloading-named")).description
            == "\u{200F}gnidaolnwoD\u{200F} “\u{2068}photos.zip\u{2069}”…")
        #expect(formatter.format(try Self.scenario("paused-alone")).additionalDescription == "\u{200F}desuap\u{200F}")
        #expect(formatter.resolvedLocale == "ar-XB")
    }

    /// The library never emits bidi overrides or embeddings (SECURITY.md); ar-XB mirrors with
    /// RIGHT-TO-LEFT MARKs instead.
    @Test func mirroredTextHasNoOverrides() throws {
        let formatter = try ProgressTextFormatter(locale: "ar-XB")
        for scenario in ProgressScenario.all {
            let text = formatter.format(scenario.snapshot)
            for line in [text.description, text.additionalDescription] {
                #expect(!line.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "\(line.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("en-XA", "en-XA", "[7% çöɱþļéţéð one]"),
        ("en_XA.UTF-8", "en-XA", "[7% çöɱþļéţéð one]"),
        ("EN-xa", "en-XA", "[7% çöɱþļéţéð one]"),
        ("ar_XB", "ar-XB", "7% \u{200F}detelpmoc\u{200F}"),
        ("ar-XB-u-nu-arab", "ar-XB-u-nu-arab", "٧٪\u{061C} \u{200F}detelpmoc\u{200F}"),
    ])
    func acceptedInEverySpelling(locale: String, resolved: String, percent: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        #expect(formatter.resolvedLocale == resolved)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == percent)
    }

    @Test func listedApartFromTheTables() {
        #expect(ProgressTextFormatter.pseudoLocales == ["en-XA", "ar-XB"])
        #expect(!ProgressTextFormatter.availableTableLocales().contains { ProgressTextFormatter.pseudoLocales.contains($0) })
    }

    /// A translator editing the source in a tables directory sees the edit in the pseudo-locales.
    @Test func generatedFromTheSourceInUse() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try #require(EmbeddedTables.files["en.json"]).data(file: "en.json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        table["percentCompleted"] = "{percent} done so far"
        try JSONSerialization.data(withJSONObject: table).write(to: directory.appendingPathComponent("en.json"))
        let formatter = try ProgressTextFormatter(locale: "en-XA", tablesDirectory: directory)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description
            == "[7% ðöñé šö ƒåŕ one two]")
    }

    /// Generating `en-XA` is linear in the English message: a 100,000-word message (a stranger's
    /// `en.json` in a tables directory) is padded in well under a second; counting the padding's
    /// characters on every word once made it quadratic (7–10 s).
    @Test func generatingIsLinearInTheMessageLength() throws {
        let directory = try TemporaryTables()
        let original = try #require(EmbeddedTables.files["en.json"]).data(file: "en.json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        table["percentCompleted"] = "{percent} " + Array(repeating: "word", count: 100_000).joined(separator: " ")
        try directory.write("en.json", try JSONSerialization.data(withJSONObject: table))
        let clock = ContinuousClock()
        let start = clock.now
        let formatter = try ProgressTextFormatter(locale: "en-XA", tablesDirectory: directory.url)
        let line = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description
        let elapsed = clock.now - start
        #expect(line.hasPrefix("[7% ŵöŕð ŵöŕð "))
        #expect(line.hasSuffix(" twenty one two three four five]"))
        #expect(line.count == 700_008)
        #expect(elapsed < .seconds(5), "en-XA took \(elapsed) for 100,000 words")
    }

    /// Only literal text changes: every placeholder, `#`, keyword and variant stays.
    @Test(arguments: PseudoLocale.allCases)
    func keepsTheMessageStructure(pseudo: PseudoLocale) throws {
        let source = try #require(StringTableStore().embeddedSource())
        let generated = source.pseudoLocalized(pseudo)
        #expect(generated.problems.isEmpty)
        #expect(Set(generated.entries.keys) == Set(source.entries.keys))
        for (key, entry) in source.entries {
            let pseudoEntry = try #require(generated.entries[key])
            #expect(pseudoEntry.pattern.argumentUses == entry.pattern.argumentUses, "\(key)")
            #expect(Self.shape(pseudoEntry.pattern.nodes) == Self.shape(entry.pattern.nodes), "\(key)")
            #expect(pseudoEntry.source == entry.text)
        }
    }

    @Test func transformsOnlyLetters() {
        #expect(PseudoLocale.accented.transformingLetters("Copy 9 files… (50 kB/s)") == "Çöþý 9 ƒîļéš… (50 ķƁ/š)")
        #expect(PseudoLocale.bidi.transformingLetters("Hello, World!") == "\u{200F}olleH\u{200F}, \u{200F}dlroW\u{200F}!")
        #expect([0, 10, 11, 20, 30].map(PseudoLocale.padding(forLength:)) == [" one", " one", " one two", " one two", " one two three"])
    }

    /// The pattern's skeleton: placeholders, `#`, selects and plurals with their variant keys;
    /// literal text left out (en-XA adds brackets and padding as text).
    static func shape(_ nodes: [MessageNode]) -> String {
        nodes.map { node -> String in
            switch node {
            case .text: ""
            case .pound: "#"
            case .argument(let name): "{\(name)}"
            case .select(let name, let cases):
                "{\(name) select " + cases.keys.sorted().map { "\($0)(\(shape(cases[$0] ?? [])))" }.joined(separator: " ") + "}"
            case .plural(let name, let offset, let exact, let cases):
                "{\(name) plural \(offset) " + exact.keys.sorted().map { "=\($0)(\(shape(exact[$0] ?? [])))" }.joined(separator: " ")
                    + cases.keys.sorted().map { "\($0)(\(shape(cases[$0] ?? [])))" }.joined(separator: " ") + "}"
            }
        }.joined()
    }
}

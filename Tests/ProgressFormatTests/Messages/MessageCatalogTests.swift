import Foundation
@testable import ProgressFormat
import ProgressFormatTestSupport
import Testing
import ProgressTables

@Suite struct MessageCatalogTests {
    /// A temporary override directory holding the German table with some messages replaced.
    static func overrideDirectory(germanChanges: [String: Any]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let original = try #require(EmbeddedTables.files["de.json"]).data(file: "de.json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        for (key, value) in germanChanges { table[key] = value }
        try JSONSerialization.data(withJSONObject: table).write(to: directory.appendingPathComponent("de.json"))
        return directory
    }

    @Test func anOverrideTableIsUsedWithoutRebuilding() throws {
        let directory = try Self.overrideDirectory(germanChanges: ["percentCompleted": "{percent} erledigt"])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        #expect(formatter.tableProblems.isEmpty)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == "7\u{00A0}% erledigt")
    }

    @Test func aBrokenTranslationFallsBackToTheSourceText() throws {
        let directory = try Self.overrideDirectory(germanChanges: [
            "percentCompleted": "{percent abgeschlossen",
            "timeRemaining": "noch {dauer}",
            "unitsCompletedOfTotal": "{completed} insgesamt",
            "fileOperationUnnamed": "{operation, plural, other {Dateien…}}",
        ])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        let file = directory.appendingPathComponent("de.json").path
        #expect(formatter.tableProblems.map(\.description) == [
            "\(file): percentCompleted: position 9: expected ',' or '}' after placeholder 'percent'",
            "\(file): fileOperationUnnamed: position 1: placeholder '{operation}' is a keyword, not a count to pluralize on",
            "\(file): fileOperationUnnamed: position 1: placeholder '{operation}' is a keyword; use it only in a select",
            "\(file): unitsCompletedOfTotal: missing placeholder '{total}'",
            "\(file): timeRemaining: position 6: unknown placeholder '{dauer}'",
            "\(file): timeRemaining: missing placeholder '{duration}'",
        ])
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100, estimatedTimeRemaining: 60))
        // A line that needs a broken message is English through and through, numbers and
        // punctuation included (the German dash "–" too).
        #expect(text.description == "7% completed")
        #expect(text.additionalDescription == "7 of 100 — 1 minute remaining")
    }

    /// A translation holding a control, bidi or invisible character is refused when the table is
    /// loaded, not only by lint: the library's own text never carries one, whoever renders it.
    @Test(arguments: [
        ("{percent} abge\u{1B}[2Jschlossen", "U+001B", 14),
        ("\u{202E}{percent} abgeschlossen", "U+202E", 0),
        ("{percent}\u{85}abgeschlossen", "U+0085", 9),
        ("{percent} abgeschlossen\u{2028}", "U+2028", 23),
        ("{percent} ab\u{FFFD}geschlossen", "U+FFFD", 12),
        ("{percent} \u{2067}abgeschlossen\u{2069}", "U+2067", 10),
        ("{percent} abge\u{200B}schlossen", "U+200B", 14),
        ("{percent}\u{FEFF} abgeschlossen", "U+FEFF", 9),
        ("{percent} abgeschlossen\u{E0041}", "U+E0041", 23),
    ])
    func aTranslationWithAnUnsafeCharacterIsRefused(message: String, code: String, position: Int) throws {
        let directory = try Self.overrideDirectory(germanChanges: ["percentCompleted": message])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        let file = directory.appendingPathComponent("de.json").path
        #expect(formatter.tableProblems.map(\.description) == [
            "\(file): percentCompleted: position \(position): contains \(code), which a translation must not hold",
        ])
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(text.description == "7% completed")
        #expect(text.additionalDescription == "7 von 100")
    }

    /// A translation whose apostrophes would show a brace — a quotation that never closes, or
    /// quoted braces around a placeholder's name — is refused when the table is loaded, with the
    /// apostrophe's position; its line is English. It once rendered "7 % { abgeschlossen" and
    /// „{fileName}“.
    @Test(arguments: [
        ("{percent} '{ abgeschlossen", ["position 10: the apostrophe opens a quotation that never closes; the rest would show as written"]),
        ("'{percent}' abgeschlossen", ["missing placeholder '{percent}'",
                                       "position 0: quotes a brace with apostrophes, so a brace would show as text"]),
        ("{percent} '{'abgeschlossen'}'", ["position 10: quotes a brace with apostrophes, so a brace would show as text"]),
    ])
    func aTranslationThatWouldShowABraceIsRefused(message: String, problems: [String]) throws {
        let directory = try Self.overrideDirectory(germanChanges: ["percentCompleted": message])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        let file = directory.appendingPathComponent("de.json").path
        #expect(formatter.tableProblems.map(\.description) == problems.map { "\(file): percentCompleted: \($0)" })
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(text.description == "7% completed")
        // An apostrophe before a letter is text, as ICU reads it: "l'heure" is fine.
        let plain = try Self.overrideDirectory(germanChanges: ["percentCompleted": "{percent} 'abgeschlossen' l'heure"])
        #expect(try ProgressTextFormatter(locale: "de", tablesDirectory: plain).tableProblems == [])
    }

    /// A message refused in the tables directory's own `en.json` (the source every line can
    /// fall back to) is never shown, whatever the locale: not through a translation that falls
    /// back, not through a pseudo-locale generated from it. The built-in English takes its
    /// place, and the problem is reported.
    @Test(arguments: ["ar-XB", "en-XA", "de", "en"])
    func aRefusedSourceMessageIsNeverShown(locale: String) throws {
        let directory = try TemporaryTables()
        let original = try #require(EmbeddedTables.files["en.json"]).data(file: "en.json")
        var english = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        english["percentCompleted"] = "{percent} EVIL\u{9B}31m"
        try directory.write("en.json", try JSONSerialization.data(withJSONObject: english))
        try directory.writeGerman(changes: ["percentCompleted": "{percent} \u{1B}]0;x\u{07}"])
        let formatter = try ProgressTextFormatter(locale: locale, tablesDirectory: directory.url)
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(text.description == "7% completed")
        #expect(formatter.tableProblems.map(\.description).contains(
            "\(directory.path("en.json")): percentCompleted: position 14: contains U+009B, which a translation must not hold"))
        #expect(!text.description.unicodeScalars.contains { StringTable.isUnsafe($0) })
    }

    @Test func aTableThatIsNotJSONFallsBackWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{ broken".utf8).write(to: directory.appendingPathComponent("de.json"))
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        #expect(formatter.tableProblems.first?.description.hasPrefix(
            "\(directory.appendingPathComponent("de.json").path): unreadable string table: not valid JSON") == true)
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)).description == "7% completed")
    }

    @Test func translationsMayAgreeWithTheLeadingUnit() throws {
        // A Russian-style message selecting on the leading unit and its number.
        let directory = try Self.overrideDirectory(germanChanges: [
            "timeRemaining": "{leadingUnit, select, minute {{leadingCount, plural, one {noch eine Minute: {duration}} other {noch {duration}}}} other {noch {duration}}}",
        ])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        #expect(formatter.tableProblems.isEmpty)
        let oneMinute = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: 97))
        #expect(oneMinute.additionalDescription == "Noch eine Minute: 1 Minute, 37 Sekunden")
        let twoMinutes = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: 150))
        #expect(twoMinutes.additionalDescription == "Noch 2 Minuten, 30 Sekunden")
    }
}

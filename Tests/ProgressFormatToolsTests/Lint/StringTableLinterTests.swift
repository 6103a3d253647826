import Foundation
@testable import ProgressFormat
import ProgressFormatTools
import Testing
import ProgressTables

@Suite struct StringTableLinterTests {
    /// Lints one table made from the German draft with `changes` applied (`nil` removes a key),
    /// saved as `<locale>.json`; returns the findings with the directory stripped from paths.
    static func lint(locale: String = "de", _ changes: [String: Any?]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try #require(EmbeddedTables.files["de.json"]).data(file: "de.json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        table["@@locale"] = locale
        for (key, value) in changes {
            table[key] = value
        }
        try JSONSerialization.data(withJSONObject: table).write(to: directory.appendingPathComponent("\(locale).json"))
        return StringTableLinter(tablesDirectory: directory).lint().map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
    }

    /// A table's `@@locale` is text from a file. A long malformed one (found by fuzzing) reached
    /// ICU's plural rules, which copy a locale name into a fixed buffer: glibc stopped the
    /// process ("buffer overflow detected"). Only a well-formed tag reaches ICU now; the rest is
    /// linted with the root locale's rules.
    @Test func aMalformedLocaleInTheTableNeverReachesICU() throws {
        let select = String(repeating: "{{a, select, other ", count: 12)
        let json = #"{"@@locale": "a@me "# + select + #"{{x} erledigt", "percentCompleted": "{percent} erledigt"}"#
        let table = try StringTable.decode(Data(json.utf8), file: "fuzz.json")
        #expect(table.locale.utf8.count > 200)
        let source = try #require(StringTableStore().embeddedSource())
        let findings = StringTableLinter.findings(in: table, source: source).map(\.description)
        // The table is still linted, its header reported.
        #expect(findings.contains("fuzz.json:-: error: @@locale is '\(table.locale)' but the file is named fuzz.json"))
        #expect(findings.contains("fuzz.json:-: error: ICU has no locale data for '\(table.locale)'"))
        #expect(findings.contains("fuzz.json:fileOperationNamed: error: missing message"))
    }

    @Test func builtInTablesAreClean() {
        let findings = StringTableLinter().lint()
        #expect(findings.map(\.description) == [])
    }

    @Test func theGermanDraftIsClean() throws {
        #expect(try Self.lint([:]) == [])
    }

    @Test func syntaxErrorsGiveTheirPosition() throws {
        #expect(try Self.lint(["percentCompleted": "{percent abgeschlossen"]) == [
            "de.json:percentCompleted: error: position 9: expected ',' or '}' after placeholder 'percent'",
        ])
    }

    /// A placeholder name in the translator's language is named whole, not cut at its first
    /// non-ASCII letter ("expected ',' or '}' after placeholder 'dur'").
    @Test func aPlaceholderNameThatIsNotASCIIIsNamedWhole() throws {
        #expect(try Self.lint(["timeRemaining": "noch {durée}"]) == [
            "de.json:timeRemaining: error: position 6: '{durée}' is not a placeholder name: names are ASCII letters, "
                + "digits, '_' and '-', as the source message writes them",
        ])
    }

    /// ICU's apostrophe quoting, reported as the renderer shows it: quoted braces show a
    /// placeholder's name, an apostrophe that never closes quotes the rest of the message.
    @Test func apostropheMistakesAreReportedAsTheyShow() throws {
        #expect(try Self.lint([
            "percentCompleted": "{percent} '{ abgeschlossen",
            "statusPaused": "'{'status'}' angehalten",
            "statusCancelled": "l''arrêt '{' abgebrochen '}'",
        ]) == [
            "de.json:percentCompleted: error: position 10: the apostrophe opens a quotation that never closes: the rest of "
                + "the message is shown as written (\"{ abgeschlossen\"); write '' for an apostrophe, or close the quotation "
                + "with another '",
            "de.json:statusPaused: error: position 0: shows the literal text '{status}' (its braces are quoted with "
                + "apostrophes), not the placeholder's value; write {status} without apostrophes around its braces",
        ])
        let quotations = MessagePattern.quotations(in: "„'{'fileName'}'“")
        #expect(quotations == [.init(position: 1, isClosed: true, text: "{"), .init(position: 12, isClosed: true, text: "}")])
    }

    /// `en-XA` and `ar-XB` are generated from the source, not tables a translator keeps.
    @Test func lintLeavesThePseudoLocalesAlone() {
        #expect(StringTableLinter().lint(locales: ["en-XA", "ar-XB"]) == [])
    }

    @Test func icusOwnParserIsConsulted() {
        #expect(ICUMessagePattern.syntaxError(in: "{n, plural, other {# x}", locale: "en")?.name == "U_PATTERN_SYNTAX_ERROR")
        #expect(ICUMessagePattern.syntaxError(in: "{n, plural, one {# x} other {# y}}", locale: "en") == nil)
    }

    @Test func placeholdersMustMatchTheSource() throws {
        #expect(try Self.lint([
            "timeRemaining": "noch {dauer}",
            "exabyteCount": "{value, select, other {EB}}",
        ]) == [
            "de.json:exabyteCount: error: position 1: placeholder '{value}' is a number, not a keyword to select on",
            "de.json:timeRemaining: error: position 6: unknown placeholder '{dauer}'",
            "de.json:timeRemaining: error: missing placeholder '{duration}'",
        ])
    }

    @Test func pluralsNeedEveryCategoryTheLanguageHas() throws {
        let findings = try Self.lint(locale: "ru", [
            "filesCompletedOfTotal": "{completedFiles} из {totalFiles, plural, one {# файла} other {# файлов}}",
        ])
        #expect(findings.filter { $0.contains(":filesCompletedOfTotal:") } == [
            "ru.json:filesCompletedOfTotal: error: plural '{totalFiles}' lacks 'few' (2, 3, 4, 22…)",
            "ru.json:filesCompletedOfTotal: error: plural '{totalFiles}' lacks 'many' (0, 5, 6, 7…)",
        ])
    }

    @Test func categoriesTheLanguageNeverUsesAreAWarning() throws {
        #expect(try Self.lint([
            "filesCompletedOfTotal": "{completedFiles} von {totalFiles, plural, one {# Datei} few {# Dateien} other {# Dateien}}",
        ]) == [
            "de.json:filesCompletedOfTotal: warning: plural '{totalFiles}' has 'few', which whole numbers never take in 'de'",
        ])
    }

    @Test func aOneVariantMustShowTheNumberWhereOneIsNotJustOne() throws {
        let findings = try Self.lint(locale: "ru", [
            "filesCompletedOfTotal": "{completedFiles} из {totalFiles, plural, one {файла} few {# файлов} many {# файлов} other {# файла}}",
        ])
        #expect(findings.filter { $0.contains(":filesCompletedOfTotal:") } == [
            "ru.json:filesCompletedOfTotal: error: plural '{totalFiles}' variant 'one' omits the number, but 'one' covers 1, 21, 31, 41…; add '#'",
        ])
        // Hebrew "one" is only 1: the number may go.
        let hebrew = try Self.lint(locale: "he", [
            "filesCompletedOfTotal": "{completedFiles} מתוך {totalFiles, plural, one {קובץ אחד} two {# קבצים} other {# קבצים}}",
        ])
        #expect(hebrew.filter { $0.contains(":filesCompletedOfTotal:") } == [])
    }

    @Test func typography() throws {
        #expect(try Self.lint([
            "percentCompleted": " {percent} abgeschlossen...",
            "timeRemaining": "noch \u{200F}{duration}",
            "withTimeRemaining": "{progress} — {timeRemaining}",
            "fileOperationUnnamed": "{operation, select, other {Dateien werden verarbeitet}}",
        ]) == [
            "de.json:fileOperationUnnamed: warning: the source has an ellipsis '…' and the translation none",
            "de.json:percentCompleted: error: uses '...' where the ellipsis '…' (U+2026) belongs",
            "de.json:percentCompleted: error: starts or ends with white space",
            "de.json:timeRemaining: error: contains the bidi control U+200F; file names are isolated by the engine",
        ])
    }

    /// What a screen reader says holds words, not symbols it would read aloud.
    @Test func spokenMessagesHoldNoSymbols() throws {
        #expect(try Self.lint([
            "spokenWith": "{progress} — {detail}",
            "spokenCompletedOfTotal": "{completed}/{total}",
            "spokenPerSecond": "{amount} (pro Sekunde)",
            // A log line is read, not spoken: its dash stays.
            "logLine": "{description} – {detail}",
        ]) == [
            "de.json:spokenCompletedOfTotal: error: position 11: \"/\" is read aloud as a symbol; write words",
            "de.json:spokenPerSecond: error: position 9: \"(\" is read aloud as a symbol; write words",
            "de.json:spokenWith: error: position 11: \"—\" is read aloud as a symbol; write words",
        ])
    }

    @Test func frenchSpacing() throws {
        let findings = try Self.lint(locale: "fr", [
            "timeRemaining": "restant : {duration}",
            "fileOperationNamed": "{operation, select, other {Traitement de « {fileName} »…}}",
        ])
        #expect(findings.filter { $0.contains(":timeRemaining:") || $0.contains(":fileOperationNamed:") } == [
            "fr.json:fileOperationNamed: error: a plain space inside « »; French uses a no-break space (U+00A0)",
            "fr.json:timeRemaining: error: a plain space before ':'; French uses a no-break space (U+00A0 or U+202F)",
        ])
    }

    @Test func quotesFollowCLDR() throws {
        #expect(try Self.lint([
            "fileOperationNamed": "{operation, select, other {“{fileName}” wird verarbeitet…}}",
        ]) == [
            "de.json:fileOperationNamed: warning: '{fileName}' is quoted “…”; CLDR's quotation marks for 'de' are „…“ or ‚…‘",
        ])
    }

    @Test func staleAndIncompleteTranslations() throws {
        #expect(try Self.lint([
            "@percentCompleted": ["x-state": "needs-review", "x-source": "{percent} done"],
            "@timeRemaining": ["x-state": "reviewed", "x-source": "{duration} left"],
            "@exabyteCount": ["x-state": "approved"],
            "unitsCompletedOfTotal": nil,
            "noSuchMessage": "x",
        ]) == [
            "de.json:noSuchMessage: error: unknown message key",
            "de.json:unitsCompletedOfTotal: error: missing message",
            "de.json:exabyteCount: warning: no valid x-state (new, translated, needs-review or reviewed)",
            "de.json:exabyteCount: warning: no x-source: the source text it was translated from",
            "de.json:percentCompleted: warning: stale: translated from an older source text; review it and update x-source",
            "de.json:timeRemaining: error: stale: reviewed against an older source text; check it again and approve it "
                + "(progress-format review approve)",
            "de.json:timeRemaining: error: marked reviewed without a named reviewer",
            "de.json:timeRemaining: error: marked reviewed without a review time (x-reviewed-at)",
        ])
    }

    @Test func theFileNameMustMatchItsLocale() throws {
        let findings = try Self.lint(locale: "xx", [:])
        #expect(findings.prefix(1) == ["xx.json:-: error: ICU has no locale data for 'xx'"])
    }
}

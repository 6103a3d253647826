import Foundation
import ProgressFormatTools
import Testing
import ProgressFormatTestSupport

/// XLIFF 1.2 as the translators' tools read it: exact documents, escaping, refusals.
@Suite struct XLIFFExporterTests {
    @Test func aSmallTableExactly() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        #expect(try XLIFFExporter.xliff(source: source, target: german) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="Resources/Strings/de.json" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="percentCompleted" resname="percentCompleted" approved="yes" xml:space="preserve">
                    <source>{percent} completed</source>
                    <target state="final">{percent} abgeschlossen</target>
                    <note from="developer">Progress as a whole percentage.</note>
                    <note from="developer">{percent}: 7%</note>
                    <note from="x-reviewer">Anna Müller</note>
                    <note from="x-reviewed-at">2025-01-02T03:04:05Z</note>
                  </trans-unit>
                  <trans-unit id="fileOperationUnnamed" resname="fileOperationUnnamed" xml:space="preserve">
                    <source>{operation, select, downloading {Downloading files…} other {Processing files…}}</source>
                    <target state="needs-review-translation">{operation, select, downloading {Dateien werden heruntergeladen…} other {Dateien werden verarbeitet…}}</target>
                    <note from="developer">What is being done to files.</note>
                    <note from="developer">{operation}: downloading (one of: downloading, other (processing))</note>
                  </trans-unit>
                  <trans-unit id="statusPaused" resname="statusPaused" xml:space="preserve">
                    <source>paused</source>
                    <note from="developer">The transfer is paused.</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
    }

    @Test func escapesMarkupQuotesAndInvisibleCharacters() throws {
        #expect(try XMLText.escaped(#"5 < 7 & "x" > 'y'"#) == "5 &lt; 7 &amp; &quot;x&quot; &gt; 'y'")
        #expect(try XMLText.escaped("a\u{202E}b\u{2068}c\u{2069}\u{200F}\u{85}\u{7F}")
                == "a&#x202E;b&#x2068;c&#x2069;&#x200F;&#x0085;&#x007F;")
        #expect(try XMLText.escaped("tab\there\nline\rret") == "tab&#9;here&#10;line&#13;ret")
        #expect(try XMLText.escaped("19\u{00A0}%\u{202F}ok\u{200D}") == "19\u{00A0}%\u{202F}ok\u{200D}")
        #expect(throws: XMLText.Unrepresentable(scalar: "\u{1B}", position: 3)) { try XMLText.escaped("é\u{1F600}\u{1B}") }
        #expect(throws: XMLText.Unrepresentable(scalar: "\u{FFFE}", position: 0)) { try XMLText.escaped("\u{FFFE}") }
    }

    @Test func refusesATableWithACharacterXMLCannotCarry() throws {
        var (source, german) = try XLIFFFixtures.smallTables()
        german.setMessage("percentCompleted", "{percent}\u{1B}[2J abgeschlossen")
        #expect(throws: XLIFFError.unexportable(
            file: "de.json", key: "percentCompleted",
            reason: "the translation has the character U+001B at position 9, which XLIFF (XML 1.0) cannot carry; "
                + "remove it (lint reports it) and export again")) {
            try XLIFFExporter.xliff(source: source, target: german)
        }
        source.setMessage("statusPaused", "paused\u{0}")
        german.setMessage("percentCompleted", "{percent} abgeschlossen")
        #expect(throws: XLIFFError.unexportable(
            file: "en.json", key: "statusPaused",
            reason: "the source text has the character U+0000 at position 6, which XLIFF (XML 1.0) cannot carry; "
                + "remove it (lint reports it) and export again")) {
            try XLIFFExporter.xliff(source: source, target: german)
        }
    }

    /// A translation or unit word holding a character no table may hold — a C1 control, a line
    /// or paragraph separator, a bidi override — is refused at export with its key and position:
    /// XML could carry it, but import refuses the unit, so the file would not read back.
    @Test(arguments: [("\u{85}", "U+0085"), ("\u{2028}", "U+2028"), ("\u{2029}", "U+2029"), ("\u{202E}", "U+202E"),
                      ("\u{9B}", "U+009B"), ("\t", "U+0009")])
    func refusesWhatImportWouldRefuse(character: String, codePoint: String) throws {
        let source = try XLIFFFixtures.smallTables().source
        var german = try XLIFFFixtures.smallTables().german
        german.setMessage("percentCompleted", "{percent}" + character + " abgeschlossen")
        #expect(throws: XLIFFError.unexportable(
            file: "de.json", key: "percentCompleted",
            reason: "the translation has the character \(codePoint) at position 9, which no table may hold (import would "
                + "refuse the unit); remove it (lint reports it) and export again")) {
            try XLIFFExporter.xliff(source: source, target: german)
        }
        german.setMessage("percentCompleted", "{percent} abgeschlossen")
        german.setUnitOverrideText("duration-day", category: "one", "{0}" + character + " Tag")
        #expect(throws: XLIFFError.unexportable(
            file: "de.json", key: "@@x-units/duration-day/one",
            reason: "the unit word has the character \(codePoint) at position 3, which no table may hold (import would "
                + "refuse the unit); remove it (lint reports it) and export again")) {
            try XLIFFExporter.xliff(source: source, target: german)
        }
    }

    /// The unit word units each shipped table carries (one per unit and plural category), as
    /// its file's `@@x-units` has them.
    static let unitWordUnits: [String: Int] = {
        var units: [String: Int] = [:]
        for locale in ShippedTables.locales {
            guard let data = try? Data(contentsOf: ShippedTables.file(locale)),
                  let table = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let overrides = table["@@x-units"] as? [String: Any] else { continue }
            units[locale] = overrides.filter { !$0.key.hasPrefix("@") }.values.reduce(0) { $0 + (($1 as? [String: Any])?.count ?? 0) }
        }
        return units
    }()

    /// Tables whose unit words this suite counts above, and a few it knows by heart.
    @Test func unitWordUnitsAreCountedFromTheFiles() {
        #expect(Self.unitWordUnits["ru"] == 16)
        #expect(Self.unitWordUnits["pl"] == 4)
        #expect(Self.unitWordUnits["de"] == nil)
    }

    /// Every shipped table exports (no table holds a character XML cannot carry), one unit per
    /// source message and one per unit word and category, each target in the XLIFF state of its
    /// table's review state (whichever that is), approved exactly when reviewed.
    @Test(arguments: ShippedTables.locales)
    func everyShippedTableExports(locale: String) throws {
        let xliff = try XLIFFExporter.xliff(source: try XLIFFFixtures.shipped("en"), target: try XLIFFFixtures.shipped(locale))
        let units = 29 + (Self.unitWordUnits[locale] ?? 0)
        #expect(xliff.components(separatedBy: "<trans-unit ").count - 1 == units)
        #expect(xliff.components(separatedBy: "<trans-unit id=\"@@x-units/").count - 1 == Self.unitWordUnits[locale] ?? 0)
        let targets = xliff.components(separatedBy: "<target state=\"").count - 1
        let approved = xliff.components(separatedBy: " approved=\"yes\"").count - 1
        #expect(targets == (locale == "en" ? 0 : units))
        #expect(approved == xliff.components(separatedBy: "<target state=\"final\">").count - 1)
        #expect(!xliff.contains("<target state=\"new\">") && !xliff.contains("approved=\"no\""))
        // The translator's notes travel too, one per note in the table (Cherokee's draft has one per message).
        #expect(xliff.components(separatedBy: "<note from=\"x-note\">").count - 1
            == (try String(contentsOf: ShippedTables.file(locale), encoding: .utf8)).components(separatedBy: "\"x-note\":").count - 1)
    }

    @Test func unitWordsTravelOnePerCategory() throws {
        let xliff = try XLIFFExporter.xliff(source: try XLIFFFixtures.shipped("en"), target: try XLIFFFixtures.shipped("pl"))
        #expect(xliff.contains("""
                  <trans-unit id="@@x-units/duration-day/few" resname="@@x-units/duration-day/few" xml:space="preserve">
                    <source>{0} days</source>
                    <target state="needs-review-translation">{0} dni</target>
                    <note from="developer">The words around a number of duration-day for the plural category 'few', in place of CLDR's; {0} is the number as shown.</note>
                    <note from="x-description">CLDR's 'doba' (a 24-hour period) reads oddly in a countdown; 'dzień/dni' is what people say. timeRemaining agrees with it ('pozostał 1 dzień').</note>
                  </trans-unit>
            """))
    }
}

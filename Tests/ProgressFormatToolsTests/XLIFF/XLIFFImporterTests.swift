import Foundation
import ProgressFormatTools
import ProgressFormatTestSupport
import Testing

/// Importing XLIFF: nothing lost in a round trip, a broken unit refused with its position while
/// the rest land, `reviewed` only by a named reviewer against the current English.
@Suite struct XLIFFImporterTests {
    /// Export → import with no edits leaves every shipped table as it is, byte for byte.
    @Test(arguments: ShippedTables.locales)
    func roundTripLeavesEveryTableByteIdentical(locale: String) throws {
        let source = try XLIFFFixtures.shipped("en")
        let table = try XLIFFFixtures.shipped(locale)
        let result = try XLIFFFixtures.roundTrip(source: source, target: table)
        #expect(result.changed == [])
        #expect(result.refusals == [])
        #expect(result.notes == [])
        #expect(result.unchanged == 29 + (XLIFFExporterTests.unitWordUnits[locale] ?? 0))
        let written = StringTableWriter.data(for: result.document, messageOrder: source.messageKeys)
        #expect(written == (try Data(contentsOf: ShippedTables.file(locale))))
    }

    /// Review records survive a round trip, also through a tool that drops the notes.
    @Test func reviewRecordsSurviveARoundTrip() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let kept = try XLIFFFixtures.roundTrip(source: source, target: german)
        #expect(kept.document == german)
        let withoutNotes = try XLIFFFixtures.roundTrip(source: source, target: german, reviewer: "Ben") { xliff in
            xliff.split(separator: "\n").filter { !$0.contains("<note") }.joined(separator: "\n")
        }
        #expect(withoutNotes.document == german)
        #expect(withoutNotes.changed == [])
    }

    /// A message's translator's note (`x-note`) travels as `<note from="x-note">`: a note edited
    /// in the tool comes back (a changed note alone is a change, the review record kept); a tool
    /// that drops it leaves the table's note alone; a note with a character no table may hold is
    /// left out, and a line says so.
    @Test func theTranslatorsNoteTravelsBothWays() throws {
        let (source, plain) = try XLIFFFixtures.smallTables()
        var german = plain
        german.setMetadataString("percentCompleted", "x-note", "'abgeschlossen' as in the Duden")
        let xliff = try XLIFFExporter.xliff(source: source, target: german)
        #expect(xliff.contains("""
                    <note from="developer">{percent}: 7%</note>
                    <note from="x-reviewer">Anna Müller</note>
                    <note from="x-reviewed-at">2025-01-02T03:04:05Z</note>
                    <note from="x-note">'abgeschlossen' as in the Duden</note>
                  </trans-unit>
            """))
        #expect(xliff.components(separatedBy: "<note from=\"x-note\">").count == 2)

        let edited = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: ">'abgeschlossen' as in the Duden<", with: ">'abgeschlossen': Duden &amp; Wahrig<")
        }
        #expect(edited.changed == ["percentCompleted"])
        #expect(edited.notes == [])
        #expect(edited.document.metadataString("percentCompleted", "x-note") == "'abgeschlossen': Duden & Wahrig")
        #expect(edited.document.reviewRecord("percentCompleted") == german.reviewRecord("percentCompleted"))
        #expect(edited.document.message("percentCompleted") == german.message("percentCompleted"))

        let added = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: "<note from=\"developer\">What is being done to files.</note>",
                                       with: "<note from=\"x-note\">'verarbeitet' is a guess</note>")
                .replacingOccurrences(of: "Dateien werden verarbeitet…", with: "Dateien werden bearbeitet…")
        }
        #expect(added.changed == ["fileOperationUnnamed"])
        #expect(added.document.metadataString("fileOperationUnnamed", "x-note") == "'verarbeitet' is a guess")
        #expect(added.document.message("fileOperationUnnamed")?.contains("bearbeitet") == true)

        let dropped = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.split(separator: "\n").filter { !$0.contains("x-note") }.joined(separator: "\n")
        }
        #expect(dropped.changed == [])
        #expect(dropped.document == german)

        let unsafe = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: ">'abgeschlossen' as in the Duden<", with: ">Duden \u{202E}gnorw<")
        }
        #expect(unsafe.changed == [])
        #expect(unsafe.notes == [
            "de.xlf: unit percentCompleted: its translator's note has the character U+202E at position 6, which no table may hold; the table's note is kept",
        ])
        #expect(unsafe.document == german)
    }

    @Test func aBrokenUnitIsRefusedWithItsPositionAndTheOthersLand() throws {
        let source = try XLIFFFixtures.shipped("en")
        let german = try XLIFFFixtures.shipped("de")
        let result = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: ">noch {duration}<", with: ">noch {dauer}<")
                .replacingOccurrences(of: ">{percent} abgeschlossen<", with: ">{percent} erledigt<")
        }
        #expect(result.refusals == [
            "de.xlf: unit timeRemaining: position 6: unknown placeholder '{dauer}'",
            "de.xlf: unit timeRemaining: missing placeholder '{duration}'",
        ])
        #expect(result.refusedKeys == ["timeRemaining"])
        #expect(result.changed == ["percentCompleted"])
        #expect(result.unchanged == 27)
        #expect(result.document.message("percentCompleted") == "{percent} erledigt")
        #expect(result.document.reviewRecord("percentCompleted") == ReviewRecord(state: "needs-review", source: "{percent} completed"))
        #expect(result.document.message("timeRemaining") == german.message("timeRemaining"))
    }

    @Test func approvedWithoutANamedReviewerIsImportedAsNeedsReview() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let result = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: #"<target state="needs-review-translation">"#, with: #"<target state="signed-off">"#)
        }
        #expect(result.notes == [
            "de.xlf: unit fileOperationUnnamed: approved, but no reviewer is named (import with --reviewer NAME); imported as needs-review",
        ])
        #expect(result.changed == [])
        #expect(result.unchanged == 2)
        #expect(result.withoutTarget == 1)
        #expect(result.document == german)
    }

    @Test func approvedWithAReviewerRecordsWhoWhenAndTheSource() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let result = try XLIFFFixtures.roundTrip(source: source, target: german, reviewer: "Ben Okafor") { xliff in
            xliff.replacingOccurrences(of: #"resname="fileOperationUnnamed" xml"#, with: #"resname="fileOperationUnnamed" approved="yes" xml"#)
        }
        #expect(result.notes == [])
        #expect(result.changed == ["fileOperationUnnamed"])
        #expect(result.document.reviewRecord("fileOperationUnnamed") == ReviewRecord(
            state: "reviewed", source: "{operation, select, downloading {Downloading files…} other {Processing files…}}",
            reviewer: "Ben Okafor", reviewedAt: XLIFFFixtures.now))
        #expect(result.document.reviewRecord("percentCompleted") == german.reviewRecord("percentCompleted"))
    }

    /// A reviewer note a person added counts as the reviewer; the note the export wrote (the
    /// old record) does not vouch for a changed translation.
    @Test func aReviewerRecordedInTheFile() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let added = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: #"<target state="needs-review-translation">"#, with: #"<target state="final">"#)
                .replacingOccurrences(of: "<note from=\"developer\">What is being done to files.</note>",
                                      with: "<note from=\"x-reviewer\">Chen Wei</note>")
        }
        #expect(added.notes == [])
        #expect(added.document.reviewRecord("fileOperationUnnamed").reviewer == "Chen Wei")
        #expect(added.document.reviewRecord("fileOperationUnnamed").reviewedAt == XLIFFFixtures.now)

        let changed = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: ">{percent} abgeschlossen<", with: ">{percent} fertig<")
        }
        #expect(changed.notes == [
            "de.xlf: unit percentCompleted: approved, but no reviewer is named (import with --reviewer NAME); imported as needs-review",
        ])
        #expect(changed.document.reviewRecord("percentCompleted") == ReviewRecord(state: "needs-review", source: "{percent} completed"))
    }

    @Test func approvedAgainstAnOlderSourceIsNotReviewed() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let result = try XLIFFFixtures.roundTrip(source: source, target: german, reviewer: "Ben") { xliff in
            xliff.replacingOccurrences(of: "<source>{percent} completed</source>", with: "<source>{percent} complete</source>")
                .replacingOccurrences(of: ">{percent} abgeschlossen<", with: ">{percent} fertig<")
        }
        #expect(result.notes == [
            "de.xlf: unit percentCompleted: its <source> is not the current English text; imported as made from that text (stale)",
            "de.xlf: unit percentCompleted: approved against an older English text; imported as needs-review",
        ])
        #expect(result.document.reviewRecord("percentCompleted") == ReviewRecord(state: "needs-review", source: "{percent} complete"))
    }

    @Test func unitsThatCannotBeImported() throws {
        let source = try XLIFFFixtures.shipped("en")
        let german = try XLIFFFixtures.shipped("de")
        let result = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: #"id="statusPaused" resname="statusPaused""#, with: #"id="noSuchKey" resname="noSuchKey""#)
                .replacingOccurrences(of: #"resname="statusStalled""#, with: #"resname="statusCancelled""#)
                .replacingOccurrences(of: ">{percent} abgeschlossen<", with: ">{percent} <g id=\"1\">abgeschlossen</g><")
                .replacingOccurrences(of: #"<target state="needs-review-translation">angehalten"#, with: #"<target state="x-tool">angehalten"#)
        }
        #expect(result.refusals == [
            "de.xlf: unit percentCompleted: inline markup <g> in <target>; only plain text is imported",
            "de.xlf: unit noSuchKey: not a message of the source table en.json",
            "de.xlf: unit statusCancelled: appears more than once in the file",
        ])
        #expect(result.changed == [])
    }

    @Test func anUnknownStateImportsAsNeedsReview() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let result = try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
            xliff.replacingOccurrences(of: #"<target state="needs-review-translation">{operation, select, downloading {Dateien werden heruntergeladen…}"#,
                                       with: #"<target state="x-checked">{operation, select, downloading {Dateien werden geladen…}"#)
        }
        #expect(result.notes == ["de.xlf: unit fileOperationUnnamed: unknown state 'x-checked'; imported as needs-review"])
        #expect(result.changed == ["fileOperationUnnamed"])
        #expect(result.document.reviewRecord("fileOperationUnnamed").state == "needs-review")
    }

    @Test func theSourceTableIsNotEditedByImport() throws {
        let source = try XLIFFFixtures.shipped("en")
        let result = try XLIFFFixtures.roundTrip(source: source, target: source) { xliff in
            xliff.replacingOccurrences(of: "<target>{percent} completed</target>", with: "<target>{percent} done</target>")
                .replacingOccurrences(of: "<target>{duration} remaining</target>",
                                      with: "<target>{duration} remaining</target><note from=\"x-note\">a note</note>")
        }
        #expect(result.refusals == ["de.xlf: unit percentCompleted: the source table is edited in en.json itself, not imported"])
        #expect(result.document == source)
        #expect(result.changed == [])
    }

    @Test func aFileForAnotherSourceLanguageIsRefused() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        #expect(throws: XLIFFError.unreadable(file: "de.xlf", reason: "source-language is 'fr', not 'en'")) {
            try XLIFFFixtures.roundTrip(source: source, target: german) { xliff in
                xliff.replacingOccurrences(of: #"source-language="en""#, with: #"source-language="fr""#)
            }
        }
    }
}

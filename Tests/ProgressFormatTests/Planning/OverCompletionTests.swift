@testable import ProgressFormat
import Testing

/// Work done beyond its total is done: the text says 100%, the spoken value says 100 percent,
/// and a bar draws `fractionCompleted` full. The text once read "200% completed" and
/// "9,223,372,036,854,775,807% completed" while the spoken value said 100 and the bar stood full.
@Suite struct OverCompletionTests {
    /// The three a bar shows, for one snapshot: the description, the spoken value, the fraction.
    private func shown(_ snapshot: ProgressSnapshot, locale: String = "en") throws -> (String, String, Double?) {
        let formatter = try ProgressTextFormatter(locale: locale)
        return (formatter.format(snapshot).description, formatter.spokenValue(for: snapshot), snapshot.fractionCompleted)
    }

    @Test(arguments: [(Int64(200), Int64(100)), (6, 5), (.max, 1), (.max, .max - 1), (1_000_001, 1_000_000)])
    func theTextTheSpokenValueAndTheBarSayDone(completed: Int64, total: Int64) throws {
        let snapshot = ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total)
        let (description, value, fraction) = try shown(snapshot)
        #expect(description == "100% completed")
        #expect(value == "100 percent, done")
        #expect(fraction == 1)
        #expect(try ProgressTextFormatter(locale: "en").logLine(for: snapshot) == "100% completed: done")
        #expect(try ProgressTextFormatter(locale: "en").spokenText(for: snapshot) == "100 percent completed, done")
    }

    @Test func inGermanAndArabic() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 200, totalUnitCount: 100)
        let german = try ProgressTextFormatter(locale: "de").format(snapshot)
        #expect(german.description == "100\u{00A0}% abgeschlossen")
        #expect(german.additionalDescription == "Fertig")
        #expect(try ProgressTextFormatter(locale: "de").spokenValue(for: snapshot) == "100 Prozent, fertig")
        let arabic = ProgressSnapshot(completedUnitCount: .max, totalUnitCount: 1)
        #expect(try ProgressTextFormatter(locale: "ar").format(arabic).description == "اكتمل \u{0661}\u{0660}\u{0660}\u{066A}\u{061C}")
        #expect(try ProgressTextFormatter(locale: "ar").spokenValue(for: arabic)
            == "\u{0661}\u{0660}\u{0660} بالمائة، اكتمل")
    }

    /// A `Progress` may report a fraction above 1 (corelibs does not clamp it): the bar, the
    /// text and the spoken value still say 100.
    @Test func aReportedFractionAboveOne() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 10, totalUnitCount: 10, fractionCompleted: 1.2)
        let (description, value, fraction) = try shown(snapshot)
        #expect(description == "100% completed")
        #expect(value == "100 percent, done")
        #expect(fraction == 1)
        // While the counts say the work is unfinished, all three stay below 100.
        let unfinished = ProgressSnapshot(completedUnitCount: 3, totalUnitCount: 10, fractionCompleted: 1.2)
        #expect(try shown(unfinished).0 == "99% completed")
        #expect(try shown(unfinished).1 == "99 percent")
    }

    /// A fraction that is no fraction is passed over for the counts', by the bar as by the text.
    @Test(arguments: [Double.nan, .infinity, -0.5])
    func aReportedFractionThatIsNoFraction(fraction: Double) throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 3, totalUnitCount: 10, fractionCompleted: fraction)
        let (description, value, shownFraction) = try shown(snapshot)
        #expect(description == "30% completed")
        #expect(value == "30 percent")
        #expect(shownFraction == 0.3)
    }

    /// A file's bytes beyond its total: finished, with what was done; the bar is full.
    @Test func aFileBeyondItsTotal() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let snapshot = ProgressSnapshot(completedUnitCount: 2_000, totalUnitCount: 1_000, kind: .file, fileOperationKind: .downloading)
        #expect(formatter.format(snapshot).description == "Downloaded files")
        #expect(formatter.format(snapshot).additionalDescription == "2 kB \u{2014} done")
        #expect(formatter.spokenText(for: snapshot) == "Downloaded files, 2 kilobytes, done")
        #expect(formatter.spokenValue(for: snapshot) == "100 percent, done")
        #expect(snapshot.fractionCompleted == 1)
    }

    /// The values on their own say it as the sentences do.
    @Test func theValuesOnTheirOwn() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        #expect(formatter.percent(1.2) == "100%")
        #expect(formatter.percent(Int64.max, of: Int64(1)) == "100%")
        #expect(formatter.percent(6, of: 5) == "100%")
        #expect(formatter.percent(0.999_99) == "99%")
    }
}

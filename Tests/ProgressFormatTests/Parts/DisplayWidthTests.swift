import ProgressFormat
import ProgressFormatTools
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("419 kB", 6),
        ("9個のファイル", 13),
        ("e\u{301}", 1),
        ("\u{2068}photos.zip\u{2069}", 10),
        ("٧٪\u{061C}", 2),
        ("한국어", 6),
        ("\u{1100}\u{1161}", 2),
        ("", 0),
        ("\u{1B}", 0),
    ])
    func countsTerminalColumns(text: String, columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect(DisplayWidth.truncate("Downloading 9 files…", toColumns: 10) == "Downloadi…")
        #expect(DisplayWidth.truncate("9個のファイル", toColumns: 6) == "9個の…")
        #expect(DisplayWidth.truncate("short", toColumns: 10) == "short")
        #expect(DisplayWidth.truncate("abc", toColumns: 0) == "")
    }
}

@Suite struct StringTableSummaryTests {
    @Test func summarisesTheBuiltInTables() throws {
        let summaries = StringTableSummary.all()
        let german = try #require(summaries.first { $0.locale == "de" })
        #expect(german.englishName == "German")
        #expect(german.nativeName == "Deutsch")
        #expect(german.isRightToLeft == false)
        #expect(german.hasICUData)
        #expect(german.messageCount == 17)
        // Every message counted once, in whichever state its reviewers have left it.
        #expect(german.translated + german.needsReview + german.reviewed == 17)
        #expect(german.untranslated == 0)
        let english = try #require(summaries.first { $0.locale == "en" })
        #expect(english.untranslated == 17)
    }

    @Test func reportsTheICUVersion() {
        #expect(ProgressTextFormatter.icuVersion.hasPrefix("7"))
    }
}

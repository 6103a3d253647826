import ProgressFormatTools
import Testing

@Suite struct StringTableSummaryTests {
    @Test func summarisesTheBuiltInTables() throws {
        let summaries = StringTableSummary.all()
        let german = try #require(summaries.first { $0.locale == "de" })
        #expect(german.englishName == "German")
        #expect(german.nativeName == "Deutsch")
        #expect(german.isRightToLeft == false)
        #expect(german.hasICUData)
        #expect(german.messageCount == 29)
        // Every message counted once, in whichever state its reviewers have left it.
        #expect(german.translated + german.needsReview + german.reviewed == 29)
        #expect(german.untranslated == 0)
        let english = try #require(summaries.first { $0.locale == "en" })
        #expect(english.untranslated == 29)
    }
}

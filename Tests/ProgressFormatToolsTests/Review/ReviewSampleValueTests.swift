import ProgressFormatTools
@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct ReviewSampleValueTests {
    @Test func examplesAreRead() {
        #expect(ReviewSampleValue.bytes("419 kB") == 419_000)
        #expect(ReviewSampleValue.bytes("5.4 MB") == 5_400_000)
        #expect(ReviewSampleValue.bytes("999 bytes") == 999)
        #expect(ReviewSampleValue.seconds("1 minute, 37 seconds") == 97)
        #expect(ReviewSampleValue.seconds("2 days, 1 hour") == 176_400)
        #expect(ReviewSampleValue.wholeNumber("5,356,456") == 5_356_456)
        #expect(ReviewSampleValue.decimal("9.22") == 9.22)
    }

    @Test func unreadableExamplesGiveNothing() {
        #expect(ReviewSampleValue.bytes("lots") == nil)
        #expect(ReviewSampleValue.bytes("5 parsecs") == nil)
        #expect(ReviewSampleValue.seconds("a while") == nil)
        #expect(ReviewSampleValue.seconds("3 fortnights") == nil)
        #expect(ReviewSampleValue.wholeNumber("many") == nil)
    }

    @Test func valuesByType() {
        func value(_ type: String, _ example: String?) -> PlannedValue? {
            ReviewSampleValue.value(for: ReviewPlaceholder(name: "x", type: type, example: example))
        }
        #expect(value("count", "419,431") == .count(419_431))
        #expect(value("count", nil) == .count(9))
        #expect(value("percent", "7%") == .percent(7))
        #expect(value("byteCount", "5.4 MB") == ByteCountPlanner.byteCount(5_400_000))
        #expect(value("throughput", "50 kB/s") == ByteCountPlanner.throughput(50_000))
        #expect(value("duration", "1 minute, 37 seconds") == PlannedDuration(seconds: 97).map { .duration($0) })
        #expect(value("fileName", "photos.zip") == .fileName("photos.zip"))
        #expect(value("keyword", "minute") == .keyword("minute"))
        #expect(value("number", "9.22") == .number(PlannedDecimal(digits: 922, fractionDigits: 2)))
        #expect(value("message", "1 minute remaining") == nil)
    }
}

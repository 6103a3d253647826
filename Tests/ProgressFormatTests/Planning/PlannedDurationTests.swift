import ProgressFormat
import ProgressPlanning
import Testing

@Suite struct PlannedDurationTests {
    private func split(_ seconds: Double) -> String? {
        PlannedDuration(seconds: seconds).map { duration in
            duration.parts.map { "\($0.value) \($0.unit.rawValue)" }.joined(separator: ", ")
        }
    }

    @Test(arguments: [
        (0.0, "0 second"),
        (0.4, "0 second"),
        (0.5, "1 second"),
        (1, "1 second"),
        (59, "59 second"),
        (59.6, "1 minute"),
        (60, "1 minute"),
        (97, "1 minute, 37 second"),
        (3599.4, "59 minute, 59 second"),
        (3599.7, "1 hour"),
        (3600, "1 hour"),
        (3725, "1 hour, 2 minute"),
        (86399, "1 day"),
        (90061, "1 day, 1 hour"),
        (1e9, "11574 day, 2 hour"),
    ])
    func splitsIntoAtMostTwoUnitsWithoutZeros(seconds: Double, expected: String) {
        #expect(split(seconds) == expected)
    }

    @Test(arguments: [-1, -0.0001, Double.nan, Double.infinity, -Double.infinity])
    func rejectsValuesThatCannotBeShown(seconds: Double) {
        #expect(split(seconds) == nil)
    }

    @Test func clampsHugeValues() {
        #expect(split(1e300) == split(PlannedDuration.maximumSeconds))
        #expect(PlannedDuration(seconds: Double.greatestFiniteMagnitude) != nil)
    }

    @Test func leadingPartIsTheLargestUnit() throws {
        let duration = try #require(PlannedDuration(seconds: 97))
        #expect(duration.leading == .init(unit: .minute, value: 1))
        #expect(duration.trailing == .init(unit: .second, value: 37))
    }
}

@testable import ProgressFormat
import Testing
import ProgressTables

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
        (31_532_400, "364 day, 23 hour"),
        (31_536_000, "365 day"),
    ])
    func splitsIntoAtMostTwoUnitsWithoutZeros(seconds: Double, expected: String) {
        #expect(split(seconds) == expected)
    }

    @Test(arguments: [-1, -0.0001, Double.nan, Double.infinity, -Double.infinity])
    func rejectsValuesThatCannotBeShown(seconds: Double) {
        #expect(split(seconds) == nil)
    }

    /// Beyond 365 days a time remaining reads as unknown (it once read "11,574,074,074 days").
    @Test(arguments: [31_536_000.5, 31_536_001, 1e9, 1e308, Double.greatestFiniteMagnitude])
    func leavesOutTimesBeyondTheHorizon(seconds: Double) {
        #expect(PlannedDuration.horizon == 31_536_000)
        #expect(split(seconds) == nil)
    }

    /// While work remains, below the smallest unit shown reads as one of it, 0 included; above a
    /// second nothing changes.
    @Test(arguments: [
        (0.0, "1 second"),
        (0.000_001, "1 second"),
        (0.4, "1 second"),
        (0.5, "1 second"),
        (1.4, "1 second"),
        (1.5, "2 second"),
        (59.6, "1 minute"),
        (97, "1 minute, 37 second"),
    ])
    func neverZeroWhileWorkRemains(seconds: Double, expected: String) {
        let split = PlannedDuration(seconds: seconds, workRemains: true).map { duration in
            duration.parts.map { "\($0.value) \($0.unit.rawValue)" }.joined(separator: ", ")
        }
        #expect(split == expected)
    }

    @Test(arguments: [-1, -0.0001, Double.nan, 31_536_001])
    func workRemainingDoesNotMakeUnshownTimesShown(seconds: Double) {
        #expect(PlannedDuration(seconds: seconds, workRemains: true) == nil)
    }

    @Test func leadingPartIsTheLargestUnit() throws {
        let duration = try #require(PlannedDuration(seconds: 97))
        #expect(duration.leading == .init(unit: .minute, value: 1))
        #expect(duration.trailing == .init(unit: .second, value: 37))
    }
}

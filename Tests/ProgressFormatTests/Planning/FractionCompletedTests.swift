import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// `fractionCompleted` (children included) raises the percentage of a generic progress; `nil`
/// changes nothing.
@Suite struct FractionCompletedTests {
    @Test(arguments: [
        (0.0, 0), (0.29, 29), (0.57, 57), (0.999_99, 99), (0.999_999_999_999, 99), (1.0, 100), (1.2, 100),
        (29.0 / 100.0, 29), (7.0 / 100.0, 7), (1e300, 100),
    ] as [(Double, Int64)])
    func floorsAFraction(fraction: Double, percent: Int64) {
        #expect(PercentRounding.flooredPercent(fraction: fraction) == percent)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -0.5])
    func ignoresAFractionThatIsNoFraction(fraction: Double) {
        #expect(PercentRounding.flooredPercent(fraction: fraction) == nil)
    }

    private func percent(_ completed: Int64, of total: Int64, fraction: Double?) -> PlannedText {
        DescriptionPlanner.plan(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, fractionCompleted: fraction))
    }

    private func says(_ percent: Int64) -> PlannedText {
        .message(PlannedMessage(.percentCompleted, [PlannedArgument(.percent, .percent(percent), field: .percent)]))
    }

    @Test(arguments: [
        // completed, total, fraction → percent
        (0, 10, 0.5, 50),                       // a parent half done through a child
        (5, 10, 0.75, 75),
        (29, 100, 0.29, 29),                    // 0.29 × 100 = 28.999999999999996
        (5, 10, 0.2, 50),                       // a fraction below the counts' never lowers them
        (9, 10, 1.0, 99),                       // never 100% while the counts say unfinished
        (Int64.max - 1, Int64.max, 1.0, 99),    // 1 − 1/2^63 is 1.0 as a Double
        (10, 10, 1.0, 100),
        (6, 5, 1.2, 100),                       // done beyond the total is done
        (419_431, 5_356_456, .nan, 7),          // NaN: the counts decide
        (419_431, 5_356_456, -1, 7),
    ] as [(Int64, Int64, Double, Int64)])
    func raisesTheCountsPercentage(completed: Int64, total: Int64, fraction: Double, expected: Int64) {
        #expect(percent(completed, of: total, fraction: fraction) == says(expected))
    }

    @Test(arguments: [(Int64(0), Int64(0)), (0, -1), (-1, 10)])
    func theCountsStillDecideWhetherThereIsAPercentage(completed: Int64, total: Int64) {
        #expect(percent(completed, of: total, fraction: 0.5) == .empty)
    }

    @Test func aFileProgressIgnoresIt() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 10, kind: .file,
                                                     fileOperationKind: .copying, fractionCompleted: 0.5))
        #expect(text.description == "Copying files…")
        #expect(text.additionalDescription == "0 kB of 10 bytes")
    }

    @Test func roundTripsThroughJSON() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 10, fractionCompleted: 0.5)
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains("\"fractionCompleted\":0.5"))
        #expect(try JSONDecoder().decode(ProgressSnapshot.self, from: Data(json.utf8)) == snapshot)
        #expect(!String(decoding: try JSONEncoder().encode(ProgressSnapshot()), as: UTF8.self).contains("fraction"))
    }
}

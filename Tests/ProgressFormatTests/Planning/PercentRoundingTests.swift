@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct PercentRoundingTests {
    @Test(arguments: [
        (419_431, 5_356_456, 7),
        (0, 1, 0),
        (999, 1_000, 99),
        (9_999_999, 10_000_000, 99),
        (1_000, 1_000, 100),
        (6, 5, 100),
        (1_000_001, 1_000_000, 100),
        (1, 3, 33),
        (2, 3, 66),
        (Int64.max, Int64.max, 100),
        (Int64.max - 1, Int64.max, 99),
        (Int64.max, 1, 100),
    ] as [(Int64, Int64, Int64)])
    func floors(completed: Int64, total: Int64, percent: Int64) {
        #expect(PercentRounding.flooredPercent(completed: completed, total: total) == percent)
    }
}

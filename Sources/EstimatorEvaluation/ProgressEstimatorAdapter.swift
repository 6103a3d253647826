import ProgressFormat

/// Ours, behind the evaluation protocol.
struct ProgressEstimatorAdapter: ETAEstimator {
    static let name = "ProgressEstimator (ours)"
    static let source = "ours"
    var estimator: ProgressEstimator

    init(total: Int64) {
        estimator = ProgressEstimator(totalUnitCount: total)
    }

    mutating func record(completed: Int64, at time: Double) {
        estimator.record(completed: completed, at: .seconds(time))
    }

    func shownRemaining(at time: Double) -> Double? {
        estimator.estimate(at: .seconds(time)).timeRemaining
    }
}

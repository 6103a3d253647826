/// The one thing the evaluation needs from an estimator: feed it samples, and
/// ask what time remaining it would show.
protocol ETAEstimator {
    /// Name used in the results table.
    static var name: String { get }
    /// Creates an estimator for an operation of `total` units.
    init(total: Int64)
    /// Feeds one update.
    mutating func record(completed: Int64, at time: Double)
    /// The time remaining the estimator would show at `time`, or `nil` if it
    /// shows none.
    func shownRemaining(at time: Double) -> Double?
}

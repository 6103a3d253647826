/// The one thing the evaluation needs from an estimator: feed it samples, and ask what time
/// remaining it would show.
///
/// Every estimator is created when the operation starts, at time 0 with nothing completed, and
/// is fed the completed count at each sample, in time order.
protocol ETAEstimator {
    /// Name used in the results tables.
    static var name: String { get }
    /// Where the algorithm comes from: the file and commit it was ported from, or "ours".
    static var source: String { get }
    /// Creates an estimator for an operation of `total` units, starting at time 0.
    init(total: Int64)
    /// Feeds one sample: `completed` units done at `time` seconds.
    mutating func record(completed: Int64, at time: Double)
    /// The time remaining, in seconds, the estimator would show at `time` (not before the last
    /// sample), or `nil` if it shows none.
    func shownRemaining(at time: Double) -> Double?
}

extension ProgressEstimator {
    /// A one-sided cumulative sum (CUSUM), in seconds, of how far
    /// progress has departed from the long window's rate in one
    /// direction, less the tolerated drift.
    struct Drift: Sendable, Hashable {
        /// The sum, in seconds; never negative.
        var sum: Double = 0
        /// The first sample with progress since `sum` was last zero: where
        /// a change, if confirmed, began.
        var firstProgress: Point?

        /// Adds one step's departure (`amount`, in seconds, allowance
        /// already subtracted), made at `point`.
        mutating func add(_ amount: Double, at point: Point, progressed: Bool) {
            sum = max(0, sum + amount)
            if sum == 0 {
                firstProgress = nil
            } else if progressed && firstProgress == nil {
                firstProgress = point
            }
        }
    }
}

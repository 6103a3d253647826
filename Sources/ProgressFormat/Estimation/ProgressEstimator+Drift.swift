extension ProgressEstimator {
    /// A one-sided cumulative sum (CUSUM), in seconds, of how far progress has departed from the
    /// long-run rate in one direction, less the tolerated drift: the evidence that the speed has
    /// changed.
    struct Drift: Sendable, Hashable {
        /// The sum, in seconds; never negative.
        var sum: Double = 0
        /// The first sample with progress since `sum` was last zero: where a change, if
        /// confirmed, began.
        var start: Point?
        /// The noise variance measured when the departure began (before it could count itself
        /// as noise).
        var noiseAtStart: Double = 0

        /// Adds one step's departure (`amount`, in seconds, allowance already subtracted), made
        /// at `point`, with the noise measured before the step.
        mutating func add(_ amount: Double, at point: Point, progressed: Bool, noise: Double) {
            sum = max(0, sum + amount)
            if sum == 0 {
                start = nil
            } else if progressed && start == nil {
                start = point
                noiseAtStart = noise
            }
        }
    }
}

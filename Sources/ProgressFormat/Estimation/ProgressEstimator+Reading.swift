extension ProgressEstimator {
    /// What the measurements say at one moment, before display smoothing.
    struct Reading {
        /// The state.
        var state: State
        /// Units per second: the rate the time remaining is worked out at (the long-run rate
        /// once finished).
        var throughput: Double?
        /// Seconds remaining at that rate, before display smoothing.
        var remaining: Double?
    }
}

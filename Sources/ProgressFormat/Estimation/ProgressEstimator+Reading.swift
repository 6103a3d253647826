extension ProgressEstimator {
    /// What the measurements say at one moment, before display smoothing.
    struct Reading {
        /// The state.
        var state: State
        /// Units per second over the long window.
        var throughput: Double?
        /// Seconds remaining at that rate, before display smoothing.
        var remaining: Double?
    }
}

extension ProgressEstimator {
    /// A shown time remaining and the clock time at which it was shown.
    struct Anchor: Sendable, Hashable {
        /// Clock time at which `remaining` was shown.
        var time: Double
        /// Seconds remaining shown at `time`.
        var remaining: Double
        /// The long window's length when this was shown: its precision.
        var windowLength: Double
    }
}

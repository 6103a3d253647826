extension ProgressEstimator {
    /// A shown time remaining and the clock time at which it was shown: the countdown starts here.
    struct Anchor: Sendable, Hashable {
        /// Clock time at which `remaining` was shown.
        var time: Double
        /// Seconds remaining shown at `time`.
        var remaining: Double

        /// The countdown at clock time `now`: one second less per second.
        func countdown(at now: Double) -> Double {
            remaining - (now - time)
        }
    }
}

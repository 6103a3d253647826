extension ProgressEstimator {
    /// The estimator's answer at one moment.
    public struct Estimate: Sendable, Hashable {
        /// What the estimator can say at this moment.
        public var state: State

        /// Units completed per second, or `nil` while
        /// ``ProgressEstimator/State/estimating`` or
        /// ``ProgressEstimator/State/stalled``.
        public var throughput: Double?

        /// Seconds until the total is reached, as it should be shown: it
        /// counts down one second per second while the underlying estimate
        /// agrees with it. `nil` when the total is unknown, while
        /// ``ProgressEstimator/State/estimating`` or
        /// ``ProgressEstimator/State/stalled``; at least 1 while work remains
        /// (``ProgressEstimator/State/steady``), so the line never reads
        /// "0 seconds remaining" before the end; 0 when
        /// ``ProgressEstimator/State/finished``. Never negative, NaN or infinite.
        public var timeRemaining: Double?

        /// Creates an estimate.
        public init(state: State, throughput: Double? = nil, timeRemaining: Double? = nil) {
            self.state = state
            self.throughput = throughput
            self.timeRemaining = timeRemaining
        }
    }
}

extension ProgressEstimator {
    /// What an ``Estimate`` can say about the operation.
    public enum State: Sendable, Hashable {
        /// Not enough data yet: too few samples, too little time, or no
        /// progress so far. Throughput and time remaining are `nil`.
        case estimating

        /// Progress is being made; throughput is known, and so is the time
        /// remaining when the total is known.
        case steady

        /// No progress for at least
        /// ``ProgressEstimator/Configuration/stallInterval`` seconds.
        /// Throughput and time remaining are `nil`: a stalled operation has
        /// no meaningful ETA, and showing a stale or growing one would mislead.
        case stalled

        /// The completed count has reached the total. Time remaining is 0.
        case finished
    }
}

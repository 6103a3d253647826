extension ProgressEstimator {
    /// How fast progress wanders from the long-run rate, as the variance per second, in seconds²,
    /// of its *lead*: how many seconds ahead of (or behind) that rate each step put it. Progress
    /// that wanders like a random walk with this variance is, after t seconds, about √(v·t)
    /// seconds ahead or behind; a time-weighted average over the last 30 s or so.
    struct Noise: Sendable, Hashable {
        /// The average of lead² ÷ step length, not yet debiased.
        private var sum = 0.0
        /// The total weight of the average (1 − e^(−elapsed ÷ 30 s)).
        private var weight = 0.0

        /// The time constant of the average, in seconds.
        static let timeConstant = 30.0

        /// Adds a step of `seconds` that put progress `lead` seconds ahead.
        mutating func add(lead: Double, over seconds: Double) {
            guard seconds > 0 else { return }
            let keep = Run.decay(seconds / Self.timeConstant)
            sum = keep * sum + (1 - keep) * min(lead * lead / seconds, 1e12)
            weight = keep * weight + (1 - keep)
        }

        /// The variance per second, in seconds²; 0 before any step.
        var variance: Double {
            weight > 0 ? sum / weight : 0
        }
    }
}

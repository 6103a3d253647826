extension ProgressEstimator {
    /// Tuning constants for a ``ProgressEstimator``.
    ///
    /// The defaults suit progress bars updated a few times per second. Every
    /// value is sanitized when the configuration is created: a value that is
    /// not finite is replaced by its default, and one outside its range by
    /// the nearest value inside it, so no configuration can make the
    /// estimator trap or produce NaN.
    public struct Configuration: Sendable, Hashable {
        /// Seconds without any progress after which the estimate becomes
        /// ``ProgressEstimator/State/stalled``. Default 5 s; at least 0.001 s.
        public let stallInterval: Double

        /// Seconds of data needed before the first estimate; until then the
        /// state is ``ProgressEstimator/State/estimating``.
        /// Default 2 s; at least 0.001 s.
        public let warmUpInterval: Double

        /// Samples, with distinct times, needed before the first estimate.
        /// Default 3; at least 2.
        public let minimumSampleCount: Int

        /// Seconds of the band around the shown countdown that do not depend
        /// on noise: the shown value keeps counting down while the fresh
        /// estimate stays within the band. Default 0.05 s; at least 0.
        public let absoluteTolerance: Double

        /// Size of the noise part of that band, in units of how far the fresh
        /// estimate wanders by noise alone: the estimate times √(v ÷ T), for
        /// progress that wanders like a random walk with variance v s² per
        /// second, measured over a run of T seconds. Default 0.5 (measured on
        /// recorded cellular traces; see BENCHMARKS.md); at least 0.
        public let toleranceNoiseMultiplier: Double

        /// Relative deviation from the long-run speed that is tolerated, not
        /// counted as evidence of a change: with 0.15, progress may run up to
        /// 15 % faster or slower, and a new speed must differ by more than
        /// that. Default 0.15; at least 0.
        public let changeTolerance: Double

        /// Seconds that progress must run ahead of, or behind, the long-run
        /// speed (beyond `changeTolerance`) before a change of speed is
        /// considered. Default 0.15 s; at least 0.
        public let changeThreshold: Double

        /// How long a departure from the long-run speed must last before it
        /// counts as a change of speed, in seconds per unit of the noise
        /// measured before it began (the variance per second, in seconds², of
        /// how far progress wanders ahead or behind). Default 40,000: about
        /// 40 s for progress as smooth as a copy between disks (variance
        /// about 0.001), 5 minutes or more for a cellular link, whose speed
        /// swings and comes back; never less than 2 s. At least 0.
        public let changePersistence: Double

        private let storedChangeNoiseMultiplier: Double

        /// Not used since ``changePersistence`` took its place: a change of
        /// speed needs lasting evidence, not a larger departure. Kept so code
        /// that sets it still compiles.
        @available(*, deprecated, message: "not used: see changePersistence")
        public var changeNoiseMultiplier: Double { storedChangeNoiseMultiplier }

        /// Creates a configuration; see each property for its meaning and
        /// default. `changeNoiseMultiplier` is accepted and ignored.
        public init(
            stallInterval: Double = 5,
            warmUpInterval: Double = 2,
            minimumSampleCount: Int = 3,
            changeTolerance: Double = 0.15,
            changeThreshold: Double = 0.15,
            changeNoiseMultiplier: Double = 6,
            absoluteTolerance: Double = 0.05,
            toleranceNoiseMultiplier: Double = 0.5,
            changePersistence: Double = 40_000
        ) {
            self.stallInterval = Self.clean(stallInterval, default: 5, in: 0.001...1e9)
            self.warmUpInterval = Self.clean(warmUpInterval, default: 2, in: 0.001...1e9)
            self.minimumSampleCount = max(2, minimumSampleCount)
            self.changeTolerance = Self.clean(changeTolerance, default: 0.15, in: 0...1e9)
            self.changeThreshold = Self.clean(changeThreshold, default: 0.15, in: 0...1e9)
            self.changePersistence = Self.clean(changePersistence, default: 40_000, in: 0...1e12)
            storedChangeNoiseMultiplier = Self.clean(changeNoiseMultiplier, default: 6, in: 0...1e9)
            self.absoluteTolerance = Self.clean(absoluteTolerance, default: 0.05, in: 0...1e9)
            self.toleranceNoiseMultiplier = Self.clean(
                toleranceNoiseMultiplier, default: 0.5, in: 0...1e9)
        }

        private static func clean(
            _ value: Double, default fallback: Double, in range: ClosedRange<Double>
        ) -> Double {
            guard value.isFinite else { return fallback }
            return min(max(value, range.lowerBound), range.upperBound)
        }
    }
}

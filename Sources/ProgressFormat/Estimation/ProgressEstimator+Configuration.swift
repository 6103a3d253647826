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

        /// Relative deviation from the measured speed that is absorbed by the
        /// long window rather than detected as a change: with 0.15, progress
        /// may run up to 15 % faster or slower. Default 0.15; at least 0.
        public let changeTolerance: Double

        /// Seconds that progress must run ahead of, or behind, the measured
        /// speed (beyond `changeTolerance`, and on top of the noise margin)
        /// before the speed counts as changed. Default 0.15 s; at least 0.
        public let changeThreshold: Double

        /// Size of the noise margin added to `changeThreshold`, in units of
        /// the level the change detector reaches by noise alone. For progress
        /// that wanders like a random walk with variance v s² per second, that
        /// level is v ÷ (2 × `changeTolerance`): tiny for smooth progress,
        /// seconds for Wi-Fi-style bursts. Default 6; at least 0.
        public let changeNoiseMultiplier: Double

        /// Seconds of the hysteresis band of the shown time remaining that do
        /// not depend on noise: the shown value keeps counting down while the
        /// fresh estimate stays within the band. Default 0.05 s; at least 0.
        public let absoluteTolerance: Double

        /// Size of the noise part of the hysteresis band, in units of how far
        /// the fresh estimate wanders by noise alone (the measured spread of
        /// progress over 2 s, magnified by time remaining ÷ window length).
        /// Default 1; at least 0.
        public let toleranceNoiseMultiplier: Double

        /// Creates a configuration; see each property for its meaning and
        /// default.
        public init(
            stallInterval: Double = 5,
            warmUpInterval: Double = 2,
            minimumSampleCount: Int = 3,
            changeTolerance: Double = 0.15,
            changeThreshold: Double = 0.15,
            changeNoiseMultiplier: Double = 6,
            absoluteTolerance: Double = 0.05,
            toleranceNoiseMultiplier: Double = 1
        ) {
            self.stallInterval = Self.clean(stallInterval, default: 5, in: 0.001...1e9)
            self.warmUpInterval = Self.clean(warmUpInterval, default: 2, in: 0.001...1e9)
            self.minimumSampleCount = max(2, minimumSampleCount)
            self.changeTolerance = Self.clean(changeTolerance, default: 0.15, in: 0...1e9)
            self.changeThreshold = Self.clean(changeThreshold, default: 0.15, in: 0...1e9)
            self.changeNoiseMultiplier = Self.clean(changeNoiseMultiplier, default: 6, in: 0...1e9)
            self.absoluteTolerance = Self.clean(absoluteTolerance, default: 0.05, in: 0...1e9)
            self.toleranceNoiseMultiplier = Self.clean(
                toleranceNoiseMultiplier, default: 1, in: 0...1e9)
        }

        private static func clean(
            _ value: Double, default fallback: Double, in range: ClosedRange<Double>
        ) -> Double {
            guard value.isFinite else { return fallback }
            return min(max(value, range.lowerBound), range.upperBound)
        }
    }
}

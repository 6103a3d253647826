extension ProgressEstimator {
    /// The recent rate: units over seconds, each discounted by e^(−age ÷ 30 s), so it follows the
    /// last half minute or so. It predicts the near future better than the long-run rate when
    /// little time remains (see ``Run/rate(total:)``).
    struct RecentRate: Sendable, Hashable {
        /// Discounted units.
        private var units = 0.0
        /// Discounted seconds.
        private var seconds = 0.0

        /// The time constant of the discount, in seconds.
        static let timeConstant = 30.0

        /// Adds `units` done over `seconds` of active time.
        mutating func add(units newUnits: Double, over newSeconds: Double) {
            guard newSeconds > 0 else { return }
            let keep = Run.decay(newSeconds / Self.timeConstant)
            units = keep * units + newUnits
            seconds = keep * seconds + newSeconds
        }

        /// Units per second; `nil` unless positive and finite.
        var rate: Double? {
            let rate = units / seconds
            return rate.isFinite && rate > 0 ? rate : nil
        }
    }
}

extension ProgressEstimator {
    /// The long-run rate: the slope of the straight line through the start of the run that best
    /// fits the whole progress curve (least squares, weighed by time).
    ///
    /// Every second of the run counts, so the rate has the long horizon cellular links need
    /// (their rate swings and comes back), and the latest burst moves it little: a burst lifts
    /// only the end of the curve, where the line is pinned least. With τ the active seconds since
    /// the start and c(τ) the units done since then, taken as straight between samples, the slope
    /// is ∫ τ·c dτ ÷ ∫ τ² dτ. Both integrals are kept six times over, so counts and times that are
    /// whole numbers give exact sums (a steady 1,000 units/s is measured as exactly 1,000).
    struct LineFit: Sendable, Hashable {
        /// 6 ∫ τ·c(τ) dτ.
        private var moment = 0.0
        /// 6 ∫ τ² dτ.
        private var spread = 0.0

        /// Adds the stretch from `start` seconds (with `startUnits` done) to `end` seconds (with
        /// `endUnits` done), both since the start of the run.
        mutating func add(from start: Double, _ startUnits: Double, to end: Double, _ endUnits: Double) {
            guard end > start else { return }
            // Simpson's rule, exact for the quadratic τ·c(τ).
            moment += (end - start) * (start * (2 * startUnits + endUnits) + end * (startUnits + 2 * endUnits))
            spread += 2 * (end * end * end - start * start * start)
        }

        /// The slope in units per second; `nil` unless positive and finite.
        var slope: Double? {
            let slope = moment / spread
            return slope.isFinite && slope > 0 ? slope : nil
        }
    }
}

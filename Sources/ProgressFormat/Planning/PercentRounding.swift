internal import ProgressTables

/// The whole percentage shown for a fraction of work: floored, so it never reads 100% early.
///
///     PercentRounding.flooredPercent(completed: 419_431, total: 5_356_456)  // 7 (7.83 %)
///     PercentRounding.flooredPercent(completed: 999, total: 1_000)          // 99
///     PercentRounding.flooredPercent(completed: 6, total: 5)                // 120
enum PercentRounding {
    /// `floor(completed × 100 / total)`, exact for every `Int64` input.
    ///
    /// - Precondition: `completed >= 0` and `total >= 1` (the planner checks both first).
    static func flooredPercent(completed: Int64, total: Int64) -> Int64 {
        // 128-bit product, so Int64.max × 100 cannot overflow.
        let product = completed.multipliedFullWidth(by: 100)
        let wide = (high: product.high, low: product.low)
        // The quotient fits in Int64 unless completed/total > ~9.2e16; clamp before dividing.
        if completed / total >= Int64.max / 100 {
            return Int64.max
        }
        return total.dividingFullWidth(wide).quotient
    }
}

extension PercentRounding {
    /// `floor(fraction × 100)` for a fraction such as Foundation's `Progress.fractionCompleted`,
    /// or `nil` for a NaN, infinite or negative one (the counts decide then).
    ///
    /// A fraction computed in binary floating point lands a hair under a whole percentage
    /// (29 / 100 × 100 is 28.999999999999996): a product within 10⁻⁹ of the next whole number
    /// counts as reaching it. A fraction below 1 is at most 99, so nothing reads 100% early.
    ///
    ///     PercentRounding.flooredPercent(fraction: 0.29)      // 29
    ///     PercentRounding.flooredPercent(fraction: 0.99999)   // 99
    ///     PercentRounding.flooredPercent(fraction: 1.2)       // 120
    static func flooredPercent(fraction: Double) -> Int64? {
        guard fraction.isFinite, fraction >= 0 else { return nil }
        let scaled = fraction * 100
        // 2^63 and above do not fit in Int64.
        guard scaled < 9.223_372_036_854_775e18 else { return Int64.max }
        var percent = scaled.rounded(.down)
        if scaled - percent > 1 - 1e-9 {
            percent += 1
        }
        if fraction < 1 {
            percent = min(percent, 99)
        }
        return Int64(percent)
    }
}

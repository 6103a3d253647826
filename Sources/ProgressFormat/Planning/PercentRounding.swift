internal import ProgressTables

/// The whole percentage shown for a fraction of work: floored, so it never reads 100% early,
/// and at most 100, so work done beyond its total reads as done — as the spoken value says it
/// and as a bar draws ``ProgressSnapshot/fractionCompleted`` (Apple's `fractionCompleted` is
/// not clamped, so its text probably reads "120% completed" for 6 of 5; a bar cannot fill past
/// its end, and the three must agree).
///
///     PercentRounding.flooredPercent(completed: 419_431, total: 5_356_456)  // 7 (7.83 %)
///     PercentRounding.flooredPercent(completed: 999, total: 1_000)          // 99
///     PercentRounding.flooredPercent(completed: 6, total: 5)                // 100
enum PercentRounding {
    /// `floor(completed × 100 / total)`, exact for every `Int64` input, and 100 once
    /// `completed` reaches `total`.
    ///
    /// - Precondition: `completed >= 0` and `total >= 1` (the planner checks both first).
    static func flooredPercent(completed: Int64, total: Int64) -> Int64 {
        guard completed < total else { return 100 }
        // 128-bit product, so Int64.max × 100 cannot overflow; below the total the quotient
        // is at most 99.
        let product = completed.multipliedFullWidth(by: 100)
        return total.dividingFullWidth((high: product.high, low: product.low)).quotient
    }
}

extension PercentRounding {
    /// `floor(fraction × 100)` for a fraction such as Foundation's `Progress.fractionCompleted`,
    /// or `nil` for a NaN, infinite or negative one (the counts decide then).
    ///
    /// A fraction computed in binary floating point lands a hair under a whole percentage
    /// (29 / 100 × 100 is 28.999999999999996): a product within 10⁻⁹ of the next whole number
    /// counts as reaching it. A fraction below 1 is at most 99, so nothing reads 100% early;
    /// a fraction of 1 or more is 100.
    ///
    ///     PercentRounding.flooredPercent(fraction: 0.29)      // 29
    ///     PercentRounding.flooredPercent(fraction: 0.99999)   // 99
    ///     PercentRounding.flooredPercent(fraction: 1.2)       // 100
    static func flooredPercent(fraction: Double) -> Int64? {
        guard fraction.isFinite, fraction >= 0 else { return nil }
        guard fraction < 1 else { return 100 }
        let scaled = fraction * 100
        var percent = scaled.rounded(.down)
        if scaled - percent > 1 - 1e-9 {
            percent += 1
        }
        return Int64(min(percent, 99))
    }
}

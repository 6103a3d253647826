/// The whole percentage shown for a fraction of work: floored, so it never reads 100% early.
///
///     PercentRounding.flooredPercent(completed: 419_431, total: 5_356_456)  // 7 (7.83 %)
///     PercentRounding.flooredPercent(completed: 999, total: 1_000)          // 99
///     PercentRounding.flooredPercent(completed: 6, total: 5)                // 120
package enum PercentRounding {
    /// `floor(completed × 100 / total)`, exact for every `Int64` input.
    ///
    /// - Precondition: `completed >= 0` and `total >= 1` (the planner checks both first).
    package static func flooredPercent(completed: Int64, total: Int64) -> Int64 {
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

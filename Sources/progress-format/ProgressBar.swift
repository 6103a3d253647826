/// A bar of block characters and a percentage, as `simulate` draws it.
///
///     ProgressBar(width: 10).line(fraction: 0.42, style: .plain)
///     // "████░░░░░░  42%"
///
/// The percentage is floored, so it reads 100% only when the work is done.
struct ProgressBar: Sendable {
    /// The bar's length in columns (the percentage takes 5 more).
    var width: Int

    /// The bar for `fraction` (0…1) and its percentage.
    func line(fraction: Double, style: TerminalStyle) -> String {
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let filled = Int((clamped * Double(width)).rounded(.down))
        let percent = Int((clamped * 100).rounded(.down))
        let percentText = String(percent)
        return String(repeating: "█", count: filled)
            + style.dim(String(repeating: "░", count: width - filled))
            + String(repeating: " ", count: max(1, 4 - percentText.count)) + percentText + "%"
    }
}

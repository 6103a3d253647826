public import struct Foundation.Locale

/// A bar of cells that fills in the text's direction: from the left in English, from the
/// right in Arabic and Hebrew — the filled cells at the right end, in the order written.
///
///     let bar = ProgressBar(cells: 10)
///     bar.cells(fraction: 0.42, direction: .leftToRight)   // "████░░░░░░"
///     bar.cells(fraction: 0.42, direction: .rightToLeft)   // "░░░░░░████"
///     ProgressBar(cells: 10, style: .ascii).cells(fraction: 0.42, direction: .leftToRight)   // "####------"
///
/// A cell is filled only when the fraction covers it whole (floored, as the percentage is), so
/// the bar is full only when the work is done.
public struct ProgressBar: Hashable, Sendable {
    /// The characters a bar is drawn with.
    public enum Style: Hashable, Sendable {
        /// Block characters: █ filled, ░ empty.
        case blocks
        /// ASCII, for a locale whose encoding is not UTF-8: # filled, - empty.
        case ascii
    }

    /// The bar's length in cells (terminal columns).
    public var cells: Int
    /// The characters it is drawn with.
    public var style: Style

    /// A bar `cells` long (at least 0), drawn in `style`.
    public init(cells: Int, style: Style = .blocks) {
        self.cells = max(0, cells)
        self.style = style
    }

    /// The filled and the empty cells for `fraction` (0…1; anything else is clamped, NaN is 0),
    /// the filled ones first in the text's direction.
    public func cells(fraction: Double, direction: Locale.LanguageDirection) -> String {
        let parts = split(fraction: fraction)
        return direction == .rightToLeft ? parts.empty + parts.filled : parts.filled + parts.empty
    }

    /// The filled and the empty cells for `fraction`, each as a string.
    func split(fraction: Double) -> (filled: String, empty: String) {
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let filled = min(cells, Int((clamped * Double(cells)).rounded(.down)))
        let (full, blank): (Character, Character) = style == .ascii ? ("#", "-") : ("█", "░")
        return (String(repeating: full, count: filled), String(repeating: blank, count: cells - filled))
    }
}

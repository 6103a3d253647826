import Foundation
import ProgressFormat

extension ProgressTerminal {
    /// What is on the screen, and what draws next: the lines of the area redrawn in place (the
    /// cursor stands on the line below them), the cursor's state, the operations still running
    /// and the task that ticks at the next deadline.
    struct Display: Sendable {
        /// The lines of the area now on screen.
        var drawn: [String] = []
        /// The lines drawn last, kept to draw them again (after a line written above them, or a
        /// resumed process).
        var lastLines: [String] = []
        var cursorHidden = false
        var ticker: Task<Void, Never>?
        var tickerWake: C.Instant?
        /// Percentages written so far, by value: they change a hundred times in a transfer.
        var percents: [Int: String] = [:]
        /// The terminal's width when the area was drawn, and each drawn line's columns.
        var drawnWidth = 0
        var drawnColumns: [Int] = []

        /// The sequence that puts `lines` in place of the drawn area, on a terminal `width`
        /// columns wide: up to its first line, each line erased and written, any line left over
        /// erased. When the width changed, the area's rows are counted at the new width — a
        /// terminal that reflows (tmux, most emulators) wrapped each old line over
        /// ⌈columns ÷ width⌉ rows — and everything below the area's top is erased.
        mutating func replacing(with lines: [String], width: Int) -> String {
            var text: String
            if drawnWidth == width || drawn.isEmpty {
                text = Escape.up(drawn.count)
            } else {
                let rows = drawnColumns.reduce(0) { $0 + max(1, ($1 + max(1, width) - 1) / max(1, width)) }
                text = Escape.up(rows) + "\r" + Escape.clearBelow
            }
            for line in lines { text += Escape.clearLine + line + "\n" }
            let extra = drawnWidth == width ? drawn.count - lines.count : 0
            if extra > 0 {
                text += String(repeating: Escape.clearLine + "\n", count: extra) + Escape.up(extra)
            }
            drawn = lines
            lastLines = lines
            drawnWidth = width
            drawnColumns = lines.map { DisplayWidth.columns(of: $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)) }
            return text
        }

        /// The sequence that erases the drawn area and leaves the cursor where its first line was.
        mutating func clearing() -> String {
            let text = Escape.up(drawn.count) + "\r" + Escape.clearBelow
            drawn = []
            return text
        }

        /// The sequence that draws the last lines again below the cursor.
        mutating func redrawingLast() -> String {
            replacing(with: lastLines, width: drawnWidth)
        }
    }
}

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

        /// The sequence that puts `lines` in place of the drawn area: up to its first line, each
        /// line erased and written, any line left over erased.
        mutating func replacing(with lines: [String]) -> String {
            var text = Escape.up(drawn.count)
            for line in lines { text += Escape.clearLine + line + "\n" }
            let extra = drawn.count - lines.count
            if extra > 0 {
                text += String(repeating: Escape.clearLine + "\n", count: extra) + Escape.up(extra)
            }
            drawn = lines
            lastLines = lines
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
            replacing(with: lastLines)
        }
    }
}

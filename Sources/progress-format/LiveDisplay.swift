/// Redraws a few lines in place on a terminal, with ANSI escape sequences.
///
///     let display = LiveDisplay()
///     display.begin()                       // hides the cursor
///     display.draw(["Downloading…", "██░░  50%"])
///     display.draw(["Downloading…", "████ 100%"])   // moves up 2 lines, clears and rewrites them
///     display.end()                         // shows the cursor again
///
/// Each line must fit the terminal's width: a wrapped line would make the cursor-up count wrong.
final class LiveDisplay {
    /// DECTCEM off: hides the cursor.
    static let hideCursor = "\u{1B}[?25l"
    /// DECTCEM on: shows the cursor.
    static let showCursor = "\u{1B}[?25h"
    /// Carriage return and EL 2: back to the line's start and erase it.
    static let clearLine = "\r\u{1B}[2K"

    private var drawnLineCount = 0

    /// Hides the cursor.
    func begin() {
        Terminal.write(Self.hideCursor)
    }

    /// Replaces the lines drawn last with `lines`.
    func draw(_ lines: [String]) {
        var output = drawnLineCount > 0 ? "\u{1B}[\(drawnLineCount)A" : ""
        for line in lines {
            output += Self.clearLine + line + "\n"
        }
        drawnLineCount = lines.count
        Terminal.write(output)
    }

    /// Shows the cursor; the drawn lines stay on screen.
    func end() {
        Terminal.write(Self.showCursor)
    }
}

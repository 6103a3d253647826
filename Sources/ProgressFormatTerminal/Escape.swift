/// The few ANSI/ECMA-48 sequences a redraw needs, named.
enum Escape {
    /// DECTCEM off: hides the cursor.
    static let hideCursor = "\u{1B}[?25l"
    /// DECTCEM on: shows the cursor.
    static let showCursor = "\u{1B}[?25h"
    /// Carriage return and EL 2: back to the line's start, and erase it.
    static let clearLine = "\r\u{1B}[2K"
    /// ED 0: erase from the cursor to the end of the screen.
    static let clearBelow = "\u{1B}[J"

    /// CUU: the cursor up `lines` lines (nothing for 0).
    static func up(_ lines: Int) -> String {
        lines > 0 ? "\u{1B}[\(lines)A" : ""
    }

    /// SGR: `text` with the attributes `parameters` ("2" faint, "1;36" bold cyan), then reset.
    static func styled(_ text: String, _ parameters: String) -> String {
        text.isEmpty ? text : "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}

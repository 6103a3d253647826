import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the CLI knows about where standard output goes: a terminal or not, how wide, and
/// whether colours are welcome.
///
///     Terminal.width(environment: ["COLUMNS": "100"])   // 100
///     Terminal.width(environment: [:])                  // the window's width, or 120 when not a terminal
enum Terminal {
    /// The width used when neither `$COLUMNS` nor the terminal tells one.
    static let defaultWidth = 120

    /// Whether standard output is a terminal (`isatty(1)`).
    static var isStandardOutputTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// The columns to fit output into: `$COLUMNS` when it is a positive number, else the
    /// terminal's width (`ioctl(TIOCGWINSZ)` on standard output), else ``defaultWidth``.
    static func width(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        return windowWidth ?? defaultWidth
    }

    /// The terminal window's width in columns, when standard output is a terminal that says.
    static var windowWidth: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether to colour output: only on a terminal, never when `NO_COLOR` is set to a
    /// non-empty value (<https://no-color.org>) or `TERM` is `dumb`.
    static func usesColor(environment: [String: String]) -> Bool {
        guard isStandardOutputTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Writes `text` to standard output as UTF-8, whatever the locale, unbuffered, so a pipe
    /// or terminal sees it now; a write error ends the command with one `error:` line on
    /// standard error and status 2 (``StandardStreams/writeOutput(_:)``).
    static func write(_ text: String) {
        StandardStreams.writeOutput(text)
    }
}

import ProgressFormat
import ProgressFormatTools

/// Standard error, the one way the CLI writes an error or a warning: every line passes through
/// ``OutputPolicy/terminal(_:)``, so a locale string, message key or file name echoed in it
/// can never carry a raw control or bidi character to the terminal.
///
///     StandardError.write("error: unknown locale '\u{1B}[31mxx'")
///     // error: unknown locale '␛[31mxx'
///
/// A message that holds a line break stays on one line (the break shows as ␊).
enum StandardError {
    /// Writes `line`, made safe, and a newline.
    static func write(_ line: String) {
        StandardStreams.writeError(OutputPolicy.terminal(line) + "\n")
    }
}

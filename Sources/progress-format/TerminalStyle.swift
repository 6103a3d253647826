/// ANSI text attributes, or none: the one place the CLI decides how text looks.
///
///     let style = TerminalStyle(colors: true)
///     style.dim(" │ ")    // "\u{1B}[2m │ \u{1B}[0m"
///     TerminalStyle.plain.dim(" │ ")   // " │ "
///
/// Attributes are applied after widths are measured: the escape sequences take no columns on
/// screen but would count in ``DisplayWidth``.
struct TerminalStyle: Sendable {
    /// Whether escape sequences are written at all.
    var colors: Bool

    /// No escape sequences: for pipes, files and `NO_COLOR`.
    static let plain = TerminalStyle(colors: false)

    /// The style for standard output in this environment (see ``Terminal/usesColor(environment:)``).
    static func forStandardOutput(environment: [String: String]) -> TerminalStyle {
        TerminalStyle(colors: Terminal.usesColor(environment: environment))
    }

    /// Faint text, for separators and rules.
    func dim(_ text: String) -> String { apply("2", to: text) }

    /// Bold text, for headers.
    func bold(_ text: String) -> String { apply("1", to: text) }

    private func apply(_ code: String, to text: String) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

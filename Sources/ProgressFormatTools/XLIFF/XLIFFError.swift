/// Why a table cannot be exported as XLIFF, or an XLIFF file cannot be imported.
///
///     de.json: timeRemaining: the translation has the control character U+001B at position 5, …
///     de.xlf: line 3, column 12: not well-formed XML (a closing tag that does not match)
///     de.xlf: a DOCTYPE declaration is not accepted (no DTDs, no entities)
package enum XLIFFError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A message of `file` cannot be written as XLIFF.
    case unexportable(file: String, key: String, reason: String)
    /// `file` is not an XLIFF 1.2 file this tool reads.
    case unreadable(file: String, reason: String)
    /// `file` is not well-formed XML at `line`, `column`.
    case malformed(file: String, line: Int, column: Int, reason: String)

    /// One line: `file: [key: | line L, column C: ]reason`.
    package var description: String {
        switch self {
        case .unexportable(let file, let key, let reason): "\(file): \(key): \(reason)"
        case .unreadable(let file, let reason): "\(file): \(reason)"
        case .malformed(let file, let line, let column, let reason): "\(file): line \(line), column \(column): \(reason)"
        }
    }
}

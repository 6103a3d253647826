import ArgumentParser

/// `--format` for commands that print rows: an aligned table, JSON or CSV.
///
///     progress-format preview --format csv
///     progress-format locales --format json
enum TabularFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Columns aligned in terminal columns, cut to fit the width.
    case table
    /// A JSON array of objects on one line, keys sorted (``JSONOutput``).
    case json
    /// RFC 4180 comma-separated values with a header row and CRLF line ends.
    case csv
}

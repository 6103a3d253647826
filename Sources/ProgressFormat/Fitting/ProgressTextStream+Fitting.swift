extension ProgressTextStream {
    /// The two lines for `snapshot`, each fitted to `columns` terminal columns, as
    /// ``ProgressTextFormatter/format(_:columns:)`` fits them: a live bar's text for one
    /// operation, redrawn in a terminal of any width.
    ///
    ///     let stream = ProgressTextStream(try ProgressTextFormatter(locale: "en"))
    ///     stream.format(snapshot, columns: 45).additionalDescription
    ///     // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
    ///
    /// The text is always exactly the formatter's for the same snapshot and width; the stream
    /// keeps the cost of the full description down, as ``format(_:)`` does. A line that fits as
    /// it is costs nothing more than ``format(_:)``.
    public func format(_ snapshot: ProgressSnapshot, columns: Int) -> ProgressText {
        formatter.fitted(format(snapshot), snapshot: snapshot, columns: columns)
    }
}

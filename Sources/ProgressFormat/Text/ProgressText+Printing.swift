internal import ProgressTables

extension ProgressText: TextOutputStreamable {
    /// Writes both lines, one under the other, as a progress bar shows them: what `print(text)`,
    /// `"\(text)"` and `String(describing: text)` all show. An empty line is left out (an
    /// indeterminate operation with no status prints nothing).
    ///
    ///     print(formatter.format(snapshot))
    ///     // Downloading 9 files…
    ///     // 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining
    ///
    /// ``description`` keeps Apple's meaning, the first line alone (`text.description ==
    /// "Downloading 9 files…"`); it is a property of the text, not its `CustomStringConvertible`
    /// form, so every way of printing a text gives the same two lines.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(description)
        if !description.isEmpty, !additionalDescription.isEmpty {
            target.write("\n")
        }
        target.write(additionalDescription)
    }
}

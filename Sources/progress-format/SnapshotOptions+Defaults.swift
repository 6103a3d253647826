extension SnapshotOptions {
    /// Whether no fact was given: every flag is absent or at its default (`--completed 0`,
    /// `--total -1`). `progress-format --locale de` then shows the preview instead of the empty
    /// text of an indeterminate progress.
    var isEmpty: Bool {
        kind == nil && operation == nil && fileURL == nil && fileName == nil
            && completed == 0 && total == -1 && fileTotal == nil && fileCompleted == nil
            && throughput == nil && eta == nil && elapsed == nil && status == nil
    }
}

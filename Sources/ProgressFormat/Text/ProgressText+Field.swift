internal import ProgressTables

extension ProgressText {
    /// Which part of a line a range of the text is: the numbers and names a terminal library
    /// may want to colour or style.
    ///
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     //  ^^^^^^    ^^^^^^  ^^^^^^^    ^^^^^^^^^^^^^^^^^^^^
    ///     //  .completedBytes   .throughput .timeRemaining
    ///     //            .totalBytes
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// The percentage of "7% completed".
        case percent
        /// Generic units done ("419,431" of "419,431 of 5,356,456").
        case completedCount
        /// Generic units in all ("5,356,456").
        case totalCount
        /// Bytes done ("419 kB").
        case completedBytes
        /// Bytes in all ("5.4 MB").
        case totalBytes
        /// The transfer speed ("50 kB/s").
        case throughput
        /// The time remaining, without the words around it ("1 minute, 37 seconds").
        case timeRemaining
        /// The file's name ("photos.zip"), with the isolates around it in right-to-left text.
        case fileName
        /// How many files the description names ("9" of "Downloading 9 files…").
        case fileCount
        /// Files done ("7" of "7 of 9 files").
        case completedFileCount
        /// Files in all ("9" of "7 of 9 files").
        case totalFileCount
        /// The operation's status ("paused", "estimating time remaining…").
        case status
    }
}

/// Which part of an output line a planned argument becomes, so the text's parts can be found
/// (and coloured) after rendering.
package enum OutputField: String, Hashable, Sendable, CaseIterable {
    /// The percentage of "7% completed".
    case percent
    /// Generic units done ("419,431" of "419,431 of 5,356,456").
    case completedCount
    /// Generic units in all.
    case totalCount
    /// Bytes done ("419 kB").
    case completedBytes
    /// Bytes in all ("5.4 MB").
    case totalBytes
    /// The transfer speed ("50 kB/s").
    case throughput
    /// The time remaining ("1 minute, 37 seconds").
    case timeRemaining
    /// The file's name ("photos.zip").
    case fileName
    /// How many files the description names ("9" of "Downloading 9 files…").
    case fileCount
    /// Files done ("7" of "7 of 9 files").
    case completedFileCount
    /// Files in all ("9 files").
    case totalFileCount
    /// The operation's status ("paused", "estimating time remaining…").
    case status
}

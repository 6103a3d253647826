/// Which part of a line a range of rendered text is (the public `ProgressText.Field`, the same
/// cases and raw values): what planning marks on the values it plans.
package enum PartField: String, Hashable, Sendable, CaseIterable {
    case percent
    case completedCount
    case totalCount
    case completedBytes
    case totalBytes
    case throughput
    case timeRemaining
    case fileName
    case fileCount
    case completedFileCount
    case totalFileCount
    case status
}

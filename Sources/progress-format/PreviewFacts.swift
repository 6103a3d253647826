import ProgressFormat

/// A scenario's facts in JSON: the fields of `ProgressSnapshot`, absent ones left out.
///
///     {"completedUnitCount": 419431, "fileOperationKind": "downloading", "kind": "file",
///      "totalUnitCount": 5356456, "throughput": 50000, …}
struct PreviewFacts: Codable, Hashable, Sendable {
    /// Units (bytes for files) done.
    var completedUnitCount: Int64
    /// Units (bytes for files) in all; negative means indeterminate.
    var totalUnitCount: Int64
    /// `"file"`, or absent for generic units.
    var kind: String?
    /// The operation's identifier (`"downloading"`), absent for "processing".
    var fileOperationKind: String?
    /// The file's URL as a string.
    var fileURL: String?
    /// The display name shown instead of the URL's last component.
    var fileDisplayName: String?
    /// How many files in all.
    var fileTotalCount: Int?
    /// How many files are done.
    var fileCompletedCount: Int?
    /// Bytes per second.
    var throughput: Double?
    /// Seconds remaining.
    var estimatedTimeRemaining: Double?

    /// The facts of `snapshot`.
    init(_ snapshot: ProgressSnapshot) {
        completedUnitCount = snapshot.completedUnitCount
        totalUnitCount = snapshot.totalUnitCount
        kind = snapshot.kind?.rawValue
        fileOperationKind = snapshot.fileOperationKind?.rawValue
        fileURL = snapshot.fileURL?.absoluteString
        fileDisplayName = snapshot.fileDisplayName
        fileTotalCount = snapshot.fileTotalCount
        fileCompletedCount = snapshot.fileCompletedCount
        throughput = snapshot.throughput
        estimatedTimeRemaining = snapshot.estimatedTimeRemaining
    }
}

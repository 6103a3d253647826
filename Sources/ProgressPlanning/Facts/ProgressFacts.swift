import struct Foundation.URL

/// The facts of a running operation at one moment, as planning reads them: the storage of the
/// public `ProgressSnapshot` (declared in the facade, where the catalog documents it), so a
/// snapshot reaches the planners without a copy.
///
/// Every combination of values is accepted; values that make no sense (a negative total, a NaN
/// throughput) make the planners leave the part out.
package struct ProgressFacts: Hashable, Sendable {
    /// The work done so far; bytes when ``kind`` is ``Kind/file``. Negative means unknown.
    package var completedUnitCount: Int64 = 0
    /// The work to do in all. Negative means indeterminate.
    package var totalUnitCount: Int64 = -1
    /// What the units count: `nil` for generic units, ``Kind/file`` for bytes.
    package var kind: Kind?
    /// What is done to the files; `nil` reads "Processing".
    package var fileOperationKind: FileOperationKind?
    /// The file being worked on; its last path component is shown.
    package var fileURL: URL?
    /// A name to show instead of the file URL's last path component.
    package var fileDisplayName: String?
    /// How many files the operation works on in all.
    package var fileTotalCount: Int?
    /// How many of those files are done.
    package var fileCompletedCount: Int?
    /// Bytes per second.
    package var throughput: Double?
    /// Seconds until the operation is expected to finish.
    package var estimatedTimeRemaining: Double?
    /// Paused, cancelled, stalled or estimating.
    package var status: Status?
    /// The fraction of the work done, children included.
    package var fractionCompleted: Double?

    /// No facts: 0 of an indeterminate total.
    package init() {}

    /// What the units count (the public `ProgressSnapshot.Kind`'s raw value).
    package struct Kind: RawRepresentable, Hashable, Sendable {
        package let rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        /// Bytes.
        package static let file = Kind(rawValue: "file")
    }

    /// Paused, cancelled, stalled or estimating (the public `ProgressSnapshot.Status`'s raw
    /// value), and the message that says it.
    package struct Status: RawRepresentable, Hashable, Sendable {
        package let rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package static let paused = Status(rawValue: "paused")
        package static let cancelled = Status(rawValue: "cancelled")
        package static let stalled = Status(rawValue: "stalled")
        package static let estimating = Status(rawValue: "estimating")

        /// The message that says this status; `nil` for a status the tables have no words for.
        package var messageKey: MessageKey? {
            switch self {
            case .paused: .statusPaused
            case .cancelled: .statusCancelled
            case .stalled: .statusStalled
            case .estimating: .statusEstimating
            default: nil
            }
        }
    }
}

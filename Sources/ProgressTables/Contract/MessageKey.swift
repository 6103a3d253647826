/// The name of one message in the string tables: with ``ArgumentName``, the contract between
/// planning and the tables.
///
/// Each case's raw value is the key in `Resources/Strings/<locale>.json`. Planning chooses a key
/// and fills its named arguments; the tables say how the sentence reads in each language.
package enum MessageKey: String, CaseIterable, Hashable, Sendable, Comparable {
    /// "{percent} completed": generic progress ("7% completed").
    case percentCompleted
    /// A file operation on one named file ("Downloading “photos.zip”…").
    case fileOperationNamed
    /// A file operation on a counted set of files ("Downloading 9 files…").
    case fileOperationCounted
    /// A file operation on files of unknown number ("Downloading files…").
    case fileOperationUnnamed
    /// Generic units done of the total ("419,431 of 5,356,456").
    case unitsCompletedOfTotal
    /// Bytes done of the total ("419 kB of 5.4 MB").
    case bytesCompletedOfTotal
    /// Bytes done of the total with the throughput ("419 kB of 5.4 MB (50 kB/s)").
    case bytesCompletedOfTotalWithThroughput
    /// Files done of the total ("7 of 9 files").
    case filesCompletedOfTotal
    /// The time remaining on its own ("1 minute, 37 seconds remaining").
    case timeRemaining
    /// The time remaining with the throughput ("1 minute, 37 seconds remaining (50 kB/s)").
    case timeRemainingWithThroughput
    /// A progress sentence followed by the time remaining ("419 kB of 5.4 MB — 2 minutes remaining").
    case withTimeRemaining
    /// A byte count in exabytes, which ICU has no unit for ("9.22 EB").
    case exabyteCount
    /// A progress sentence followed by the operation's status ("419 kB of 5.4 MB — paused").
    case withStatus
    /// The operation is paused ("paused").
    case statusPaused
    /// The operation was cancelled ("cancelled").
    case statusCancelled
    /// No progress for a while ("stalled").
    case statusStalled
    /// Not enough data yet for a time remaining ("estimating time remaining…").
    case statusEstimating

    /// The key's position in ``allCases``: an index into per-key arrays, so the per-update path
    /// finds a message without hashing its name.
    package var ordinal: Int {
        switch self {
        case .percentCompleted: 0
        case .fileOperationNamed: 1
        case .fileOperationCounted: 2
        case .fileOperationUnnamed: 3
        case .unitsCompletedOfTotal: 4
        case .bytesCompletedOfTotal: 5
        case .bytesCompletedOfTotalWithThroughput: 6
        case .filesCompletedOfTotal: 7
        case .timeRemaining: 8
        case .timeRemainingWithThroughput: 9
        case .withTimeRemaining: 10
        case .exabyteCount: 11
        case .withStatus: 12
        case .statusPaused: 13
        case .statusCancelled: 14
        case .statusStalled: 15
        case .statusEstimating: 16
        }
    }

    /// Orders keys by name, for stable listings.
    package static func < (lhs: MessageKey, rhs: MessageKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

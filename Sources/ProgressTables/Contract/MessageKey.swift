/// The name of one message in the string tables: with ``ArgumentName``, the contract between
/// planning and the tables.
///
/// Each case's raw value is the key in `Resources/Strings/<locale>.json`. Planning chooses a key
/// and fills its named arguments; the tables say how the sentence reads in each language.
@usableFromInline package enum MessageKey: String, CaseIterable, Hashable, Sendable, Comparable {
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

    /// The operation failed and stopped ("failed").
    case statusFailed
    /// Nothing has arrived yet: said instead of "0 kB of 5.4 MB" ("starting…"; "Starting…" alone).
    case statusStarting
    /// The work is done and no elapsed time is known ("done"; "5.4 MB — done").
    case statusDone
    /// The work is done in a known time ("done in 14 seconds"; "5.4 MB — done in 14 seconds").
    case doneIn
    /// A finished file operation on one named file ("Downloaded “photos.zip”").
    case fileOperationFinishedNamed
    /// A finished file operation on a counted set of files ("Downloaded 6 files").
    case fileOperationFinishedCounted
    /// A finished file operation on files of unknown number ("Downloaded files").
    case fileOperationFinishedUnnamed
    /// The short form of a running file operation, for narrow lines: the verb alone
    /// ("Downloading…"), so a fitted description keeps its verb.
    case fileOperationShort
    /// Two pieces of a spoken text joined ("419 kilobytes of 5.4 megabytes, 50 kilobytes per
    /// second"): the speech channel's only punctuation between pieces.
    case spokenWith
    /// Amounts done of the total, spoken ("419 kilobytes of 5.4 megabytes"): words where a table
    /// writes a slash on screen ("419 KB/5.4 MB").
    case spokenCompletedOfTotal
    /// A speed, spoken ("50 kilobytes per second"): the amount spelled out with the language's
    /// own "per second", where CLDR's long rate has a slash ("50 キロバイト/秒").
    case spokenPerSecond
    /// A log line: the description and the details on one self-contained line ("Downloading 6
    /// files: 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining").
    case logLine

    /// The key's position in ``allCases``: an index into per-key arrays, so the per-update path
    /// finds a message without hashing its name. The switch is the case's declaration order
    /// (the compiler makes it the one byte the enum stores; it insists on a line for a new key,
    /// and a test holds each number equal to the position in ``allCases``).
    @inlinable
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
        case .statusFailed: 17
        case .statusStarting: 18
        case .statusDone: 19
        case .doneIn: 20
        case .fileOperationFinishedNamed: 21
        case .fileOperationFinishedCounted: 22
        case .fileOperationFinishedUnnamed: 23
        case .fileOperationShort: 24
        case .spokenWith: 25
        case .spokenCompletedOfTotal: 26
        case .spokenPerSecond: 27
        case .logLine: 28
        }
    }

    /// Whether a screen reader says the message: its words must hold no symbol a reader
    /// speaks as one ("/", "—", "…", parentheses).
    package var isSpoken: Bool {
        self == .spokenWith || self == .spokenCompletedOfTotal || self == .spokenPerSecond
    }

    /// Whether a screen reader may say the message: the speech channel's own messages
    /// (``isSpoken``) and those it shares with the screen — the descriptions, the file counts,
    /// the time remaining, the statuses and "done in". Their words hold no symbol a reader
    /// speaks as one; a final ellipsis, which speech leaves out, aside.
    package var reachesSpeech: Bool {
        switch self {
        case .unitsCompletedOfTotal, .bytesCompletedOfTotal, .bytesCompletedOfTotalWithThroughput, .timeRemainingWithThroughput,
             .withTimeRemaining, .withStatus, .exabyteCount, .fileOperationShort, .logLine:
            false
        case .percentCompleted, .fileOperationNamed, .fileOperationCounted, .fileOperationUnnamed, .filesCompletedOfTotal,
             .timeRemaining, .statusPaused, .statusCancelled, .statusStalled, .statusEstimating, .statusFailed, .statusStarting,
             .statusDone, .doneIn, .fileOperationFinishedNamed, .fileOperationFinishedCounted, .fileOperationFinishedUnnamed,
             .spokenWith, .spokenCompletedOfTotal, .spokenPerSecond:
            true
        }
    }

    /// Orders keys by name, for stable listings.
    @usableFromInline package static func < (lhs: MessageKey, rhs: MessageKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

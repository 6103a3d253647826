/// Where a translation stands in review, as stored in a table's `x-state` metadata.
public enum ReviewState: String, Hashable, Sendable, CaseIterable {
    /// Not translated yet.
    case new
    /// Translated, not yet reviewed.
    case translated
    /// A draft (for example written without a native speaker) that a reviewer must check.
    case needsReview = "needs-review"
    /// Approved by a reviewer.
    case reviewed
}

/// The type of a placeholder, declared in the source table's metadata; it decides how the
/// value is formatted and how a pattern may use it.
enum PlaceholderType: String, Hashable, Sendable, CaseIterable {
    /// A grouped integer; may drive a `plural`.
    case count
    /// A whole percentage ("7%").
    case percent
    /// A byte count ("5.4 MB").
    case byteCount
    /// Bytes per second ("50 kB/s").
    case throughput
    /// A duration ("1 minute, 37 seconds").
    case duration
    /// User text: a file name.
    case fileName
    /// A `select` keyword.
    case keyword
    /// A nested sentence.
    case message
    /// A plain decimal number ("9.22").
    case number

    /// Whether a pattern may `select` on it.
    var isSelectable: Bool { self == .keyword }
    /// Whether a pattern may `plural` on it.
    var isPluralizable: Bool { self == .count }
}

/// One message of a string table: its pattern, parsed, and its metadata.
struct MessageEntry: Hashable, Sendable {
    /// The message's key.
    var key: MessageKey
    /// The pattern as written in the table.
    var text: String
    /// The parsed pattern.
    var pattern: MessagePattern
    /// The translator description (source table only).
    var description: String?
    /// The declared placeholders and their types (source table only).
    var placeholders: [String: PlaceholderType]
    /// Count placeholders whose number another placeholder already shows (`x-shown-in`:
    /// `leadingCount` is part of `duration`), so a plural variant need not repeat it.
    var numberShownIn: [String: String] = [:]
    /// The review state (translations only).
    var state: ReviewState?
    /// The source message this translation was made from (translations only).
    var source: String?
}

/// The type of a placeholder, declared in the source table's metadata; it decides how the
/// value is formatted and how a pattern may use it.
package enum PlaceholderType: String, Hashable, Sendable, CaseIterable {
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
    package var isSelectable: Bool { self == .keyword }
    /// Whether a pattern may `plural` on it.
    package var isPluralizable: Bool { self == .count }
}

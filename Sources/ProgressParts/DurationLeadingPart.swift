import ProgressPlanning

/// The text of a two-part duration's leading part ("20 minutes") as ICU formatted it, in UTF-16,
/// kept from one update to the next: during a transfer the leading part stays for a minute or an
/// hour while the seconds or minutes change, so only the second part needs formatting again (see
/// ``LocaleParts/appendDuration(_:to:leadingPart:)``).
///
/// The room for the text belongs to whoever made the value (a render memo), and is written by
/// one thread at a time.
package struct DurationLeadingPart {
    /// The leading part whose text is kept, or `nil`.
    package var measure: PlannedMeasure?
    /// The kept text's length in UTF-16 code units, or -1 while none is kept.
    package var length: Int32 = -1
    /// Room for ``capacity`` UTF-16 code units, or `nil` (then nothing is kept).
    package let text: UnsafeMutablePointer<UInt16>?

    /// The longest leading part kept, in UTF-16 code units ("23 Stunden", "٢٣ ساعة" fit many
    /// times over; a longer one is formatted on every update).
    package static let capacity = 64

    /// A value that keeps its text in `text` (room for ``capacity`` code units), or keeps
    /// nothing when `text` is `nil`.
    package init(text: UnsafeMutablePointer<UInt16>?) {
        self.text = text
    }

    /// Forgets the kept text.
    package mutating func forget() {
        measure = nil
        length = -1
    }
}


/// One message of a string table: its pattern, parsed, and its metadata.
package struct MessageEntry: Hashable, Sendable {
    /// The message's key.
    package var key: MessageKey
    /// The pattern as written in the table.
    package var text: String
    /// The parsed pattern.
    package var pattern: MessagePattern
    /// The translator description (source table only).
    package var description: String?
    /// The declared placeholders and their types (source table only).
    package var placeholders: [String: PlaceholderType]
    /// Count placeholders whose number another placeholder already shows (`x-shown-in`:
    /// `leadingCount` is part of `duration`), so a plural variant need not repeat it.
    package var numberShownIn: [String: String] = [:]
    /// The review state (translations only).
    package var state: ReviewState?
    /// The source message this translation was made from (translations only); for a reviewed
    /// translation, the source text it was reviewed against.
    package var source: String?
    /// Who reviewed the translation (`x-reviewer`), recorded when it was marked reviewed.
    package var reviewer: String? = nil
    /// When it was reviewed (`x-reviewed-at`, ISO 8601 UTC to the second: `2025-03-14T09:26:53Z`).
    package var reviewedAt: String? = nil

    /// An entry with its pattern and metadata (what ``StringTable/decode(_:file:)`` reads).
    package init(key: MessageKey, text: String, pattern: MessagePattern, description: String? = nil,
                 placeholders: [String: PlaceholderType], numberShownIn: [String: String] = [:], state: ReviewState? = nil,
                 source: String? = nil, reviewer: String? = nil, reviewedAt: String? = nil) {
        self.key = key
        self.text = text
        self.pattern = pattern
        self.description = description
        self.placeholders = placeholders
        self.numberShownIn = numberShownIn
        self.state = state
        self.source = source
        self.reviewer = reviewer
        self.reviewedAt = reviewedAt
    }
}

extension StringTable {
    /// The metadata key naming who reviewed a translation.
    package static let reviewerKey = "x-reviewer"
    /// The metadata key holding when a translation was reviewed (ISO 8601 UTC, seconds).
    package static let reviewedAtKey = "x-reviewed-at"
    /// The metadata key of the translator's note for the reviewer (`"x-note": "ᎠᏍᏆᏙᏅᎯ 'complete':
    /// MediaWiki chr"`): where the words come from, what is uncertain. The review sheet shows it,
    /// XLIFF carries it (`<note from="x-note">`), and approving a message keeps it.
    package static let noteKey = "x-note"

    /// The reviewer a message's `@key` metadata records (`"x-reviewer": "Anna Müller"`), or
    /// `nil` when there is none or it is not a string. Blank names are kept as written, so lint
    /// can say the review has no named reviewer.
    static func reviewer(in metadata: [String: JSONValue]) -> String? {
        metadata[reviewerKey]?.stringValue
    }

    /// The review time a message's `@key` metadata records (`"x-reviewed-at":
    /// "2025-03-14T09:26:53Z"`), as written; lint checks its form.
    static func reviewedAt(in metadata: [String: JSONValue]) -> String? {
        metadata[reviewedAtKey]?.stringValue
    }
}

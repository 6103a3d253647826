import ProgressFormat
import ProgressTables

extension StringTableDocument {
    /// The review record of message `key`.
    package func reviewRecord(_ key: String) -> ReviewRecord {
        ReviewRecord(state: metadataString(key, "x-state"), source: metadataString(key, "x-source"),
                     reviewer: metadataString(key, StringTable.reviewerKey),
                     reviewedAt: metadataString(key, StringTable.reviewedAtKey))
    }

    /// Replaces the review record of message `key` (fields that are `nil` are removed).
    package mutating func setReviewRecord(_ key: String, _ record: ReviewRecord) {
        setMetadataString(key, "x-state", record.state)
        setMetadataString(key, "x-source", record.source)
        setMetadataString(key, StringTable.reviewerKey, record.reviewer)
        setMetadataString(key, StringTable.reviewedAtKey, record.reviewedAt)
    }
}

/// Where a translation stands in review, as stored in a table's `x-state` metadata.
package enum ReviewState: String, Hashable, Sendable, CaseIterable {
    /// Not translated yet.
    case new
    /// Translated, not yet reviewed.
    case translated
    /// A draft (for example written without a native speaker) that a reviewer must check.
    case needsReview = "needs-review"
    /// Approved by a reviewer.
    case reviewed
}

import ProgressFormat
import ProgressTables

/// Where one translation stands in review, as its `@key` metadata records it: `x-state`,
/// `x-source`, and for a reviewed translation `x-reviewer` and `x-reviewed-at`.
///
///     let record = german.reviewRecord("percentCompleted")
///     // ReviewRecord(state: "needs-review", source: "{percent} completed", reviewer: nil, reviewedAt: nil)
package struct ReviewRecord: Hashable, Sendable {
    /// The review state as written (`needs-review`); `nil` when there is none.
    package var state: String?
    /// The source text the translation was made from, or reviewed against.
    package var source: String?
    /// Who reviewed it.
    package var reviewer: String?
    /// When, ISO 8601 UTC to the second.
    package var reviewedAt: String?

    /// A record.
    package init(state: String? = nil, source: String? = nil, reviewer: String? = nil, reviewedAt: String? = nil) {
        self.state = state
        self.source = source
        self.reviewer = reviewer
        self.reviewedAt = reviewedAt
    }

    /// The state, when it is one of ours.
    package var reviewState: ReviewState? {
        state.flatMap(ReviewState.init(rawValue:))
    }
}

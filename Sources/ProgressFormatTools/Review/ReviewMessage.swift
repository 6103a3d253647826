import ProgressFormat
import ProgressTables

/// Everything the review sheet shows about one message: the source and its metadata, the
/// translation and its review state, lint findings, and the message rendered.
package struct ReviewMessage: Sendable {
    /// The message's key.
    package var key: MessageKey
    /// The current English source pattern.
    package var sourceText: String
    /// The translator description from the source table.
    package var description: String?
    /// The declared placeholders, in order of first use in the source pattern.
    package var placeholders: [ReviewPlaceholder]
    /// The translation as written, or `nil` when the table lacks the message (or it is not a
    /// string).
    package var translation: String?
    /// `x-state` as written; `nil` when there is none.
    package var state: String?
    /// `x-source` as written: the source text the translation was made from.
    package var madeFrom: String?
    /// `x-reviewer` as written: who approved the translation; `nil` when there is none.
    package var reviewer: String? = nil
    /// `x-reviewed-at` as written: when it was approved (UTC); `nil` when there is none.
    package var reviewedAt: String? = nil
    /// `x-note` as written: what the translator tells the reviewer (where the words come from,
    /// what is uncertain); `nil` when there is none.
    package var note: String? = nil
    /// The tag of the table whose pattern was rendered ("de", or "en" when the translation is
    /// missing or broken).
    package var renderedFrom: String
    /// Lint's findings for this message.
    package var findings: [LintFinding]
    /// The message rendered with sample arguments.
    package var renderings: [ReviewRendering]

    /// Whether the translation was made from another source text than the current one.
    package var isStale: Bool {
        guard let madeFrom else { return false }
        return madeFrom != sourceText
    }

    /// The number of error findings.
    package var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// The number of warning findings.
    package var warningCount: Int { findings.count - errorCount }
}

import ProgressFormat
import ProgressTables

/// Marks translations reviewed: the explicit act of a named reviewer, recorded in the table
/// with who (`x-reviewer`), when (`x-reviewed-at`) and the English text the translation was
/// checked against (`x-source`, the current source message).
///
/// A key is refused when the table has no such message, or when the message has a lint error
/// (a reviewed translation must be one the engine can use); the others are approved.
///
///     let approval = try ReviewApproval.approve(keys: ["percentCompleted"], in: german, source: english,
///                                               reviewer: "Anna Müller", now: "2025-03-14T09:26:53Z")
///     approval.document.reviewRecord("percentCompleted")
///     // ReviewRecord(state: "reviewed", source: "{percent} completed", reviewer: "Anna Müller", reviewedAt: "2025-03-14T09:26:53Z")
package struct ReviewApproval: Hashable, Sendable {
    /// The table with the approved messages marked reviewed.
    package var document: StringTableDocument
    /// The keys approved, in the order asked.
    package var approved: [String] = []
    /// One line per refused key: `de.json:timeRemaining: not approved: position 6: unknown placeholder '{dauer}'`.
    package var refusals: [String] = []

    /// Approves `keys` of `document`, a translation of `source`, by `reviewer` at `now`.
    /// - Throws: ``ReviewerName/Invalid`` for a reviewer name that cannot be recorded, and
    ///   `ProgressProblem.unreadableTable` when `document` is the source table (it has no
    ///   review states) or `source` cannot be read.
    package static func approve(keys: [String], in document: StringTableDocument, source: StringTableDocument,
                                reviewer: String, now: String) throws -> ReviewApproval {
        let name = try ReviewerName.validated(reviewer)
        guard document.locale != source.locale else {
            throw ProgressProblem.unreadableTable(file: document.file,
                                                      reason: "the source table has no review states; approve a translation")
        }
        let sourceTable = try StringTable.decode(StringTableWriter.data(for: source, messageOrder: source.messageKeys),
                                                 file: source.file)
        let fileName = StringTableStore.fileName(ofLabel: document.file)
        var result = ReviewApproval(document: document)
        var seen: Set<String> = []
        for key in keys where seen.insert(key).inserted {
            func refuse(_ reason: String) {
                result.refusals.append("\(fileName):\(key): not approved: \(reason)")
            }
            guard let text = document.message(key) else {
                refuse(MessageKey(rawValue: key) == nil ? "no such message" : "the table has no translation of it")
                continue
            }
            guard let english = source.message(key) else {
                refuse("not a message of the source table")
                continue
            }
            let record = ReviewRecord(state: ReviewState.reviewed.rawValue, source: english, reviewer: name, reviewedAt: now)
            let errors = StringTableLinter.errors(key: key, text: text, record: record, locale: document.locale, source: sourceTable)
            guard errors.isEmpty else {
                errors.forEach { refuse(($0.position.map { "position \($0): " } ?? "") + $0.message) }
                continue
            }
            result.document.setReviewRecord(key, record)
            result.approved.append(key)
        }
        return result
    }
}

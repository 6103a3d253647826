import ProgressFormat
import ProgressTables

/// Merges the units of an XLIFF 1.2 file into a string table, unit by unit, checking each one
/// as lint would and refusing a broken one while keeping the rest.
///
/// For each unit (its key is `resname`, else `id`):
/// - a unit without `<target>`, or whose target and state equal the table's, changes nothing
///   (so export → import with no edits gives the same table, byte for byte, review records
///   included) — but an unchanged message with a lint error is still reported, as a refused
///   unit, so an import never passes a broken message over in silence;
/// - otherwise the target becomes the message, `state`/`approved` its review state (see
///   ``XLIFFState``) and the unit's `<source>` its `x-source`; the message must pass every lint
///   rule with no error, or the unit is refused with the file, unit and position;
/// - units of the table's unit words (`@@x-units/duration-day/few`, see ``XLIFFUnitOverride``)
///   are merged unit by unit word: every category of one unit is applied, then the unit is
///   linted as a whole and refused whole on an error;
/// - an approved unit (`approved="yes"`, `final`, `signed-off`) becomes `reviewed` only with a
///   named reviewer — `reviewer` (the `--reviewer` flag), else the unit's own
///   `<note from="x-reviewer">` when it is not the record the export wrote — and only against
///   the current English source; it records `x-reviewer`, `x-reviewed-at` (`now`, or the unit's
///   `<note from="x-reviewed-at">` with its own reviewer) and `x-source`. Without a reviewer it
///   is imported as `needs-review`, and a note says so;
/// - a unit's `<note from="x-note">`, the translator's note for the reviewer, becomes the
///   message's `x-note` when the unit is accepted (a changed note alone counts as a change); a
///   unit without one leaves the table's note alone.
///
///     let result = try XLIFFImporter.merge(xliff, file: "de.xlf", into: german, source: english,
///                                         reviewer: "Anna Müller", now: "2025-03-14T09:26:53Z")
///     result.refusals   // ["de.xlf: unit timeRemaining: position 6: unknown placeholder '{dauer}'"]
package enum XLIFFImporter {
    /// Merges `xliff` (read from `file`) into `document`, a translation of `source`.
    /// - Throws: ``XLIFFError/unreadable(file:reason:)`` when the file is not for this table's
    ///   source language, or the source table cannot be read.
    package static func merge(_ xliff: XLIFFDocument, file: String, into document: StringTableDocument,
                              source: StringTableDocument, reviewer: String?, now: String) throws(XLIFFError) -> XLIFFImport {
        let sourceLocale = source.locale
        guard xliff.sourceLanguage.lowercased() == sourceLocale.lowercased() else {
            throw .unreadable(file: file, reason: "source-language is '\(xliff.sourceLanguage)', not '\(sourceLocale)'")
        }
        let sourceTable: StringTable
        do {
            sourceTable = try StringTable.decode(StringTableWriter.data(for: source, messageOrder: source.messageKeys),
                                                 file: source.file)
        } catch {
            throw .unreadable(file: source.file, reason: "\(error)")
        }
        var result = XLIFFImport(document: document)
        var seen: Set<String> = []
        var overrideUnits: [XLIFFUnit] = []
        for unit in xliff.units {
            let context = UnitContext(file: file, unit: unit)
            guard seen.insert(unit.key).inserted else {
                context.refuse("appears more than once in the file", in: &result)
                continue
            }
            if let problem = unit.problem {
                context.refuse(problem, in: &result)
                continue
            }
            guard !unit.key.isEmpty else {
                context.refuse("has no id", in: &result)
                continue
            }
            if XLIFFUnitOverride.parse(unit.key) != nil {
                overrideUnits.append(unit)
                continue
            }
            guard let english = source.message(unit.key) else {
                context.refuse("not a message of the source table \(sourceLocale).json", in: &result)
                continue
            }
            guard let target = unit.target else {
                result.withoutTarget += 1
                continue
            }
            let imported = XLIFFState.imported(state: unit.state, approved: unit.approved)
            let current = result.document.reviewRecord(unit.key)
            if target == result.document.message(unit.key), imported.state == current.reviewState {
                // Unchanged, but still checked as lint checks it: a broken message that is
                // already in the table is reported (and the import fails), never passed over.
                let errors = result.document.locale == sourceLocale ? [] : StringTableLinter.errors(
                    key: unit.key, text: target, record: current, locale: result.document.locale, source: sourceTable)
                guard errors.isEmpty else {
                    for error in errors {
                        context.refuse((error.position.map { "position \($0): " } ?? "") + error.message, in: &result)
                    }
                    continue
                }
                if result.document.locale != sourceLocale, let note = changedNote(of: unit, context: context, result: &result) {
                    result.document.setMetadataString(unit.key, StringTable.noteKey, note)
                    result.changed.append(unit.key)
                } else {
                    result.unchanged += 1
                }
                continue
            }
            guard result.document.locale != sourceLocale else {
                context.refuse("the source table is edited in \(sourceLocale).json itself, not imported", in: &result)
                continue
            }
            guard let unitSource = unit.source else {
                context.refuse("has no <source>", in: &result)
                continue
            }
            if !imported.isKnown, let state = unit.state {
                context.note("unknown state '\(state)'; imported as needs-review", in: &result)
            }
            let record = reviewRecord(for: unit, state: imported.state ?? .translated, source: unitSource, english: english,
                                      current: current, reviewer: reviewer, now: now, context: context, result: &result)
            let errors = StringTableLinter.errors(key: unit.key, text: target, record: record,
                                                  locale: result.document.locale, source: sourceTable)
            guard errors.isEmpty else {
                for error in errors {
                    context.refuse((error.position.map { "position \($0): " } ?? "") + error.message, in: &result)
                }
                continue
            }
            let note = changedNote(of: unit, context: context, result: &result)
            if target == result.document.message(unit.key), record == current, note == nil {
                result.unchanged += 1
                continue
            }
            result.document.setMessage(unit.key, target)
            result.document.setReviewRecord(unit.key, record)
            if let note { result.document.setMetadataString(unit.key, StringTable.noteKey, note) }
            result.changed.append(unit.key)
        }
        mergeUnitOverrides(overrideUnits, file: file, source: sourceTable, reviewer: reviewer, now: now, into: &result)
        return result
    }

    /// The translator's note of `unit` (`<note from="x-note">`) when it is not the one the
    /// table has for the message, else `nil`. A unit without the note leaves the table's as it
    /// is (tools drop notes they do not know); a note holding a character no table may show is
    /// left out, and a line says so.
    private static func changedNote(of unit: XLIFFUnit, context: UnitContext, result: inout XLIFFImport) -> String? {
        guard let note = unit.note(from: StringTable.noteKey),
              note != result.document.metadataString(unit.key, StringTable.noteKey) else { return nil }
        if let (scalar, position) = StringTable.firstUnsafeCharacter(in: note) {
            context.note("its translator's note has the character \(StringTable.codePoint(scalar)) at position \(position), "
                + "which no table may hold; the table's note is kept", in: &result)
            return nil
        }
        return note
    }

    /// The review record an accepted unit gets.
    private static func reviewRecord(for unit: XLIFFUnit, state: ReviewState, source: String, english: String,
                                     current: ReviewRecord, reviewer: String?, now: String,
                                     context: UnitContext, result: inout XLIFFImport) -> ReviewRecord {
        if source != english {
            context.note("its <source> is not the current English text; imported as made from that text (stale)", in: &result)
        }
        guard state == .reviewed else {
            return ReviewRecord(state: state.rawValue, source: source)
        }
        guard source == english else {
            context.note("approved against an older English text; imported as needs-review", in: &result)
            return ReviewRecord(state: ReviewState.needsReview.rawValue, source: source)
        }
        if let reviewer {
            return ReviewRecord(state: state.rawValue, source: source, reviewer: reviewer, reviewedAt: now)
        }
        let noted = unit.note(from: StringTable.reviewerKey)
        let notedTime = unit.note(from: StringTable.reviewedAtKey)
        if let noted, noted != current.reviewer || notedTime != current.reviewedAt {
            do {
                let name = try ReviewerName.validated(noted)
                let time = notedTime.flatMap { ReviewTimestamp.isCanonical($0) ? $0 : nil } ?? now
                return ReviewRecord(state: state.rawValue, source: source, reviewer: name, reviewedAt: time)
            } catch {
                context.note("approved, but \(error); imported as needs-review", in: &result)
                return ReviewRecord(state: ReviewState.needsReview.rawValue, source: source)
            }
        }
        context.note("approved, but no reviewer is named (import with --reviewer NAME); imported as needs-review", in: &result)
        return ReviewRecord(state: ReviewState.needsReview.rawValue, source: source)
    }

    /// Writes the lines about one unit.
    struct UnitContext {
        var file: String
        var unit: XLIFFUnit

        var prefix: String {
            unit.key.isEmpty ? "\(file): unit on line \(unit.line): " : "\(file): unit \(unit.key): "
        }

        func refuse(_ reason: String, in result: inout XLIFFImport) {
            result.refusals.append(prefix + reason)
            if result.refusedKeys.last != unit.key {
                result.refusedKeys.append(unit.key)
            }
        }

        func note(_ text: String, in result: inout XLIFFImport) {
            result.notes.append(prefix + text)
        }
    }
}

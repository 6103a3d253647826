import ProgressFormat
import ProgressTables

extension XLIFFImporter {
    /// Merges the units of the table's unit words (`@@x-units/<key>/<category>`), unit word by
    /// unit word: the categories of one unit are applied together, its state is the units'
    /// (`needs-review` when they disagree; `reviewed` only with a named `reviewer`, recorded in
    /// `@<key>` as `x-reviewer` and `x-reviewed-at`; its `description` from the first unit's
    /// `x-description` note), and the unit is linted as lint checks
    /// `@@x-units` — a unit with an error is refused whole, and the table keeps its words. An
    /// unchanged unit is checked too. Units are counted in `result` as messages are.
    static func mergeUnitOverrides(_ units: [XLIFFUnit], file: String, source: StringTable, reviewer: String?, now: String,
                                   into result: inout XLIFFImport) {
        var identifiers: [String] = []
        var groups: [String: [XLIFFUnit]] = [:]
        for unit in units {
            guard let (identifier, _) = XLIFFUnitOverride.parse(unit.key) else { continue }
            if groups[identifier] == nil { identifiers.append(identifier) }
            groups[identifier, default: []].append(unit)
        }
        for identifier in identifiers {
            let group = groups[identifier] ?? []
            var candidate = result.document
            var changed: [String] = []
            var states: [ReviewState?] = []
            var withTarget: [XLIFFUnit] = []
            for unit in group {
                guard let target = unit.target, let (_, category) = XLIFFUnitOverride.parse(unit.key) else {
                    result.withoutTarget += 1
                    continue
                }
                withTarget.append(unit)
                let imported = XLIFFState.imported(state: unit.state, approved: unit.approved)
                if !imported.isKnown, let state = unit.state {
                    UnitContext(file: file, unit: unit).note("unknown state '\(state)'; imported as needs-review", in: &result)
                }
                states.append(imported.state)
                if candidate.unitOverrideText(identifier, category: category) != target {
                    candidate.setUnitOverrideText(identifier, category: category, target)
                    changed.append(unit.key)
                }
            }
            guard let first = withTarget.first else { continue }
            let context = UnitContext(file: file, unit: first)
            let current = candidate.unitOverrideMetadataString(identifier, "x-state").flatMap(ReviewState.init(rawValue:))
            var state = states.allSatisfy { $0 == states.first } ? states.first ?? nil : .needsReview
            if state == nil { state = current }
            if state == .reviewed, current != .reviewed || !changed.isEmpty {
                if let reviewer {
                    candidate.setUnitOverrideMetadataString(identifier, StringTable.reviewerKey, reviewer)
                    candidate.setUnitOverrideMetadataString(identifier, StringTable.reviewedAtKey, now)
                } else {
                    context.note("approved, but no reviewer is named (import with --reviewer NAME); imported as needs-review",
                                 in: &result)
                    state = .needsReview
                }
            }
            if state != current, let state {
                candidate.setUnitOverrideMetadataString(identifier, "x-state", state.rawValue)
                if state != .reviewed {
                    candidate.setUnitOverrideMetadataString(identifier, StringTable.reviewerKey, nil)
                    candidate.setUnitOverrideMetadataString(identifier, StringTable.reviewedAtKey, nil)
                }
            }
            if let description = first.note(from: XLIFFUnitOverride.descriptionNote),
               description != candidate.unitOverrideMetadataString(identifier, "description") {
                candidate.setUnitOverrideMetadataString(identifier, "description", description)
            }
            let errors = overrideErrors(identifier, in: candidate, source: source)
            guard errors.isEmpty else {
                for error in errors {
                    let unit = withTarget.first { $0.key == error.key } ?? first
                    UnitContext(file: file, unit: unit).refuse((error.position.map { "position \($0): " } ?? "") + error.message,
                                                               in: &result)
                }
                for unit in withTarget where !result.refusedKeys.contains(unit.key) {
                    result.refusedKeys.append(unit.key)
                }
                continue
            }
            if candidate == result.document {
                result.unchanged += withTarget.count
            } else {
                result.document = candidate
                let touched = changed.isEmpty ? withTarget.map(\.key) : changed
                result.changed += touched
                result.unchanged += withTarget.count - touched.count
            }
        }
    }

    /// Lint's errors for the unit word `identifier` of `document`, checked against `source`.
    private static func overrideErrors(_ identifier: String, in document: StringTableDocument,
                                       source: StringTable) -> [LintFinding] {
        let table: StringTable
        do {
            table = try StringTable.decode(StringTableWriter.data(for: document, messageOrder: document.messageKeys),
                                           file: "\(document.locale).json")
        } catch {
            return [LintFinding(file: "\(document.locale).json", key: UnitOverride.key(identifier), severity: .error,
                                message: "\(error)")]
        }
        let key = UnitOverride.key(identifier)
        return StringTableLinter.findings(in: table, source: source).filter { finding in
            finding.severity == .error && (finding.key == key || finding.key?.hasPrefix(key + "/") == true)
        }
    }
}

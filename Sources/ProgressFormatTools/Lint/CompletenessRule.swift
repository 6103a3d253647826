import ProgressFormat
import ProgressTables

/// Every message of the source table is present, and a translation says where it stands in
/// review (`x-state`) and which source text it was made from (`x-source`).
enum CompletenessRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for key in MessageKey.allCases where context.table.entries[key] == nil && !context.table.failedKeys.contains(key.rawValue) {
            findings.append(context.finding(key, .error, "missing message"))
        }
        guard !context.isSource else { return findings }
        for entry in context.entries {
            if entry.state == nil {
                findings.append(context.finding(entry.key, .warning,
                    "no valid x-state (new, translated, needs-review or reviewed)"))
            }
            if entry.source == nil {
                findings.append(context.finding(entry.key, .warning, "no x-source: the source text it was translated from"))
            }
        }
        return findings
    }
}

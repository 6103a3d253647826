import ProgressMessages
import ProgressParts
import ProgressPlanning

/// A translation made from an older source text: the English changed since, so the translation
/// must be reviewed and its `x-source` updated.
enum StalenessRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        guard !context.isSource else { return [] }
        return context.entries.compactMap { entry in
            guard let made = entry.source, let current = context.source.entries[entry.key]?.text, made != current else {
                return nil
            }
            let severity: LintFinding.Severity = entry.state == .reviewed ? .error : .warning
            return context.finding(entry.key, severity,
                                   "stale: translated from an older source text; review it and update x-source")
        }
    }
}

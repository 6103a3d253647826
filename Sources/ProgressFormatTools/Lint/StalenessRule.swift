import ProgressFormat
import ProgressTables

/// A translation made from an older source text: the English changed since, so the translation
/// must be reviewed and its `x-source` updated. A reviewed translation whose source changed is
/// stale, an error: its review no longer vouches for it.
///
///     de.json:percentCompleted: error: stale: reviewed against an older source text; check it again and approve it (progress-format review approve)
enum StalenessRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        guard !context.isSource else { return [] }
        return context.entries.compactMap { entry in
            guard let made = entry.source, let current = context.source.entries[entry.key]?.text, made != current else {
                return nil
            }
            guard entry.state == .reviewed else {
                return context.finding(entry.key, .warning,
                                       "stale: translated from an older source text; review it and update x-source")
            }
            return context.finding(entry.key, .error,
                                   "stale: reviewed against an older source text; check it again and approve it "
                                   + "(progress-format review approve)")
        }
    }
}

import ProgressFormat
import ProgressTables

/// Messages that did not load: syntax errors (with their position), non-string values, unknown
/// keys — what the loader already found.
enum LoadProblemsRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        context.table.problems.map { LintFinding($0) }
    }
}

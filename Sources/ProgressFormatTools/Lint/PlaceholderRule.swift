import ProgressFormat
import ProgressTables

/// The message uses the source message's named placeholders, no others, each as its type
/// allows (`select` on keywords, `plural` on counts).
enum PlaceholderRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        context.entries.flatMap { entry -> [LintFinding] in
            guard let source = context.source.entries[entry.key] else { return [] }
            return StringTable.problems(of: entry, file: context.table.file, against: source).map { LintFinding($0) }
        }
    }
}

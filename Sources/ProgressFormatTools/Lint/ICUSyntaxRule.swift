import ProgressFormat
import ProgressTables

/// ICU's own parser (`umsg_open`) accepts the message, so any ICU MessageFormat tool will too.
enum ICUSyntaxRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        context.entries.compactMap { entry in
            ICUMessagePattern.syntaxError(in: entry.text, locale: context.localeID).map { error in
                context.finding(entry.key, .error, "ICU rejects the message (\(error.name))", position: error.offset)
            }
        }
    }
}

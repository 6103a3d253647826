import ProgressFormat
import ProgressTables

/// Each plural over a count has exactly the categories CLDR gives the language for whole
/// numbers, plus `other`: a missing one is an error (that number would read wrong), an extra
/// one a warning (it can never be chosen).
enum PluralCompletenessRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        guard let rules = context.pluralRules else { return [] }
        let samples = rules.integerSamples
        let required = Set(samples.keys).union(["other"])
        var findings: [LintFinding] = []
        for entry in context.entries {
            for plural in entry.pattern.plurals {
                let present = Set(plural.cases.keys)
                for category in required.subtracting(present).sorted() {
                    let examples = samples[category].map { " (\(describe($0)))" } ?? ""
                    findings.append(context.finding(entry.key, .error,
                        "plural '{\(plural.name)}' lacks '\(category)'\(examples)"))
                }
                for category in present.subtracting(required).sorted() {
                    findings.append(context.finding(entry.key, .warning,
                        "plural '{\(plural.name)}' has '\(category)', which whole numbers never take in '\(context.table.locale)'"))
                }
            }
        }
        return findings
    }

    /// "2, 3, 4, 22…" — the first few samples.
    static func describe(_ numbers: [Int]) -> String {
        let shown = numbers.prefix(4).map(String.init).joined(separator: ", ")
        return numbers.count > 4 ? shown + "…" : shown
    }
}

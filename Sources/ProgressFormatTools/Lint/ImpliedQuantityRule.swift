import ProgressFormat
import ProgressTables

/// A `zero`, `one` or `two` variant that leaves out the number although the category covers
/// more than one number (Russian "one" is 1, 21, 101…; Slovenian "one" is 1, 101…): "файл"
/// alone would be wrong for 21. Like Android lint's ImpliedQuantity. A placeholder whose number
/// another one shows (`leadingCount` inside `duration`, declared with `x-shown-in`) is shown
/// when that one is.
enum ImpliedQuantityRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        guard let rules = context.pluralRules else { return [] }
        let samples = rules.integerSamples
        var findings: [LintFinding] = []
        for entry in context.entries {
            for plural in entry.pattern.plurals {
                let carrier = context.source.entries[entry.key]?.numberShownIn[plural.name]
                for category in ["zero", "one", "two"] {
                    guard let branch = plural.cases[category], let numbers = samples[category], numbers.count > 1,
                          !MessagePattern.showsNumber(branch, of: plural.name),
                          !(carrier.map { MessagePattern.showsNumber(branch, of: $0) } ?? false) else { continue }
                    findings.append(context.finding(entry.key, .error,
                        "plural '{\(plural.name)}' variant '\(category)' omits the number, but '\(category)' covers "
                        + "\(PluralCompletenessRule.describe(numbers)); add '#'"))
                }
            }
        }
        return findings
    }
}

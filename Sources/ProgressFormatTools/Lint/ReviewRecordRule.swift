import ProgressFormat
import ProgressTables

/// A translation marked `reviewed` says who reviewed it (`x-reviewer`), when (`x-reviewed-at`,
/// ISO 8601 UTC to the second) and against which source text (`x-source`); a review record on
/// a message that is not reviewed is left over from an earlier review.
///
///     de.json:percentCompleted: error: marked reviewed without a named reviewer
enum ReviewRecordRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        guard !context.isSource else { return [] }
        var findings: [LintFinding] = []
        for entry in context.entries {
            guard entry.state == .reviewed else {
                if entry.reviewer != nil || entry.reviewedAt != nil {
                    findings.append(context.finding(entry.key, .warning,
                        "x-reviewer and x-reviewed-at belong to a reviewed message; this one is '\(entry.state?.rawValue ?? "-")'"))
                }
                continue
            }
            if entry.reviewer.map({ $0.allSatisfy(\.isWhitespace) }) ?? true {
                findings.append(context.finding(entry.key, .error, "marked reviewed without a named reviewer"))
            }
            if let time = entry.reviewedAt {
                if !ReviewTimestamp.isCanonical(time) {
                    findings.append(context.finding(entry.key, .error,
                        "x-reviewed-at '\(time)' is not an ISO 8601 UTC time such as 2025-03-14T09:26:53Z"))
                }
            } else {
                findings.append(context.finding(entry.key, .error, "marked reviewed without a review time (x-reviewed-at)"))
            }
            if entry.source == nil {
                findings.append(context.finding(entry.key, .error,
                    "marked reviewed without the source text it was reviewed against (x-source)"))
            }
        }
        return findings
    }
}

/// One check over a string table, like swift-argument-parser's validators: each rule reports
/// every problem it finds, and lint runs them all.
protocol LintRule {
    /// The problems this rule finds in `context.table`.
    static func check(_ context: LintContext) -> [LintFinding]
}

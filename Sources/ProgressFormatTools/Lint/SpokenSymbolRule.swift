import ProgressTables

/// A message a screen reader says holds a symbol it would read as one: a slash, a dash, an
/// ellipsis or a parenthesis ("50 kilobytes slash second", "dot dot dot"). The speech channel's
/// messages (``MessageKey/isSpoken``) are words and the language's pauses only:
///
///     ja.json:spokenCompletedOfTotal: error: position 11: "/" is read aloud as a symbol; write words
enum SpokenSymbolRule: LintRule {
    /// The symbols a screen reader speaks as such, full-width forms included.
    static let symbols: Set<Character> = ["/", "(", ")", "—", "–", "…", "／", "（", "）", "|"]

    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for entry in context.entries where entry.key.isSpoken {
            var position = 0
            for character in entry.text {
                if symbols.contains(character) {
                    findings.append(context.finding(entry.key, .error, "\"\(character)\" is read aloud as a symbol; write words",
                                                    position: position))
                    break
                }
                position += character.utf16.count
            }
        }
        return findings
    }
}

import ProgressFormat
import ProgressTables

/// ICU's apostrophe quoting does what the message says, not what the translator meant: lint
/// reports what the renderer will actually show, at the apostrophe's position.
///
/// - An apostrophe before `{`, `}`, `#` or `|` opens a quotation up to the next single
///   apostrophe; one that never closes quotes the rest of the message, braces and all:
///   `{percent} '{ abgeschlossen` shows "7 % { abgeschlossen". An error.
/// - Quoted braces around a placeholder's name show the name, not its value:
///   `„'{'fileName'}'“` shows „{fileName}“ to every user. An error.
///
///     de.json:percentCompleted: error: position 10: the apostrophe opens a quotation that never closes: …
///     de.json:fileOperationNamed: error: position 35: shows the literal text '{fileName}' (its braces are quoted) …
///
/// `''` (one apostrophe) and an apostrophe before any other character are plain text and fine.
enum ApostropheQuotingRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for entry in context.entries {
            let quotations = MessagePattern.quotations(in: entry.text)
            guard !quotations.isEmpty else { continue }
            if let open = quotations.first(where: { !$0.isClosed }) {
                findings.append(context.finding(entry.key, .error, "the apostrophe opens a quotation that never closes: "
                    + "the rest of the message is shown as written (\"\(shortened(open.text))\"); write '' for an apostrophe, "
                    + "or close the quotation with another '", position: open.position))
            }
            let position = quotations.first { $0.text.contains("{") }?.position ?? quotations[0].position
            for literal in literalPlaceholders(in: entry.pattern) {
                findings.append(context.finding(entry.key, .error, "shows the literal text '\(literal)' (its braces are quoted "
                    + "with apostrophes), not the placeholder's value; write \(literal) without apostrophes around its braces",
                    position: position))
            }
        }
        return findings
    }

    /// Each distinct `{name}` the rendered literal text of `pattern` holds, in order.
    static func literalPlaceholders(in pattern: MessagePattern) -> [String] {
        var found: [String] = []
        for text in pattern.texts {
            let scalars = Array(text.unicodeScalars)
            var index = 0
            while index < scalars.count {
                guard scalars[index] == "{" else { index += 1; continue }
                var end = index + 1
                while end < scalars.count, isNameScalar(scalars[end], first: end == index + 1) { end += 1 }
                if end > index + 1, end < scalars.count, scalars[end] == "}" {
                    var literal = String.UnicodeScalarView()
                    literal.append(contentsOf: scalars[index...end])
                    let text = String(literal)
                    if !found.contains(text) { found.append(text) }
                }
                index = end
            }
        }
        return found
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "_": true
        case "0"..."9", "-": !first
        default: false
        }
    }

    /// At most 40 characters of `text`, with "…" when cut.
    private static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

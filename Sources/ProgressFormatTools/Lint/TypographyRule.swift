import ProgressFormat
import ProgressTables

/// Typography a translator's edit often breaks: "..." for "…", an ellipsis lost where the
/// source has one, spaces at either end, bidi marks typed in, and French spacing before
/// `; : ! ?` and inside « ».
///
/// Bidi embeddings, overrides and isolates, like every other control or invisible character,
/// are ``ControlCharacterRule``'s findings, not this rule's.
enum TypographyRule: LintRule {
    /// Bidi marks (LRM, RLM, ALM) that must not be typed into a table; the engine isolates
    /// names itself.
    static let bidiControls: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]

    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let french = context.table.locale == "fr" || context.table.locale.hasPrefix("fr-")
        for entry in context.entries {
            let texts = entry.pattern.texts
            func report(_ severity: LintFinding.Severity, _ message: String) {
                findings.append(context.finding(entry.key, severity, message))
            }
            if texts.contains(where: { $0.contains("...") }) {
                report(.error, "uses '...' where the ellipsis '…' (U+2026) belongs")
            }
            if let source = context.source.entries[entry.key], !context.isSource,
               source.pattern.texts.contains(where: { $0.contains("…") }),
               !texts.contains(where: { $0.contains("…") }) {
                report(.warning, "the source has an ellipsis '…' and the translation none")
            }
            if let first = entry.text.unicodeScalars.first, let last = entry.text.unicodeScalars.last,
               first.properties.isWhitespace || last.properties.isWhitespace {
                report(.error, "starts or ends with white space")
            }
            if let control = entry.text.unicodeScalars.first(where: { bidiControls.contains($0) }) {
                report(.error, "contains the bidi control U+\(String(control.value, radix: 16, uppercase: true)); "
                    + "file names are isolated by the engine")
            }
            if french {
                for text in texts {
                    for mark in [";", ":", "!", "?"] where text.contains(" \(mark)") {
                        report(.error, "a plain space before '\(mark)'; French uses a no-break space (U+00A0 or U+202F)")
                    }
                    if text.contains("« ") || text.contains(" »") {
                        report(.error, "a plain space inside « »; French uses a no-break space (U+00A0)")
                    }
                }
            }
        }
        return findings
    }
}

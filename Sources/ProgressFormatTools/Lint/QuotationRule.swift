import ProgressFormat
import ProgressTables

/// The file name is quoted with the language's quotation marks from CLDR
/// (`ulocdata_getDelimiter`): “…” in English, „…“ in German, « … » in French, 「…」 in Japanese.
/// A warning, since a language may prefer its alternate marks or none.
enum QuotationRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        let marks = ICULocaleData.quotationMarks(context.localeID)
        let pairs = [marks.primary, marks.alternate].filter { !$0.0.isEmpty && !$0.1.isEmpty }
        guard !pairs.isEmpty else { return [] }
        var findings: [LintFinding] = []
        for entry in context.entries {
            for (before, after) in entry.pattern.neighbours(of: ArgumentName.fileName.rawValue) {
                let opening = before.trimmingSpaces.last.map(String.init) ?? ""
                let closing = after.drop(while: \.isWhitespace).first.map(String.init) ?? ""
                guard !pairs.contains(where: { $0.0 == opening && $0.1 == closing }) else { continue }
                let expected = pairs.map { "\($0.0)…\($0.1)" }.joined(separator: " or ")
                findings.append(context.finding(entry.key, .warning,
                    "'{fileName}' is quoted \(opening.isEmpty ? "with nothing" : opening)…\(closing.isEmpty ? "nothing" : closing); "
                    + "CLDR's quotation marks for '\(context.table.locale)' are \(expected)"))
                break
            }
        }
        return findings
    }
}

extension String {
    /// The string without trailing white space (the spacing inside quotes is the typography
    /// rule's business).
    fileprivate var trimmingSpaces: Substring {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}

import ProgressFormat
import ProgressTables

/// A table's unit words (`@@x-units`) are checked like messages: each unit's patterns cover
/// exactly the plural categories its displayed numbers reach in the language (a missing one is
/// an error, with sample numbers; one that is never reached, a warning), each shows the number
/// `{0}` exactly once — or not at all where the category is a single number, as Hebrew "יום
/// אחד" for 1 day —, the typography is clean (no "...", no spaces at either end, no bidi
/// controls), no character a translation must not hold (controls, separators, U+FFFD,
/// embeddings, overrides, isolates, zero-width space, BOM, tags — refused at run time too), and
/// the unit says where it stands in review (`x-state` in `@<unit>`). Words of the long width,
/// which spelled-out (spoken) text is written in, hold no symbol a screen reader says as one
/// ("{0} Sek/n").
///
/// A key may name the CLDR width it corrects (`digital-kilobyte-per-second:narrow`): it is
/// checked the same way (the numbers shown are the same in every width), and a key naming the
/// width a key without one already corrects (`duration-day:long` beside `duration-day`) is an
/// error. Unknown units and widths and patterns that do not parse are reported by the loader
/// (``LoadProblemsRule``), with the position in the pattern.
///
///     ru.json:@@x-units/digital-kilobyte-per-second: error: lacks 'few' (2, 3, 4, 22…)
///     pl.json:@@x-units/duration-day/one: error: shows the number 2 times; write {0} once
enum UnitOverrideRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for override in context.table.unitOverrides.values.sorted(by: { $0.identifier < $1.identifier }) {
            func report(_ category: String?, _ severity: LintFinding.Severity, _ message: String, position: Int? = nil) {
                findings.append(LintFinding(file: context.table.file, key: UnitOverride.key(override.identifier, category: category),
                                            severity: severity, position: position, message: message))
            }
            // An unknown unit or width is the loader's finding; nothing more to say about it.
            guard let unit = override.unit, !override.namesWidth || override.width != nil else { continue }
            if override.namesWidth, let width = override.width, width == UnitOverride.defaultWidth(of: unit),
               context.table.unitOverrides[override.unitIdentifier] != nil {
                report(nil, .error, "names the width '\(UnitOverride.name(of: width))' that '\(override.unitIdentifier)' already "
                    + "corrects; keep one of the two")
            }
            if let samples = unit.displayedPluralSamples(locale: context.localeID, limit: 5) {
                let required = Set(samples.keys).union(["other"])
                let present = Set(override.texts.keys)
                for category in required.subtracting(present).sorted() {
                    let examples = samples[category].map { " (\(describe($0)))" } ?? ""
                    report(nil, .error, "lacks '\(category)'\(examples)")
                }
                for category in present.subtracting(required).sorted() {
                    report(category, .warning, "'\(category)' is never reached by the numbers shown in \(override.identifier) in '\(context.table.locale)'")
                }
                for (category, pattern) in override.patterns.sorted(by: { $0.key < $1.key }) {
                    let single = (samples[category]?.count ?? 0) == 1 && category != "other"
                    switch pattern.numberCount {
                    case 1: break
                    case 0 where single: break
                    case 0:
                        let numbers = samples[category].map { describe($0) } ?? "numbers other than one"
                        report(category, .error, "leaves out the number {0}, but '\(category)' covers \(numbers)")
                    default:
                        let second = override.texts[category].flatMap { UnitOverride.numberPositions(in: $0).dropFirst().first }
                        report(category, .error, "shows the number \(pattern.numberCount) times; write {0} once", position: second)
                    }
                }
            }
            if case .malformedMessage(_, let key, let position, let reason)? = override.spokenSymbolProblem(file: context.table.file) {
                findings.append(LintFinding(file: context.table.file, key: key, severity: .error, position: position, message: reason))
            }
            for (category, text) in override.texts.sorted(by: { $0.key < $1.key }) {
                if let problem = UnitOverride.lengthProblem(of: text) {
                    report(category, .error, problem)
                    continue
                }
                if let position = UnitOverride.quotedBracePosition(in: text) {
                    report(category, .error, UnitOverride.quotedBraceReason, position: position)
                }
                if text.contains("...") {
                    report(category, .error, "uses '...' where the ellipsis '…' (U+2026) belongs")
                }
                if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
                   first.properties.isWhitespace || last.properties.isWhitespace {
                    report(category, .error, "starts or ends with white space")
                }
                if text.isEmpty {
                    report(category, .error, "is empty")
                }
                if let (position, scalar, kind) = firstFlagged(text) {
                    findings.append(LintFinding(file: context.table.file, key: UnitOverride.key(override.identifier, category: category),
                                                severity: .error, position: position, message: kind.message(scalar)))
                } else if let control = text.unicodeScalars.first(where: { TypographyRule.bidiControls.contains($0) }) {
                    report(category, .error, "contains the bidi control U+\(String(control.value, radix: 16, uppercase: true))")
                }
            }
            if override.state == nil {
                report(nil, .warning, "no valid x-state in \"@\(override.identifier)\" (new, translated, needs-review or reviewed)")
            }
        }
        return findings
    }

    /// The first character of `text` the control-character rule flags, with its UTF-16 position.
    private static func firstFlagged(_ text: String) -> (Int, Unicode.Scalar, ControlCharacterRule.Kind)? {
        var position = 0
        for scalar in text.unicodeScalars {
            if let kind = ControlCharacterRule.Kind(scalar) { return (position, scalar, kind) }
            position += scalar.utf16.count
        }
        return nil
    }

    /// "2, 3, 4, 22…": the first few displayed numbers.
    private static func describe(_ numbers: [String]) -> String {
        let shown = numbers.prefix(4).joined(separator: ", ")
        return numbers.count > 4 ? shown + "…" : shown
    }
}

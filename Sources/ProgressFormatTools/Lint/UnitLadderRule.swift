import Foundation
import ProgressFormat
import ProgressTables

/// A table's byte units form one ladder: a line reads "419 kB of 5.4 MB (50 kB/s)", all
/// abbreviations, or all words — never "kilobaiti 419 kati ya MB 5.4" or "5.4 ሜባ (2.5
/// ሜጋባይት/ሰከ)".
///
/// - An override of a byte unit (`digital-megabyte`, `digital-megabyte:narrow`) needs its rate
///   in the same width (`digital-megabyte-per-second`, `digital-megabyte-per-second:narrow`),
///   else the speed keeps CLDR's words beside the table's (an error):
///
///       te.json:@@x-units/digital-megabyte: error: corrects digital-megabyte but not its rate digital-megabyte-per-second; the speed would keep CLDR's words beside the table's
///
/// - The counts from kB to PB of one text width are all abbreviations or all words (an
///   abbreviation has no run of more than three letters: "kB", "ሜባ", "م.ب"), and each rate is
///   written with its count's words; a table whose wide lines would mix the two gets a warning,
///   naming the words:
///
///       sw.json:@@x-units: warning: wide text mixes abbreviations and words: 'MB' (digital-megabyte) beside 'terabaiti' (digital-terabyte)
///
/// The words are the ones the formatter writes — CLDR's, with the table's `@@x-units` — in
/// wide text (ICU: `unumf_formatDouble` through the locale's number model).
enum UnitLadderRule: LintRule {
    /// The byte units that have a rate: kB to PB.
    static let units: [ByteUnit] = [.kilobyte, .megabyte, .gigabyte, .terabyte, .petabyte]

    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for override in context.table.unitOverrides.values.sorted(by: { $0.identifier < $1.identifier }) {
            guard case .bytes(let unit)? = override.unit, units.contains(unit) else { continue }
            let (_, width) = UnitOverride.split(override.identifier)
            let rate = MeasureUnit.bytesPerSecond(unit).cldrIdentifier + (width.map { ":" + $0 } ?? "")
            if context.table.unitOverrides[rate] == nil {
                findings.append(LintFinding(file: context.table.file, key: override.key, severity: .error, position: nil,
                                            message: "corrects \(override.identifier) but not its rate \(rate); the speed would keep CLDR's "
                                                + "words beside the table's"))
            }
        }
        guard !context.isSource else { return findings }
        // The lines a reader sees by default; narrow text is a terminal's last resort.
        if let mix = mixedLadder(context, width: .wide) {
            findings.append(LintFinding(file: context.table.file, key: UnitOverride.tableKey, severity: .warning, position: nil,
                                        message: "wide text mixes abbreviations and words: \(mix)"))
        }
        return findings
    }

    /// What mixes in the text of `width` (the first two counts of different styles, or a rate
    /// without its count's words), or `nil` when the ladder is of one piece.
    private static func mixedLadder(_ context: LintContext, width: UnitWidth) -> String? {
        let all = units.flatMap { [MeasureUnit.bytes($0), .bytesPerSecond($0)] }
        guard let samples = ProgressTextFormatter.unitSamples(localeID: context.localeID, width: width,
                                                             overrides: context.table.unitOverrides, units: all) else { return nil }
        let counts = units.map { (unit: MeasureUnit.bytes($0), words: words(samples[.bytes($0)] ?? "")) }
        let isAbbreviation = counts.map { isAbbreviated($0.words) }
        if let other = isAbbreviation.firstIndex(where: { $0 != isAbbreviation[0] }) {
            return "'\(counts[0].words)' (\(counts[0].unit.cldrIdentifier)) beside '\(counts[other].words)' (\(counts[other].unit.cldrIdentifier))"
        }
        for (unit, count) in zip(units, counts) {
            let rate = words(samples[.bytesPerSecond(unit)] ?? "")
            if !rate.contains(count.words) {
                return "'\(count.words)' (\(count.unit.cldrIdentifier)) beside its rate '\(rate)' "
                    + "(\(MeasureUnit.bytesPerSecond(unit).cldrIdentifier))"
            }
        }
        return nil
    }

    /// A sample's words: its text without the number (digits of any script, separators, white
    /// space and bidi marks).
    private static func words(_ sample: String) -> String {
        String(sample.filter { character in !character.isNumber && !",.٫٬\u{200F}\u{061C}".contains(character) })
            .trimmingCharacters(in: .whitespaces)
    }

    /// Whether `words` are an abbreviation: no run of more than three letters ("kB", "ሜባ",
    /// "م.ب", "پی بی").
    private static func isAbbreviated(_ words: String) -> Bool {
        words.split { !$0.isLetter }.allSatisfy { $0.count <= 3 }
    }
}

import ProgressPlanning

/// How ``LocaleParts`` writes the measures whose words are not CLDR's as ICU formats them: a
/// table's ``UnitWordOverrides`` (the number formatted alone, its plural category chosen from
/// the digits shown, and put into the table's pattern), or a ``PseudoLocale``'s transformed
/// CLDR words. Opened once per formatter; immutable and `Sendable`.
final class UnitWordFormatter: Sendable {
    /// One overridden format: the number alone in its precision, and the patterns by category.
    private struct Override: Sendable {
        let number: ICUNumberFormatter
        let patterns: [String: UnitPattern]
        /// The pattern when every category has the same one (a symbol such as "кБ/с" does not
        /// inflect): no plural category needs choosing.
        let invariant: UnitPattern?
    }

    private let overrides: [PlannedMeasure.Format: Override]
    private let pluralRules: ICUPluralRules
    private let pseudo: PseudoLocale?

    /// The formatter for `overrides` and `pseudo` in `locale`; `nil` if ICU refuses a number
    /// format. ``LocaleParts`` opens one only when there is something to do, so the per-update
    /// path of a table without overrides stays ICU's plain measure format.
    init?(overrides: UnitWordOverrides, pseudo: PseudoLocale?, locale: String, pluralRules: ICUPluralRules) {
        var opened: [PlannedMeasure.Format: Override] = [:]
        for (unit, patterns) in overrides.patterns where !patterns.isEmpty {
            for format in unit.plannedFormats {
                guard let number = ICUNumberFormatter.cached(skeleton: format.precision.skeleton, locale: locale) else { return nil }
                let distinct = Set(patterns.values)
                opened[format] = Override(number: number, patterns: patterns, invariant: distinct.count == 1 ? distinct.first : nil)
            }
        }
        self.overrides = opened
        self.pluralRules = pluralRules
        self.pseudo = pseudo
    }

    /// Whether the table overrides the words of `format`.
    func overrides(_ format: PlannedMeasure.Format) -> Bool {
        overrides[format] != nil
    }

    /// `measure` in the table's words, or CLDR's transformed for a pseudo-locale; `nil` when
    /// neither applies (the caller formats with ICU's measure format).
    ///
    /// The number is formatted alone with the measure's precision; its plural category comes
    /// from the digits as displayed (`uplrules_selectFormatted`), and a category the table lacks
    /// takes its `other` pattern.
    func format(_ measure: PlannedMeasure, cldr: ICUNumberFormatter?) -> String? {
        if let override = overrides[measure.format] {
            if let invariant = override.invariant, let number = override.number.format(measure.value) {
                return invariant.format(number)
            }
            if let (number, category) = override.number.format(measure.value, pluralRules: pluralRules),
               let pattern = override.patterns[category] ?? override.patterns["other"] {
                return pattern.format(number)
            }
        }
        guard let pseudo, let text = cldr?.format(measure.value) else { return nil }
        return pseudo.transformingLetters(text)
    }
}

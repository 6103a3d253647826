import ProgressPlanning

/// How ``LocaleParts`` writes the measures whose words are not CLDR's as ICU formats them: a
/// table's ``UnitWordOverrides`` (the number formatted alone, its plural category chosen from
/// the digits shown, and put into the table's pattern), or a ``PseudoLocale``'s transformed
/// CLDR words. Opened once per formatter; immutable and `Sendable`.
final class UnitWordFormatter: Sendable {
    /// One overridden format: the number alone in its precision, and the patterns by category.
    private struct Override: Sendable {
        let number: ICUNumberFormatter
        /// The pattern of each CLDR plural category, by ``PluralCategory/rawValue``, a missing
        /// category taking the `other` pattern (`nil` only if there is no `other`).
        let patterns: [UnitPattern?]
        /// The pattern when every category has the same one (a symbol such as "кБ/с" does not
        /// inflect): no plural category needs choosing.
        let invariant: UnitPattern?
    }

    /// The overridden formats' entries in `entries`, by ``PlannedMeasure/Format/slot`` (255:
    /// none): the per-update path finds an override without hashing the format.
    private let slots: [UInt8]
    private let entries: [Override]
    private let pluralRules: ICUPluralRules
    private let pseudo: PseudoLocale?

    /// The formatter for `overrides` and `pseudo` in `locale`; `nil` if ICU refuses a number
    /// format. ``LocaleParts`` opens one only when there is something to do, so the per-update
    /// path of a table without overrides stays ICU's plain measure format.
    init?(overrides: UnitWordOverrides, pseudo: PseudoLocale?, locale: String, pluralRules: ICUPluralRules) {
        var slots = [UInt8](repeating: 255, count: PlannedMeasure.Format.slotCount)
        var entries: [Override] = []
        for (unit, patterns) in overrides.patterns where !patterns.isEmpty {
            for format in unit.plannedFormats {
                guard let number = ICUNumberFormatter.cached(skeleton: format.precision.skeleton, locale: locale) else { return nil }
                guard let slot = format.slot, entries.count < 255 else { continue }
                let distinct = Set(patterns.values)
                let byCategory = PluralCategory.allCases.map { patterns[$0.keyword] ?? patterns["other"] }
                slots[slot] = UInt8(entries.count)
                entries.append(Override(number: number, patterns: byCategory,
                                        invariant: distinct.count == 1 ? distinct.first : nil))
            }
        }
        self.slots = slots
        self.entries = entries
        self.pluralRules = pluralRules
        self.pseudo = pseudo
    }

    /// The override of the format whose ``PlannedMeasure/Format/slot`` is `slot`, if the table
    /// has one.
    private func override(slot: Int?) -> Override? {
        guard let slot, slots[slot] != 255 else { return nil }
        return entries[Int(slots[slot])]
    }

    /// Whether the table overrides the words of `format`.
    func overrides(_ format: PlannedMeasure.Format) -> Bool {
        overrides(slot: format.slot)
    }

    /// Whether the table overrides the words of the format whose slot is `slot`.
    func overrides(slot: Int?) -> Bool {
        override(slot: slot) != nil
    }

    /// Whether measures the table does not override are still not ICU's text as is (a
    /// pseudo-locale transforms CLDR's words).
    var transformsCLDRWords: Bool { pseudo != nil }

    /// `measure` in CLDR's words (`cldr` formats it) transformed for the pseudo-locale; `nil`
    /// without one, or if ICU fails.
    func pseudoText(_ measure: PlannedMeasure, cldr: ICUNumberFormatter?) -> String? {
        guard let pseudo, let text = cldr?.format(measure.value) else { return nil }
        return pseudo.transformingLetters(text)
    }

    /// Writes `measure` in the table's words into `buffer`: its length, or `nil` when the table
    /// does not override the format, ICU fails or the text does not fit.
    ///
    /// The number is formatted alone with the measure's precision; its plural category comes
    /// from the digits as displayed (`uplrules_selectFormatted`), and a category the table lacks
    /// takes its `other` pattern. With `digits` (the locale's, once a stream is warm), a pattern
    /// that is the same for every category takes the number from them where they can write it
    /// (see ``DecimalDigits``): the same text.
    func write(_ measure: PlannedMeasure, into buffer: UnsafeMutableBufferPointer<CChar>, digits: DecimalDigits? = nil) -> Int? {
        guard let override = override(slot: measure.format.slot) else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { number -> Int? in
            if let invariant = override.invariant {
                let learned = digits?.write(measure.value, measure.precision, into: number)
                guard let length = learned ?? override.number.write(measure.value, into: number) else { return nil }
                return invariant.write(UnsafeBufferPointer(rebasing: number[..<length]), into: buffer)
            }
            guard let (length, category) = override.number.write(measure.value, pluralRules: pluralRules, into: number),
                  let pattern = override.patterns[Int(category.rawValue)] else { return nil }
            return pattern.write(UnsafeBufferPointer(rebasing: number[..<length]), into: buffer)
        }
    }
}

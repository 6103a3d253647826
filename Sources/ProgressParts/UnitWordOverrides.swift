import ProgressPlanning
import ProgressTables

/// A string table's words for CLDR units, in place of CLDR's: per unit, the pattern for each
/// plural category (`{0}` is the number as displayed).
///
/// Some words under a progress bar come from CLDR, not from the tables, so a translator could not
/// fix them: Russian rates read "кБ/c" with a Latin "c", Polish durations "doba" for a day.
/// A table's `@@x-units` replaces them; ``LocaleParts`` then formats the number alone and puts it
/// into the table's pattern for the number's plural category (``UnitWordSource/table``).
///
///     var overrides = UnitWordOverrides()
///     overrides[.duration(.day)] = ["one": try UnitPattern(parsing: "{0} dzień"),
///                                   "few": try UnitPattern(parsing: "{0} dni"),
///                                   "many": try UnitPattern(parsing: "{0} dni"),
///                                   "other": try UnitPattern(parsing: "{0} dnia")]
///     LocaleParts(locale: "pl", unitWords: overrides)?.duration(PlannedDuration(seconds: 172_800)!)  // "2 dni"
package struct UnitWordOverrides: Hashable, Sendable {
    /// The patterns by unit, then by plural category.
    package var patterns: [MeasureUnit: [String: UnitPattern]]

    /// No overrides: every unit in CLDR's words.
    package init(_ patterns: [MeasureUnit: [String: UnitPattern]] = [:]) {
        self.patterns = patterns
    }

    /// Whether no unit is overridden.
    package var isEmpty: Bool { patterns.isEmpty }

    /// The patterns for `unit`, by plural category.
    package subscript(unit: MeasureUnit) -> [String: UnitPattern]? {
        get { patterns[unit] }
        set { patterns[unit] = newValue }
    }
}

import ProgressPlanning

/// One table's words for CLDR units (`@@x-units`) as a catalog applies them: the patterns of
/// each override that is used, by its key as written.
///
///     let words = TableUnitWords(russianTable)
///     words.words(for: .bytesPerSecond(.kilobyte), width: .narrow)?["few"]?.format("3")  // "3кБ/с"
///     words.words(for: .bytesPerSecond(.kilobyte), width: .short)?["few"]?.format("3")   // "3 кБ/с"
///
/// A key without a width (`duration-day`) corrects the width its unit is shown in by default
/// (``UnitOverride/defaultWidth(of:)``); a key with one (`duration-day:narrow`) that width only.
package struct TableUnitWords: Hashable, Sendable {
    /// Each override's patterns by plural category, by the key as written
    /// (`digital-kilobyte-per-second:narrow`). Only keys naming a planned unit and a CLDR width.
    package var byKey: [String: [String: UnitPattern]]

    /// These words.
    package init(_ byKey: [String: [String: UnitPattern]] = [:]) {
        self.byKey = byKey
    }

    /// The words of `table`'s usable overrides (``UnitOverride/isUsable``) that `accepts` too
    /// (the catalog's run-time checks; every usable one by default).
    package init(_ table: StringTable, accepting accepts: (UnitOverride) -> Bool = { _ in true }) {
        self.init(table.unitOverrides.values, accepting: accepts)
    }

    /// The words of the usable `overrides` (``UnitOverride/isUsable``) that `accepts` too.
    package init(_ overrides: some Sequence<UnitOverride>, accepting accepts: (UnitOverride) -> Bool = { _ in true }) {
        var byKey: [String: [String: UnitPattern]] = [:]
        for override in overrides where override.isUsable && accepts(override) {
            byKey[override.identifier] = override.patterns
        }
        self.init(byKey)
    }

    /// Whether the table corrects no unit.
    package var isEmpty: Bool { byKey.isEmpty }

    /// The words of the keys without a width (each corrects the width its unit is shown in by
    /// default), by unit.
    package var defaultWidth: [MeasureUnit: [String: UnitPattern]] {
        var words: [MeasureUnit: [String: UnitPattern]] = [:]
        for (key, patterns) in byKey {
            if let unit = MeasureUnit(cldrIdentifier: key) { words[unit] = patterns }
        }
        return words
    }

    /// The words for `unit` in `width`: the key naming that width
    /// (`digital-kilobyte-per-second:narrow`), else the key without a width when `width` is the
    /// one it corrects; `nil` when the table keeps CLDR's.
    package func words(for unit: MeasureUnit, width: CLDRWidth) -> [String: UnitPattern]? {
        let named = unit.cldrIdentifier + String(UnitOverride.widthSeparator) + UnitOverride.name(of: width)
        if let patterns = byKey[named] {
            return patterns
        }
        if UnitOverride.defaultWidth(of: unit) == width, let patterns = byKey[unit.cldrIdentifier] {
            return patterns
        }
        return nil
    }
}

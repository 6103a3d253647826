package import ProgressTables

extension NumberModel {
    /// Where the words of `format`'s unit come from in this locale: `.table` when the string
    /// table's `@@x-units` overrides the unit, `.cldr` otherwise (pseudo-locales write CLDR's
    /// English words, transformed). For the review sheet, which marks the words a translator
    /// can correct in the table.
    ///
    ///     let numbers = NumberModel(locale: "ru", unitWords: catalog.unitWords(forTextOf: .wide))   // ru.json's @@x-units
    ///     for format in ByteCountPlanner.formats(width: .wide) {
    ///         numbers?.unitWordSource(for: format)   // .table for kB/s … PB/s, .cldr for kB … PB
    ///     }
    func unitWordSource(for format: PlannedMeasure.Format) -> UnitWordSource {
        guard tableUnits.contains(format.unit), let index = format.unit.index, units[index].width == format.width else {
            return .cldr
        }
        return .table
    }

    /// Where the words of `unit` come from (see ``unitWordSource(for:)``): `.table` when the
    /// table overrides them in the width these parts write the unit in.
    package func unitWordSource(for unit: MeasureUnit) -> UnitWordSource {
        tableUnits.contains(unit) ? .table : .cldr
    }
}

import ProgressPlanning

extension MeasureUnit {
    /// The CLDR unit identifier a string table names this unit by in `@@x-units`:
    /// `digital-kilobyte`, `digital-kilobyte-per-second`, `duration-day`.
    ///
    ///     MeasureUnit.bytesPerSecond(.megabyte).cldrIdentifier  // "digital-megabyte-per-second"
    package var cldrIdentifier: String {
        switch self {
        case .bytes(let unit): unit.cldrName
        case .bytesPerSecond(let unit): unit.cldrName + "-per-second"
        case .duration(let unit): "duration-" + unit.rawValue
        }
    }

    /// The unit a CLDR identifier names, if planning can ask for it (`nil` for `digital-exabyte`,
    /// which CLDR 42 lacks, and for anything else).
    package init?(cldrIdentifier: String) {
        guard let unit = Self.planned.first(where: { $0.cldrIdentifier == cldrIdentifier }) else { return nil }
        self = unit
    }

    /// Every unit planning can ask parts to format (``allCases``): the units whose words a table
    /// may override.
    package static var planned: [MeasureUnit] { allCases }

    /// Every format planning can ask for in this unit in wide text (a kB/s rate has two: whole
    /// numbers, and one optional fraction digit under 1 kB/s).
    package var plannedFormats: [PlannedMeasure.Format] {
        shownPrecisions.map { PlannedMeasure.Format(unit: self, precision: $0, width: UnitWidth.wide.unitWidth(for: self)) }
    }
}

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

    /// Every unit planning can ask parts to format, in the order the formats are listed
    /// (bytes and rates from ``ByteCountPlanner/formats(width:)``, then the duration units): the units
    /// whose words a table may override.
    package static let planned: [MeasureUnit] = {
        var units: [MeasureUnit] = []
        for format in ByteCountPlanner.formats(width: .wide) + PlannedDuration.formats(width: .fullName) where !units.contains(format.unit) {
            units.append(format.unit)
        }
        return units
    }()

    /// Every format planning can ask for in this unit (a kB/s rate has two: whole numbers, and
    /// one optional fraction digit under 1 kB/s).
    package var plannedFormats: [PlannedMeasure.Format] {
        (ByteCountPlanner.formats(width: .wide) + PlannedDuration.formats(width: .fullName)).filter { $0.unit == self }
    }
}


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

    /// The CLDR width this unit is written in by default (Apple's wide text): `long` for
    /// bytes and durations, `short` for kB…PB and every rate (CLDR's short English "byte" is not
    /// pluralized, so bytes are spelled out).
    package var defaultWidth: CLDRWidth {
        switch self {
        case .bytes(.byte), .duration: .long
        case .bytes, .bytesPerSecond: .short
        }
    }
}

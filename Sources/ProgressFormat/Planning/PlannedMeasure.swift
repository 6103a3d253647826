package import ProgressTables

/// A number to show in a unit, with everything about how it looks decided: the unit, the
/// precision, the unit width. Parts formats it in a locale and decides nothing.
///
///     PlannedMeasure(value: PlannedDecimal(digits: 54, fractionDigits: 1), unit: .bytes(.megabyte),
///                    precision: .fractionDigits(1), width: .short)
///     // en: "5.4 MB", de: "5,4 MB", fr: "5,4 Mo"
package struct PlannedMeasure: Hashable, Sendable {
    /// The number in ``unit``, with the digits ``precision`` shows.
    package var value: PlannedDecimal
    /// The unit.
    package var unit: MeasureUnit
    /// The fraction digits shown.
    package var precision: MeasurePrecision
    /// How the unit is written.
    package var width: CLDRWidth

    package init(value: PlannedDecimal, unit: MeasureUnit, precision: MeasurePrecision, width: CLDRWidth) {
        self.value = value
        self.unit = unit
        self.precision = precision
        self.width = width
    }

    /// The combination of unit, precision and width: what one ICU formatter is opened for.
    package var format: Format { Format(unit: unit, precision: precision, width: width) }

    /// A unit, precision and width: the key of one formatter.
    package struct Format: Hashable, Sendable {
        package var unit: MeasureUnit
        package var precision: MeasurePrecision
        package var width: CLDRWidth

        package init(unit: MeasureUnit, precision: MeasurePrecision, width: CLDRWidth) {
            self.unit = unit
            self.precision = precision
            self.width = width
        }
    }
}

/// A number to show in a unit, with everything about how it looks decided: the unit, the
/// precision, the unit width. Parts formats it in a locale and decides nothing.
///
///     PlannedMeasure(value: 5.4, unit: .bytes(.megabyte), precision: .fractionDigits(1), width: .short)
///     // en: "5.4 MB", de: "5,4 MB", fr: "5,4 Mo"
package struct PlannedMeasure: Hashable, Sendable {
    /// The number in ``unit``, already rounded to ``precision``.
    package var value: Double
    /// The unit.
    package var unit: MeasureUnit
    /// The fraction digits shown.
    package var precision: MeasurePrecision
    /// How the unit is written.
    package var width: UnitWidth

    package init(value: Double, unit: MeasureUnit, precision: MeasurePrecision, width: UnitWidth) {
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
        package var width: UnitWidth
    }
}

extension PlannedMeasure.Format {
    /// How many ``slot`` values there are.
    package static let slotCount = 18 * 4 * 3

    /// A small index for this format (unit × precision × width), so parts find its formatter in
    /// an array instead of hashing the format on every update; `nil` for a precision planning
    /// never uses.
    package var slot: Int? {
        let unitIndex: Int = switch unit {
        case .bytes(let unit): unit.rawValue
        case .bytesPerSecond(let unit): 7 + unit.rawValue
        case .duration(.day): 14
        case .duration(.hour): 15
        case .duration(.minute): 16
        case .duration(.second): 17
        }
        let precisionIndex: Int
        switch precision {
        case .integer: precisionIndex = 0
        case .fractionDigits(1): precisionIndex = 1
        case .fractionDigits(2): precisionIndex = 2
        case .maximumFractionDigits(1): precisionIndex = 3
        default: return nil
        }
        let widthIndex: Int = switch width {
        case .fullName: 0
        case .short: 1
        case .narrow: 2
        }
        return (unitIndex * 4 + precisionIndex) * 3 + widthIndex
    }
}

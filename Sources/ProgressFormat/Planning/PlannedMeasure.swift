package import ProgressTables

/// A number to show in a unit, with everything about how it looks decided: the unit, the
/// precision, the unit width. The number model formats it in a locale and decides nothing.
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

/// How many fraction digits a number shows.
package enum MeasurePrecision: Hashable, Sendable {
    /// No fraction digits ("419 kB").
    case integer
    /// Exactly this many, zero-padded so the width does not jump ("1.0 MB", "2.50 GB").
    case fractionDigits(Int)
    /// At most this many, trailing zeros dropped ("0.4 kB/s", "0 kB/s").
    case maximumFractionDigits(Int)
}

extension MeasureUnit {
    /// The precisions a number in this unit is shown with (see ``ByteCountPlanner``): bytes and
    /// kilobytes whole, megabytes with one fraction digit, larger units with two; a rate under
    /// 1 kB/s with up to three fraction digits (its first digit that is not zero); durations whole.
    package var shownPrecisions: [MeasurePrecision] {
        switch self {
        case .bytes(let unit): [ByteCountPlanner.precision(unit)]
        case .bytesPerSecond(.kilobyte): [.integer, ByteCountPlanner.slowRatePrecision]
        case .bytesPerSecond(let unit): [ByteCountPlanner.precision(unit)]
        case .duration: [.integer]
        }
    }

    /// Every format planning can ask for in this unit in wide text (a kB/s rate has two: whole
    /// numbers, and one optional fraction digit under 1 kB/s).
    package var plannedFormats: [PlannedMeasure.Format] {
        shownPrecisions.map { PlannedMeasure.Format(unit: self, precision: $0, width: UnitWidth.wide.unitWidth(for: self)) }
    }
}

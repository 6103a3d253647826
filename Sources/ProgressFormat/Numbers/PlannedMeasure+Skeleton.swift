internal import ProgressTables

extension PlannedMeasure.Format {
    /// The ICU number skeleton for this unit, precision and width, such as
    /// `measure-unit/digital-megabyte .0` or
    /// `measure-unit/duration-second unit-width-full-name precision-integer`.
    package var skeleton: String {
        var stems = [unit.skeleton]
        switch width {
        case .long: stems.append("unit-width-full-name")
        case .short: break
        case .narrow: stems.append("unit-width-narrow")
        }
        stems.append(precision.skeleton)
        return stems.joined(separator: " ")
    }
}

extension MeasureUnit {
    /// The CLDR unit as skeleton stems (`measure-unit/digital-kilobyte
    /// per-measure-unit/duration-second`). CLDR 42 has no exabyte: planning never asks for one.
    var skeleton: String {
        switch self {
        case .bytes(let unit): "measure-unit/\(unit.cldrName)"
        case .bytesPerSecond(let unit): "measure-unit/\(unit.cldrName) per-measure-unit/duration-second"
        case .duration(let unit): "measure-unit/duration-\(unit.rawValue)"
        }
    }
}

extension MeasurePrecision {
    /// The precision stem: `precision-integer`, `.0`, `.00`, `.#`.
    package var skeleton: String {
        switch self {
        case .integer: "precision-integer"
        case .fractionDigits(let digits): digits <= 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
        case .maximumFractionDigits(let digits): digits <= 0 ? "precision-integer" : "." + String(repeating: "#", count: digits)
        }
    }
}

extension UnitWidth {
    /// The width of the unit list that joins a duration's parts (the durations' width).
    var listWidth: ICUListFormatter.Width {
        switch durationWidth {
        case .long: .wide
        case .short: .short
        case .narrow: .narrow
        }
    }
}

/// A unit a measured number is shown in: a decimal byte unit, a per-second rate of one, or a
/// duration unit. Parts maps each to its CLDR unit.
@usableFromInline package enum MeasureUnit: Hashable, Sendable {
    /// A number of bytes in a decimal unit ("5.4 MB").
    case bytes(ByteUnit)
    /// Bytes per second in a decimal unit ("50 kB/s").
    case bytesPerSecond(ByteUnit)
    /// A duration unit ("37 seconds").
    case duration(DurationUnit)
}

extension MeasureUnit: CaseIterable {
    /// Every unit planning shows, bytes and their rates from the smallest, then durations from
    /// the largest: no exabytes (CLDR has no such unit: a count of exabytes is the table's
    /// `exabyteCount` message, an exabyte rate is shown in PB/s), no bytes per second (a slow
    /// rate is shown in kB/s).
    @usableFromInline package static let allCases: [MeasureUnit] = {
        var units: [MeasureUnit] = []
        for unit in ByteUnit.allCases where unit != .exabyte {
            units.append(.bytes(unit))
            if unit != .byte { units.append(.bytesPerSecond(unit)) }
        }
        return units + DurationUnit.allCases.map(MeasureUnit.duration)
    }()

    /// The unit's position in ``allCases`` (for tables indexed by unit); `nil` for a unit
    /// planning never shows.
    @inlinable package var index: Int? {
        switch self {
        case .bytes(.byte): 0
        case .bytes(.exabyte), .bytesPerSecond(.byte), .bytesPerSecond(.exabyte): nil
        case .bytes(let unit): 2 * unit.rawValue - 1
        case .bytesPerSecond(let unit): 2 * unit.rawValue
        case .duration(.day): 11
        case .duration(.hour): 12
        case .duration(.minute): 13
        case .duration(.second): 14
        }
    }
}

/// A unit a measured number is shown in: a decimal byte unit, a per-second rate of one, or a
/// duration unit. The number model maps each to its CLDR unit.
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

/// A decimal byte unit and how many fraction digits it shows in progress text.
@usableFromInline package enum ByteUnit: Int, CaseIterable, Hashable, Sendable, Comparable {
    case byte, kilobyte, megabyte, gigabyte, terabyte, petabyte, exabyte

    /// Fraction digits shown, zero-padded: bytes and kB 0, MB 1, GB and up 2.
    @inlinable package var fractionDigits: Int {
        switch self {
        case .byte, .kilobyte: 0
        case .megabyte: 1
        default: 2
        }
    }

    @inlinable package static func < (lhs: ByteUnit, rhs: ByteUnit) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ByteUnit {
    /// The CLDR unit identifier (`digital-megabyte`); CLDR 42 has no exabyte, whose name here
    /// ICU rejects, so a formatter for it can never open.
    package var cldrName: String {
        switch self {
        case .byte: "digital-byte"
        case .kilobyte: "digital-kilobyte"
        case .megabyte: "digital-megabyte"
        case .gigabyte: "digital-gigabyte"
        case .terabyte: "digital-terabyte"
        case .petabyte: "digital-petabyte"
        case .exabyte: "digital-exabyte"
        }
    }
}

/// A unit a duration is shown in.
@usableFromInline package enum DurationUnit: String, CaseIterable, Hashable, Sendable {
    case day, hour, minute, second

    /// Seconds in one of this unit.
    package var seconds: Int64 {
        switch self {
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }
}

/// How one unit is written next to its number, as CLDR names its unit widths: what planning
/// decides for each unit from the text's unit width (the runtime's `ProgressUnitWidth`). The two
/// share a name and differ: the text's `.short` abbreviates durations only ("1 min, 37 sec",
/// "5.4 MB"), while a unit's `CLDRWidth.short` is CLDR's abbreviation of that one unit.
///
///     CLDRWidth.long    // "999 bytes", "37 seconds"
///     CLDRWidth.short   // "419 kB", "37 sec"
///     CLDRWidth.narrow  // "37s"
@usableFromInline package enum CLDRWidth: String, CaseIterable, Hashable, Sendable {
    /// The unit's full name (CLDR's `long`; ICU's `unit-width-full-name`).
    case long
    /// The unit's abbreviation.
    case short
    /// The shortest form.
    case narrow
}

extension CLDRWidth {
    /// Whether two widths are the same case; inlined where it is used (the synthesized
    /// comparison is a call through the `Equatable` witness from another module, on every
    /// number an update writes).
    @inlinable package static func == (lhs: CLDRWidth, rhs: CLDRWidth) -> Bool {
        switch (lhs, rhs) {
        case (.long, .long), (.short, .short), (.narrow, .narrow): true
        default: false
        }
    }
}

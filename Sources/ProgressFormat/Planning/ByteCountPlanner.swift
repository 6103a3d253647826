package import ProgressTables

/// Decides how byte counts and transfer speeds are shown: the unit, the fraction digits, the
/// unit width, the zero rule, the slow-rate rule and exabytes. The number model then only writes.
///
///     ByteCountPlanner.byteCount(0)          // 0 kB (zero is "0 kB" in every language)
///     ByteCountPlanner.byteCount(999)        // 999 bytes (full unit name)
///     ByteCountPlanner.byteCount(5_356_456)  // 5.4 MB
///     ByteCountPlanner.byteCount(.max)       // the exabyteCount message with 9.22
///     ByteCountPlanner.throughput(400)       // 0.4 kB/s
///     ByteCountPlanner.throughput(51)        // 0.05 kB/s
///     ByteCountPlanner.throughput(1)         // 0.001 kB/s
///     ByteCountPlanner.throughput(50_000)    // 50 kB/s
package enum ByteCountPlanner {
    /// A byte count in the largest fitting decimal unit, rounded before the unit is chosen
    /// (see ``ScaledByteCount``): bytes and kB with no fraction digits, MB with one, GB and up
    /// with two, zero-padded so the width does not jump. Zero is "0 kB", so no English word
    /// ("Zero bytes") can slip into another language. CLDR 42 has no exabyte unit, so exabytes
    /// are the string table's `exabyteCount` message ("{value} EB"), and spelled out (speech)
    /// petabytes ("9,223.37 petabytes"): no table has to spell an exabyte.
    ///
    /// `smallest` is the smallest unit shown: a completed count shown beside a total of a
    /// kilobyte or more starts at kB, so a growing count never switches from "999 bytes" to
    /// "1 kB" (and the line never jumps by more than the digits it gains).
    package static func byteCount(_ bytes: Int64, smallest: ByteUnit = .byte, width: UnitWidth = .wide) -> PlannedValue {
        let scaled = ScaledByteCount(bytes, smallest: bytes == 0 ? max(smallest, .kilobyte) : smallest)
        if case .exabyte = scaled.unit, width == .spelledOut {
            // CLDR has no exabyte to spell out: spoken, exabytes are said in petabytes ("9,223.37
            // petabytes"), hundredths rounded half-even, as a rate beyond PB/s is shown.
            let hundredths = ScaledByteCount.rounded(bytes.magnitude, dividingByPowerOfTen: 13)
            return .measure(PlannedMeasure(value: PlannedDecimal(digits: hundredths, fractionDigits: 2), unit: .bytes(.petabyte),
                                           precision: precision(.petabyte), width: width.byteWidth(.petabyte)))
        }
        if case .exabyte = scaled.unit {
            return .message(PlannedMessage(.exabyteCount, [
                PlannedArgument(ArgumentName.value, .number(scaled.decimal)),
            ]))
        }
        return .measure(PlannedMeasure(value: scaled.decimal, unit: .bytes(scaled.unit), precision: precision(scaled.unit),
                                       width: width.byteWidth(scaled.unit)))
    }

    /// A completed byte count and its total as a line shows them side by side ("419 kB of
    /// 5.4 MB"): the completed count from kB beside a total of 1 kB or more, so a growing count
    /// never switches from "999 bytes" to "1 kB".
    ///
    /// While work remains the completed count never reads the same as the total, which would
    /// look done. Where the two would read alike ("5.4 MB of 5.4 MB" for 5,350,000 of 5,356,456
    /// bytes, "1 kB of 1 kB" for 600 of 1,000), the completed count is rounded down, as a
    /// percentage is, so it never reads more than the total ("5.3 MB of 5.4 MB", "0 kB of
    /// 1 kB" like every count under 500 bytes of that total); where a total rounded down still
    /// reads alike, both take one more fraction digit, then another, until they differ
    /// ("1.43 MB of 1.44 MB" for 1,439,999 of 1,440,000). Down to the byte two different counts
    /// always differ, so the digits stop there.
    ///
    /// - Precondition: 0 ≤ `completed` ≤ `total` (the planner checks both first).
    package static func byteCounts(completed: Int64, total: Int64, width: UnitWidth = .wide)
        -> (completed: PlannedValue, total: PlannedValue) {
        let smallest: ByteUnit = total >= 1_000 ? .kilobyte : .byte
        let shownTotal = ScaledByteCount(total)
        guard completed < total, completed > 0, ScaledByteCount(completed, smallest: smallest) == shownTotal else {
            return (byteCount(completed, smallest: smallest, width: width), byteCount(total, width: width))
        }
        // Both in the total's unit, the completed count rounded down, with more digits until
        // they differ; its 3 × rawValue fraction digits are whole bytes.
        let unit = shownTotal.unit
        let bytesDigits = 3 * unit.rawValue
        var fractionDigits = unit.fractionDigits
        var shownCompleted = completed.magnitude
        var shownTotalDigits = total.magnitude
        while fractionDigits < bytesDigits {
            let exponent = bytesDigits - fractionDigits
            shownCompleted = ScaledByteCount.floored(completed.magnitude, dividingByPowerOfTen: exponent)
            shownTotalDigits = ScaledByteCount.rounded(total.magnitude, dividingByPowerOfTen: exponent)
            if shownCompleted != shownTotalDigits { break }
            fractionDigits += 1
        }
        if fractionDigits >= bytesDigits {
            fractionDigits = bytesDigits
            shownCompleted = completed.magnitude
            shownTotalDigits = total.magnitude
        }
        func value(_ digits: UInt64) -> PlannedValue {
            let decimal = PlannedDecimal(digits: digits, fractionDigits: fractionDigits)
            if case .exabyte = unit {
                return .message(PlannedMessage(.exabyteCount, [PlannedArgument(ArgumentName.value, .number(decimal))]))
            }
            return .measure(PlannedMeasure(value: decimal, unit: .bytes(unit), precision: .fractionDigits(fractionDigits),
                                           width: width.byteWidth(unit)))
        }
        return (value(shownCompleted), value(shownTotalDigits))
    }

    /// Bytes per second in kilobytes per second or more ("50 kB/s", "2.5 MB/s").
    ///
    /// Rates never use the byte unit (CLDR's short English "byte/s" is not pluralized): a rate
    /// that rounds to under 1 kB/s shows its first digit that is not zero, rounded ("0.4 kB/s",
    /// "0.05 kB/s", "0.001 kB/s"), so a moving transfer, however slow, never reads as stopped;
    /// only a rate of 0 is "0 kB/s". The largest unit is PB/s ("9,223.37 PB/s"), as CLDR has no
    /// exabyte.
    package static func throughput(_ bytesPerSecond: Int64, width: UnitWidth = .wide) -> PlannedValue {
        let magnitude = max(bytesPerSecond, 0)
        // 950 B/s is the first rate that rounds (half-even, in tenths of a kB) to 1.0 kB/s.
        if magnitude < 950 {
            // One digit that is not zero, rounded here (half-even) like every number planning decides: tenths of a
            // kB from 100 B/s, hundredths from 10 B/s, thousandths (whole bytes) below; 95–99 B/s carry to 0.1.
            var shown = PlannedDecimal(digits: 0, fractionDigits: 0)
            if magnitude > 0 {
                let fractionDigits = magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
                var digits = ScaledByteCount.rounded(UInt64(magnitude), dividingByPowerOfTen: 3 - fractionDigits)
                var shownDigits = fractionDigits
                if digits == 10 {
                    digits = 1
                    shownDigits -= 1
                }
                shown = PlannedDecimal(digits: digits, fractionDigits: shownDigits)
            }
            return .measure(PlannedMeasure(value: shown, unit: .bytesPerSecond(.kilobyte),
                                           precision: slowRatePrecision, width: width.rateWidth))
        }
        let scaled = ScaledByteCount(magnitude, smallest: .kilobyte)
        if case .exabyte = scaled.unit {
            // Hundredths of a petabyte: 10^13 bytes each, rounded half-even.
            let hundredths = ScaledByteCount.rounded(UInt64(magnitude), dividingByPowerOfTen: 13)
            return .measure(PlannedMeasure(value: PlannedDecimal(digits: hundredths, fractionDigits: 2), unit: .bytesPerSecond(.petabyte),
                                           precision: precision(.petabyte), width: width.rateWidth))
        }
        return .measure(PlannedMeasure(value: scaled.decimal, unit: .bytesPerSecond(scaled.unit),
                                       precision: precision(scaled.unit), width: width.rateWidth))
    }

    /// Every format the two functions above can ask for in `width`: each unit of
    /// ``MeasureUnit/allCases`` that is bytes or a rate, in each of its
    /// ``MeasureUnit/shownPrecisions``.
    package static func formats(width: UnitWidth) -> [PlannedMeasure.Format] {
        MeasureUnit.allCases.flatMap { unit -> [PlannedMeasure.Format] in
            guard case .duration = unit else {
                return unit.shownPrecisions.map { PlannedMeasure.Format(unit: unit, precision: $0, width: width.unitWidth(for: unit)) }
            }
            return []
        }
    }

    /// The precision of the number of exabytes in the `exabyteCount` message.
    package static let exabytePrecision = MeasurePrecision.fractionDigits(2)

    /// The precision of a rate under 1 kB/s: up to three fraction digits, as many as its first
    /// digit that is not zero needs (none for 0).
    static let slowRatePrecision = MeasurePrecision.maximumFractionDigits(3)

    /// The precision of a count in `unit`.
    package static func precision(_ unit: ByteUnit) -> MeasurePrecision {
        unit.fractionDigits == 0 ? .integer : .fractionDigits(unit.fractionDigits)
    }
}

/// The decimal unit a byte count is shown in, chosen *after* rounding, and the value in it.
///
/// Rounding first means a count never shows as "1,000 kB": 999,500 bytes rounds to 1,000 kB,
/// which does not fit, so it is shown as "1.0 MB". Rounding is half-even, as ICU rounds.
///
///     ScaledByteCount(999).unit             // .byte      → "999 bytes"
///     ScaledByteCount(999_499).unit         // .kilobyte  → "999 kB"
///     ScaledByteCount(999_500)              // .megabyte, 1.0
///     ScaledByteCount(Int64.max)            // .exabyte, 9.22
struct ScaledByteCount: Hashable, Sendable {
    /// The chosen unit.
    package let unit: ByteUnit
    /// The count in that unit, times 10^fractionDigits, already rounded (5.4 MB → 54).
    let scaledDigits: UInt64
    /// Whether the count is negative (shown with the locale's minus sign).
    let isNegative: Bool

    /// The value in ``unit`` as it is shown: its digits and the unit's fraction digits (the
    /// magnitude; planning shows no negative byte count).
    package var decimal: PlannedDecimal {
        PlannedDecimal(digits: scaledDigits, fractionDigits: unit.fractionDigits)
    }

    /// Chooses the unit for `bytes`, starting no lower than `smallest`.
    package init(_ bytes: Int64, smallest: ByteUnit = .byte) {
        let magnitude = bytes.magnitude
        isNegative = bytes < 0
        // No unit below the one whose 1,000 the magnitude reaches can hold it (its digits are
        // 1,000 or more before rounding): start there, and spare the divisions of the units
        // below (each costs dozens of cycles, on every byte count of every update).
        var reached = 0
        var threshold: UInt64 = 1_000
        while reached < ByteUnit.exabyte.rawValue, magnitude >= threshold {
            reached += 1
            // Past exabytes the loop stops before the overflowed threshold is read.
            threshold = threshold.multipliedReportingOverflow(by: 1_000).partialValue
        }
        // Up to petabytes by raw value (a unit's position); ByteUnit's members are inlined here,
        // and no table is read (each read of a `static let` is a `swift_once` check).
        var index = max(smallest.rawValue, reached)
        while let candidate = ByteUnit(rawValue: index), candidate != .exabyte {
            let fractionDigits = candidate.fractionDigits
            let digits = Self.rounded(magnitude, dividingByPowerOfTen: 3 * index - fractionDigits)
            if digits < 1000 * Self.powerOfTen(fractionDigits) {
                unit = candidate
                scaledDigits = digits
                return
            }
            index += 1
        }
        unit = .exabyte
        scaledDigits = Self.rounded(magnitude, dividingByPowerOfTen: 3 * ByteUnit.exabyte.rawValue - ByteUnit.exabyte.fractionDigits)
    }

    /// `value / 10^exponent` (an exponent up to 18), rounded half-even as ICU rounds, in whole
    /// numbers (`value` itself for an exponent of 0 or less).
    package static func rounded(_ value: UInt64, dividingByPowerOfTen exponent: Int) -> UInt64 {
        guard exponent > 0 else { return value }
        let divisor = powerOfTen(exponent)
        let quotient = value / divisor
        let remainder = value % divisor
        let half = divisor / 2
        // Half-even; a power of ten above 1 is even, so `half` is exact.
        if remainder > half || (remainder == half && quotient % 2 == 1) {
            return quotient + 1
        }
        return quotient
    }

    /// `value / 10^exponent` (an exponent up to 18), rounded down, in whole numbers (`value`
    /// itself for an exponent of 0 or less).
    static func floored(_ value: UInt64, dividingByPowerOfTen exponent: Int) -> UInt64 {
        exponent > 0 ? value / powerOfTen(exponent) : value
    }

    /// 10^`exponent` for the exponents a unit divides by (1…18), from a table.
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 1
        }
    }
}

/// Decides how byte counts and transfer speeds are shown: the unit, the fraction digits, the
/// unit width, the zero rule, the slow-rate rule and exabytes. Parts then only formats.
///
///     ByteCountPlanner.byteCount(0)          // 0 kB (zero is "0 kB" in every language)
///     ByteCountPlanner.byteCount(999)        // 999 bytes (full unit name)
///     ByteCountPlanner.byteCount(5_356_456)  // 5.4 MB
///     ByteCountPlanner.byteCount(.max)       // the exabyteCount message with 9.22
///     ByteCountPlanner.throughput(400)       // 0.4 kB/s
///     ByteCountPlanner.throughput(50_000)    // 50 kB/s
package enum ByteCountPlanner {
    /// A byte count in the largest fitting decimal unit, rounded before the unit is chosen
    /// (see ``ScaledByteCount``): bytes and kB with no fraction digits, MB with one, GB and up
    /// with two, zero-padded so the width does not jump. Zero is "0 kB", so no English word
    /// ("Zero bytes") can slip into another language. CLDR 42 has no exabyte unit, so exabytes
    /// are the string table's `exabyteCount` message ("{value} EB").
    ///
    /// `smallest` is the smallest unit shown: a completed count shown beside a total of a
    /// kilobyte or more starts at kB, so a growing count never switches from "999 bytes" to
    /// "1 kB" (and the line never jumps by more than the digits it gains).
    package static func byteCount(_ bytes: Int64, smallest: ByteUnit = .byte, width: TextWidth = .wide) -> PlannedValue {
        let scaled = ScaledByteCount(bytes, smallest: bytes == 0 ? max(smallest, .kilobyte) : smallest)
        if scaled.unit == .exabyte {
            return .message(PlannedMessage(.exabyteCount, [
                PlannedArgument(ArgumentName.value, .number(scaled.value, exabytePrecision)),
            ]))
        }
        return .measure(PlannedMeasure(value: scaled.value, unit: .bytes(scaled.unit), precision: precision(scaled.unit),
                                       width: width.byteWidth(scaled.unit)))
    }

    /// Bytes per second in kilobytes per second or more ("50 kB/s", "2.5 MB/s").
    ///
    /// Rates never use the byte unit (CLDR's short English "byte/s" is not pluralized): rates
    /// that round to under 1 kB/s show one optional fraction digit ("0.4 kB/s", "0 kB/s"). The
    /// largest unit is PB/s ("9,223.37 PB/s"), as CLDR has no exabyte.
    package static func throughput(_ bytesPerSecond: Int64, width: TextWidth = .wide) -> PlannedValue {
        let magnitude = max(bytesPerSecond, 0)
        // 950 B/s is the first rate that rounds (half-even, in tenths of a kB) to 1.0 kB/s.
        if magnitude < 950 {
            // Rounded here to the tenth shown (half-even, as ICU would), so parts only write it.
            let tenths = ScaledByteCount.rounded(UInt64(magnitude), dividingByPowerOfTen: 2)
            return .measure(PlannedMeasure(value: Double(tenths) / 10, unit: .bytesPerSecond(.kilobyte),
                                           precision: .maximumFractionDigits(1), width: width.rateWidth))
        }
        let scaled = ScaledByteCount(magnitude, smallest: .kilobyte)
        if scaled.unit == .exabyte {
            return .measure(PlannedMeasure(value: Double(magnitude) / 1e15, unit: .bytesPerSecond(.petabyte),
                                           precision: precision(.petabyte), width: width.rateWidth))
        }
        return .measure(PlannedMeasure(value: scaled.value, unit: .bytesPerSecond(scaled.unit),
                                       precision: precision(scaled.unit), width: width.rateWidth))
    }

    /// Every format the two functions above can ask for in `width`: what a locale's parts open
    /// up front.
    package static func formats(width: TextWidth) -> [PlannedMeasure.Format] {
        var formats: [PlannedMeasure.Format] = []
        for unit in ByteUnit.allCases where unit != .exabyte {
            formats.append(.init(unit: .bytes(unit), precision: precision(unit), width: width.byteWidth(unit)))
            if unit != .byte {
                formats.append(.init(unit: .bytesPerSecond(unit), precision: precision(unit), width: width.rateWidth))
            }
        }
        formats.append(.init(unit: .bytesPerSecond(.kilobyte), precision: .maximumFractionDigits(1), width: width.rateWidth))
        return formats
    }

    /// The precision of the number of exabytes in the `exabyteCount` message.
    package static let exabytePrecision = MeasurePrecision.fractionDigits(2)

    private static func precision(_ unit: ByteUnit) -> MeasurePrecision {
        unit.fractionDigits == 0 ? .integer : .fractionDigits(unit.fractionDigits)
    }
}

internal import ProgressTables

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
        // By position in `units` (a unit's raw value), so no unit's accessors are called per step.
        var index = max(smallest.rawValue, reached)
        while index < Self.units.count - 1 {
            let fractionDigits = Self.fractionDigits[index]
            let digits = Self.rounded(magnitude, dividingByPowerOfTen: 3 * index - fractionDigits)
            if digits < 1000 * Self.powerOfTen(fractionDigits) {
                unit = Self.units[index]
                scaledDigits = digits
                return
            }
            index += 1
        }
        unit = .exabyte
        scaledDigits = Self.rounded(magnitude, dividingByPowerOfTen: 3 * ByteUnit.exabyte.rawValue - ByteUnit.exabyte.fractionDigits)
    }

    /// Every unit, smallest first (a unit's raw value is its position), and each one's fraction
    /// digits.
    private static let units = ByteUnit.allCases
    private static let fractionDigits = units.map(\.fractionDigits)

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

/// A decimal byte unit and how many fraction digits it shows in progress text.
enum ByteUnit: Int, CaseIterable, Hashable, Sendable {
    case byte, kilobyte, megabyte, gigabyte, terabyte, petabyte, exabyte

    /// Fraction digits shown, zero-padded: bytes and kB 0, MB 1, GB and up 2.
    var fractionDigits: Int {
        switch self {
        case .byte, .kilobyte: 0
        case .megabyte: 1
        default: 2
        }
    }

    /// The CLDR unit identifier (`nil` for exabytes, which CLDR 42 lacks).
    var cldrName: String? {
        switch self {
        case .byte: "digital-byte"
        case .kilobyte: "digital-kilobyte"
        case .megabyte: "digital-megabyte"
        case .gigabyte: "digital-gigabyte"
        case .terabyte: "digital-terabyte"
        case .petabyte: "digital-petabyte"
        case .exabyte: nil
        }
    }

    /// The ICU precision stem for ``fractionDigits`` (`precision-integer`, `.0`, `.00`).
    var precisionStem: String {
        switch fractionDigits {
        case 0: "precision-integer"
        case 1: ".0"
        default: ".00"
        }
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
    let unit: ByteUnit
    /// The count in that unit, times 10^fractionDigits, already rounded (5.4 MB → 54).
    let scaledDigits: UInt64
    /// Whether the count is negative (shown with the locale's minus sign).
    let isNegative: Bool

    /// The value in ``unit``, to hand to a formatter with the unit's precision.
    var value: Double {
        let magnitude = Double(scaledDigits) / Self.scale(unit.fractionDigits)
        return isNegative ? -magnitude : magnitude
    }

    /// Chooses the unit for `bytes`, starting no lower than `smallest`.
    init(_ bytes: Int64, smallest: ByteUnit = .byte) {
        let magnitude = bytes.magnitude
        isNegative = bytes < 0
        for unit in ByteUnit.allCases where unit.rawValue >= smallest.rawValue {
            let digits = Self.rounded(magnitude, unit: unit)
            if unit == .exabyte || digits < 1000 * UInt64(Self.scale(unit.fractionDigits)) {
                self.unit = unit
                scaledDigits = digits
                return
            }
        }
        unit = .exabyte
        scaledDigits = Self.rounded(magnitude, unit: .exabyte)
    }

    /// `bytes / 1000^unit × 10^digits`, rounded half-even, in whole numbers.
    private static func rounded(_ bytes: UInt64, unit: ByteUnit) -> UInt64 {
        let exponent = 3 * unit.rawValue - unit.fractionDigits
        guard exponent > 0 else { return bytes }
        var divisor: UInt64 = 1
        for _ in 0..<exponent { divisor *= 10 }
        let quotient = bytes / divisor
        let remainder = bytes % divisor
        let half = divisor / 2
        if remainder > half || (remainder == half && divisor % 2 == 0 && quotient % 2 == 1) {
            return quotient + 1
        }
        return quotient
    }

    private static func scale(_ exponent: Int) -> Double {
        exponent == 0 ? 1 : exponent == 1 ? 10 : 100
    }
}

/// A byte count as shown: finished text, or an exabyte number the string table must wrap.
enum ByteCountText: Hashable, Sendable {
    /// The complete text from ICU ("5.4 MB", "999 bytes").
    case text(String)
    /// The number of exabytes ("9.22"), for the `exabyteCount` message ("{value} EB").
    case exabytes(String)
}

extension LocaleParts {
    /// A byte count in the largest fitting decimal unit ("999 bytes", "419 kB", "1.0 MB").
    /// Zero is "0 kB" in every language, so no English word can slip into another.
    ///
    /// ICU skeletons: `measure-unit/digital-byte unit-width-full-name precision-integer`,
    /// `measure-unit/digital-kilobyte precision-integer`, `measure-unit/digital-megabyte .0`,
    /// `measure-unit/digital-gigabyte .00` (and tera-, peta-).
    func byteCount(_ bytes: Int64) -> ByteCountText {
        let scaled = ScaledByteCount(bytes, smallest: bytes == 0 ? .kilobyte : .byte)
        guard let formatter = byteUnits[scaled.unit] else {
            return .exabytes(exabyteNumber.format(scaled.value) ?? String(scaled.value))
        }
        return .text(formatter.format(scaled.value) ?? "\(bytes) B")
    }
}

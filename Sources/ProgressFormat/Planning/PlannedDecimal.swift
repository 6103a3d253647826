internal import ProgressTables

/// A non-negative decimal number exactly as planning decided to show it: its digits, and how
/// many of the last ones follow the decimal separator. Parts writes these digits in a locale's
/// symbols and rounds nothing.
///
///     PlannedDecimal(digits: 54, fractionDigits: 1)    // 5.4   (de: "5,4")
///     PlannedDecimal(digits: 100, fractionDigits: 2)   // 1.00  (zero-padded: the width never jumps)
///     PlannedDecimal(419)                               // 419
package struct PlannedDecimal: Hashable, Sendable, CustomStringConvertible {
    /// Every digit shown, fraction digits included, as one integer (54 for 5.4).
    package var digits: UInt64
    /// How many of the last digits follow the decimal separator (0 for an integer, at most 18).
    package var fractionDigits: Int

    /// A decimal of `digits`, the last `fractionDigits` of them after the separator
    /// (clamped to 0…18).
    package init(digits: UInt64, fractionDigits: Int) {
        self.digits = digits
        self.fractionDigits = min(max(fractionDigits, 0), 18)
    }

    /// A whole number (negative values are shown as 0: planning never shows one).
    package init(_ integer: Int64) {
        self.init(digits: UInt64(max(integer, 0)), fractionDigits: 0)
    }

    /// The value as a `Double` (for ICU's paths and tools; exact below 2^53).
    var doubleValue: Double {
        Double(digits) / Self.powersOfTen[fractionDigits]
    }

    /// The whole part (5 for 5.4).
    var integerPart: UInt64 {
        digits / UInt64(Self.powersOfTen[fractionDigits])
    }

    /// The digits in ASCII, with a "." before the fraction digits ("5.4", "0.05", "419").
    package var description: String {
        guard fractionDigits > 0 else { return String(digits) }
        var text = String(digits)
        if text.count <= fractionDigits {
            text = String(repeating: "0", count: fractionDigits - text.count + 1) + text
        }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        return text
    }

    /// 10^0 … 10^18, exact as doubles.
    private static let powersOfTen: [Double] = (0...18).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

extension PlannedDecimal {
    /// `value` rounded half-even to the digits `precision` shows (a `.maximumFractionDigits`
    /// precision drops trailing zeros), for tools and tests that start from a `Double`;
    /// negative, NaN and infinite values are 0, and values beyond 10^18 are clamped.
    ///
    ///     PlannedDecimal(5.43, precision: .fractionDigits(1))          // 5.4
    ///     PlannedDecimal(0.40, precision: .maximumFractionDigits(1))   // 0.4
    ///     PlannedDecimal(3.0, precision: .maximumFractionDigits(1))    // 3
    package init(_ value: Double, precision: MeasurePrecision) {
        let (digits, maximum) = switch precision {
        case .integer: (0, false)
        case .fractionDigits(let digits): (digits, false)
        case .maximumFractionDigits(let digits): (digits, true)
        }
        let fractionDigits = min(max(digits, 0), 6)
        let scaled = (value.isFinite ? max(value, 0) : 0) * (0..<fractionDigits).reduce(1.0) { product, _ in product * 10 }
        var integer = UInt64(min(scaled.rounded(.toNearestOrEven), 1e18))
        var shown = fractionDigits
        while maximum, shown > 0, integer % 10 == 0 {
            integer /= 10
            shown -= 1
        }
        self.init(digits: integer, fractionDigits: shown)
    }
}

@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct NumberModelByteCountTests {
    static let boundaries: [Int64] = [0, 1, 999, 1000, 999_499, 999_500, 999_949_999, 999_950_000, 1_234_567_890, .max]

    /// Expected text per locale for `boundaries`; exabytes come back as the bare number for the
    /// string table to wrap ("9.22" → "9.22 EB").
    @Test(arguments: [
        ("en", ["0 kB", "1 byte", "999 bytes", "1 kB", "999 kB", "1.0 MB", "999.9 MB", "1.00 GB", "1.23 GB", "EB 9.22"]),
        ("de", ["0 kB", "1\u{00A0}Byte", "999 Byte", "1 kB", "999 kB", "1,0 MB", "999,9 MB", "1,00\u{00A0}GB", "1,23\u{00A0}GB", "EB 9,22"]),
        ("fr", ["0\u{202F}ko", "1\u{00A0}octet", "999\u{00A0}octets", "1\u{202F}ko", "999\u{202F}ko", "1,0\u{202F}Mo",
                "999,9\u{202F}Mo", "1,00\u{202F}Go", "1,23\u{202F}Go", "EB 9,22"]),
        ("ar", ["٠ كيلوبايت", "١ بايت", "٩٩٩ بايت", "١ كيلوبايت", "٩٩٩ كيلوبايت", "١٫٠ م.ب", "٩٩٩٫٩ م.ب", "١٫٠٠ غ.ب", "١٫٢٣ غ.ب", "EB ٩٫٢٢"]),
        ("ja", ["0 KB", "1 バイト", "999 バイト", "1 KB", "999 KB", "1.0 MB", "999.9 MB", "1.00 GB", "1.23 GB", "EB 9.22"]),
        ("ru", ["0 кБ", "1 байт", "999 байт", "1 кБ", "999 кБ", "1,0 МБ", "999,9 МБ", "1,00 ГБ", "1,23 ГБ", "EB 9,22"]),
    ])
    func formatsBoundaries(locale: String, expected: [String]) throws {
        let parts = try #require(NumberModel(locale: locale))
        let actual = Self.boundaries.map { bytes -> String in
            switch ByteCountPlanner.byteCount(bytes) {
            case .measure(let measure): parts.measure(measure)
            case .message(let message):
                if case .number(let number)? = message.arguments[.value] { "EB \(parts.number(number))" } else { "?" }
            default: "?"
            }
        }
        #expect(actual == expected)
    }

    @Test(arguments: [
        (Int64(999), ByteUnit.byte, UInt64(999)),
        (1_000, .kilobyte, 1),
        (999_499, .kilobyte, 999),
        (999_500, .megabyte, 10),
        (2_500, .kilobyte, 2),
        (3_500, .kilobyte, 4),
        (5_356_456, .megabyte, 54),
        (999_949_999, .megabyte, 9_999),
        (999_950_000, .gigabyte, 100),
        (999_995_000_000_000_000, .exabyte, 100),
        (.max, .exabyte, 922),
        (.min, .exabyte, 922),
    ])
    func roundsHalfEvenBeforeChoosingTheUnit(bytes: Int64, unit: ByteUnit, digits: UInt64) {
        let scaled = ScaledByteCount(bytes)
        #expect(scaled.unit == unit)
        #expect(scaled.scaledDigits == digits)
    }

    /// The unit search starts at the unit whose 1,000 the count reaches; it must choose what
    /// trying every unit from the smallest up chooses (written out here with exact decimal
    /// arithmetic on strings of digits, independently of the library's), at every boundary.
    @Test func startingAtTheReachedUnitChoosesWhatTryingEveryUnitChooses() {
        func reference(_ bytes: Int64, smallest: ByteUnit) -> (ByteUnit, UInt64) {
            let digits = Array(String(bytes.magnitude).utf8).map { Int($0 - 48) }
            for unit in ByteUnit.allCases where unit >= smallest {
                let dropped = 3 * unit.rawValue - unit.fractionDigits
                var kept = dropped > 0 ? Array(digits.dropLast(dropped)) : digits
                if kept.isEmpty { kept = [0] }
                let rest = dropped > 0 ? Array(digits.suffix(dropped)) : []
                let padded = Array(repeating: 0, count: max(0, dropped - rest.count)) + rest
                var value = kept.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
                if let first = padded.first {
                    let beyondHalf = first > 5 || (first == 5 && padded.dropFirst().contains { $0 != 0 })
                    let exactlyHalf = first == 5 && !padded.dropFirst().contains { $0 != 0 }
                    if beyondHalf || (exactlyHalf && value % 2 == 1) { value += 1 }
                }
                let scale: UInt64 = unit.fractionDigits == 0 ? 1 : unit.fractionDigits == 1 ? 10 : 100
                if unit == .exabyte || value < 1_000 * scale { return (unit, value) }
            }
            return (.exabyte, 0)
        }
        var counts: [Int64] = [0, 1, -1, .max, .min, .max - 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            for delta: Int64 in [-501, -500, -499, -51, -50, -49, -6, -5, -4, -1, 0, 1, 4, 5, 6, 49, 50, 51, 499, 500, 501] {
                counts.append(power + delta)
                counts.append(power - power / 1_000 + delta)  // 999,000…: just under the next unit
                counts.append(power / 2 + delta)
            }
        }
        for bytes in counts {
            for smallest in ByteUnit.allCases {
                let scaled = ScaledByteCount(bytes, smallest: smallest)
                let (unit, digits) = reference(bytes, smallest: smallest)
                #expect(scaled.unit == unit && scaled.scaledDigits == digits, "\(bytes) from \(smallest)")
                #expect(scaled.isNegative == (bytes < 0))
            }
        }
    }
}

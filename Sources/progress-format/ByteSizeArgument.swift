import ArgumentParser
import Foundation

/// A number of bytes as people write it: `2GB`, `1.5 MiB`, `500kB`, `0`.
///
/// Decimal (`kB`, `MB`, `GB`, `TB`, `PB`, `EB`: powers of 1000) and binary (`KiB` … `EiB`:
/// powers of 1024) units, in any case, with or without the `B` and with an optional space;
/// a bare number is bytes. Negative, malformed and too-large sizes are rejected with a
/// sentence that says why:
///
///     try ByteSizeArgument(parsing: "1.5 MiB").bytes   // 1_572_864
///     try ByteSizeArgument(parsing: "2gb").bytes       // 2_000_000_000
///     try ByteSizeArgument(parsing: "-5MB")            // throws "a size cannot be negative"
struct ByteSizeArgument: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
    /// Why a size or rate does not parse, as the end of ArgumentParser's "The value … is invalid" line.
    struct ParseError: Error, CustomStringConvertible {
        /// The reason, such as "a size cannot be negative".
        var description: String
    }

    /// The size in bytes.
    var bytes: Int64
    /// The size as written.
    var text: String

    /// A size written as `text`, already parsed.
    init(bytes: Int64, text: String) {
        self.bytes = bytes
        self.text = text
    }

    /// Parses `argument`.
    /// - Throws: ``ParseError`` saying what is wrong.
    init(parsing argument: String) throws(ParseError) {
        let value = try Self.quantity(argument, noun: "size", example: "2GB, 1.5 MiB or 500kB")
        // Double(Int64.max) is 2^63, one more than Int64.max: 8 EiB itself must be refused.
        guard value < Double(Int64.max) else {
            throw ParseError(description: "a size must be less than 9.22 EB")
        }
        self.init(bytes: Int64(value.rounded()), text: argument)
    }

    /// ArgumentParser's entry point: `nil` for anything ``init(parsing:)`` rejects.
    init?(argument: String) {
        try? self.init(parsing: argument)
    }

    /// The size as written.
    var description: String { text }

    /// The default value shown in `--help`.
    var defaultValueDescription: String { text }

    // MARK: - Parsing

    /// Bytes per unit, by lowercased unit name.
    static let units: [String: Double] = {
        var units: [String: Double] = ["": 1, "b": 1, "byte": 1, "bytes": 1]
        for (power, prefix) in ["k", "m", "g", "t", "p", "e"].enumerated() {
            let decimal = pow1000(power + 1), binary = Double(Int64(1) << (10 * (power + 1)))
            units[prefix] = decimal
            units[prefix + "b"] = decimal
            units[prefix + "i"] = binary
            units[prefix + "ib"] = binary
        }
        return units
    }()

    private static func pow1000(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 1000 }
    }

    /// The number of bytes `text` names: a decimal number (point, not comma), optional spaces,
    /// and a unit from ``units``.
    /// - Throws: ``ParseError`` naming the `noun` ("size", "rate") and showing `example`.
    static func quantity(_ text: String, noun: String, example: String) throws(ParseError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numberEnd = trimmed.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+")) }
            ?? trimmed.endIndex
        let number = trimmed[..<numberEnd]
        let unit = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        guard number.contains(where: \.isNumber), let value = Double(number), value.isFinite,
              unit.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ParseError(description: "expected a number and a unit, such as \(example)")
        }
        guard let multiplier = units[unit.lowercased()] else {
            throw ParseError(description: "unknown unit '\(unit)'; use B, kB, MB, GB, TB, PB, EB or KiB, MiB, GiB, TiB, PiB, EiB")
        }
        guard value >= 0 else {
            throw ParseError(description: "a \(noun) cannot be negative")
        }
        return value * multiplier
    }
}

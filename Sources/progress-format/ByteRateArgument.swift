import ArgumentParser
import Foundation

/// Bytes per second as people write them: `40MB/s`, `500kB/s`, `1.5 MiB/s` (the `/s` may be
/// left out). Units as in ``ByteSizeArgument``; the rate must be more than zero.
///
///     try ByteRateArgument(parsing: "40MB/s").bytesPerSecond    // 40_000_000
///     try ByteRateArgument(parsing: "0kB/s")                   // throws "a rate must be more than 0"
struct ByteRateArgument: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
    /// Bytes per second.
    var bytesPerSecond: Double
    /// The rate as written.
    var text: String

    /// A rate written as `text`, already parsed.
    init(bytesPerSecond: Double, text: String) {
        self.bytesPerSecond = bytesPerSecond
        self.text = text
    }

    /// Parses `argument`.
    /// - Throws: ``ByteSizeArgument/ParseError`` saying what is wrong.
    init(parsing argument: String) throws(ByteSizeArgument.ParseError) {
        var quantity = argument.trimmingCharacters(in: .whitespaces)
        if quantity.lowercased().hasSuffix("/s") {
            quantity.removeLast(2)
        }
        let value = try ByteSizeArgument.quantity(quantity, noun: "rate", example: "40MB/s, 1.5 MiB/s or 500kB/s")
        guard value > 0 else {
            throw ByteSizeArgument.ParseError(description: "a rate must be more than 0")
        }
        self.init(bytesPerSecond: value, text: argument)
    }

    /// ArgumentParser's entry point: `nil` for anything ``init(parsing:)`` rejects.
    init?(argument: String) {
        try? self.init(parsing: argument)
    }

    /// The rate as written.
    var description: String { text }

    /// The default value shown in `--help`.
    var defaultValueDescription: String { text }
}

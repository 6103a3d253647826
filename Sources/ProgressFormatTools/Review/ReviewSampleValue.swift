import ProgressFormat
import ProgressTables

/// The value a placeholder is rendered with on the review sheet, read from its declared example
/// so that the rendered message shows what the description promises ("419 kB" → 419,000 bytes,
/// "1 minute, 37 seconds" → 97 s), decided by the same planners the formatter uses.
///
///     ReviewSampleValue.value(for: ReviewPlaceholder(name: "total", type: "byteCount", example: "5.4 MB"))
///     // ByteCountPlanner.byteCount(5_400_000), which renders "5.4 MB" in English
///
/// An example that cannot be read gives a fixed value of the type (the built-in scenarios'
/// "everything" facts); a `message` placeholder gives `nil` (the sampler nests a message).
package enum ReviewSampleValue {
    /// The value for `placeholder`, or `nil` for a nested message or an unknown type.
    package static func value(for placeholder: ReviewPlaceholder) -> PlannedValue? {
        let example = placeholder.example ?? ""
        switch placeholder.type {
        case "count":
            return .count(wholeNumber(example) ?? 9)
        case "percent":
            return .percent(wholeNumber(example) ?? 7)
        case "byteCount":
            return ByteCountPlanner.byteCount(bytes(example) ?? 419_431)
        case "throughput":
            let perSecond = example.hasSuffix("/s") ? String(example.dropLast(2)) : example
            return ByteCountPlanner.throughput(bytes(perSecond) ?? 50_000)
        case "duration":
            return PlannedDuration(seconds: seconds(example) ?? 97).map { .duration($0) }
        case "fileName":
            return .fileName(FileNamePolicy.displayName(example) ?? "photos.zip")
        case "keyword":
            return .keyword(example.isEmpty ? "other" : example)
        case "number":
            return .number(PlannedDecimal(decimal(example) ?? 9.22, precision: ByteCountPlanner.exabytePrecision))
        default:
            return nil
        }
    }

    /// "5,356,456" → 5356456; `nil` without a digit.
    package static func wholeNumber(_ text: String) -> Int64? {
        let digits = text.filter(\.isASCII).filter(\.isNumber)
        return digits.isEmpty ? nil : Int64(digits.prefix(18))
    }

    /// "9.22" → 9.22, "1,234.5" → 1234.5.
    package static func decimal(_ text: String) -> Double? {
        Double(text.filter { $0 != "," && !$0.isWhitespace })
    }

    /// Decimal byte units as the English examples write them.
    private static let byteUnits: [String: Double] = [
        "B": 1, "byte": 1, "bytes": 1, "kB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "PB": 1e15, "EB": 1e18,
    ]

    /// "419 kB" → 419,000; "5.4 MB" → 5,400,000; `nil` when the text is not a number and a unit.
    package static func bytes(_ text: String) -> Int64? {
        let words = text.split(separator: " ")
        guard words.count == 2, let number = decimal(String(words[0])), let unit = byteUnits[String(words[1])] else {
            return nil
        }
        let value = (number * unit).rounded()
        guard value.isFinite, value >= 0, value < 9.2e18 else { return nil }
        return Int64(value)
    }

    /// "1 minute, 37 seconds" → 97; `nil` unless the text is number–unit pairs.
    package static func seconds(_ text: String) -> Double? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard !words.isEmpty, words.count.isMultiple(of: 2) else { return nil }
        var total: Double = 0
        for index in stride(from: 0, to: words.count, by: 2) {
            guard let number = decimal(String(words[index])),
                  let unit = DurationUnit.allCases.first(where: { words[index + 1].hasPrefix($0.rawValue) })
            else { return nil }
            total += number * Double(unit.seconds)
        }
        return total
    }
}

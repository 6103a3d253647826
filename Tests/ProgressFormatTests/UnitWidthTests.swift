import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Wide, short and narrow units from CLDR, and the promise that a growing count never makes
/// the line jump by more than the digits it gains.
@Suite struct UnitWidthTests {
    static let everything = ProgressScenario.named("everything")?.snapshot ?? ProgressSnapshot()

    @Test(arguments: [
        ("en", ProgressTextFormatter.UnitWidth.wide, "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"),
        ("en", .short, "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining"),
        ("en", .narrow, "419kB of 5.4MB (50kB/s) — 1m 37s remaining"),
        ("de", .short, "419 kB von 5,4 MB (50 kB/s) – noch 1 Min., 37 Sek."),
        ("de", .narrow, "419 kB von 5,4 MB (50 kB/s) – noch 1 Min., 37 Sek."),
        ("ja", .narrow, "419KB/5.4MB（50KB/秒）、残り 1m37s"),  // CLDR 42's Japanese narrow units
        ("fr", .narrow, "419ko sur 5,4Mo (50ko/s) — il reste 1min 37s"),
    ])
    func widths(locale: String, width: ProgressTextFormatter.UnitWidth, expected: String) throws {
        let text = try ProgressTextFormatter(locale: locale, unitWidth: width).format(Self.everything)
        #expect(text.additionalDescription == expected)
        #expect(text.description == (try ProgressTextFormatter(locale: locale).format(Self.everything).description))
    }

    @Test func namesAndJSON() throws {
        #expect(ProgressTextFormatter.UnitWidth("narrow") == .narrow)
        #expect(ProgressTextFormatter.UnitWidth("tiny") == nil)
        #expect(String(decoding: try JSONEncoder().encode(ProgressTextFormatter.UnitWidth.short), as: UTF8.self) == "\"short\"")
    }

    /// The length of the completed count's number: from its first digit to its last, group and
    /// decimal separators included ("1,090" → 5, "5.4 MB" → 3).
    static func completedDigits(_ text: ProgressText) -> Int {
        text.parts.filter { $0.field == .completedBytes || $0.field == .completedCount }.map { part in
            let scalars = Array(text[part].unicodeScalars)
            let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
            guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else { return 0 }
            return last - first + 1
        }.reduce(0, +)
    }

    /// Every locale, every width: the completed count grows from 0 to the total in uneven steps;
    /// from one update to the next the line's length (in scalars: every locale's digits take one
    /// column) grows by no more than the number gained (its digits and their separators).
    @Test(arguments: ProgressTextFormatter.availableTableLocales())
    func aGrowingCountNeverMakesTheLineJump(locale: String) throws {
        // (CLDR 42's Norwegian narrow byte units are "{0}kB" for one and "{0} kB" for other; nb.json
        // corrects them per width.)
        for width in [ProgressTextFormatter.UnitWidth.wide, .short, .narrow] {
            try Self.checkGrowth(locale: locale, width: width)
        }
    }

    static func checkGrowth(locale: String, width: ProgressTextFormatter.UnitWidth) throws {
        let formatter = try ProgressTextFormatter(locale: locale, unitWidth: width)
        for (total, kind) in [(Int64(5_356_456_789), ProgressSnapshot.Kind.file), (5_356_456, nil)] {
            var previous: ProgressText?
            var completed: Int64 = 0
            while completed <= total {
                var snapshot = Self.everything
                snapshot.kind = kind
                snapshot.totalUnitCount = total
                snapshot.completedUnitCount = completed
                let text = formatter.format(snapshot)
                if let previous {
                    let grown = text.additionalDescription.unicodeScalars.count - previous.additionalDescription.unicodeScalars.count
                    let digits = Self.completedDigits(text) - Self.completedDigits(previous)
                    #expect(grown <= max(digits, 0), "\(locale) \(width): '\(previous.additionalDescription)' → '\(text.additionalDescription)'")
                }
                previous = text
                completed = completed == 0 ? 1 : completed * 3 + 7
            }
        }
    }
}

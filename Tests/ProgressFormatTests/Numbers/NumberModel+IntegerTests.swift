import EstimatorEvaluation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Counts above 2^53 once lost digits (`Int64.max` printed "9,223,372,036,854,776,000"): a
/// `Double` keeps 15–17 significant digits. Integers now go to ICU as integers.
@Suite struct NumberModelIntegerTests {
    @Test(arguments: [
        ("en", Int64.max, "9,223,372,036,854,775,807") as (String, Int64, String),
        ("de", Int64.max, "9.223.372.036.854.775.807"),
        ("en", Int64.min, "-9,223,372,036,854,775,808"),
        ("en", 9_007_199_254_740_993, "9,007,199,254,740,993"),  // 2^53 + 1
        ("ar", Int64.max, "٩٬٢٢٣٬٣٧٢٬٠٣٦٬٨٥٤٬٧٧٥٬٨٠٧"),
    ])
    func countsKeepEveryDigit(locale: String, value: Int64, expected: String) throws {
        let parts = try #require(NumberModel(locale: locale))
        #expect(parts.count(value) == expected)
        #expect(parts.countWithCategory(value).text == expected)
    }

    /// The plural category comes from the exact number shown: …801 is "one" in Russian, where
    /// the nearest `Double` (…808) would be "many".
    @Test func pluralCategoryOfAHugeCountIsThatOfItsLastDigits() throws {
        let parts = try #require(NumberModel(locale: "ru"))
        let shown = parts.countWithCategory(9_223_372_036_854_775_801)
        #expect(shown.text == "9\u{00A0}223\u{00A0}372\u{00A0}036\u{00A0}854\u{00A0}775\u{00A0}801")
        #expect(shown.category == "one")
        #expect(parts.countWithCategory(9_223_372_036_854_775_804).category == "few")
    }

    /// The stand-in whose category a count above 2^53 takes falls in the same category wherever
    /// that can be checked: for counts from 10^9 to 2^53 (whole millions included, which French,
    /// Spanish and Italian treat apart), in every table's language.
    @Test(arguments: ProgressTextFormatter.availableTableLocales())
    func pluralStandInsFallInTheSameCategory(locale: String) throws {
        let parts = try #require(NumberModel(locale: locale))
        var generator = SplitMix64(seed: 0x5EED)
        var values: [Int64] = (0..<200).map { _ in Int64(generator.next() % (1 << 53 - 1_000_000_000)) + 1_000_000_000 }
        values += [1_000_000_000, 2_000_000, 5_000_000_000_000, 1_000_001_000, 1_000_000_021, 1_000_000_011, 1_000_100_000]
        for value in values {
            let standIn = 1_000_000_000 + Int64(value.magnitude % 1_000_000)
            #expect(parts.countWithCategory(value).category == parts.countWithCategory(standIn).category, "\(value) in \(locale)")
        }
    }

    @Test func hugePercentagesKeepEveryDigit() throws {
        #expect(try #require(NumberModel(locale: "en")).percent(.max) == "9,223,372,036,854,775,807%")
        #expect(try #require(NumberModel(locale: "de")).percent(.max) == "9.223.372.036.854.775.807\u{00A0}%")
    }

    @Test(arguments: [
        ("en", "9,223,372,036,854,775,806 of 9,223,372,036,854,775,807", "Copying 9,223,372,036,854,775,807 files…"),
        ("de", "9.223.372.036.854.775.806 von 9.223.372.036.854.775.807", "9.223.372.036.854.775.807 Dateien werden kopiert…"),
    ])
    func theFormatterShowsInt64MaxExactly(locale: String, units: String, files: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        // One unit short of the total: the finished line says "Done", not the counts.
        #expect(formatter.format(ProgressSnapshot(completedUnitCount: .max - 1, totalUnitCount: .max)).additionalDescription == units)
        let copying = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .copying,
                                       fileTotalCount: .max)
        #expect(formatter.format(copying).description == files)
    }

    /// More done than the total is done: 100%, not "9,223,372,036,854,775,807% completed"
    /// (`OverCompletionTests`).
    @Test func moreDoneThanTheTotalIsAHundredPercent() throws {
        let text = try ProgressTextFormatter(locale: "en").format(ProgressSnapshot(completedUnitCount: .max, totalUnitCount: 1))
        #expect(text.description == "100% completed")
    }
}

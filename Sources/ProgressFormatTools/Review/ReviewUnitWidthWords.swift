import ProgressFormat
import ProgressTables

/// A unit word override that names the CLDR width it corrects (`@@x-units` key
/// `digital-kilobyte-per-second:narrow`), as the review sheet's Unit words section shows it:
/// per plural category a sample number in the table's words for that width beside CLDR's.
///
///     ReviewUnitWidthWords.all(in: russian, localeID: "ru").first?.samples.first
///     // (category: "one", table: "1кБ/с", cldr: "1 кБ/c")
package struct ReviewUnitWidthWords: Hashable, Sendable {
    /// One category's sample.
    package struct Sample: Hashable, Sendable {
        /// The plural category.
        package var category: String
        /// The sample number in the table's words.
        package var table: String
        /// The same number as CLDR writes it in that width.
        package var cldr: String

        /// A sample.
        package init(category: String, table: String, cldr: String) {
            self.category = category
            self.table = table
            self.cldr = cldr
        }
    }

    /// The key as written (`digital-kilobyte-per-second:narrow`).
    package var key: String
    /// CLDR's name of the width it corrects (`narrow`).
    package var width: String
    /// The samples, in CLDR's category order.
    package var samples: [Sample]

    /// An override's samples.
    package init(key: String, width: String, samples: [Sample]) {
        self.key = key
        self.width = width
        self.samples = samples
    }

    /// The usable overrides of `table` that name a width, sorted by key, sampled in `localeID`.
    /// ICU: `unumf_formatDouble` (the number alone, and the unit in that width), the plural
    /// rules' integer samples.
    package static func all(in table: StringTable, localeID: String) -> [ReviewUnitWidthWords] {
        let order = ["zero", "one", "two", "few", "many", "other"]
        let integers = ICUPluralRules.cached(locale: localeID)?.integerSamples ?? ["other": [2]]
        guard let number = ICUNumberFormatter(skeleton: "precision-integer", locale: localeID) else { return [] }
        return table.unitOverrides.values.filter { $0.namesWidth && $0.isUsable }.sorted { $0.identifier < $1.identifier }
            .compactMap { override in
                guard let unit = override.unit, let width = override.width,
                      let cldr = ICUNumberFormatter(skeleton: skeleton(unit, width), locale: localeID) else { return nil }
                let samples = order.compactMap { category -> Sample? in
                    guard let pattern = override.patterns[category] ?? override.patterns["other"],
                          let value = integers[category]?.first(where: { $0 > 0 }) ?? integers[category]?.first,
                          let digits = number.format(Double(value)), let words = cldr.format(Double(value)) else { return nil }
                    return Sample(category: category, table: pattern.format(digits), cldr: words)
                }
                return ReviewUnitWidthWords(key: override.identifier, width: UnitOverride.name(of: width), samples: samples)
            }
    }

    /// The ICU skeleton of `unit` in `width`, whole numbers
    /// (`measure-unit/digital-kilobyte per-measure-unit/duration-second unit-width-narrow precision-integer`).
    static func skeleton(_ unit: MeasureUnit, _ width: CLDRWidth) -> String {
        PlannedMeasure.Format(unit: unit, precision: .integer, width: width).skeleton
    }
}

import ProgressFormat
import ProgressTables

// The formatter's facts only the tools ask for: the review sheet's samples and lint's unit
// ladders, built on the runtime's package API.

extension ProgressTextFormatter {
    /// The text of one planned message, exactly as ``format(_:)`` renders it inside a line —
    /// for tools that show a message with chosen arguments (the review sheet).
    package func render(_ message: PlannedMessage) -> String {
        renderer.render(message)
    }

    /// The tag of the table whose pattern renders `key` ("de"; "en" when the translation is
    /// missing or broken and the source text is used); `nil` when no table has the key.
    package func origin(of key: MessageKey) -> String? {
        renderer.origins[key]
    }

    /// The ICU locale ID the message `key` is formatted in: the formatter's own, or the source
    /// language's for a message that fell back to the source text.
    private func formattingLocaleID(for key: MessageKey) -> String {
        renderer.fallbackKeys.contains(key) ? renderer.sourceNumbers.locale : renderer.numbers.locale
    }

    /// The plural categories whole numbers reach in the language `key` is formatted in, each
    /// with its first integers (ICU: `uplrules_select` over 0…220 and some large numbers).
    package func integerPluralSamples(for key: MessageKey) -> [String: [Int]] {
        ICUPluralRules.cached(locale: formattingLocaleID(for: key))?.integerSamples ?? ["other": [0, 2]]
    }
}

extension ProgressTextFormatter {
    /// One unit's words as this formatter shows them, for the review sheet: where they come from
    /// (CLDR, or the table's `@@x-units`), and per plural category a sample number formatted as
    /// the formatter shows it and as CLDR alone would.
    package struct UnitWordsSample: Sendable {
        /// The CLDR unit identifier (`duration-day`, `digital-kilobyte-per-second`).
        package var unit: String
        /// Whether the table overrides the unit's words.
        package var fromTable: Bool
        /// Per plural category reached: the sample as shown, and as CLDR writes it.
        package var samples: [(category: String, shown: String, cldr: String)]
    }

    /// Every unit planning shows, with where its words come from and, per plural category of
    /// whole numbers, a sample formatted as the formatter shows it and as CLDR alone would
    /// (units as in wide text; a unit shown with fraction digits is sampled with them, so its
    /// rows are labelled by the whole number they start from).
    package func unitWordsSamples() -> [UnitWordsSample] {
        let numbers = renderer.numbers
        let cldrNumbers = NumberModel.shared(locale: numbers.locale)
        let order = ["zero", "one", "two", "few", "many", "other"]
        let integers = ICUPluralRules.cached(locale: numbers.locale)?.integerSamples ?? ["other": [2]]
        return MeasureUnit.planned.map { unit in
            let format = unit.plannedFormats.first(where: { $0.precision == .integer }) ?? unit.plannedFormats[0]
            let samples = order.compactMap { category -> (String, String, String)? in
                guard let number = integers[category]?.first(where: { $0 > 0 }) ?? integers[category]?.first else { return nil }
                let measure = PlannedMeasure(value: PlannedDecimal(Double(number), precision: format.precision), unit: unit,
                                             precision: format.precision, width: format.width)
                return (category, numbers.measure(measure), cldrNumbers?.measure(measure) ?? "")
            }
            return UnitWordsSample(unit: unit.cldrIdentifier, fromTable: numbers.unitWordSource(for: unit) == .table,
                                   samples: samples)
        }
    }
}

extension ProgressTextFormatter {
    /// How text of `width` in the language of `localeID` (an ICU locale ID) writes 2 of each of
    /// `units`, with a table's `@@x-units` `overrides` in the width it shows each unit in — for
    /// lint's unit ladder check ("2 kB", "2.0 MB", "2 ሜጋባይት/ሰከ"); `nil` when ICU has no data.
    /// A byte unit or rate is written with the fraction digits it is shown with.
    package static func unitSamples(localeID: String, width: UnitWidth, overrides: [String: UnitOverride],
                                    units: [MeasureUnit]) -> [MeasureUnit: String]? {
        var unitWords: [MeasureUnit: UnitWords] = [:]
        for unit in MeasureUnit.planned {
            unitWords[unit] = UnitOverride.words(in: overrides, for: unit, width: width.unitWidth(for: unit))
                .flatMap(UnitWords.init(table:))
        }
        guard let numbers = NumberModel.shared(locale: ICULocale.dataLocale(for: localeID) ?? localeID, width: width,
                                               unitWords: unitWords) else { return nil }
        var samples: [MeasureUnit: String] = [:]
        for unit in units {
            let precision = unit.shownPrecisions[0]
            samples[unit] = numbers.measure(PlannedMeasure(value: PlannedDecimal(2, precision: precision), unit: unit,
                                                           precision: precision, width: width.unitWidth(for: unit)))
        }
        return samples
    }
}

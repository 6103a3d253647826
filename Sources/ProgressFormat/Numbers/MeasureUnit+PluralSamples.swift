package import ProgressTables

extension MeasureUnit {
    /// The plural categories the numbers shown in this unit reach in `locale`, each with the
    /// numbers as displayed that fall in it (the first few, at most `limit`); `nil` if ICU has
    /// no plural rules for the locale.
    ///
    /// What a table's `@@x-units` must cover for the unit: Russian rates in kB/s reach `one`
    /// ("21"), `few`, `many` and, with a fraction digit ("0,4"), `other`; Hebrew days reach `one`
    /// only as "1", so its pattern may leave the number out ("יום אחד").
    ///
    ///     MeasureUnit.duration(.day).displayedPluralSamples(locale: "pl")
    ///     // ["one": ["1"], "few": ["2", "3", "4", "22"], "many": ["0", "5", "6", "7"]]
    ///
    /// Samples: whole numbers up to the unit's largest shown value (59 seconds, 23 hours, 999 kB;
    /// days up to ten million), and for formats with fraction digits every fraction of the whole
    /// numbers 0–120. ICU: `uplrules_selectFormatted` on each formatted sample.
    package func displayedPluralSamples(locale: String, limit: Int = 4) -> [String: [String]]? {
        guard let rules = ICUPluralRules.cached(locale: locale) else { return nil }
        var samples: [String: [String]] = [:]
        var counts: [String: Int] = [:]
        for format in plannedFormats {
            guard let formatter = ICUNumberFormatter(skeleton: format.precision.skeleton, locale: locale) else { continue }
            for value in sampleValues(format.precision) {
                guard let (text, category) = formatter.format(value, pluralRules: rules) else { continue }
                var shown = samples[category, default: []]
                guard !shown.contains(text) else { continue }
                counts[category, default: 0] += 1
                if shown.count < limit {
                    shown.append(text)
                    samples[category] = shown
                }
            }
        }
        return samples
    }

    /// The whole values shown in this unit, at most.
    private var largestWholeValue: Int {
        switch self {
        case .duration(.second), .duration(.minute): 59
        case .duration(.hour): 23
        case .duration(.day): 10_000_000
        case .bytes, .bytesPerSecond: 999
        }
    }

    private func sampleValues(_ precision: MeasurePrecision) -> [Double] {
        let largest = largestWholeValue
        let digits: Int = switch precision {
        case .integer: 0
        case .fractionDigits(let digits), .maximumFractionDigits(let digits): max(0, min(digits, 3))
        }
        var wholes = Array(0...min(largest, 220)) + [1_000, 10_000, 100_000, 1_000_000, 10_000_000].filter { $0 <= largest }
        guard digits > 0 else { return wholes.map(Double.init) }
        wholes = Array(0...min(largest, 120))
        if case .maximumFractionDigits = precision {
            // One digit that is not zero, in any of the places (a slow rate: "0.05", "0.001").
            return wholes.flatMap { whole in
                (1...digits).flatMap { places in
                    (1...9).map { Double(whole) + Double($0) / [10.0, 100.0, 1_000.0][places - 1] }
                }
            }
        }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        var values: [Double] = []
        for whole in wholes {
            for fraction in 0..<scale {
                values.append(Double(whole) + Double(fraction) / Double(scale))
            }
        }
        return values
    }
}

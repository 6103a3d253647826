package import ProgressTables

extension NumberModel {
    /// Builds the number model of `locale` in text of `width`: reads the locale's number symbols from
    /// ICU, and each unit's words from ICU's own text of a sample number of each plural
    /// category (the text with the number the symbols write taken out); `nil` if ICU refuses
    /// the locale or a formatter.
    ///
    /// ICU's formatters are opened to read the words and let go: what stays is the model, the
    /// plural rules and ICU's plain integer format (for negative counts).
    ///
    /// - Parameters:
    ///   - unitWords: the string table's words for units in place of CLDR's (`@@x-units`), each
    ///     for the width this text width shows the unit in (resolved by the table's keys:
    ///     `digital-kilobyte-per-second:narrow`).
    ///   - pseudoLocale: write a pseudo-locale: `locale` is then the locale of the numbers
    ///     (`en`), and CLDR's unit words have their letters transformed.
    package convenience init?(locale: String, width: UnitWidth = .wide, unitWords: [MeasureUnit: UnitWords] = [:],
                              pseudoLocale: PseudoLocale? = nil) {
        let icu = ICUNumberFormatter.Batch(locale: locale)
        guard let symbols = NumberSymbols(percent: false, formatters: icu),
              let percentSymbols = NumberSymbols(percent: true, formatters: icu),
              let rules = ICUPluralRules(locale: locale),
              let integers = icu.formatter(MeasurePrecision.integer.skeleton),
              let percent = Self.percentPattern(icu, symbols: percentSymbols),
              let list = ICUListFormatter(locale: locale, width: width.listWidth)
        else { return nil }
        let smallCategories = (0...220).map { rules.category(of: Double($0)) }
        let samples = Self.integerSamples(rules, smallCategories: smallCategories)
        var builder = Builder()
        var fallbacks: [[(precision: MeasurePrecision, formatter: ICUNumberFormatter)]] = []
        var tableUnits: Set<MeasureUnit> = []
        var needsFractionPlurals = false
        for unit in MeasureUnit.allCases {
            let unitWidth = width.unitWidth(for: unit)
            var words: UnitWords?
            var formatters: [(precision: MeasurePrecision, formatter: ICUNumberFormatter)] = []
            if let tableWords = unitWords[unit] {
                words = tableWords
                tableUnits.insert(unit)
            } else {
                guard let cldr = Self.cldrWords(unit, width: unitWidth, icu: icu, symbols: symbols, rules: rules,
                                                integerSamples: samples) else { return nil }
                words = cldr.words.map { words in pseudoLocale.map { words.mapLiterals($0.transformingLetters) } ?? words }
                if words == nil { formatters = cldr.formatters }
            }
            fallbacks.append(formatters)
            let entry = builder.unit(words, width: unitWidth)
            if entry.varies, unit.shownPrecisions.contains(where: { $0 != .integer }) { needsFractionPlurals = true }
            builder.units.append(entry)
        }
        var fractions: [ICUNumberFormatter]?
        if needsFractionPlurals {
            guard let one = icu.formatter(MeasurePrecision.fractionDigits(1).skeleton),
                  let two = icu.formatter(MeasurePrecision.fractionDigits(2).skeleton)
            else { return nil }
            fractions = [one, two]
        }
        let plurals = Plurals(rules: rules, smallCategories: smallCategories, integers: integers, fractions: fractions)
        let percentPattern = builder.pattern(percent)
        let isRightToLeft = pseudoLocale?.isRightToLeft ?? ICULocale.isRightToLeft(locale)
        // A model whose durations ICU joins, to read the text between two parts from.
        let joinedByICU = NumberModel(locale: locale, width: width, isRightToLeft: isRightToLeft, pseudoLocale: pseudoLocale,
                                      symbols: symbols, percentSymbols: percentSymbols, words: builder.words, percentPattern: percentPattern,
                                      units: builder.units, fallbacks: fallbacks, join: .icu(list), plurals: plurals,
                                      tableUnits: tableUnits)
        let join: Join = Self.separator(list, numbers: joinedByICU).map { .separator(builder.words.store($0)) } ?? .icu(list)
        self.init(locale: locale, width: width, isRightToLeft: isRightToLeft, pseudoLocale: pseudoLocale, symbols: symbols,
                  percentSymbols: percentSymbols, words: builder.words, percentPattern: percentPattern, units: builder.units, fallbacks: fallbacks,
                  join: join, plurals: plurals, tableUnits: tableUnits,
                  spelledOutPercent: width == .spelledOut && pseudoLocale == nil
                    ? icu.formatter("measure-unit/concentr-percent unit-width-full-name precision-integer")
                    : nil)
    }

    /// Lays the model's patterns out in one arena.
    private struct Builder {
        var words = TextArena()
        var units: [Unit] = []

        /// `pattern` stored: its literal before the number and after it (a pattern without the
        /// number is all prefix).
        mutating func pattern(_ pattern: UnitPattern) -> Pattern {
            let literals = pattern.literals
            return Pattern(prefix: words.store(literals[0]), suffix: words.store(literals.count > 1 ? literals[1] : ""),
                           hasNumber: literals.count > 1)
        }

        /// The entry of a unit with `words` (ICU's formatters when `nil`).
        mutating func unit(_ unitWords: UnitWords?, width: CLDRWidth) -> Unit {
            guard let unitWords else {
                return Unit(width: width, patterns: InlineArray(repeating: Pattern()), varies: false, usesICU: true)
            }
            var patterns = InlineArray<6, Pattern>(repeating: Pattern())
            if let invariant = unitWords.invariant {
                let stored = pattern(invariant)
                for category in PluralCategory.allCases { patterns[Int(category.rawValue)] = stored }
                return Unit(width: width, patterns: patterns, varies: false, usesICU: false)
            }
            for category in PluralCategory.allCases {
                patterns[Int(category.rawValue)] = pattern(unitWords.pattern(for: category))
            }
            return Unit(width: width, patterns: patterns, varies: true, usesICU: false)
        }
    }

    /// The shared number model for these arguments, built on first use and kept in a bounded
    /// process-wide cache (each formatter of a locale and width shares them).
    package static func shared(locale: String, width: UnitWidth = .wide, unitWords: [MeasureUnit: UnitWords] = [:],
                               pseudoLocale: PseudoLocale? = nil) -> NumberModel? {
        let key = CacheKey(locale: locale, width: width, unitWords: unitWords, pseudoLocale: pseudoLocale)
        return cache.value(for: key) { NumberModel(locale: locale, width: width, unitWords: unitWords, pseudoLocale: pseudoLocale) }
    }

    /// What the shared number models are keyed by.
    struct CacheKey: Hashable, Sendable {
        var locale: String
        var width: UnitWidth
        var unitWords: [MeasureUnit: UnitWords]
        var pseudoLocale: PseudoLocale?
    }

    /// Every locale's shared number models.
    static let cache = FormatterCache<CacheKey, NumberModel>(capacity: 128)

    // MARK: - Reading the model from ICU

    /// For each plural category integers reach, the first two integers in it (from 0…220, whose
    /// categories are `smallCategories`, and some large numbers).
    private static func integerSamples(_ rules: ICUPluralRules, smallCategories: [PluralCategory]) -> [Double] {
        var seen = [Int](repeating: 0, count: PluralCategory.allCases.count)
        var samples: [Double] = []
        func take(_ value: Int, _ category: PluralCategory) {
            guard seen[Int(category.rawValue)] < 2 else { return }
            seen[Int(category.rawValue)] += 1
            samples.append(Double(value))
        }
        for (value, category) in smallCategories.enumerated() { take(value, category) }
        for value in [1_000, 10_000, 100_000, 1_000_000] { take(value, rules.category(of: Double(value))) }
        return samples
    }

    /// Decimals whose operands differ in the ways CLDR's rules test (0.x, 1.x, 2.x, teens,
    /// twenties); whole numbers shown with fraction zeros are sampled too (Welsh "3.0" is
    /// `few`).
    private static let decimalSamples: [Double] = [0.5, 1.5, 2.5, 11.5, 21.1, 0.1, 1.1]

    /// Slow rates are below 1, shown with up to three fraction digits (a plural rule may tell
    /// the number of fraction digits, or the last one, apart: Latvian "0.001" is `one`).
    private static let slowRateSamples: [Double] = [0.1, 0.2, 0.5, 0.01, 0.02, 0.05, 0.001, 0.002, 0.005]

    /// `unit`'s words in `width`, read from ICU's text of samples of each of its shown
    /// precisions; no words (and ICU's formatters instead) when a sample's text does not hold the
    /// number the symbols write exactly once or not at all, or two samples of one category
    /// disagree; `nil` if ICU refuses a formatter.
    private static func cldrWords(_ unit: MeasureUnit, width: CLDRWidth, icu: ICUNumberFormatter.Batch, symbols: NumberSymbols,
                                  rules: ICUPluralRules, integerSamples: [Double])
        -> (words: UnitWords?, formatters: [(precision: MeasurePrecision, formatter: ICUNumberFormatter)])? {
        var formatters: [(precision: MeasurePrecision, formatter: ICUNumberFormatter)] = []
        var patterns = [UnitPattern?](repeating: nil, count: PluralCategory.allCases.count)
        var consistent = true
        for precision in unit.shownPrecisions {
            let format = PlannedMeasure.Format(unit: unit, precision: precision, width: width)
            guard let formatter = icu.formatter(format.skeleton) else { return nil }
            formatters.append((precision, formatter))
            let samples = switch precision {
            case .integer: integerSamples
            case .maximumFractionDigits: slowRateSamples
            case .fractionDigits: integerSamples + decimalSamples
            }
            for sample in samples where consistent {
                let shown = PlannedDecimal(sample, precision: precision)
                guard let (text, keyword) = formatter.format(shown.doubleValue, pluralRules: rules),
                      let category = PluralCategory(keyword: keyword),
                      let pattern = UnitPattern(text, around: symbols.text(shown))
                else {
                    consistent = false
                    break
                }
                let slot = Int(category.rawValue)
                if let known = patterns[slot], known != pattern { consistent = false }
                patterns[slot] = pattern
            }
        }
        return consistent ? (UnitWords(byCategory: patterns), []) : (nil, formatters)
    }

    /// The text around a percentage, read from ICU's percent format of 7 and of 1,000 (both
    /// must agree); `nil` if ICU fails or they do not.
    private static func percentPattern(_ icu: ICUNumberFormatter.Batch, symbols: NumberSymbols) -> UnitPattern? {
        guard let formatter = icu.formatter("percent " + MeasurePrecision.integer.skeleton)
        else { return nil }
        let patterns = [Int64(7), 1_000].map { value -> UnitPattern? in
            formatter.format(value).flatMap { UnitPattern($0, around: symbols.text(PlannedDecimal(value))) }
        }
        guard let first = patterns[0], patterns[1] == first else { return nil }
        return first
    }

    /// The text ICU's unit list puts between a duration's two parts, when two different pairs
    /// of parts (as the model writes them) get the same; `nil` when the join depends on the parts
    /// (ICU then joins every pair).
    private static func separator(_ list: ICUListFormatter, numbers: NumberModel) -> String? {
        let pairs: [(PlannedDuration.Part, PlannedDuration.Part)] = [
            (.init(unit: .hour, value: 1), .init(unit: .minute, value: 37)),
            (.init(unit: .day, value: 2), .init(unit: .hour, value: 1)),
        ]
        var separators: [String] = []
        for (first, second) in pairs {
            func text(_ part: PlannedDuration.Part) -> String {
                numbers.measure(PlannedMeasure(value: PlannedDecimal(part.value), unit: .duration(part.unit), precision: .integer,
                                             width: numbers.width.durationWidth))
            }
            let (a, b) = (text(first), text(second))
            guard let joined = list.format(a, b), joined.hasPrefix(a), joined.hasSuffix(b),
                  joined.utf8.count >= a.utf8.count + b.utf8.count
            else { return nil }
            let utf8 = Array(joined.utf8)
            separators.append(String(decoding: utf8[a.utf8.count..<(utf8.count - b.utf8.count)], as: UTF8.self))
        }
        return separators.allSatisfy { $0 == separators[0] } ? separators[0] : nil
    }
}

extension UnitPattern {
    /// The pattern of `text` around `number`: the text before and after its one occurrence, or
    /// the whole text when the number does not occur (Arabic "دقيقة" is one minute); `nil` if it
    /// occurs more than once.
    init?(_ text: String, around number: String) {
        let bytes = Array(text.utf8)
        let digits = Array(number.utf8)
        var found: Int?
        if let first = digits.first, bytes.count >= digits.count {
            search: for start in 0...(bytes.count - digits.count) where bytes[start] == first {
                for offset in 1..<digits.count where bytes[start + offset] != digits[offset] { continue search }
                guard found == nil else { return nil }
                found = start
            }
        }
        guard let start = found else {
            self.init(literals: [text])
            return
        }
        self.init(literals: [String(decoding: bytes[..<start], as: UTF8.self),
                             String(decoding: bytes[(start + digits.count)...], as: UTF8.self)])
    }
}

package import ProgressTables

/// How one locale writes the decided values of a progress sentence in one text width: its
/// number symbols, each unit's words by plural category, the percent pattern and the join of a
/// duration's two parts — one immutable model, built once (see ``NumberModel/init(locale:width:unitWords:pseudoLocale:)``)
/// from ICU's symbols and ICU's own text, and shared.
///
/// Planning has decided every value (its unit, digits and width); the model only writes it. Writing
/// makes no ICU call except choosing a plural category where the words change with the number
/// (`uplrules_select`) and capitalizing a sentence start:
///
///     let numbers = NumberModel.shared(locale: "de")!
///     numbers.measure(PlannedMeasure(value: PlannedDecimal(digits: 54, fractionDigits: 1),
///                                    unit: .bytes(.megabyte), precision: .fractionDigits(1), width: .short))
///     // "5,4 MB"
///     numbers.duration(PlannedDuration(seconds: 97)!)   // "1 Minute, 37 Sekunden"
///
/// `NumberModelTests` checks every value against ICU's own formatting in every locale ICU has
/// data for (every integer and every number on each precision's grid below 1,000, and more).
/// Immutable and `Sendable`.
package final class NumberModel: Sendable {
    /// The ICU locale ID these parts write for, such as `de_CH` or `ar@numbers=latn`.
    package let locale: String
    /// The text width the units are written in.
    package let width: UnitWidth
    /// Whether the locale writes right to left.
    package let isRightToLeft: Bool
    /// The pseudo-locale these parts write, if any.
    let pseudoLocale: PseudoLocale?

    /// The locale's digits and separators.
    let symbols: NumberSymbols
    /// The same, grouped as the locale groups a percentage.
    let percentSymbols: NumberSymbols
    /// The text of every pattern below.
    let words: TextArena
    /// The text around a percentage ("{0}%", "{0} %", Arabic "{0}٪؜").
    let percentPattern: Pattern
    /// Each unit of ``MeasureUnit/allCases``, by ``MeasureUnit/index``.
    let units: [Unit]
    /// ICU's measure formatters of a unit whose words could not be read from ICU's text, by
    /// unit index (empty for the others: never, for the locales ICU has today).
    let fallbacks: [[(precision: MeasurePrecision, formatter: ICUNumberFormatter)]]
    /// How a duration's two parts are joined.
    let join: Join
    /// The plural categories of the numbers shown.
    let plurals: Plurals
    /// Units whose words come from the table's `@@x-units`.
    let tableUnits: Set<MeasureUnit>
    /// ICU's percentage with the unit's name ("7 percent", Russian "7 процентов"), in spelled-out
    /// text: its words follow the number's plural category, so ICU writes it (spoken text is
    /// written a few times a minute, not per update).
    let spelledOutPercent: ICUNumberFormatter?

    /// Where one pattern's text is in ``words``: before the number and after it.
    struct Pattern: Hashable, Sendable {
        var prefix = TextArena.Span()
        var suffix = TextArena.Span()
        /// Whether the number is shown (Arabic "دقيقة", one minute, has none).
        var hasNumber = true
    }

    /// How one unit is written: the width it is written in, and its pattern for each plural
    /// category (by ``PluralCategory/rawValue``).
    struct Unit: Sendable {
        var width: CLDRWidth
        var patterns: InlineArray<6, Pattern>
        /// Whether the patterns differ by category (else no category is chosen).
        var varies: Bool
        /// Whether ICU's formatters in ``fallbacks`` write it instead.
        var usesICU: Bool
    }

    /// How a duration's two parts are joined.
    enum Join: Sendable {
        /// The locale's text between them (", ", " و", " "), the same for every pair.
        case separator(TextArena.Span)
        /// ICU's unit-list formatter, where the join depends on the parts.
        case icu(ICUListFormatter)
    }

    init(locale: String, width: UnitWidth, isRightToLeft: Bool, pseudoLocale: PseudoLocale?, symbols: NumberSymbols,
         percentSymbols: NumberSymbols, words: TextArena, percentPattern: Pattern, units: [Unit],
         fallbacks: [[(precision: MeasurePrecision, formatter: ICUNumberFormatter)]], join: Join, plurals: Plurals,
         tableUnits: Set<MeasureUnit>, spelledOutPercent: ICUNumberFormatter? = nil) {
        self.locale = locale
        self.width = width
        self.isRightToLeft = isRightToLeft
        self.pseudoLocale = pseudoLocale
        self.symbols = symbols
        self.percentSymbols = percentSymbols
        self.words = words
        self.percentPattern = percentPattern
        self.units = units
        self.fallbacks = fallbacks
        self.join = join
        self.plurals = plurals
        self.tableUnits = tableUnits
        self.spelledOutPercent = spelledOutPercent
    }

    /// Appends `pattern` with `number` written by the symbols in its place.
    private func write(_ pattern: Pattern, _ number: PlannedDecimal, to text: inout TextBuffer) {
        words.write(pattern.prefix, to: &text)
        if pattern.hasNumber { symbols.write(number, to: &text) }
        words.write(pattern.suffix, to: &text)
    }

    // MARK: - Writing into a line

    /// Appends a grouped count ("5,356,456", "5.356.456", "٥٬٣٥٦٬٤٥٦") to `text`.
    func appendCount(_ value: Int64, to text: inout TextBuffer) {
        if value >= 0 {
            symbols.write(PlannedDecimal(value), to: &text)
        } else {
            // Planning shows no negative count; a table's plural offset can make one.
            text.append(plurals.integers.format(value) ?? String(value))
        }
    }

    /// The plural category of a count as it is displayed ("21" is `one` in Russian).
    package func category(ofCount value: Int64) -> PluralCategory {
        plurals.category(of: value)
    }

    /// Appends a whole percentage ("7%", "7 %", "٧٪؜") to `text`.
    func appendPercent(_ value: Int64, to text: inout TextBuffer) {
        if let spelledOutPercent, let spelled = spelledOutPercent.format(value) {
            return text.append(spelled)
        }
        words.write(percentPattern.prefix, to: &text)
        if value >= 0 {
            percentSymbols.write(PlannedDecimal(value), to: &text)
        } else {
            appendCount(value, to: &text)
        }
        words.write(percentPattern.suffix, to: &text)
    }

    /// Appends a plain decimal number ("9.22") to `text`.
    func appendNumber(_ value: PlannedDecimal, to text: inout TextBuffer) {
        symbols.write(value, to: &text)
    }

    /// Appends a number in its unit ("5.4 MB", "50 kB/s", "37 seconds") to `text`, in the
    /// table's words where its `@@x-units` overrides the unit (Russian "50 кБ/с").
    func appendMeasure(_ measure: PlannedMeasure, to text: inout TextBuffer) {
        guard let index = measure.unit.index, units[index].width == measure.width else {
            // A unit or width these parts were not built for (planning never asks for one: the
            // renderer plans in the parts' own width): ICU writes it.
            let formatter = ICUNumberFormatter(skeleton: measure.format.skeleton, locale: locale)
            return text.append(formatter?.format(measure.value.doubleValue) ?? symbols.text(measure.value))
        }
        // Each field read in place: a `Unit` copied whole is six patterns (about 250 bytes).
        if units[index].usesICU {
            let formatter = fallbacks[index].first { $0.precision == measure.precision }?.formatter ?? fallbacks[index].first?.formatter
            return text.append(formatter?.format(measure.value.doubleValue) ?? symbols.text(measure.value))
        }
        let category = units[index].varies ? plurals.category(of: measure.value) : .other
        write(units[index].patterns[Int(category.rawValue)], measure.value, to: &text)
    }

    /// Appends a duration ("1 minute, 37 seconds", "1 Minute, 37 Sekunden", "دقيقة و٣٧ ثانية")
    /// to `text`: each part in its unit's words, joined by the locale's unit-list pattern.
    func appendDuration(_ duration: PlannedDuration, to text: inout TextBuffer) {
        let leading = duration.measure(of: duration.leading)
        guard let trailing = duration.trailing.map(duration.measure(of:)) else {
            return appendMeasure(leading, to: &text)
        }
        switch join {
        case .separator(let between):
            appendMeasure(leading, to: &text)
            words.write(between, to: &text)
            appendMeasure(trailing, to: &text)
        case .icu(let list):
            let first = measure(leading)
            let second = measure(trailing)
            text.append(list.format(first, second) ?? "\(first) \(second)")
        }
    }

    // MARK: - Whole values (tools and tests)

    /// A grouped integer, every digit exact up to `Int64.max` ("5,356,456", "5.356.456",
    /// "٥٬٣٥٦٬٤٥٦", "9,223,372,036,854,775,807").
    package func count(_ value: Int64) -> String {
        TextBuffer.string { appendCount(value, to: &$0) }
    }

    /// A grouped integer and its plural category as displayed ("21" → "one" in Russian).
    func countWithCategory(_ value: Int64) -> (text: String, category: String) {
        (count(value), category(ofCount: value).keyword)
    }

    /// A whole percentage, exact however large ("7%", "7 %", "٧٪؜").
    package func percent(_ value: Int64) -> String {
        TextBuffer.string { appendPercent(value, to: &$0) }
    }

    /// A plain decimal number ("9.22").
    package func number(_ value: PlannedDecimal) -> String {
        symbols.text(value)
    }

    /// A number in its unit ("5.4 MB", "50 kB/s", "37 seconds"), as planning decided it.
    package func measure(_ measure: PlannedMeasure) -> String {
        TextBuffer.string { appendMeasure(measure, to: &$0) }
    }

    /// A duration's shown parts, joined with the locale's unit-list pattern.
    package func duration(_ duration: PlannedDuration) -> String {
        TextBuffer.string { appendDuration(duration, to: &$0) }
    }

    /// `text` with its first letter capitalized as a sentence start in this locale
    /// ("noch 2 Stunden" → "Noch 2 Stunden"). ICU: `ucasemap_utf8ToTitle`.
    func capitalizingSentenceStart(_ text: String) -> String {
        guard pseudoLocale?.hasLetterCase ?? true else { return text }
        return ICUCaseMapping.capitalizingStart(of: text, locale: locale)
    }

    /// A file name, isolated from the sentence's direction where needed.
    package func fileName(_ name: String) -> String {
        TextDirection.isolate(name, inRightToLeftText: isRightToLeft)
    }
}

extension NumberModel {
    /// Whether the words of a duration unit hold a Latin letter (A–Z, a–z). CLDR 42's Japanese
    /// and Persian narrow durations do ("残り 7s", "۱m ۳۷s"), where their wider ones do not
    /// ("残り 7 秒"): fitting a line to a terminal does not narrow a line into them
    /// (``ProgressTextFormatter/format(_:columns:)``).
    var durationWordsHaveLatinLetters: Bool {
        for (index, unit) in MeasureUnit.allCases.enumerated() {
            guard case .duration = unit, index < units.count else { continue }
            for category in 0..<6 {
                let pattern = units[index].patterns[category]
                for span in [pattern.prefix, pattern.suffix] {
                    let end = Int(span.start) + Int(span.count)
                    guard span.count > 0, end <= words.bytes.count else { continue }
                    if words.bytes[Int(span.start)..<end].contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                        return true
                    }
                }
            }
        }
        return false
    }
}

extension NumberModel {
    /// Where the words of `format`'s unit come from in this locale: `.table` when the string
    /// table's `@@x-units` overrides the unit, `.cldr` otherwise (pseudo-locales write CLDR's
    /// English words, transformed). For the review sheet, which marks the words a translator
    /// can correct in the table.
    ///
    ///     let numbers = NumberModel(locale: "ru", unitWords: catalog.unitWords(forTextOf: .wide))   // ru.json's @@x-units
    ///     for format in ByteCountPlanner.formats(width: .wide) {
    ///         numbers?.unitWordSource(for: format)   // .table for kB/s … PB/s, .cldr for kB … PB
    ///     }
    func unitWordSource(for format: PlannedMeasure.Format) -> UnitWordSource {
        guard tableUnits.contains(format.unit), let index = format.unit.index, units[index].width == format.width else {
            return .cldr
        }
        return .table
    }

    /// Where the words of `unit` come from (see ``unitWordSource(for:)``): `.table` when the
    /// table overrides them in the width these parts write the unit in.
    package func unitWordSource(for unit: MeasureUnit) -> UnitWordSource {
        tableUnits.contains(unit) ? .table : .cldr
    }
}

/// Where the words of a formatted unit come from, for a reviewer: CLDR (through ICU) or the
/// string table's `@@x-units` overrides. See ``NumberModel/unitWordSource(for:)``.
package enum UnitWordSource: String, Hashable, Sendable {
    /// CLDR's unit pattern, as ICU formats it ("50 кБ/c").
    case cldr
    /// The table's override for the unit ("50 кБ/с").
    case table
}

extension NumberModel {
    /// The plural category of a number as it is displayed, chosen by the locale's rules.
    ///
    /// A whole number, or a decimal whose last shown digit is not 0, is selected from its value
    /// (`uplrules_select`: exact, as the value's shortest form is what is shown). A decimal shown
    /// with a trailing zero ("1.0", "5.40") has operands its value does not carry, so ICU formats
    /// it in its precision and selects from that (`uplrules_selectFormatted`) — only for units
    /// whose words change with the category, and only in the locales where one does
    /// (Norwegian and Hebrew narrow units).
    struct Plurals: Sendable {
        /// The cardinal rules.
        let rules: ICUPluralRules
        /// The categories of 0…99, read from the rules once: the counts and duration parts most
        /// updates show, chosen without asking ICU.
        let small: [PluralCategory]
        /// ICU's plain integer format: negative counts, which the symbols do not write.
        let integers: ICUNumberFormatter
        /// ICU's plain number formats with one and two fraction digits, for the decimals above;
        /// `nil` when no unit needs them.
        let fractions: [ICUNumberFormatter]?

        /// Plurals of `rules`, given the categories of 0, 1, 2… as the rules select them (at
        /// least the first 100).
        init(rules: ICUPluralRules, smallCategories: [PluralCategory], integers: ICUNumberFormatter, fractions: [ICUNumberFormatter]?) {
            self.rules = rules
            self.integers = integers
            self.fractions = fractions
            small = Array(smallCategories.prefix(100))
        }

        /// The category of `number` as it is displayed.
        func category(of number: PlannedDecimal) -> PluralCategory {
            if number.fractionDigits == 0 {
                return category(of: Int64(clamping: number.digits))
            }
            if number.digits % 10 != 0 {
                return rules.category(of: number.doubleValue)
            }
            guard let fractions, number.fractionDigits <= fractions.count,
                  let (_, keyword) = fractions[number.fractionDigits - 1].format(number.doubleValue, pluralRules: rules)
            else { return rules.category(of: number.doubleValue) }
            return PluralCategory(keyword: keyword) ?? .other
        }

        /// The category of a whole number as it is displayed.
        ///
        /// ICU computes plural operands as doubles, exact only below 2^53. Above that, the
        /// category is that of a stand-in, 10^9 plus the number's last six digits: CLDR's integer
        /// rules look at most at `i % 1000000` and otherwise only ask whether the number is
        /// small, so the stand-in falls in the same category.
        func category(of value: Int64) -> PluralCategory {
            if value >= 0, value < small.count { return small[Int(value)] }
            guard value.magnitude >= 1 << 53 else { return rules.category(of: Double(value)) }
            return rules.category(of: Double(1_000_000_000 + Int64(value.magnitude % 1_000_000)))
        }
    }
}

/// How one locale writes a decimal number: the digits of its numbering system, its decimal and
/// grouping separators and where its groups fall — ICU's own symbols (``ICUDecimalSymbols``), so
/// a number planning decided (``PlannedDecimal``) is written without an ICU call.
///
///     let german = NumberSymbols(locale: "de")!
///     german.text(PlannedDecimal(digits: 54, fractionDigits: 1))   // "5,4"
///     german.text(PlannedDecimal(5_356_456))                        // "5.356.456"
///     NumberSymbols(locale: "ar")!.text(PlannedDecimal(419))       // "٤١٩"
///     NumberSymbols(locale: "es")!.text(PlannedDecimal(1_234))     // "1234" (Spanish groups from 10 000)
///     NumberSymbols(locale: "hi")!.text(PlannedDecimal(1_234_567)) // "12,34,567"
///
/// `NumberSymbolsTests` checks the text against ICU's number skeletons (`precision-integer`,
/// `.0`, `.00`) for every locale ICU has data for. Immutable and `Sendable`.
struct NumberSymbols: Hashable, Sendable {
    /// The UTF-8 of the digits zero to nine and the two separators.
    private let texts: TextArena
    private let digits: [TextArena.Span]
    private let decimalSeparator: TextArena.Span
    private let groupingSeparator: TextArena.Span
    /// Whether the digits are ASCII "0"…"9" (each one byte).
    private let asciiDigits: Bool
    /// Digits in the group nearest the decimal separator, and in each further group.
    private let primaryGrouping: Int
    private let secondaryGrouping: Int
    /// The fewest digits of the integer part that start grouping (5 in Spanish: "1234" but
    /// "12 345"); `Int.max` for a locale that never groups.
    private let groupingThreshold: Int

    /// The symbols of `locale`; `nil` when its numbering system is not decimal or ICU fails.
    /// With `percent`, the grouping is the percent format's (Bengali groups "12,34,567" but
    /// "1,234,567%").
    ///
    /// CLDR's minimum grouping digits are not among ICU's C symbols: they are read from whether
    /// ICU keeps the digits of 1,000 and 10,000 together with its plain integer (or percent)
    /// skeleton.
    package init?(locale: String, percent: Bool = false) {
        self.init(percent: percent, formatters: ICUNumberFormatter.Batch(locale: locale))
    }

    /// The symbols of the batch's locale, read with its formatters.
    init?(percent: Bool, formatters: ICUNumberFormatter.Batch) {
        let skeleton = (percent ? "percent " : "") + MeasurePrecision.integer.skeleton
        guard let symbols = ICUDecimalSymbols(formatters, grouping: skeleton),
              let integers = formatters.formatter(skeleton),
              let thousand = integers.format(Int64(1_000)), let tenThousand = integers.format(Int64(10_000))
        else { return nil }
        var texts = TextArena()
        digits = symbols.digits.map { texts.store($0) }
        decimalSeparator = texts.store(symbols.decimalSeparator)
        groupingSeparator = texts.store(symbols.groupingSeparator)
        self.texts = texts
        asciiDigits = symbols.digits == (0...9).map(String.init)
        primaryGrouping = max(symbols.primaryGrouping, 1)
        secondaryGrouping = max(symbols.secondaryGrouping, 1)
        // Whether ICU wrote `text` with its digits apart (its ungrouped digits are not in it).
        func grouped(_ text: String, zeros: Int) -> Bool {
            !text.contains(symbols.digits[1] + String(repeating: symbols.digits[0], count: zeros))
        }
        groupingThreshold = if !symbols.usesGrouping || symbols.groupingSeparator.isEmpty {
            .max
        } else if grouped(thousand, zeros: 3) {
            primaryGrouping + 1
        } else if grouped(tenThousand, zeros: 4) {
            primaryGrouping + 2
        } else {
            primaryGrouping + 3
        }
    }

    /// Appends `number` in these symbols to `text`.
    package func write(_ number: PlannedDecimal, to text: inout TextBuffer) {
        // The digits, least significant first; at least one before the separator ("0.4").
        var reversed = InlineArray<20, UInt8>(repeating: 0)
        var value = number.digits
        var count = 0
        repeat {
            reversed[count] = UInt8(value % 10)
            value /= 10
            count += 1
        } while value > 0 && count < 20
        let total = min(max(count, number.fractionDigits + 1), 20)
        let integerDigits = total - number.fractionDigits
        let groups = integerDigits >= groupingThreshold
        for position in stride(from: total - 1, through: 0, by: -1) {
            let digit = reversed[position]
            if asciiDigits {
                text.append(byte: UInt8(ascii: "0") &+ digit)
            } else {
                texts.write(digits[Int(digit)], to: &text)
            }
            let integerPosition = position - number.fractionDigits
            if integerPosition > 0, groups, isGroupBoundary(integerPosition) {
                texts.write(groupingSeparator, to: &text)
            } else if integerPosition == 0, number.fractionDigits > 0 {
                texts.write(decimalSeparator, to: &text)
            }
        }
    }

    /// `number` in these symbols.
    package func text(_ number: PlannedDecimal) -> String {
        TextBuffer.string { write(number, to: &$0) }
    }

    /// Whether a grouping separator follows the integer digit `position` places left of the last.
    private func isGroupBoundary(_ position: Int) -> Bool {
        position == primaryGrouping || (position > primaryGrouping && (position - primaryGrouping) % secondaryGrouping == 0)
    }
}

internal import ProgressTables

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

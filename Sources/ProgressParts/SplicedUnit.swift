import ProgressPlanning

/// A measure format whose unit reads the same whatever the plural category of its number
/// ("{0} kB" for one and for other), kept as the text before and after the number: the number is
/// formatted alone and put between them, so ICU selects no plural and writes no unit on every
/// update (in Arabic, ICU 72's plural selection inside a measure format is most of its cost).
///
/// Made only when formatting samples shows it gives ICU's own text: every plural keyword of the
/// locale's rules is seen among the samples, each sample's measure text is its number's text
/// with the same words around it, and the number alone is formatted with the same precision
/// (see ``init(format:locale:unit:rules:)``). Immutable and `Sendable`.
package final class SplicedUnit: Sendable {
    /// The formatter of the number alone (the format's precision, no unit).
    private let number: ICUNumberFormatter
    /// Its ICU handle, kept so the per-update path retains no object (the formatter keeps it alive).
    nonisolated(unsafe) private let numberHandle: UnsafeMutableRawPointer
    /// The UTF-8 before the number (text 0), then after it (text 1).
    private let affixes: PackedTexts
    /// The locale's digits, which write the number alone where they can (see ``DecimalDigits``).
    private let digits: DecimalDigits?
    /// The same, for the per-update path: used without a retain (`digits` keeps them alive), so
    /// threads sharing this unit write nothing to the digits' reference count.
    private let borrowedDigits: Unmanaged<DecimalDigits>?
    /// The format's precision.
    private let precision: MeasurePrecision

    /// The longest number text a sample or an update may have, in bytes.
    private static let numberCapacity = 128

    /// The spliced form of `format` for `locale`, whose formatter is `unit`; `nil` when its
    /// words change with the plural category (Arabic "دقيقة"/"دقيقتان"), when a sample's number
    /// is not found once in its measure text, or when ICU fails — ICU then keeps writing it.
    ///
    /// Samples: the integers 0–30, 100–111 and some large ones, formatted as integers, and
    /// decimals with one and two fraction digits, formatted with two — every remainder the
    /// CLDR rules test (`i % 10`, `i % 100`, `f`, `v`) and every keyword of `rules` must be
    /// seen, or there is no splice — then the format's own precision on a few of them and on
    /// numbers that are grouped. `digits` (the locale's, if it has them) then write the numbers
    /// they can instead of ICU's number formatter.
    package init?(format: PlannedMeasure.Format, locale: String, unit: ICUNumberFormatter, rules: ICUPluralRules,
                  digits: DecimalDigits? = nil) {
        guard let number = ICUNumberFormatter.cached(skeleton: format.precision.skeleton, locale: locale) else { return nil }
        let integers: [Double] = (0...30).map(Double.init) + (100...111).map(Double.init)
            + [1_000, 10_000, 100_000, 1_000_000, 2_000_000]
        let decimals: [Double] = [0.1, 0.5, 1.1, 1.5, 2.1, 2.5, 3.3, 5.5, 11.1, 21.2, 0.01, 1.01, 1.25, 2.02, 3.03, 11.11]
        var probes: [(unit: ICUNumberFormatter, number: ICUNumberFormatter, values: [Double])] = []
        for (precision, values) in [(MeasurePrecision.integer, integers), (.fractionDigits(2), decimals)] {
            var probe = format
            probe.precision = precision
            // The number alone in these precisions is the same formatter for every unit (and the
            // locale's digits keep it anyway): shared, not opened again for each unit.
            guard let probeUnit = ICUNumberFormatter(skeleton: probe.skeleton, locale: locale),
                  let probeNumber = ICUNumberFormatter.cached(skeleton: precision.skeleton, locale: locale) else { return nil }
            probes.append((probeUnit, probeNumber, values))
        }
        // The format's own precision, grouping included.
        probes.append((unit, number, [0, 1, 2, 5, 21, 102, 0.5, 1.5, 12.34, 999.9, 1_234.5, 12_345.67, 999_999]))
        var seen: Set<String> = []
        var found: (prefix: ArraySlice<UInt8>, suffix: ArraySlice<UInt8>)?
        for probe in probes {
            for value in probe.values {
                guard let measured = probe.unit.format(value, pluralRules: rules),
                      let alone = probe.number.format(value),
                      let split = Self.split(Array(measured.text.utf8), around: Array(alone.utf8)) else { return nil }
                if let found, found.prefix != split.prefix || found.suffix != split.suffix { return nil }
                found = split
                seen.insert(measured.category)
            }
        }
        guard let found, seen.isSuperset(of: rules.keywords), !rules.keywords.isEmpty else { return nil }
        self.number = number
        numberHandle = number.handle
        guard let affixes = PackedTexts([Array(found.prefix), Array(found.suffix)]) else { return nil }
        self.affixes = affixes
        self.digits = digits
        borrowedDigits = digits.map { Unmanaged.passUnretained($0) }
        precision = format.precision
    }

    /// `text` split around the one occurrence of `number`; `nil` if it occurs not exactly once.
    private static func split(_ text: [UInt8], around number: [UInt8])
        -> (prefix: ArraySlice<UInt8>, suffix: ArraySlice<UInt8>)? {
        guard !number.isEmpty, text.count >= number.count else { return nil }
        var match: Int?
        for start in 0...(text.count - number.count) where text[start..<(start + number.count)].elementsEqual(number) {
            guard match == nil else { return nil }
            match = start
        }
        guard let match else { return nil }
        return (text[..<match], text[(match + number.count)...])
    }

    /// Appends `value` in this unit to `text`; `false` (and `text` unchanged) if ICU fails.
    package func append(_ value: Double, to text: inout TextBuffer) -> Bool {
        if let borrowedDigits, borrowedDigits._withUnsafeGuaranteedRef({ digits -> Bool in
            guard let shown = digits.shown(value, precision) else { return false }
            text.append(affixes[0])
            digits.append(shown, to: &text)
            text.append(affixes[1])
            return true
        }) {
            return true
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Self.numberCapacity) { buffer -> Bool in
            guard let length = ICUNumberFormatter.write(value, handle: numberHandle, into: buffer) else { return false }
            text.append(affixes[0])
            text.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length])))
            text.append(affixes[1])
            return true
        }
    }
}

import ProgressPlanning

/// A measure format whose unit reads the same whatever the plural category of its number
/// ("{0} kB" for one and for other), kept as the text before and after the number: the number is
/// written by the locale's learned digits (see ``DecimalDigits``) and put between them, so ICU
/// selects no plural and writes no unit on every update (in Arabic, ICU 72's plural selection
/// inside a measure format is most of its cost). A number the digits do not write is declined,
/// and ICU's measure format writes it.
///
/// Made only when formatting samples shows it gives ICU's own text: every plural keyword of the
/// locale's rules is seen among the samples, each sample's measure text is its number's text
/// with the same words around it, and the number alone is formatted with the same precision
/// (see ``init(format:locale:unit:rules:digits:)``). Keeps no ICU formatter: the ones it checks
/// with are let go. Immutable and `Sendable`.
package final class SplicedUnit: Sendable {
    /// The UTF-8 before the number (text 0), then after it (text 1).
    private let affixes: PackedTexts
    /// The locale's digits, which write the number.
    private let digits: DecimalDigits
    /// The same, for the per-update path: used without a retain (`digits` keeps them alive), so
    /// threads sharing this unit write nothing to the digits' reference count.
    private let borrowedDigits: Unmanaged<DecimalDigits>
    /// The format's precision.
    private let precision: MeasurePrecision

    /// The spliced form of `format` for `locale`, whose formatter is `unit`, written with
    /// `digits`; `nil` when its words change with the plural category (Arabic
    /// "دقيقة"/"دقيقتان"), when a sample's number is not found once in its measure text, or when
    /// ICU fails — ICU then keeps writing it.
    ///
    /// Samples: the integers 0–30, 100–111 and some large ones, formatted as integers, and
    /// decimals with one and two fraction digits, formatted with two — every remainder the
    /// CLDR rules test (`i % 10`, `i % 100`, `f`, `v`) and every keyword of `rules` must be
    /// seen, or there is no splice — then the format's own precision on a few of them, with the
    /// number as `digits` write it.
    package init?(format: PlannedMeasure.Format, locale: String, unit: ICUNumberFormatter, rules: ICUPluralRules,
                  digits: DecimalDigits) {
        let integers: [Double] = (0...30).map(Double.init) + (100...111).map(Double.init)
            + [1_000, 10_000, 100_000, 1_000_000, 2_000_000]
        let decimals: [Double] = [0.1, 0.5, 1.1, 1.5, 2.1, 2.5, 3.3, 5.5, 11.1, 21.2, 0.01, 1.01, 1.25, 2.02, 3.03, 11.11]
        var probes: [(unit: ICUNumberFormatter, alone: (Double) -> String?, values: [Double], ownPrecision: Bool)] = []
        // Formatters opened for the check only (not the shared cache's): let go when it is done.
        for (precision, values) in [(MeasurePrecision.integer, integers), (.fractionDigits(2), decimals)] {
            var probe = format
            probe.precision = precision
            guard let probeUnit = ICUNumberFormatter(skeleton: probe.skeleton, locale: locale),
                  let probeNumber = ICUNumberFormatter(skeleton: precision.skeleton, locale: locale) else { return nil }
            probes.append((probeUnit, { probeNumber.format($0) }, values, false))
        }
        // The format's own precision, with the number as the digits write it (what this unit
        // will write; a sample they decline is skipped, as the unit will decline it).
        probes.append((unit, { digits.text($0, format.precision) }, [0, 1, 2, 5, 21, 102, 0.5, 1.5, 12.34, 999.9], true))
        var seen: Set<String> = []
        var found: (prefix: ArraySlice<UInt8>, suffix: ArraySlice<UInt8>)?
        for probe in probes {
            for value in probe.values {
                guard let alone = probe.alone(value) else {
                    if probe.ownPrecision { continue }
                    return nil
                }
                guard let measured = probe.unit.format(value, pluralRules: rules),
                      let split = Self.split(Array(measured.text.utf8), around: Array(alone.utf8)) else { return nil }
                if let found, found.prefix != split.prefix || found.suffix != split.suffix { return nil }
                found = split
                seen.insert(measured.category)
            }
        }
        guard let found, seen.isSuperset(of: rules.keywords), !rules.keywords.isEmpty,
              let affixes = PackedTexts([Array(found.prefix), Array(found.suffix)]) else { return nil }
        self.affixes = affixes
        self.digits = digits
        borrowedDigits = Unmanaged.passUnretained(digits)
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

    /// Appends `value` in this unit to `text` and returns `true`, if the digits write it (see
    /// ``DecimalDigits/shown(_:_:)``); otherwise returns `false` and leaves `text` unchanged.
    package func append(_ value: Double, to text: inout TextBuffer) -> Bool {
        borrowedDigits._withUnsafeGuaranteedRef { digits -> Bool in
            guard let shown = digits.shown(value, precision) else { return false }
            text.append(affixes[0])
            digits.append(shown, to: &text)
            text.append(affixes[1])
            return true
        }
    }
}

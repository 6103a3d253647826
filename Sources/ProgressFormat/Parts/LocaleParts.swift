import CICUShim

/// Every ICU handle one locale needs to format the arguments of a progress sentence.
///
/// Opened once per formatter (from the shared caches), so `format` does no loading on the
/// per-update path. Immutable and `Sendable`: the handles it holds are thread-safe for formatting.
final class LocaleParts: Sendable {
    /// The ICU locale ID these parts format for, such as `de_CH` or `ar@numbers=latn`.
    let locale: String
    /// Whether the locale writes right to left.
    let isRightToLeft: Bool

    let integer: ICUNumberFormatter
    let percent: ICUNumberFormatter
    let pluralRules: ICUPluralRules
    let list: ICUListFormatter
    /// One formatter per byte unit; exabytes use ``exabyteNumber`` and the string table.
    let byteUnits: [ByteUnit: ICUNumberFormatter]
    /// The plain number of an exabyte count ("9.22").
    let exabyteNumber: ICUNumberFormatter
    /// One formatter per per-second unit, kilobytes to petabytes.
    let rateUnits: [ByteUnit: ICUNumberFormatter]
    /// Kilobytes per second with one optional fraction digit, for rates under 1 kB/s ("0.4 kB/s").
    let slowRate: ICUNumberFormatter
    /// One full-name formatter per duration unit ("37 seconds").
    let durationUnits: [DurationUnit: ICUNumberFormatter]

    /// Opens (or takes from the caches) every handle for `locale`; `nil` if ICU refuses one.
    init?(locale: String) {
        func number(_ skeleton: String) -> ICUNumberFormatter? {
            ICUNumberFormatter.cached(skeleton: skeleton, locale: locale)
        }
        guard let integer = number("precision-integer"),
              let percent = number("percent precision-integer"),
              let exabyteNumber = number(".00"),
              let slowRate = number("measure-unit/digital-kilobyte per-measure-unit/duration-second .#"),
              let pluralRules = ICUPluralRules.cached(locale: locale),
              let list = ICUListFormatter.cached(locale: locale)
        else { return nil }

        var byteUnits: [ByteUnit: ICUNumberFormatter] = [:]
        var rateUnits: [ByteUnit: ICUNumberFormatter] = [:]
        for unit in ByteUnit.allCases {
            guard let name = unit.cldrName else { continue }
            let width = unit == .byte ? " unit-width-full-name" : ""
            guard let bytes = number("measure-unit/\(name)\(width) \(unit.precisionStem)") else { return nil }
            byteUnits[unit] = bytes
            if unit != .byte {
                let skeleton = "measure-unit/\(name) per-measure-unit/duration-second \(unit.precisionStem)"
                guard let rate = number(skeleton) else { return nil }
                rateUnits[unit] = rate
            }
        }
        var durationUnits: [DurationUnit: ICUNumberFormatter] = [:]
        for unit in DurationUnit.allCases {
            guard let formatter = number("measure-unit/duration-\(unit.rawValue) unit-width-full-name precision-integer")
            else { return nil }
            durationUnits[unit] = formatter
        }

        self.locale = locale
        isRightToLeft = cicu_locale_is_right_to_left(locale) != 0
        self.integer = integer
        self.percent = percent
        self.pluralRules = pluralRules
        self.list = list
        self.byteUnits = byteUnits
        self.exabyteNumber = exabyteNumber
        self.rateUnits = rateUnits
        self.slowRate = slowRate
        self.durationUnits = durationUnits
    }

    /// A grouped integer ("5,356,456", "5.356.456", "٥٬٣٥٦٬٤٥٦").
    func count(_ value: Int64) -> String {
        integer.format(Double(value)) ?? String(value)
    }

    /// A grouped integer and its plural category as displayed ("21" → "one" in Russian).
    func countWithCategory(_ value: Int64) -> (text: String, category: String) {
        integer.format(Double(value), pluralRules: pluralRules) ?? (String(value), "other")
    }

    /// A whole percentage ("7%", "7 %", "٧٪؜").
    func percent(_ value: Int64) -> String {
        percent.format(Double(value)) ?? "\(value)%"
    }

    /// A file name, isolated from the sentence's direction where needed.
    func fileName(_ name: String) -> String {
        BidiIsolation.isolate(name, inRightToLeftText: isRightToLeft)
    }
}

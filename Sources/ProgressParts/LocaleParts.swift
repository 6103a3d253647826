internal import CICUShim
import ProgressPlanning

/// Every ICU handle one locale needs to format the decided values of a progress sentence.
///
/// Planning has already chosen each value's unit, precision and width; parts only format. All
/// handles are opened once per formatter (from the shared caches), so formatting does no
/// loading on the per-update path. Immutable and `Sendable`: the handles it holds are
/// thread-safe for formatting.
package final class LocaleParts: Sendable {
    /// The ICU locale ID these parts format for, such as `de_CH` or `ar@numbers=latn`.
    package let locale: String
    /// Whether the locale writes right to left.
    package let isRightToLeft: Bool

    private let integer: ICUNumberFormatter
    private let percent: ICUNumberFormatter
    private let pluralRules: ICUPluralRules
    private let list: ICUListFormatter
    private let numbers: [MeasurePrecision: ICUNumberFormatter]
    /// The formatters of the formats planning asks for, in the order they were opened.
    private let measureFormatters: [ICUNumberFormatter]
    /// For each ``PlannedMeasure/Format/slot``, the index of its formatter in
    /// `measureFormatters` (255: none): the per-update path finds a formatter without hashing,
    /// in a table of a few hundred bytes.
    private let measureSlots: [UInt8]
    /// The ICU handles of `measureFormatters`, in the same order (kept alive by them): the
    /// per-update path formats through these, so it retains and releases no formatter object.
    /// Never mutated, and ICU's formatters are thread-safe for formatting (see
    /// ``ICUNumberFormatter``), hence `nonisolated(unsafe)`.
    nonisolated(unsafe) private let measureHandles: [UnsafeMutableRawPointer]
    /// The table's unit words or the pseudo-locale's; `nil` (the usual case) when every unit is
    /// written in CLDR's words as ICU formats them.
    private let unitWords: UnitWordFormatter?
    /// The pseudo-locale these parts write, if any.
    package let pseudoLocale: PseudoLocale?
    /// The spliced units (see ``SplicedUnit``), made when a stream of updates first asks for one.
    private let splicedUnits = LazyReference<LazyTable<SplicedUnit>>()
    /// ICU's texts of the duration units' values below 60 (see ``ClockUnitTexts``), made when a
    /// stream of updates first asks for a unit's.
    private let clockUnits = LazyReference<LazyTable<ClockUnitTexts>>()
    /// The locale's digits for small numbers (see ``DecimalDigits``), learned when a stream of
    /// updates first asks for them; none if ICU's numbers are not only digits and a separator.
    private let decimalDigits = LazyReference<DecimalDigits>()
    /// The plural categories of counts below 1,000 (see ``SmallCountCategories``), kept once a
    /// stream of updates asks for one.
    private let countCategories = LazyReference<SmallCountCategories>()

    /// Opens (or takes from the caches) every handle for `locale` and text of `width`: the
    /// formats planning can ask for (``ByteCountPlanner/formats(width:)``,
    /// ``PlannedDuration/formats(width:)``); `nil` if ICU refuses one.
    ///
    /// - Parameters:
    ///   - unitWords: the string table's words for units in place of CLDR's (`@@x-units`).
    ///   - pseudoLocale: write a pseudo-locale: `locale` is then the locale of the numbers
    ///     (`en`), and the unit words' letters are transformed.
    package init?(locale: String, width: TextWidth = .wide, unitWords: UnitWordOverrides = UnitWordOverrides(),
                  pseudoLocale: PseudoLocale? = nil) {
        func number(_ skeleton: String) -> ICUNumberFormatter? {
            ICUNumberFormatter.cached(skeleton: skeleton, locale: locale)
        }
        let durationWidth = width.durationWidth
        guard let integer = number(MeasurePrecision.integer.skeleton),
              let percent = number("percent " + MeasurePrecision.integer.skeleton),
              let exabytes = number(ByteCountPlanner.exabytePrecision.skeleton),
              let pluralRules = ICUPluralRules.cached(locale: locale),
              let list = ICUListFormatter.cached(locale: locale, width: durationWidth)
        else { return nil }
        var measures: [PlannedMeasure.Format: ICUNumberFormatter] = [:]
        for format in ByteCountPlanner.formats(width: width) + PlannedDuration.formats(width: durationWidth) {
            guard let formatter = number(format.skeleton) else { return nil }
            measures[format] = formatter
        }
        var words: UnitWordFormatter?
        if !unitWords.isEmpty || pseudoLocale != nil {
            guard let opened = UnitWordFormatter(overrides: unitWords, pseudo: pseudoLocale, locale: locale,
                                                 pluralRules: pluralRules) else { return nil }
            words = opened
        }
        self.locale = locale
        isRightToLeft = pseudoLocale?.isRightToLeft ?? ICULocale.isRightToLeft(locale)
        self.unitWords = words
        self.pseudoLocale = pseudoLocale
        self.integer = integer
        self.percent = percent
        self.pluralRules = pluralRules
        self.list = list
        numbers = [ByteCountPlanner.exabytePrecision: exabytes]
        var formatters: [ICUNumberFormatter] = []
        var slots = [UInt8](repeating: 255, count: PlannedMeasure.Format.slotCount)
        for (format, formatter) in measures {
            guard let slot = format.slot, formatters.count < 255 else { continue }
            slots[slot] = UInt8(formatters.count)
            formatters.append(formatter)
        }
        measureFormatters = formatters
        measureHandles = formatters.map(\.handle)
        measureSlots = slots
    }

    /// The spliced form of the measure formatter at `index` (whose format is `format`), decided
    /// the first time it is asked for; `nil` if ICU must write its unit (also when the locale has
    /// no learned digits).
    ///
    /// Calls `body` with it, not retained (threads sharing these parts write nothing to it), and
    /// returns what it returns.
    private func withSplicedUnit<Result>(index: Int, format: PlannedMeasure.Format,
                                         _ body: (SplicedUnit) -> Result) -> Result? {
        splicedUnits.withValue(orMake: { LazyTable() }) { table in
            table.withObject(at: index, decide: {
                digits.flatMap { SplicedUnit(format: format, locale: locale, unit: measureFormatters[index],
                                             rules: pluralRules, digits: $0) }
            }, body)
        } ?? nil
    }

    /// ICU's texts of the values below 60 of the duration format whose slot is `slot` (see
    /// ``ClockUnitTexts``), made the first time they are asked for; `nil` if its words are not
    /// CLDR's as ICU writes them, or if ICU fails.
    /// Calls `body` with them, not retained, and returns what it returns.
    private func withClockUnit<Result>(slot: Int?, _ body: (ClockUnitTexts) -> Result) -> Result? {
        guard writesCLDRWords(slot: slot), let index = formatterIndex(slot: slot) else { return nil }
        return clockUnits.withValue(orMake: { LazyTable() }) { table in
            table.withObject(at: index, decide: { ClockUnitTexts(unit: measureFormatters[index], list: list) }, body)
        } ?? nil
    }

    /// Calls `body` with the locale's digits (see ``DecimalDigits``), learned the first time they
    /// are asked for, not retained; `nil` if the locale has none.
    private func withDigits<Result>(_ body: (DecimalDigits) -> Result) -> Result? {
        decimalDigits.withValue(orMake: { DecimalDigits(locale: locale) }, body)
    }

    /// The locale's digits (see ``DecimalDigits``), learned the first time they are asked for
    /// (retained: for what keeps them, such as a spliced unit).
    private var digits: DecimalDigits? {
        withDigits { $0 }
    }

    /// Where the formatter of the format whose ``PlannedMeasure/Format/slot`` is `slot` is in
    /// `measureFormatters` and `measureHandles`, if planning asks for that format.
    private func formatterIndex(slot: Int?) -> Int? {
        guard let slot, measureSlots[slot] != 255 else { return nil }
        return Int(measureSlots[slot])
    }

    /// The ICU handle of the formatter of the format whose slot is `slot` (see `measureHandles`).
    private func handle(slot: Int?) -> UnsafeMutableRawPointer? {
        formatterIndex(slot: slot).map { measureHandles[$0] }
    }

    /// The formatter of `format`, if planning asks for that format.
    private func formatter(for format: PlannedMeasure.Format) -> ICUNumberFormatter? {
        formatterIndex(slot: format.slot).map { measureFormatters[$0] }
    }

    // MARK: - Appending to a line

    /// Appends a grouped integer (see ``count(_:)``) to `text`. With `learnedDigits` (a stream of
    /// updates, past its first), a count below 1,000 is written in the locale's digits as ICU
    /// writes it (see ``DecimalDigits``): the same text.
    package func appendCount(_ value: Int64, to text: inout TextBuffer, learnedDigits: Bool = false) {
        if learnedDigits, value >= 0, value < Int64(DecimalDigits.limit),
           withDigits({ $0.append(Double(value), .integer, to: &text) }) == true {
            return
        }
        if !integer.append(value, to: &text) {
            text.append(String(value))
        }
    }

    /// Appends a whole percentage (see ``percent(_:)-(Int64)``) to `text`.
    package func appendPercent(_ value: Int64, to text: inout TextBuffer) {
        if !percent.append(value, to: &text) {
            text.append("\(value)%")
        }
    }

    /// Writes a grouped integer (see ``count(_:)``) into `buffer` and returns its
    /// length and plural category as displayed, without making a `String` for either. Never
    /// fails for a buffer of 128 bytes or more (if ICU does, the plain digits, `other`); with a
    /// smaller one the text may be cut.
    ///
    /// With `learnedDigits` (a stream of updates, past its first), a count below 1,000 is written
    /// in the locale's digits (see ``DecimalDigits``) with its category kept from ICU's first
    /// selection of it (see ``SmallCountCategories``): the same text and category.
    package func writeCount(_ value: Int64, into buffer: UnsafeMutableBufferPointer<CChar>,
                            learnedDigits: Bool = false) -> (length: Int, category: PluralCategory) {
        if learnedDigits, value >= 0, value < Int64(SmallCountCategories.limit),
           let category = countCategories.withValue(orMake: { SmallCountCategories() }, { categories in
               categories.category(of: Int(value), select: {
                   withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { scratch in
                       integer.write(value, pluralRules: pluralRules, into: scratch)?.category
                   }
               })
           }) ?? nil,
           let length = withDigits({ $0.write(Double(value), .integer, into: buffer) }) ?? nil {
            return (length, category)
        }
        if let written = integer.write(value, pluralRules: pluralRules, into: buffer) {
            return written
        }
        var length = 0
        for byte in String(value).utf8 where length < buffer.count {
            buffer[length] = CChar(bitPattern: byte)
            length += 1
        }
        return (length, .other)
    }

    /// Appends a number in its unit (see ``measure(_:)``) to `text`. With `splicingUnits` (a
    /// stream of updates, past its first), a unit whose words do not change with the plural is
    /// written around the number formatted alone (see ``SplicedUnit``): the same text.
    package func appendMeasure(_ measure: PlannedMeasure, to text: inout TextBuffer, splicingUnits: Bool = false) {
        let slot = measure.format.slot
        // CLDR's words: ICU writes the measure straight into the line.
        if writesCLDRWords(slot: slot), let index = formatterIndex(slot: slot) {
            if splicingUnits, withSplicedUnit(index: index, format: measure.format, { $0.append(measure.value, to: &text) }) == true {
                return
            }
            if ICUNumberFormatter.append(measure.value, handle: measureHandles[index], to: &text) {
                return
            }
        }
        // A table's words (or CLDR's, when the line above failed): through a stack buffer.
        let written = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer -> Bool in
            guard let length = write(measure, into: buffer, learnedDigits: splicingUnits) else { return false }
            text.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length])))
            return true
        }
        if written { return }
        // A pseudo-locale's transformed CLDR words; last, whatever ICU or Swift can give.
        let cldr = formatter(for: measure.format)
        if let pseudo = unitWords?.pseudoText(measure, cldr: cldr) {
            text.append(pseudo)
        } else {
            text.append(cldr?.format(measure.value) ?? String(measure.value))
        }
    }

    /// Whether the format whose slot is `slot` is written in CLDR's words as ICU formats them (no
    /// table override, no pseudo-locale), so ICU's measure text goes into the line as is.
    private func writesCLDRWords(slot: Int?) -> Bool {
        guard let unitWords else { return true }
        return !unitWords.transformsCLDRWords && !unitWords.overrides(slot: slot)
    }

    /// Writes a number in its unit into `buffer` without making a `String`: its length, or `nil`
    /// for a pseudo-locale, an ICU failure or a text that does not fit.
    /// With `learnedDigits`, a table's words take the number from the locale's digits where they
    /// can (see ``UnitWordFormatter``).
    private func write(_ measure: PlannedMeasure, into buffer: UnsafeMutableBufferPointer<CChar>,
                       learnedDigits: Bool = false) -> Int? {
        if let unitWords {
            if unitWords.overrides(measure.format) {
                if learnedDigits, let written = withDigits({ unitWords.write(measure, into: buffer, digits: $0) }) {
                    return written
                }
                return unitWords.write(measure, into: buffer)
            }
            if unitWords.transformsCLDRWords { return nil }
        }
        return handle(slot: measure.format.slot).flatMap { ICUNumberFormatter.write(measure.value, handle: $0, into: buffer) }
    }

    /// Appends a duration (see ``duration(_:)``) to `text`.
    package func appendDuration(_ duration: PlannedDuration, to text: inout TextBuffer) {
        var nothingKept = DurationLeadingPart(text: nil)
        appendDuration(duration, to: &text, leadingPart: &nothingKept)
    }

    /// Appends a duration (see ``duration(_:)``) to `text`, reusing the UTF-16 of its leading
    /// part ("20 minutes") when `leadingPart` holds it from an earlier call on these parts, and
    /// keeping it there otherwise. With `clockUnits` (a stream of updates, past its first), parts
    /// below 60 are ICU's texts kept for their unit (see ``ClockUnitTexts``). The text is the
    /// same either way.
    package func appendDuration(_ duration: PlannedDuration, to text: inout TextBuffer,
                                leadingPart: inout DurationLeadingPart, clockUnits: Bool = false) {
        if clockUnits, appendClockUnits(duration, to: &text) { return }
        guard let trailing = duration.trailing else {
            appendMeasure(duration.measure(of: duration.leading), to: &text, splicingUnits: clockUnits)
            return
        }
        let leading = duration.measure(of: duration.leading)
        let second = duration.measure(of: trailing)
        // CLDR's words: both parts formatted and joined inside ICU, in one call.
        let leadingSlot = leading.format.slot
        let secondSlot = second.format.slot
        if writesCLDRWords(slot: leadingSlot), writesCLDRWords(slot: secondSlot), let leadingHandle = handle(slot: leadingSlot),
           let secondHandle = handle(slot: secondSlot) {
            if leadingPart.measure != leading { leadingPart.forget() }
            if list.append(leading.value, leadingHandle, second.value, secondHandle, keeping: &leadingPart, to: &text) {
                leadingPart.measure = leadingPart.length >= 0 ? leading : nil
                return
            }
            leadingPart.forget()
        }
        // A table's words: both parts written into stack buffers and joined straight into the line.
        let joined = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer -> Bool in
            let half = buffer.count / 2
            let a = UnsafeMutableBufferPointer(rebasing: buffer[..<half])
            let b = UnsafeMutableBufferPointer(rebasing: buffer[half...])
            guard let aLength = write(leading, into: a), let bLength = write(second, into: b) else { return false }
            return list.append(UnsafeBufferPointer(rebasing: a[..<aLength]), UnsafeBufferPointer(rebasing: b[..<bLength]),
                               to: &text)
        }
        if joined { return }
        let first = measure(leading)
        let last = measure(second)
        if !list.append(first, last, to: &text) {
            text.append("\(first) \(last)")
        }
    }

    /// Appends `duration` from its units' kept texts (see ``ClockUnitTexts``) and returns `true`,
    /// if each of its parts is below 60 and its unit's texts are kept; otherwise returns `false`
    /// and leaves `text` unchanged.
    private func appendClockUnits(_ duration: PlannedDuration, to text: inout TextBuffer) -> Bool {
        let leading = duration.leading
        guard leading.value >= 0, leading.value < ClockUnitTexts.count else { return false }
        let leadingSlot = duration.measure(of: leading).format.slot
        guard let trailing = duration.trailing else {
            return withClockUnit(slot: leadingSlot) { $0.append(Int(leading.value), to: &text) } != nil
        }
        guard trailing.value >= 0, trailing.value < ClockUnitTexts.count else { return false }
        let trailingSlot = duration.measure(of: trailing).format.slot
        let written: Void? = withClockUnit(slot: leadingSlot) { leadingUnit in
            withClockUnit(slot: trailingSlot) { trailingUnit in
                leadingUnit.append(Int(leading.value), to: &text)
                trailingUnit.appendJoined(Int(trailing.value), to: &text)
            }
        } ?? nil
        return written != nil
    }

    /// A grouped integer, every digit exact up to `Int64.max` ("5,356,456", "5.356.456",
    /// "٥٬٣٥٦٬٤٥٦", "9,223,372,036,854,775,807").
    package func count(_ value: Int64) -> String {
        integer.format(value) ?? String(value)
    }

    /// A grouped integer and its plural category as displayed ("21" → "one" in Russian), as
    /// ``writeCount(_:into:)`` writes them.
    package func countWithCategory(_ value: Int64) -> (text: String, category: String) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            let (length, category) = writeCount(value, into: buffer)
            let text = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<length]))
            return (String(decoding: text, as: UTF8.self), category.keyword)
        }
    }

    /// A whole percentage, exact however large ("7%", "7 %", "٧٪؜").
    package func percent(_ value: Int64) -> String {
        percent.format(value) ?? "\(value)%"
    }

    /// A plain decimal number with its precision ("9.22").
    package func number(_ value: Double, _ precision: MeasurePrecision) -> String {
        numbers[precision]?.format(value) ?? String(value)
    }

    /// A number in its unit ("5.4 MB", "50 kB/s", "37 seconds"), as planning decided it; in the
    /// table's words where its `@@x-units` overrides the unit (Russian "50 кБ/с").
    package func measure(_ measure: PlannedMeasure) -> String {
        TextBuffer.string { appendMeasure(measure, to: &$0) }
    }

    /// Whether the table's unit words replace CLDR's for `format` (see ``unitWordSource(for:)``).
    func unitWordsOverride(_ format: PlannedMeasure.Format) -> Bool {
        unitWords?.overrides(format) ?? false
    }

    /// A duration's shown parts, each formatted by ICU and joined with the locale's unit-list
    /// pattern ("1 minute, 37 seconds", "1 Minute, 37 Sekunden", "دقيقة و٣٧ ثانية").
    ///
    /// Each part goes through ICU, never "number + word", because some languages drop the
    /// numeral (Arabic "دقيقة" is "1 minute").
    /// ICU: `measure-unit/duration-<unit> unit-width-full-name precision-integer`;
    /// `ulistfmt_openForType(ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE)`.
    package func duration(_ duration: PlannedDuration) -> String {
        TextBuffer.string { appendDuration(duration, to: &$0) }
    }

    /// `text` with its first letter capitalized as a sentence start in this locale
    /// ("noch 2 Stunden" → "Noch 2 Stunden").
    package func capitalizingSentenceStart(_ text: String) -> String {
        guard pseudoLocale?.hasLetterCase ?? true else { return text }
        return ICUCaseMapping.capitalizingStart(of: text, locale: locale)
    }

    /// A file name, isolated from the sentence's direction where needed.
    package func fileName(_ name: String) -> String {
        TextDirection.isolate(name, inRightToLeftText: isRightToLeft)
    }
}

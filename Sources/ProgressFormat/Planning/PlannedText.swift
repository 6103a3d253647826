package import ProgressTables

/// What one of the two output strings says.
package enum PlannedText: Hashable, Sendable {
    /// Nothing: the string is `""`, as Foundation returns when it has nothing to say.
    case empty
    /// A sentence from the string table.
    case message(PlannedMessage)
    /// A bare value with no words around it ("50 kB/s"), becoming the given part of the line.
    case value(PlannedValue, field: ProgressText.Field?)
    /// A sentence that starts the line with a phrase the tables write for the middle of one
    /// ("noch 2 Stunden", "paused"): its first letter is capitalized by the locale's rules
    /// ("Noch 2 Stunden", "Paused"; Turkish "İ", Dutch "IJ"), where the script has case.
    case sentenceStart(PlannedMessage, field: ProgressText.Field?)
}

/// A message key with its named arguments: one sentence, not yet in any language.
package struct PlannedMessage: Hashable, Sendable {
    /// Which message of the string table.
    package var key: MessageKey
    /// The values of its placeholders, by name.
    package var arguments: ArgumentList

    package init(_ key: MessageKey, _ arguments: ArgumentList = []) {
        self.key = key
        self.arguments = arguments
    }
}

/// One named argument of a planned message: its value, and which part of the output line its
/// text becomes (`nil` for words that are no part of their own, such as a `select` keyword).
package struct PlannedArgument: Hashable, Sendable {
    /// The placeholder it fills.
    package var name: ArgumentName
    /// The decided value.
    package var value: PlannedValue
    /// The part of the line the formatted value becomes.
    package var field: ProgressText.Field?

    package init(_ name: ArgumentName, _ value: PlannedValue, field: ProgressText.Field? = nil) {
        self.name = name
        self.value = value
        self.field = field
    }
}

/// A message's named arguments: at most a handful, so a small array searched by name (one byte
/// each) beats a dictionary on the per-update path. Order does not matter for equality.
package struct ArgumentList: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var entries: [PlannedArgument] = []

    package init(arrayLiteral elements: PlannedArgument...) {
        // Planning names each argument once; a repeated name keeps the last value, as `set` does.
        var unique = true
        for later in elements.indices {
            for earlier in 0..<later where elements[earlier].name == elements[later].name {
                unique = false
            }
        }
        if unique {
            entries = elements
        } else {
            for element in elements {
                set(element)
            }
        }
    }

    /// The argument named `name`, if any.
    package func argument(named name: ArgumentName) -> PlannedArgument? {
        for entry in entries where entry.name == name {
            return entry
        }
        return nil
    }

    /// Calls `body` with the argument named `name` in place (no copy of it, and of the values
    /// it holds, is made) and returns what it returns; `nil` if there is no such argument.
    func withArgument<Result>(named name: ArgumentName, _ body: (PlannedArgument) -> Result) -> Result? {
        for index in entries.indices where entries[index].name == name {
            return body(entries[index])
        }
        return nil
    }

    /// Every argument, in the order they were added.
    package var all: [PlannedArgument] { entries }

    /// Every argument's value, in the order they were added.
    package var values: [PlannedValue] { entries.map(\.value) }

    /// The value named `name`, if any.
    package subscript(name: ArgumentName) -> PlannedValue? {
        argument(named: name)?.value
    }

    /// Adds `argument`, replacing one of the same name.
    package mutating func set(_ argument: PlannedArgument) {
        if let index = entries.firstIndex(where: { $0.name == argument.name }) {
            entries[index] = argument
        } else {
            entries.append(argument)
        }
    }

    package static func == (lhs: ArgumentList, rhs: ArgumentList) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs.argument(named: $0.name) == $0 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
    }
}

/// A value a message shows, fully decided but not yet formatted in any locale.
///
/// Planning decides *what* each value is — a grouped count, a floored percent, a byte count in
/// the unit and digits it is shown with, a duration split into its units — so the number model
/// only writes a decided number in a locale's digits and words.
package enum PlannedValue: Hashable, Sendable {
    /// A count of things, shown as a grouped integer ("5,356,456"); can drive a plural.
    case count(Int64)
    /// A whole percentage, already floored ("7%").
    case percent(Int64)
    /// A plain decimal number, its digits decided (the "9.22" of "9.22 EB").
    case number(PlannedDecimal)
    /// A number in a unit, with the precision and unit width it is shown with ("5.4 MB",
    /// "50 kB/s", "37 seconds").
    case measure(PlannedMeasure)
    /// A duration already split into its displayed units ("1 minute, 37 seconds").
    case duration(PlannedDuration)
    /// A file's display name, already made safe: user text shown as is (bidi-isolated where
    /// needed).
    case fileName(String)
    /// A keyword for a `select` argument ("downloading").
    case keyword(String)
    /// A whole sentence nested into another ("{progress} — {timeRemaining}"), such as the
    /// exabyte message a huge byte count becomes.
    case message(PlannedMessage)
    /// A line already written in the locale, nested into a message that joins lines (a log
    /// line's description, without its final ellipsis).
    case text(String)
}

/// A number to show in a unit, with everything about how it looks decided: the unit, the
/// precision, the unit width. The number model formats it in a locale and decides nothing.
///
///     PlannedMeasure(value: PlannedDecimal(digits: 54, fractionDigits: 1), unit: .bytes(.megabyte),
///                    precision: .fractionDigits(1), width: .short)
///     // en: "5.4 MB", de: "5,4 MB", fr: "5,4 Mo"
package struct PlannedMeasure: Hashable, Sendable {
    /// The number in ``unit``, with the digits ``precision`` shows.
    package var value: PlannedDecimal
    /// The unit.
    package var unit: MeasureUnit
    /// The fraction digits shown.
    package var precision: MeasurePrecision
    /// How the unit is written.
    package var width: CLDRWidth

    package init(value: PlannedDecimal, unit: MeasureUnit, precision: MeasurePrecision, width: CLDRWidth) {
        self.value = value
        self.unit = unit
        self.precision = precision
        self.width = width
    }

    /// The combination of unit, precision and width: what one ICU formatter is opened for.
    package var format: Format { Format(unit: unit, precision: precision, width: width) }

    /// A unit, precision and width: the key of one formatter.
    package struct Format: Hashable, Sendable {
        package var unit: MeasureUnit
        package var precision: MeasurePrecision
        package var width: CLDRWidth

        package init(unit: MeasureUnit, precision: MeasurePrecision, width: CLDRWidth) {
            self.unit = unit
            self.precision = precision
            self.width = width
        }
    }
}

/// How many fraction digits a number shows.
package enum MeasurePrecision: Hashable, Sendable {
    /// No fraction digits ("419 kB").
    case integer
    /// Exactly this many, zero-padded so the width does not jump ("1.0 MB", "2.50 GB").
    case fractionDigits(Int)
    /// At most this many, trailing zeros dropped ("0.4 kB/s", "0 kB/s").
    case maximumFractionDigits(Int)
}

extension MeasureUnit {
    /// The precisions a number in this unit is shown with (see ``ByteCountPlanner``): bytes and
    /// kilobytes whole, megabytes with one fraction digit, larger units with two; a rate under
    /// 1 kB/s with up to three fraction digits (its first digit that is not zero); durations whole.
    package var shownPrecisions: [MeasurePrecision] {
        switch self {
        case .bytes(let unit): [ByteCountPlanner.precision(unit)]
        case .bytesPerSecond(.kilobyte): [.integer, ByteCountPlanner.slowRatePrecision]
        case .bytesPerSecond(let unit): [ByteCountPlanner.precision(unit)]
        case .duration: [.integer]
        }
    }

    /// Every format planning can ask for in this unit in wide text (a kB/s rate has two: whole
    /// numbers, and one optional fraction digit under 1 kB/s).
    package var plannedFormats: [PlannedMeasure.Format] {
        shownPrecisions.map { PlannedMeasure.Format(unit: self, precision: $0, width: UnitWidth.wide.unitWidth(for: self)) }
    }
}

/// A non-negative decimal number exactly as planning decided to show it: its digits, and how
/// many of the last ones follow the decimal separator. The number model writes these digits in
/// a locale's symbols and rounds nothing.
///
///     PlannedDecimal(digits: 54, fractionDigits: 1)    // 5.4   (de: "5,4")
///     PlannedDecimal(digits: 100, fractionDigits: 2)   // 1.00  (zero-padded: the width never jumps)
///     PlannedDecimal(419)                               // 419
package struct PlannedDecimal: Hashable, Sendable, CustomStringConvertible {
    /// Every digit shown, fraction digits included, as one integer (54 for 5.4).
    package var digits: UInt64
    /// How many of the last digits follow the decimal separator (0 for an integer, at most 18).
    package var fractionDigits: Int

    /// A decimal of `digits`, the last `fractionDigits` of them after the separator
    /// (clamped to 0…18).
    package init(digits: UInt64, fractionDigits: Int) {
        self.digits = digits
        self.fractionDigits = min(max(fractionDigits, 0), 18)
    }

    /// A whole number (negative values are shown as 0: planning never shows one).
    package init(_ integer: Int64) {
        self.init(digits: UInt64(max(integer, 0)), fractionDigits: 0)
    }

    /// The value as a `Double` (for ICU's paths and tools; exact below 2^53).
    var doubleValue: Double {
        Double(digits) / Self.powersOfTen[fractionDigits]
    }

    /// The whole part (5 for 5.4).
    var integerPart: UInt64 {
        digits / UInt64(Self.powersOfTen[fractionDigits])
    }

    /// The digits in ASCII, with a "." before the fraction digits ("5.4", "0.05", "419").
    package var description: String {
        guard fractionDigits > 0 else { return String(digits) }
        var text = String(digits)
        if text.count <= fractionDigits {
            text = String(repeating: "0", count: fractionDigits - text.count + 1) + text
        }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        return text
    }

    /// 10^0 … 10^18, exact as doubles.
    private static let powersOfTen: [Double] = (0...18).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

extension PlannedDecimal {
    /// `value` rounded half-even to the digits `precision` shows (a `.maximumFractionDigits`
    /// precision drops trailing zeros), for tools and tests that start from a `Double`;
    /// negative, NaN and infinite values are 0, and values beyond 10^18 are clamped.
    ///
    ///     PlannedDecimal(5.43, precision: .fractionDigits(1))          // 5.4
    ///     PlannedDecimal(0.40, precision: .maximumFractionDigits(1))   // 0.4
    ///     PlannedDecimal(3.0, precision: .maximumFractionDigits(1))    // 3
    package init(_ value: Double, precision: MeasurePrecision) {
        let (digits, maximum) = switch precision {
        case .integer: (0, false)
        case .fractionDigits(let digits): (digits, false)
        case .maximumFractionDigits(let digits): (digits, true)
        }
        let fractionDigits = min(max(digits, 0), 6)
        let scaled = (value.isFinite ? max(value, 0) : 0) * (0..<fractionDigits).reduce(1.0) { product, _ in product * 10 }
        var integer = UInt64(min(scaled.rounded(.toNearestOrEven), 1e18))
        var shown = fractionDigits
        while maximum, shown > 0, integer % 10 == 0 {
            integer /= 10
            shown -= 1
        }
        self.init(digits: integer, fractionDigits: shown)
    }
}

/// A duration split into the (at most two) units that are shown, largest first, no zero parts.
///
/// The split rounds to the smaller shown unit *before* choosing the units, so the text never
/// reads "60 seconds" or "1 hour, 60 minutes":
///
///     PlannedDuration(seconds: 97)      // 1 minute, 37 seconds
///     PlannedDuration(seconds: 59.6)    // 1 minute
///     PlannedDuration(seconds: 3599.7)  // 1 hour
///     PlannedDuration(seconds: 90061)   // 1 day, 1 hour
///
/// While work remains, a time remaining never reads "0 seconds": below the smallest unit shown
/// (a second) it reads as one of that unit, so a transfer a moment from its end does not look
/// finished, or hung:
///
///     PlannedDuration(seconds: 0.4, workRemains: true)   // 1 second
///     PlannedDuration(seconds: 0, workRemains: true)     // 1 second
///     PlannedDuration(seconds: 0.4)                      // 0 seconds (the work is done)
///
/// Negative, NaN and infinite inputs give `nil`: a time remaining that cannot be shown. So do
/// durations beyond the ``horizon`` of 365 days: the sentence then reads as if the time
/// remaining were unknown.
///
/// Why a horizon, and why a year: an estimate of 1e308 s once read "11,574,074,074 days", which
/// tells nobody anything except that the rate has collapsed (a stalled transfer, a throughput
/// near zero). Other tools cut much earlier — apt shows its ETA only below 2 days, so a slow
/// 500 GB upload (58 days) would show nothing; a year keeps every estimate a person can still
/// plan with (days, weeks, a few months of a very slow link) and drops only the ones that are
/// noise. At most "365 days" is ever shown.
package struct PlannedDuration: Hashable, Sendable {
    /// The largest shown unit, which a translation may agree with ("1 minute" vs "2 minutes").
    package let leading: Part
    /// The second shown unit, if it is not zero.
    package let trailing: Part?

    /// The shown parts, largest unit first: one or two entries.
    package var parts: [Part] { trailing.map { [leading, $0] } ?? [leading] }

    /// One unit and its whole value.
    package struct Part: Hashable, Sendable {
        package var unit: DurationUnit
        package var value: Int64

        package init(unit: DurationUnit, value: Int64) {
            self.unit = unit
            self.value = value
        }
    }

    /// The longest time remaining shown: 365 days (31,536,000 s). A longer one gives `nil`, the
    /// same as an unknown one.
    static let horizon: Double = 365 * 86_400

    /// Splits `seconds` into at most two shown units; `nil` for negative or non-finite input and
    /// beyond the ``horizon``.
    ///
    /// - Parameters:
    ///   - seconds: The time remaining.
    ///   - width: How wide the units are written.
    ///   - workRemains: Whether the operation still has work to do (completed below the total,
    ///     or the total unknown). Then a time below one second, 0 included, reads "1 second":
    ///     "0 seconds remaining" is said only of finished work.
    package init?(seconds: Double, width: UnitWidth = .wide, workRemains: Bool = false) {
        self.width = width.durationWidth
        guard seconds.isFinite, seconds >= 0, seconds <= Self.horizon else { return nil }
        let clamped = seconds
        let wholeSeconds = Int64(clamped.rounded(.toNearestOrAwayFromZero))
        // The magnitude (in whole seconds) picks the pair of units; the value is then rounded to
        // the smaller unit of the pair, which may carry into the next pair (86,399 s → 1 day).
        let (large, small): (DurationUnit, DurationUnit)
        switch wholeSeconds {
        case ..<60:
            // Never "0 seconds" while work remains: below the smallest unit shown reads as one.
            leading = Part(unit: .second, value: workRemains ? max(1, wholeSeconds) : wholeSeconds)
            trailing = nil
            return
        case ..<3_600: (large, small) = (.minute, .second)
        case ..<86_400: (large, small) = (.hour, .minute)
        default: (large, small) = (.day, .hour)
        }
        let inSmall = Int64((clamped / Double(small.seconds)).rounded(.toNearestOrAwayFromZero))
        if large == .hour, inSmall >= 24 * 60 {
            // Rounding to minutes reached a whole day.
            let hours = (inSmall % (24 * 60)) / 60
            leading = Part(unit: .day, value: inSmall / (24 * 60))
            trailing = hours == 0 ? nil : Part(unit: .hour, value: hours)
            return
        }
        let ratio = large.seconds / small.seconds
        let rest = inSmall % ratio
        leading = Part(unit: large, value: inSmall / ratio)
        trailing = rest == 0 ? nil : Part(unit: small, value: rest)
    }

    /// How the units are written: full names ("1 minute, 37 seconds"), short ("1 min, 37 sec")
    /// or narrow ("1m 37s").
    package let width: CLDRWidth

    /// One shown part as a measure to format.
    package func measure(of part: Part) -> PlannedMeasure {
        PlannedMeasure(value: PlannedDecimal(part.value), unit: .duration(part.unit), precision: .integer, width: width)
    }

    /// Each shown part as a measure to format, largest unit first.
    package var measures: [PlannedMeasure] {
        parts.map(measure(of:))
    }

    /// Every format a duration of `width` can ask for: what a locale's number model opens up front.
    package static func formats(width: CLDRWidth) -> [PlannedMeasure.Format] {
        DurationUnit.allCases.map { PlannedMeasure.Format(unit: .duration($0), precision: .integer, width: width) }
    }
}

package import ProgressTables

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

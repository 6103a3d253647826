internal import ProgressTables

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

/// How a unit is written next to its number, as CLDR names the widths.
package enum UnitWidth: Hashable, Sendable {
    /// The unit's full name ("999 bytes", "37 seconds").
    case fullName
    /// The unit's abbreviation ("419 kB", "37 sec").
    case short
    /// The shortest form ("37s").
    case narrow
}

/// How wide the units of a progress text are written: the text's one width option, from which
/// planning decides each unit's CLDR width.
///
/// | width   | bytes            | rates     | durations               |
/// |---------|------------------|-----------|-------------------------|
/// | wide    | "999 bytes", "5.4 MB" | "50 kB/s" | "1 minute, 37 seconds" |
/// | short   | "999 bytes", "5.4 MB" | "50 kB/s" | "1 min, 37 sec"        |
/// | narrow  | "999B", "5.4MB"  | "50kB/s"  | "1m 37s"                |
package enum UnitWidth: Hashable, Sendable {
    /// Apple's: full duration words.
    case wide
    /// Abbreviated duration units.
    case short
    /// The narrowest forms CLDR has, for narrow terminals.
    case narrow

    /// The width of a byte count in `unit`: the byte unit spelled out in wide and short text
    /// (CLDR's short English "byte" is not pluralized), abbreviations otherwise.
    package func byteWidth(_ unit: ByteUnit) -> CLDRWidth {
        switch self {
        case .wide, .short: unit == .byte ? .long : .short
        case .narrow: .narrow
        }
    }

    /// The width of a rate.
    package var rateWidth: CLDRWidth { self == .narrow ? .narrow : .short }

    /// The width `unit` is written in (see ``byteWidth(_:)``, ``rateWidth``, ``durationWidth``).
    package func unitWidth(for unit: MeasureUnit) -> CLDRWidth {
        switch unit {
        case .bytes(let bytes): byteWidth(bytes)
        case .bytesPerSecond: rateWidth
        case .duration: durationWidth
        }
    }

    /// The width of a duration's units (and of the list that joins them).
    package var durationWidth: CLDRWidth {
        switch self {
        case .wide: .long
        case .short: .short
        case .narrow: .narrow
        }
    }
}

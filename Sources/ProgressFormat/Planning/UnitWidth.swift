package import ProgressTables

/// The text's unit width (``ProgressTextFormatter/UnitWidth-swift.enum``), as planning names it.
package typealias UnitWidth = ProgressTextFormatter.UnitWidth

extension ProgressTextFormatter.UnitWidth {
    /// The width of a byte count in `unit`: the byte unit spelled out in wide and short text
    /// (CLDR's short English "byte" is not pluralized), abbreviations otherwise.
    func byteWidth(_ unit: ByteUnit) -> CLDRWidth {
        switch self {
        case .wide, .short: unit == .byte ? .long : .short
        case .narrow: .narrow
        case .spelledOut: .long
        }
    }

    /// The width of a rate.
    var rateWidth: CLDRWidth {
        switch self {
        case .wide, .short: .short
        case .narrow: .narrow
        case .spelledOut: .long
        }
    }

    /// The width `unit` is written in (see ``byteWidth(_:)``, ``rateWidth``, ``durationWidth``).
    package func unitWidth(for unit: MeasureUnit) -> CLDRWidth {
        switch unit {
        case .bytes(let bytes): byteWidth(bytes)
        case .bytesPerSecond: rateWidth
        case .duration: durationWidth
        }
    }

    /// The width of a duration's units (and of the list that joins them).
    var durationWidth: CLDRWidth {
        switch self {
        case .wide, .spelledOut: .long
        case .short: .short
        case .narrow: .narrow
        }
    }
}

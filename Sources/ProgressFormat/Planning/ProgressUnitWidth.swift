package import ProgressTables

/// How wide the units of the text are: Apple's full words, or shorter forms from CLDR for
/// narrow terminals. The words of the sentence are the same in every width.
///
///     .wide    // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
///     .short   // "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining"
///     .narrow  // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
///
/// Each locale has its own forms (German short "1 Min., 37 Sek.", Japanese narrow "1分37秒").
///
/// Planning decides each unit's CLDR width from it:
///
/// | width   | bytes                 | rates     | durations              |
/// |---------|-----------------------|-----------|------------------------|
/// | wide    | "999 bytes", "5.4 MB" | "50 kB/s" | "1 minute, 37 seconds" |
/// | short   | "999 bytes", "5.4 MB" | "50 kB/s" | "1 min, 37 sec"        |
/// | narrow  | "999B", "5.4MB"       | "50kB/s"  | "1m 37s"               |
public enum ProgressUnitWidth: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Full unit names, as Apple writes them: "1 minute, 37 seconds", "999 bytes".
    case wide
    /// Abbreviated durations: "1 min, 37 sec"; bytes and rates as in ``wide``. (Planning then
    /// writes durations in CLDR's `short` unit width and bytes in CLDR's `short` or `long`: the
    /// text's width is not one CLDR width.)
    case short
    /// The narrowest forms: "1m 37s", "419kB", "50kB/s".
    case narrow
    /// Every unit's full name, as a screen reader should say it: "419 kilobytes", "50
    /// kilobytes per second", "7 percent".
    case spelledOut

    /// `wide`, `short`, `narrow` or `spelledOut`.
    public var description: String { rawValue }

    /// The width named `wide`, `short`, `narrow` or `spelledOut`.
    public init?(_ name: String) {
        self.init(rawValue: name)
    }
}

/// The text's unit width, as planning names it.
package typealias UnitWidth = ProgressUnitWidth

extension ProgressUnitWidth: Codable {
    /// Reads `"wide"`, `"short"`, `"narrow"` or `"spelledOut"`.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let width = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected wide, short, narrow or spelledOut, not '\(name)'"))
        }
        self = width
    }

    /// Writes the width's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ProgressUnitWidth {
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

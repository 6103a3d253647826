/// How one unit is written next to its number, as CLDR names its unit widths: what planning
/// decides for each unit from the text's unit width (the runtime's `ProgressUnitWidth`). The two
/// share a name and differ: the text's `.short` abbreviates durations only ("1 min, 37 sec",
/// "5.4 MB"), while a unit's `CLDRWidth.short` is CLDR's abbreviation of that one unit.
///
///     CLDRWidth.long    // "999 bytes", "37 seconds"
///     CLDRWidth.short   // "419 kB", "37 sec"
///     CLDRWidth.narrow  // "37s"
@usableFromInline package enum CLDRWidth: String, CaseIterable, Hashable, Sendable {
    /// The unit's full name (CLDR's `long`; ICU's `unit-width-full-name`).
    case long
    /// The unit's abbreviation.
    case short
    /// The shortest form.
    case narrow
}

extension CLDRWidth {
    /// Whether two widths are the same case; inlined where it is used (the synthesized
    /// comparison is a call through the `Equatable` witness from another module, on every
    /// number an update writes).
    @inlinable package static func == (lhs: CLDRWidth, rhs: CLDRWidth) -> Bool {
        switch (lhs, rhs) {
        case (.long, .long), (.short, .short), (.narrow, .narrow): true
        default: false
        }
    }
}

/// One locale's spliced units (see ``SplicedUnit``), one entry per measure formatter, each
/// decided once (a ``LazyReference``): the spliced unit, or none (ICU writes the unit).
final class SplicedUnitTable: Sendable {
    /// How many measure formatters can have an entry (a locale opens 16).
    static let capacity = 24
    private let entries: InlineArray<24, LazyReference<SplicedUnit>> = InlineArray { _ in LazyReference() }

    /// The entry at `index`, decided by `decide` the first time; `nil` if not spliced.
    func unit(at index: Int, decide: () -> SplicedUnit?) -> SplicedUnit? {
        guard index >= 0, index < Self.capacity else { return nil }
        return entries[index].value(orMake: decide)
    }
}

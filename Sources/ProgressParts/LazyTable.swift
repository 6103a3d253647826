/// A locale's objects made on first use, one entry per measure formatter (its index in the
/// locale's formatters), each decided once (a ``LazyReference``): the object, or none. Holds the
/// spliced units (``SplicedUnit``) and the clock units' texts (``ClockUnitTexts``).
final class LazyTable<Object: AnyObject & Sendable>: Sendable {
    /// How many measure formatters can have an entry (a locale opens 16).
    static var capacity: Int { 24 }
    private let entries: InlineArray<24, LazyReference<Object>> = InlineArray { _ in LazyReference() }

    /// Calls `body` with the entry at `index` (decided by `decide` the first time), not retained
    /// (see ``LazyReference/withValue(orMake:_:)``); `nil` if there is none.
    func withObject<Result>(at index: Int, decide: () -> Object?, _ body: (Object) -> Result) -> Result? {
        guard index >= 0, index < Self.capacity else { return nil }
        return entries[index].withValue(orMake: decide, body)
    }
}

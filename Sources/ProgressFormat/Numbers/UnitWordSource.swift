internal import ProgressTables

/// Where the words of a formatted unit come from, for a reviewer: CLDR (through ICU) or the
/// string table's `@@x-units` overrides. See ``NumberModel/unitWordSource(for:)``.
package enum UnitWordSource: String, Hashable, Sendable {
    /// CLDR's unit pattern, as ICU formats it ("50 кБ/c").
    case cldr
    /// The table's override for the unit ("50 кБ/с").
    case table
}

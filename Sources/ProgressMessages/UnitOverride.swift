import ProgressParts
import ProgressPlanning

/// One unit's words in a string table's `@@x-units`: the pattern for each plural category in
/// place of CLDR's, and its review metadata.
///
/// In the table, each unit is keyed by its CLDR identifier, and its metadata sits beside it
/// under `@` + the identifier, as a message's does:
///
///     "@@x-units": {
///       "duration-day": { "one": "{0} dzień", "few": "{0} dni", "many": "{0} dni", "other": "{0} dnia" },
///       "@duration-day": { "x-state": "needs-review", "description": "CLDR's 'doba' reads oddly in a countdown" }
///     }
///
/// `{0}` is the number as displayed; the pattern is chosen by the plural category of those
/// digits, falling back to `other`. Known units: `digital-byte` … `digital-petabyte`,
/// `digital-kilobyte-per-second` … `digital-petabyte-per-second`, `duration-second`,
/// `duration-minute`, `duration-hour`, `duration-day` (``MeasureUnit/planned``). Each unit is
/// shown in one width (durations as full names, bytes and rates short), and its override applies
/// to that width.
package struct UnitOverride: Hashable, Sendable {
    /// The CLDR unit identifier as written (`duration-day`).
    package var identifier: String
    /// The unit, or `nil` if the identifier names none planning uses.
    package var unit: MeasureUnit?
    /// Each category's pattern as written.
    package var texts: [String: String]
    /// The patterns that parsed, by category.
    package var patterns: [String: UnitPattern]
    /// Whether the unit is used: it is known and every category and pattern loaded. One broken
    /// pattern leaves the whole unit in CLDR's words, so no number reads in a wrong form.
    package var isUsable: Bool
    /// The review state (`x-state` in `@<identifier>`).
    package var state: ReviewState?
    /// Why CLDR's words are replaced, for a reviewer (`description` in `@<identifier>`).
    package var description: String?

    /// The key lint and problems name the unit by: `@@x-units/duration-day`.
    package var key: String { UnitOverride.key(identifier) }

    /// `@@x-units/<identifier>`, and `@@x-units/<identifier>/<category>` for one pattern.
    package static func key(_ identifier: String, category: String? = nil) -> String {
        "\(tableKey)/\(identifier)" + (category.map { "/\($0)" } ?? "")
    }

    /// The top-level key of the overrides in a table.
    package static let tableKey = "@@x-units"
}


/// One unit's words in a string table's `@@x-units`: the pattern for each plural category in
/// place of CLDR's, and its review metadata.
///
/// In the table, each unit is keyed by its CLDR identifier, optionally followed by the CLDR
/// width it corrects (`:long`, `:short`, `:narrow`), and its metadata sits beside it under `@` +
/// the key, as a message's does:
///
///     "@@x-units": {
///       "duration-day": { "one": "{0} dzień", "few": "{0} dni", "many": "{0} dni", "other": "{0} dnia" },
///       "@duration-day": { "x-state": "needs-review", "description": "CLDR's 'doba' reads oddly in a countdown" },
///       "digital-kilobyte-per-second:narrow": { "one": "{0}кБ/с", "other": "{0}кБ/с" },
///       "@digital-kilobyte-per-second:narrow": { "x-state": "needs-review" }
///     }
///
/// `{0}` is the number as displayed; the pattern is chosen by the plural category of those
/// digits, falling back to `other`. Known units: `digital-byte` … `digital-petabyte`,
/// `digital-kilobyte-per-second` … `digital-petabyte-per-second`, `duration-second`,
/// `duration-minute`, `duration-hour`, `duration-day` (``MeasureUnit/planned``). A key without a
/// width corrects the width the unit is shown in for the default (wide) text — durations and
/// bytes `long`, kB…PB and rates `short` (``defaultWidth``); a key with a width corrects that
/// width only.
package struct UnitOverride: Hashable, Sendable {
    /// The key as written (`duration-day`, `digital-kilobyte-per-second:narrow`).
    package var identifier: String
    /// The unit, or `nil` if the key names none planning uses.
    package var unit: MeasureUnit?
    /// The width the key names (`:narrow`), or `nil` for a key without one (the unit's
    /// ``defaultWidth``) and for a width CLDR does not have (then ``isUsable`` is false).
    package var width: CLDRWidth?
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

    /// Whether the key names a width (`duration-day:narrow`) rather than the default one.
    package var namesWidth: Bool { identifier.contains(Self.widthSeparator) }

    /// The CLDR unit identifier of the key, without its width (`digital-kilobyte-per-second`).
    package var unitIdentifier: String { Self.split(identifier).unit }

    /// The width the override corrects: the one the key names, else the unit's default.
    package var correctedWidth: CLDRWidth? {
        width ?? unit.map(Self.defaultWidth)
    }

    /// `@@x-units/<identifier>`, and `@@x-units/<identifier>/<category>` for one pattern.
    package static func key(_ identifier: String, category: String? = nil) -> String {
        "\(tableKey)/\(identifier)" + (category.map { "/\($0)" } ?? "")
    }

    /// The top-level key of the overrides in a table.
    package static let tableKey = "@@x-units"

    /// What separates a unit from the width a key names: `duration-day:narrow`.
    package static let widthSeparator: Character = ":"

    /// CLDR's width names, as keys write them.
    package static let widthNames: [(name: String, width: CLDRWidth)] = [("long", .long), ("short", .short), ("narrow", .narrow)]

    /// A key's unit and width name: `digital-kilobyte-per-second:narrow` → (`digital-kilobyte-per-second`, `narrow`).
    package static func split(_ identifier: String) -> (unit: String, width: String?) {
        guard let separator = identifier.firstIndex(of: widthSeparator) else { return (identifier, nil) }
        return (String(identifier[..<separator]), String(identifier[identifier.index(after: separator)...]))
    }

    /// The width a CLDR width name means (`long` → ``CLDRWidth/long``), `nil` for another name.
    package static func width(named name: String) -> CLDRWidth? {
        widthNames.first { $0.name == name }?.width
    }

    /// CLDR's name of `width` (`long`, `short`, `narrow`).
    package static func name(of width: CLDRWidth) -> String {
        widthNames.first { $0.width == width }?.name ?? "long"
    }

    /// The width `unit` is shown in for the default (wide) text, which a key without a width
    /// corrects: `long` for durations and bytes, `short` for kB…PB and rates.
    package static func defaultWidth(of unit: MeasureUnit) -> CLDRWidth {
        unit.defaultWidth
    }
}

extension UnitOverride {
    /// The words of the usable overrides among `overrides` (by key as written) for the keys
    /// without a width (each corrects the width its unit is shown in by default), by unit and
    /// then plural category.
    package static func wordsWithoutWidth(in overrides: [String: UnitOverride]) -> [MeasureUnit: [String: UnitPattern]] {
        var words: [MeasureUnit: [String: UnitPattern]] = [:]
        for override in overrides.values where override.isUsable && !override.namesWidth {
            if let unit = override.unit { words[unit] = override.patterns }
        }
        return words
    }

    /// The words the usable overrides among `overrides` give `unit` in `width`: the key naming
    /// that width (`digital-kilobyte-per-second:narrow`), else the key without a width when
    /// `width` is the one it corrects (``defaultWidth(of:)``); `nil` when they keep CLDR's.
    ///
    ///     UnitOverride.words(in: russian.unitOverrides, for: .bytesPerSecond(.kilobyte), width: .narrow)?["few"]?
    ///         .format("3")   // "3кБ/с"
    package static func words(in overrides: [String: UnitOverride], for unit: MeasureUnit,
                              width: CLDRWidth) -> [String: UnitPattern]? {
        let named = unit.cldrIdentifier + String(widthSeparator) + name(of: width)
        if let override = overrides[named], override.isUsable {
            return override.patterns
        }
        if defaultWidth(of: unit) == width, let override = overrides[unit.cldrIdentifier], override.isUsable {
            return override.patterns
        }
        return nil
    }
}

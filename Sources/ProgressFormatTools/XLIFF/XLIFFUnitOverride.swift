import ProgressFormat
import ProgressTables

/// How a table's `@@x-units` travels in XLIFF: one `<trans-unit>` per unit and plural
/// category, its id the key lint names it by (`@@x-units/duration-day/one`,
/// `@@x-units/digital-kilobyte-per-second:narrow/other`), its `<source>` the English words CLDR
/// gives that unit, width and category ("{0} day"), its `<target>` the table's pattern with the
/// unit's review state, and the unit's `description` in `<note from="x-description">`.
///
///     XLIFFUnitOverride.id("duration-day", category: "few")        // "@@x-units/duration-day/few"
///     XLIFFUnitOverride.parse("@@x-units/duration-day:narrow/one")  // ("duration-day:narrow", "one")
enum XLIFFUnitOverride {
    /// The `from` of the note carrying why the table corrects the unit (`description` in
    /// `@<key>`): it belongs to the translation, not the source, so it travels both ways.
    static let descriptionNote = "x-description"

    /// The id prefix of override units.
    static let prefix = UnitOverride.tableKey + "/"

    /// The id of the unit for `identifier`'s `category`.
    static func id(_ identifier: String, category: String) -> String {
        UnitOverride.key(identifier, category: category)
    }

    /// The override key and category an id names, or `nil` for a message's id.
    static func parse(_ id: String) -> (identifier: String, category: String)? {
        guard id.hasPrefix(prefix), let slash = id.lastIndex(of: "/"), id.index(after: slash) < id.endIndex else { return nil }
        let identifier = String(id[id.index(id.startIndex, offsetBy: prefix.count)..<slash])
        let category = String(id[id.index(after: slash)...])
        return identifier.isEmpty || identifier.contains("/") ? nil : (identifier, category)
    }

    /// The English words CLDR gives the unit and width of `identifier` in `category` (`one`:
    /// the words for 1, any other: those for 2), with `{0}` for the number: "{0} day",
    /// "{0} kB/s"; `nil` for a unit or width planning does not know. ICU: `unumf_formatDouble`
    /// with the unit's skeleton in that width.
    static func englishPattern(_ identifier: String, category: String) -> String? {
        let (unitName, widthName) = UnitOverride.split(identifier)
        guard let unit = MeasureUnit(cldrIdentifier: unitName) else { return nil }
        let width = widthName.map(UnitOverride.width(named:)) ?? UnitOverride.defaultWidth(of: unit)
        guard let width else { return nil }
        guard let english = ICUNumberFormatter(skeleton: ReviewUnitWidthWords.skeleton(unit, width), locale: "en"),
              let text = english.format(category == "one" ? 1.0 : 2.0) else { return nil }
        let digit = category == "one" ? "1" : "2"
        guard let range = text.range(of: digit) else { return nil }
        return text.replacingCharacters(in: range, with: "{0}")
    }
}

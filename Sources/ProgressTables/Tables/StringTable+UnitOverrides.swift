
extension StringTable {
    /// The table's usable unit words for the keys without a width (each corrects the width its
    /// unit is shown in by default), by unit and then plural category.
    package var unitWords: [MeasureUnit: [String: UnitPattern]] {
        UnitOverride.wordsWithoutWidth(in: unitOverrides)
    }

    /// The usable words the table gives `unit` in `width`: the key naming that width
    /// (`digital-kilobyte-per-second:narrow`), else the key without a width when `width` is the
    /// one it corrects (``UnitOverride/defaultWidth(of:)``); `nil` when the table keeps CLDR's.
    package func unitWords(for unit: MeasureUnit, width: CLDRWidth) -> [String: UnitPattern]? {
        UnitOverride.words(in: unitOverrides, for: unit, width: width)
    }

    /// Decodes `@@x-units` (see ``UnitOverride``); what cannot be used is reported in `problems`
    /// (a unit planning never shows, a width CLDR does not have, a pattern that does not parse,
    /// a value of the wrong kind) and left out, so that unit keeps CLDR's words.
    static func decodeUnitOverrides(_ value: JSONValue?, file: String, problems: inout [ProgressProblem]) -> [String: UnitOverride] {
        guard let value else { return [:] }
        guard let object = value.membersByKey else {
            problems.append(.malformedMessage(file: file, key: UnitOverride.tableKey, position: 0,
                                              reason: "must be an object of units, each an object of plural categories"))
            return [:]
        }
        var overrides: [String: UnitOverride] = [:]
        for (identifier, patterns) in object.sorted(by: { $0.key < $1.key }) where !identifier.hasPrefix("@") {
            let key = UnitOverride.key(identifier)
            let (unitIdentifier, widthName) = UnitOverride.split(identifier)
            let unit = MeasureUnit(cldrIdentifier: unitIdentifier)
            let problemsBefore = problems.count
            if unit == nil {
                let known = MeasureUnit.planned.map(\.cldrIdentifier).joined(separator: ", ")
                problems.append(.malformedMessage(file: file, key: key, position: 0, reason: "unknown unit; known units: \(known)"))
            }
            let width = widthName.flatMap(UnitOverride.width(named:))
            if let widthName, width == nil {
                problems.append(.malformedMessage(file: file, key: key, position: 0,
                                                  reason: "'\(widthName)' is not a CLDR unit width (long, short, narrow)"))
            }
            guard let byCategory = patterns.membersByKey else {
                problems.append(.malformedMessage(file: file, key: key, position: 0,
                                                  reason: "must be an object of plural categories (\"one\", \"other\"…)"))
                continue
            }
            var texts: [String: String] = [:]
            var parsed: [String: UnitPattern] = [:]
            for (category, pattern) in byCategory.sorted(by: { $0.key < $1.key }) {
                let categoryKey = UnitOverride.key(identifier, category: category)
                guard MessagePatternParser.pluralCategories.contains(category) else {
                    problems.append(.malformedMessage(file: file, key: categoryKey, position: 0,
                                                      reason: "'\(category)' is not a plural category (zero, one, two, few, many, other)"))
                    continue
                }
                guard let text = pattern.stringValue else {
                    problems.append(.malformedMessage(file: file, key: categoryKey, position: 0, reason: "the pattern must be a string"))
                    continue
                }
                texts[category] = text
                do {
                    parsed[category] = try UnitPattern(parsing: text)
                } catch {
                    problems.append(.malformedMessage(file: file, key: categoryKey, position: error.position, reason: error.reason))
                }
            }
            let metadata = object["@" + identifier]?.membersByKey ?? [:]
            overrides[identifier] = UnitOverride(
                identifier: identifier, unit: unit, width: width, texts: texts, patterns: parsed,
                isUsable: unit != nil && !parsed.isEmpty && problems.count == problemsBefore,
                state: metadata["x-state"]?.stringValue.flatMap(ReviewState.init(rawValue:)),
                description: metadata["description"]?.stringValue)
        }
        return overrides
    }
}

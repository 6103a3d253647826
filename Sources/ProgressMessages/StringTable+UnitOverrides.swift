import ProgressParts
import ProgressPlanning

extension StringTable {
    /// The table's usable unit words (known units whose every pattern loaded), for ``LocaleParts``.
    package var unitWords: UnitWordOverrides {
        var overrides = UnitWordOverrides()
        for override in unitOverrides.values {
            guard let unit = override.unit, override.isUsable else { continue }
            overrides[unit] = override.patterns
        }
        return overrides
    }

    /// Decodes `@@x-units` (see ``UnitOverride``); what cannot be used is reported in `problems`
    /// (a unit planning never shows, a pattern that does not parse, a value of the wrong kind)
    /// and left out, so that unit keeps CLDR's words.
    static func decodeUnitOverrides(_ value: Any?, file: String, problems: inout [ProgressFormatError]) -> [String: UnitOverride] {
        guard let value else { return [:] }
        guard let object = value as? [String: Any] else {
            problems.append(.malformedMessage(file: file, key: UnitOverride.tableKey, position: 0,
                                              reason: "must be an object of units, each an object of plural categories"))
            return [:]
        }
        var overrides: [String: UnitOverride] = [:]
        for (identifier, patterns) in object.sorted(by: { $0.key < $1.key }) where !identifier.hasPrefix("@") {
            let key = UnitOverride.key(identifier)
            let unit = MeasureUnit(cldrIdentifier: identifier)
            if unit == nil {
                let known = MeasureUnit.planned.map(\.cldrIdentifier).joined(separator: ", ")
                problems.append(.malformedMessage(file: file, key: key, position: 0, reason: "unknown unit; known units: \(known)"))
            }
            guard let byCategory = patterns as? [String: Any] else {
                problems.append(.malformedMessage(file: file, key: key, position: 0,
                                                  reason: "must be an object of plural categories (\"one\", \"other\"…)"))
                continue
            }
            var texts: [String: String] = [:]
            var parsed: [String: UnitPattern] = [:]
            let problemsBefore = problems.count
            for (category, pattern) in byCategory.sorted(by: { $0.key < $1.key }) {
                let categoryKey = UnitOverride.key(identifier, category: category)
                guard MessagePatternParser.pluralCategories.contains(category) else {
                    problems.append(.malformedMessage(file: file, key: categoryKey, position: 0,
                                                      reason: "'\(category)' is not a plural category (zero, one, two, few, many, other)"))
                    continue
                }
                guard let text = pattern as? String else {
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
            let metadata = object["@" + identifier] as? [String: Any] ?? [:]
            overrides[identifier] = UnitOverride(
                identifier: identifier, unit: unit, texts: texts, patterns: parsed,
                isUsable: unit != nil && !parsed.isEmpty && problems.count == problemsBefore,
                state: (metadata["x-state"] as? String).flatMap(ReviewState.init(rawValue:)),
                description: metadata["description"] as? String)
        }
        return overrides
    }
}

import ProgressFormat
import ProgressTables

extension StringTableDocument {
    /// The keys of the table's `@@x-units` (`duration-day`, `digital-kilobyte-per-second:narrow`),
    /// in file order; metadata (`@duration-day`) left out.
    package var unitOverrideKeys: [String] {
        (unitOverrides ?? []).map(\.key).filter { !$0.hasPrefix("@") }
    }

    /// The patterns of the override `identifier`, category by category in file order (those
    /// that are strings).
    package func unitOverrideTexts(_ identifier: String) -> [(category: String, text: String)] {
        (unitOverrides?[key: identifier]?.members ?? []).compactMap { member in
            member.value.stringValue.map { (member.key, $0) }
        }
    }

    /// The pattern of the override `identifier` for `category`, if it is a string.
    package func unitOverrideText(_ identifier: String, category: String) -> String? {
        unitOverrides?[key: identifier]?.members?[key: category]?.stringValue
    }

    /// Sets the pattern of the override `identifier` for `category`, creating the unit (and
    /// `@@x-units`) at the end when needed; other members keep their places.
    package mutating func setUnitOverrideText(_ identifier: String, category: String, _ text: String) {
        var units = unitOverrides ?? []
        var patterns = units[key: identifier]?.members ?? []
        if let index = patterns.firstIndex(where: { $0.key == category }) {
            patterns[index].value = .string(text)
        } else {
            patterns.append(JSONValue.Member(key: category, value: .string(text)))
        }
        Self.set(identifier, .object(patterns), in: &units, after: nil)
        setUnitOverrides(units)
    }

    /// The string field `field` of the override's metadata (`@duration-day`: `x-state`…).
    package func unitOverrideMetadataString(_ identifier: String, _ field: String) -> String? {
        unitOverrides?[key: "@" + identifier]?.members?[key: field]?.stringValue
    }

    /// Sets (or, with `nil`, removes) the string field `field` of the override's metadata,
    /// creating `@<identifier>` right after the unit when needed.
    package mutating func setUnitOverrideMetadataString(_ identifier: String, _ field: String, _ value: String?) {
        var units = unitOverrides ?? []
        var fields = units[key: "@" + identifier]?.members ?? []
        if let index = fields.firstIndex(where: { $0.key == field }) {
            if let value { fields[index].value = .string(value) } else { fields.remove(at: index) }
        } else if let value {
            fields.append(JSONValue.Member(key: field, value: .string(value)))
        }
        guard !fields.isEmpty || units[key: "@" + identifier] != nil else { return }
        Self.set("@" + identifier, .object(fields), in: &units, after: identifier)
        setUnitOverrides(units)
    }

    /// The members of `@@x-units`, when it is an object.
    private var unitOverrides: [JSONValue.Member]? {
        members[key: UnitOverride.tableKey]?.members
    }

    private mutating func setUnitOverrides(_ units: [JSONValue.Member]) {
        if let index = members.firstIndex(where: { $0.key == UnitOverride.tableKey }) {
            members[index].value = .object(units)
        } else {
            members.append(JSONValue.Member(key: UnitOverride.tableKey, value: .object(units)))
        }
    }

    /// Sets member `key` of `members`, adding it after member `after` (or at the end) when new.
    private static func set(_ key: String, _ value: JSONValue, in members: inout [JSONValue.Member], after: String?) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else if let after, let index = members.firstIndex(where: { $0.key == after }) {
            members.insert(JSONValue.Member(key: key, value: value), at: index + 1)
        } else {
            members.append(JSONValue.Member(key: key, value: value))
        }
    }
}

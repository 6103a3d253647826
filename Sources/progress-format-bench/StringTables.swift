import CBenchBaseline
import Foundation

/// The string tables the library embeds (`Resources/Strings/<tag>.json`), read from the source
/// tree: the floors take their glue from the same text as the library.
enum StringTables {
    /// `Resources/Strings`, found from this source file's path; `nil` for a relocated binary.
    static let directory: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("Resources/Strings")
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("en.json").path) ? directory : nil
    }()

    /// The messages of one table, without the `@` metadata; `nil` if there is no such table.
    static func messages(_ tag: String) -> [String: String]? {
        guard let directory, let data = try? Data(contentsOf: directory.appendingPathComponent("\(tag).json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var messages: [String: String] = [:]
        for (key, value) in object where !key.hasPrefix("@") {
            if let text = value as? String { messages[key] = text }
        }
        return messages
    }

    /// A table's words for units (`@@x-units`): unit id → plural category → pattern.
    static func unitPatterns(_ tag: String) -> [String: [String: String]] {
        guard let directory, let data = try? Data(contentsOf: directory.appendingPathComponent("\(tag).json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let units = object["@@x-units"] as? [String: Any] else { return [:] }
        var patterns: [String: [String: String]] = [:]
        for (unit, value) in units where !unit.hasPrefix("@") {
            if let categories = value as? [String: String] { patterns[unit] = categories }
        }
        return patterns
    }

    /// The floor's formats (`CBENCH_F_*`) that write the unit of a table's unit id
    /// (`digital-megabyte`, `digital-kilobyte-per-second`, `duration-minute`): a table's words
    /// for a unit apply to each of them. Empty for a unit the floors do not write.
    static func floorFormats(ofUnit unit: String) -> [Int32] {
        let sizes = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]
        let durations = ["second", "minute", "hour", "day"]
        if unit.hasPrefix("digital-"), unit.hasSuffix("-per-second") {
            let name = unit.dropFirst("digital-".count).dropLast("-per-second".count)
            guard let index = sizes.firstIndex(of: String(name)), index > 0 else { return [] }
            return index == 1 ? [CBENCH_F_SLOW_RATE, CBENCH_F_RATES + 1] : [CBENCH_F_RATES + Int32(index)]
        }
        if unit.hasPrefix("digital-"), let index = sizes.firstIndex(of: String(unit.dropFirst("digital-".count))) {
            return [CBENCH_F_BYTES + Int32(index)]
        }
        if unit.hasPrefix("duration-"), let index = durations.firstIndex(of: String(unit.dropFirst("duration-".count))) {
            return [CBENCH_F_DURATIONS + Int32(index)]
        }
        return []
    }

    /// The message `key` along a simple chain: the tag, its language, English.
    static func chain(_ tag: String) -> [[String: String]] {
        let language = String(tag.prefix(while: { $0 != "-" }))
        var tags = [tag]
        if language != tag { tags.append(language) }
        if !tags.contains("en") { tags.append("en") }
        return tags.compactMap(messages)
    }
}

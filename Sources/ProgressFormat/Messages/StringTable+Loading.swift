import struct Foundation.Data
import class Foundation.JSONSerialization

extension StringTable {
    /// Decodes a table from JSON. A file that is not a JSON object throws; a message that does
    /// not parse is left out and reported in ``problems``, so the rest of the table still works.
    static func decode(_ data: Data, file: String) throws(ProgressFormatError) -> StringTable {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .unreadableTable(file: file, reason: "not valid JSON (\(Self.describe(error)))")
        }
        guard let root = object as? [String: Any] else {
            throw .unreadableTable(file: file, reason: "the top level must be a JSON object")
        }
        guard let locale = root["@@locale"] as? String, !locale.isEmpty else {
            throw .unreadableTable(file: file, reason: "missing \"@@locale\"")
        }
        var entries: [MessageKey: MessageEntry] = [:]
        var problems: [ProgressFormatError] = []
        var failedKeys: Set<String> = []
        for (name, value) in root.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("@") {
            guard let key = MessageKey(rawValue: name) else {
                problems.append(.malformedMessage(file: file, key: name, position: 0, reason: "unknown message key"))
                continue
            }
            guard let text = value as? String else {
                problems.append(.malformedMessage(file: file, key: name, position: 0, reason: "the message must be a string"))
                failedKeys.insert(name)
                continue
            }
            let pattern: MessagePattern
            do {
                pattern = try MessagePattern(parsing: text)
            } catch {
                problems.append(.malformedMessage(file: file, key: name, position: error.position, reason: error.reason))
                failedKeys.insert(name)
                continue
            }
            let metadata = root["@" + name] as? [String: Any] ?? [:]
            entries[key] = MessageEntry(
                key: key,
                text: text,
                pattern: pattern,
                description: metadata["description"] as? String,
                placeholders: Self.placeholderTypes(metadata["placeholders"]),
                state: (metadata["x-state"] as? String).flatMap(ReviewState.init(rawValue:)),
                source: metadata["x-source"] as? String
            )
        }
        return StringTable(locale: locale, file: file, entries: entries, problems: problems, failedKeys: failedKeys)
    }

    private static func placeholderTypes(_ value: Any?) -> [String: PlaceholderType] {
        guard let placeholders = value as? [String: Any] else { return [:] }
        var types: [String: PlaceholderType] = [:]
        for (name, info) in placeholders {
            let typeName = (info as? [String: Any])?["type"] as? String
            types[name] = typeName.flatMap(PlaceholderType.init(rawValue:)) ?? .message
        }
        return types
    }

    private static func describe(_ error: any Error) -> String {
        let text = "\(error)"
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}

import struct Foundation.Data
import class Foundation.JSONSerialization

extension StringTable {
    /// Decodes a table from JSON. A file that is not a JSON object throws; a message that does
    /// not parse is left out and reported in ``problems``, so the rest of the table still works.
    /// The largest table accepted (the shipped ones are about 10 KB).
    package static let maximumFileSize = 1 << 20

    package static func decode(_ data: Data, file: String) throws(ProgressProblem) -> StringTable {
        guard !data.isEmpty else { throw .unreadableTable(file: file, reason: "the file is empty") }
        guard data.count <= maximumFileSize else {
            throw .unreadableTable(file: file, reason: TableFile.tooLarge(maximumFileSize))
        }
        var bytes = [UInt8](data)
        if let encoding = Self.foreignEncoding(of: bytes) {
            throw .unreadableTable(file: file, reason: "not UTF-8 (looks like \(encoding)); save it as UTF-8")
        }
        if bytes.starts(with: Self.utf8ByteOrderMark) {
            // Skipped: editors show no column for it either.
            bytes.removeFirst(Self.utf8ByteOrderMark.count)
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let valid = Self.validUTF8Prefix(bytes)
            throw .unreadableTable(file: file, reason: "not valid UTF-8 (bad byte at offset \(valid))")
        }
        // Strict RFC 8259 first (Foundation accepts a trailing comma that other tools refuse),
        // with the line and column of the first error.
        if let syntaxError = JSONSyntaxScanner.firstError(in: bytes) {
            throw .unreadableTable(file: file, reason: "not valid JSON at \(syntaxError)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
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
        var problems: [ProgressProblem] = Self.duplicateTopLevelKeys(in: bytes).map { duplicate in
            .malformedMessage(file: file, key: duplicate.key, position: 0,
                              reason: "duplicate key (repeated on line \(duplicate.line)); only one of the values is used")
        }
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
                numberShownIn: Self.numberCarriers(metadata["placeholders"]),
                state: (metadata["x-state"] as? String).flatMap(ReviewState.init(rawValue:)),
                source: metadata["x-source"] as? String,
                reviewer: Self.reviewer(in: metadata),
                reviewedAt: Self.reviewedAt(in: metadata)
            )
        }
        let unitOverrides = Self.decodeUnitOverrides(root[UnitOverride.tableKey], file: file, problems: &problems)
        return StringTable(locale: locale, file: file, entries: entries, problems: problems, failedKeys: failedKeys,
                           unitOverrides: unitOverrides)
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

    private static func numberCarriers(_ value: Any?) -> [String: String] {
        guard let placeholders = value as? [String: Any] else { return [:] }
        var carriers: [String: String] = [:]
        for (name, info) in placeholders {
            if let carrier = (info as? [String: Any])?["x-shown-in"] as? String {
                carriers[name] = carrier
            }
        }
        return carriers
    }

    private static func describe(_ error: any Error) -> String {
        let text = "\(error)"
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}

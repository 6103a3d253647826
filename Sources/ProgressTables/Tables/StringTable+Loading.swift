import struct Foundation.Data

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
        // Strict RFC 8259 (Foundation accepts a trailing comma that other tools refuse), with the
        // line and column of the first error.
        var scanner = JSONScanner(maximumDepth: maximumJSONDepth)
        scanner.consume(bytes)
        if case .failed(let error) = scanner.finish() {
            throw .unreadableTable(file: file, reason: "not valid JSON at \(error.description(in: bytes))")
        }
        guard let members = scanner.value?.members, let root = scanner.value?.membersByKey else {
            throw .unreadableTable(file: file, reason: "the top level must be a JSON object")
        }
        guard let locale = root["@@locale"]?.stringValue, !locale.isEmpty else {
            throw .unreadableTable(file: file, reason: "missing \"@@locale\"")
        }
        var entries: [MessageKey: MessageEntry] = [:]
        var problems = Self.repeatedKeys(members, offsets: scanner.outermostKeyOffsets, in: bytes).map { repeated in
            ProgressProblem.malformedMessage(file: file, key: repeated.key, position: 0,
                                             reason: "duplicate key (repeated on line \(repeated.line)); only one of the values is used")
        }
        var failedKeys: Set<String> = []
        var notes: [String: String] = [:]
        for (name, value) in root.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("@") {
            if let note = root["@" + name]?.membersByKey?[noteKey]?.stringValue {
                notes[name] = note
            }
            guard let key = MessageKey(rawValue: name) else {
                problems.append(.malformedMessage(file: file, key: name, position: 0, reason: "unknown message key"))
                continue
            }
            guard let text = value.stringValue else {
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
            let metadata = root["@" + name]?.membersByKey ?? [:]
            entries[key] = MessageEntry(
                key: key,
                text: text,
                pattern: pattern,
                description: metadata["description"]?.stringValue,
                placeholders: Self.placeholderTypes(metadata["placeholders"]),
                numberShownIn: Self.numberCarriers(metadata["placeholders"]),
                state: metadata["x-state"]?.stringValue.flatMap(ReviewState.init(rawValue:)),
                source: metadata["x-source"]?.stringValue,
                reviewer: Self.reviewer(in: metadata),
                reviewedAt: Self.reviewedAt(in: metadata)
            )
        }
        let unitOverrides = Self.decodeUnitOverrides(root[UnitOverride.tableKey], file: file, problems: &problems)
        return StringTable(locale: locale, file: file, entries: entries, problems: problems, failedKeys: failedKeys,
                           unitOverrides: unitOverrides, notes: notes)
    }

    /// How deeply a table's JSON may nest, as `JSONSerialization` allows (a table needs 4).
    package static let maximumJSONDepth = 512

    /// The top-level keys written more than once, with the line of each repetition. JSON parsers
    /// silently keep one of the values; a translator who pasted a message twice must hear about it.
    private static func repeatedKeys(_ members: [JSONValue.Member], offsets: [Int],
                                     in bytes: [UInt8]) -> [(key: String, line: Int)] {
        var seen: Set<String> = []
        var repeated: [(key: String, line: Int)] = []
        for (member, offset) in zip(members, offsets) where !seen.insert(member.key).inserted {
            repeated.append((member.key, JSONPosition(of: offset, in: bytes).line))
        }
        return repeated
    }

    private static func placeholderTypes(_ value: JSONValue?) -> [String: PlaceholderType] {
        guard let placeholders = value?.membersByKey else { return [:] }
        var types: [String: PlaceholderType] = [:]
        for (name, info) in placeholders {
            let typeName = info.membersByKey?["type"]?.stringValue
            types[name] = typeName.flatMap(PlaceholderType.init(rawValue:)) ?? .message
        }
        return types
    }

    private static func numberCarriers(_ value: JSONValue?) -> [String: String] {
        guard let placeholders = value?.membersByKey else { return [:] }
        var carriers: [String: String] = [:]
        for (name, info) in placeholders {
            if let carrier = info.membersByKey?["x-shown-in"]?.stringValue {
                carriers[name] = carrier
            }
        }
        return carriers
    }
}

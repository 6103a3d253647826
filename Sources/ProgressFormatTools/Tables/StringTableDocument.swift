import ProgressFormat
import ProgressTables
import struct Foundation.Data

/// A string table file as written — every member in file order, every metadata field, numbers
/// as written — for the tools that change a table and write it back: import and review approve.
///
/// ``StringTable`` is what the engine needs from a table (parsed patterns, types); this is the
/// file itself, so that ``StringTableWriter`` can write it back byte for byte:
///
///     var german = try StringTableDocument(decoding: data, file: "Resources/Strings/de.json")
///     german.locale                          // "de"
///     german.message("percentCompleted")     // "{percent} abgeschlossen"
///     german.setMessage("percentCompleted", "{percent} erledigt")
///     let bytes = StringTableWriter.data(for: german, messageOrder: english.messageKeys)
package struct StringTableDocument: Hashable, Sendable {
    /// Where the table came from, for messages.
    package var file: String
    /// The top-level members, in file order.
    package var members: [JSONValue.Member]

    /// A document of `members`.
    package init(file: String, members: [JSONValue.Member]) {
        self.file = file
        self.members = members
    }

    /// How deeply a table a tool rewrites may nest (a table needs 4).
    package static let maximumDepth = 32

    /// Reads a table file: UTF-8 JSON, an object with a `@@locale` string, no duplicate keys (a
    /// writer could not keep both), nested at most ``maximumDepth`` levels, at most
    /// ``StringTable/maximumFileSize`` bytes. A syntax error is placed by line and by column in
    /// UTF-8 bytes: `not valid JSON (line 1, column 30: duplicate key 'a')`.
    /// - Throws: `ProgressProblem.unreadableTable` saying what is wrong and where.
    package init(decoding data: Data, file: String) throws(ProgressProblem) {
        guard !data.isEmpty else { throw .unreadableTable(file: file, reason: "the file is empty") }
        guard data.count <= StringTable.maximumFileSize else {
            throw .unreadableTable(file: file, reason: "larger than \(StringTable.maximumFileSize / 1024) KiB")
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .unreadableTable(file: file, reason: "not valid UTF-8")
        }
        let root: JSONValue
        do {
            root = try JSONScanner.value(of: bytes, maximumDepth: Self.maximumDepth, duplicateKeys: .refuse)
        } catch {
            throw .unreadableTable(file: file, reason: "not valid JSON (\(Self.describe(error, in: bytes)))")
        }
        guard let members = root.members else {
            throw .unreadableTable(file: file, reason: "the top level must be a JSON object")
        }
        guard let locale = members[key: "@@locale"]?.stringValue, !locale.isEmpty else {
            throw .unreadableTable(file: file, reason: "missing \"@@locale\"")
        }
        self.init(file: file, members: members)
    }

    /// The table's locale tag (`@@locale`).
    package var locale: String {
        members[key: "@@locale"]?.stringValue ?? ""
    }

    /// The keys of the messages (members not starting with `@`), in file order.
    package var messageKeys: [String] {
        members.map(\.key).filter { !$0.hasPrefix("@") }
    }

    /// The message `key` when it is a string.
    package func message(_ key: String) -> String? {
        guard !key.hasPrefix("@") else { return nil }
        return members[key: key]?.stringValue
    }

    /// Sets the message `key`; a new message is added at the end (the writer puts it in the
    /// source table's order).
    package mutating func setMessage(_ key: String, _ text: String) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = .string(text)
        } else {
            members.append(JSONValue.Member(key: key, value: .string(text)))
        }
    }

    /// The `@key` metadata of message `key`: its members, or `nil` when there is none (or it is
    /// not an object).
    package func metadata(_ key: String) -> [JSONValue.Member]? {
        members[key: "@" + key]?.members
    }

    /// The string metadata field `field` of message `key` (`x-state`, `description`…).
    package func metadataString(_ key: String, _ field: String) -> String? {
        metadata(key)?[key: field]?.stringValue
    }

    /// Sets (or, with `nil`, removes) the string metadata field `field` of message `key`,
    /// creating its `@key` object when needed; the writer puts fields in their canonical order.
    package mutating func setMetadataString(_ key: String, _ field: String, _ value: String?) {
        let metadataKey = "@" + key
        var fields = metadata(key) ?? []
        if let index = fields.firstIndex(where: { $0.key == field }) {
            if let value {
                fields[index].value = .string(value)
            } else {
                fields.remove(at: index)
            }
        } else if let value {
            fields.append(JSONValue.Member(key: field, value: .string(value)))
        }
        if let index = members.firstIndex(where: { $0.key == metadataKey }) {
            members[index].value = .object(fields)
        } else if !fields.isEmpty {
            members.append(JSONValue.Member(key: metadataKey, value: .object(fields)))
        }
    }
}

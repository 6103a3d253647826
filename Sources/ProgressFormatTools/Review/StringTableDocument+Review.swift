import ProgressTables
import struct Foundation.Data
import ProgressFormat

/// The review sheet reads a table file as written through the same ``StringTableDocument`` the
/// tools that rewrite a table use: every message's text and metadata, including what the loader
/// does not keep (a message that does not parse, a value that is not a string, a placeholder's
/// example, an `x-state` that is not a valid state).
extension StringTableDocument {
    /// One message's text and metadata, as the review sheet shows them.
    struct ReviewMessage {
        /// The pattern, or `nil` when the value is not a string.
        var text: String?
        /// The translator description (source table).
        var description: String?
        /// The declared placeholders (source table), in no particular order.
        var placeholders: [ReviewPlaceholder]
        /// `x-state` as written.
        var state: String?
        /// `x-source` as written: the source text the translation was made from.
        var madeFrom: String?
        /// `x-reviewer` as written: who approved the translation.
        var reviewer: String? = nil
        /// `x-reviewed-at` as written: when.
        var reviewedAt: String? = nil
        /// `x-note` as written: the translator's note for the reviewer.
        var note: String? = nil
    }

    /// Reads `data` as the loader does, best effort (a byte order mark skipped, strict JSON, of a
    /// repeated key the last value): anything that is not a JSON object is a document with no
    /// members (lint reports why).
    init(reviewing data: Data, file: String) {
        let text = data.starts(with: StringTable.utf8ByteOrderMark) ? data.dropFirst(StringTable.utf8ByteOrderMark.count) : data
        let root = try? JSONScanner.value(of: text, maximumDepth: StringTable.maximumJSONDepth)
        self.init(file: file, members: root?.members ?? [])
    }

    /// The messages by key (metadata entries `@key` are folded into their message).
    var reviewMessages: [String: ReviewMessage] {
        guard let root = JSONValue.object(members).membersByKey else { return [:] }
        var messages: [String: ReviewMessage] = [:]
        for (name, value) in root where !name.hasPrefix("@") {
            let metadata = root["@" + name]?.membersByKey ?? [:]
            messages[name] = ReviewMessage(
                text: value.stringValue,
                description: metadata["description"]?.stringValue,
                placeholders: Self.placeholders(metadata["placeholders"]),
                state: metadata["x-state"]?.stringValue,
                madeFrom: metadata["x-source"]?.stringValue,
                reviewer: metadata["x-reviewer"]?.stringValue,
                reviewedAt: metadata["x-reviewed-at"]?.stringValue,
                note: metadata[StringTable.noteKey]?.stringValue
            )
        }
        return messages
    }

    private static func placeholders(_ value: JSONValue?) -> [ReviewPlaceholder] {
        guard let placeholders = value?.membersByKey else { return [] }
        return placeholders.map { name, info in
            let info = info.membersByKey ?? [:]
            return ReviewPlaceholder(name: name, type: info["type"]?.stringValue, example: Self.text(info["example"]),
                                     values: info["x-values"]?.stringValue, shownIn: info["x-shown-in"]?.stringValue)
        }
    }

    /// A JSON string, or a number as `JSONSerialization` gave it: `5` for 5.0 or 5e0, `1.5`.
    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let string): string
        case .number(let written):
            if let whole = Int(written) {
                String(whole)
            } else if let number = Double(written) {
                Int(exactly: number).map(String.init) ?? String(number)
            } else {
                nil
            }
        default: nil
        }
    }
}

extension StringTableDocument {
    /// The review record of message `key`.
    package func reviewRecord(_ key: String) -> ReviewRecord {
        ReviewRecord(state: metadataString(key, "x-state"), source: metadataString(key, "x-source"),
                     reviewer: metadataString(key, StringTable.reviewerKey),
                     reviewedAt: metadataString(key, StringTable.reviewedAtKey))
    }

    /// Replaces the review record of message `key` (fields that are `nil` are removed).
    package mutating func setReviewRecord(_ key: String, _ record: ReviewRecord) {
        setMetadataString(key, "x-state", record.state)
        setMetadataString(key, "x-source", record.source)
        setMetadataString(key, StringTable.reviewerKey, record.reviewer)
        setMetadataString(key, StringTable.reviewedAtKey, record.reviewedAt)
    }
}

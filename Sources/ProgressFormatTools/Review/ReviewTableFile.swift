import struct Foundation.Data
import class Foundation.JSONSerialization

/// A string table file as written, for the review sheet: every message's text and metadata,
/// including what the loader does not keep (a message that does not parse, a value that is not
/// a string, a placeholder's example, an `x-state` that is not a valid state).
///
/// Reading is best effort: a file that is not a JSON object has no messages (lint reports why).
struct ReviewTableFile {
    /// One message's text and metadata.
    struct Message {
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
    }

    /// The messages by key (metadata entries `@key` are folded into their message).
    var messages: [String: Message]

    /// Reads `data`; anything that is not a JSON object gives no messages.
    init(data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            messages = [:]
            return
        }
        var messages: [String: Message] = [:]
        for (name, value) in root where !name.hasPrefix("@") {
            let metadata = root["@" + name] as? [String: Any] ?? [:]
            messages[name] = Message(
                text: value as? String,
                description: metadata["description"] as? String,
                placeholders: Self.placeholders(metadata["placeholders"]),
                state: metadata["x-state"] as? String,
                madeFrom: metadata["x-source"] as? String,
                reviewer: metadata["x-reviewer"] as? String,
                reviewedAt: metadata["x-reviewed-at"] as? String
            )
        }
        self.messages = messages
    }

    private static func placeholders(_ value: Any?) -> [ReviewPlaceholder] {
        guard let placeholders = value as? [String: Any] else { return [] }
        return placeholders.map { name, info in
            let info = info as? [String: Any] ?? [:]
            return ReviewPlaceholder(name: name, type: info["type"] as? String, example: Self.text(info["example"]),
                                     values: info["x-values"] as? String, shownIn: info["x-shown-in"] as? String)
        }
    }

    /// A JSON string or number as text.
    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as Int: String(number)
        case let number as Double: String(number)
        default: nil
        }
    }
}

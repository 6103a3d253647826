import struct Foundation.Data
import ProgressTables

/// Writes a string table in the one style every file in `Resources/Strings` has, so a table
/// read and written back is the same file, byte for byte, and a tool's change is a small diff.
///
/// The style:
/// - `@@` header members first (`@@locale` leading), then each message in the source table's
///   order followed by its `@key` metadata; messages the source lacks follow in file order;
/// - metadata fields in a fixed order: `description`, `placeholders`, `x-state`, `x-source`,
///   `x-reviewer`, `x-reviewed-at`, then any others as they came;
/// - 2-space indentation; the top level, each `@key` object and its `placeholders` one member
///   per line, anything deeper on one line (`{ "type": "percent", "example": "7%" }`), empty
///   objects as `{}`;
/// - strings with only `"`, `\` and controls (U+0000–U+001F) escaped, everything else written
///   as is; a final newline.
///
/// ```
/// {
///   "@@locale": "de",
///   "percentCompleted": "{percent} abgeschlossen",
///   "@percentCompleted": {
///     "x-state": "needs-review",
///     "x-source": "{percent} completed"
///   }
/// }
/// ```
package enum StringTableWriter {
    /// The metadata fields in the order they are written; others follow in file order.
    package static let metadataOrder = ["description", "placeholders", "x-state", "x-source", "x-reviewer", "x-reviewed-at"]

    /// The table's bytes, its messages in `messageOrder` (the source table's keys).
    package static func data(for document: StringTableDocument, messageOrder: [String]) -> Data {
        Data(text(for: document, messageOrder: messageOrder).utf8)
    }

    /// The table's text, its messages in `messageOrder` (the source table's keys).
    package static func text(for document: StringTableDocument, messageOrder: [String]) -> String {
        let members = ordered(document.members, messageOrder: messageOrder)
        guard !members.isEmpty else { return "{}\n" }
        var lines: [String] = []
        for member in members {
            let value: String
            if member.key.hasPrefix("@") && !member.key.hasPrefix("@@"), case .object(let fields) = member.value {
                value = multiline(sortedMetadata(fields), indent: 1) { field in
                    if field.key == "placeholders", case .object(let placeholders) = field.value {
                        return multiline(placeholders, indent: 2) { inline($0.value) }
                    }
                    return inline(field.value)
                }
            } else if case .object(let fields) = member.value {
                value = multiline(fields, indent: 1) { inline($0.value) }
            } else {
                value = inline(member.value)
            }
            lines.append("  \(string(member.key)): \(value)")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The top-level members in canonical order.
    static func ordered(_ members: [JSONValue.Member], messageOrder: [String]) -> [JSONValue.Member] {
        var remaining = members
        var result: [JSONValue.Member] = []
        func take(_ key: String) {
            if let index = remaining.firstIndex(where: { $0.key == key }) {
                result.append(remaining.remove(at: index))
            }
        }
        take("@@locale")
        for member in remaining where member.key.hasPrefix("@@") {
            take(member.key)
        }
        let messages = messageOrder + remaining.map(\.key).filter { !$0.hasPrefix("@") && !messageOrder.contains($0) }
        for key in messages where remaining.contains(where: { $0.key == key }) {
            take(key)
            take("@" + key)
        }
        return result + remaining
    }

    /// Metadata fields in ``metadataOrder``, others after them in file order.
    static func sortedMetadata(_ fields: [JSONValue.Member]) -> [JSONValue.Member] {
        metadataOrder.compactMap { name in fields.first { $0.key == name } }
            + fields.filter { !metadataOrder.contains($0.key) }
    }

    /// An object with one member per line at `indent` levels (2 spaces each) inside.
    static func multiline(_ members: [JSONValue.Member], indent: Int,
                          value: (JSONValue.Member) -> String) -> String {
        guard !members.isEmpty else { return "{}" }
        let padding = String(repeating: "  ", count: indent + 1)
        let lines = members.map { "\(padding)\(string($0.key)): \(value($0))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    /// A value on one line: `{ "type": "percent", "example": "7%" }`, `[1, 2]`, `"x"`.
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let elements): elements.isEmpty ? "[]" : "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .object(let members):
            members.isEmpty ? "{}" : "{ " + members.map { "\(string($0.key)): \(inline($0.value))" }.joined(separator: ", ") + " }"
        }
    }

    /// `text` as a JSON string: `"` and `\` escaped, controls as `\n`, `\t`… or `\u001b`.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

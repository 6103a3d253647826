/// A JSON value as ``JSONScanner`` reads it: object members in the order written (a repeated key
/// kept as often as it is written, unless the scan refuses it), numbers as written — so a string
/// table can be read and written back byte for byte, and a snapshot line read member by member.
///
///     try JSONScanner.value(of: Array(#"{"b": 1.50, "a": ["x"]}"#.utf8))
///     // .object([Member(key: "b", value: .number("1.50")), Member(key: "a", value: .array([.string("x")]))])
package indirect enum JSONValue: Hashable, Sendable {
    /// A member of an object: its key and value.
    package struct Member: Hashable, Sendable {
        /// The member's key.
        package var key: String
        /// The member's value.
        package var value: JSONValue

        /// A member.
        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string.
    case string(String)
    /// A number, exactly as written (`1.50`, `-0`, `2e10`), checked against RFC 8259's grammar
    /// but not converted: `1e400` is a number too.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order written.
    case object([Member])

    /// The string, when this is one.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members, when this is an object.
    package var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The members by key, when this is an object; of a repeated key the last value is kept, as
    /// `JSONSerialization` keeps it.
    package var membersByKey: [String: JSONValue]? {
        members.map { members in Dictionary(members.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) }
    }
}

extension [JSONValue.Member] {
    /// The value of the first member named `key`, if there is one.
    package subscript(key key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }
}

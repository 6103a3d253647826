/// A JSON value as a string table file holds it, with the order of object members kept and
/// numbers kept as written, so a table can be read and written back byte for byte.
///
///     let value = try TableJSONReader.value(of: Array(#"{"b": 1.50, "a": ["x"]}"#.utf8))
///     // .object([Member(key: "b", value: .number("1.50")), Member(key: "a", value: .array([.string("x")]))])
package indirect enum TableJSON: Hashable, Sendable {
    /// A member of an object: its key and value.
    package struct Member: Hashable, Sendable {
        /// The member's key.
        package var key: String
        /// The member's value.
        package var value: TableJSON

        /// A member.
        package init(key: String, value: TableJSON) {
            self.key = key
            self.value = value
        }
    }

    /// A string.
    case string(String)
    /// A number, exactly as written (`1.50`, `-0`, `2e10`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([TableJSON])
    /// An object, its members in file order.
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
}

extension [TableJSON.Member] {
    /// The value of the member named `key`, if there is one.
    package subscript(key key: String) -> TableJSON? {
        first { $0.key == key }?.value
    }
}

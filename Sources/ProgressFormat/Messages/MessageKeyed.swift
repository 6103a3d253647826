package import ProgressTables

/// A value for some of the ``MessageKey``s, stored by ``MessageKey/ordinal`` in one array: what a
/// catalog keeps per key, without a dictionary's hashing and its room for growth (a formatter
/// keeps several of these per locale).
package struct MessageKeyed<Value: Sendable>: Sendable {
    /// The values by ordinal; `nil` where a key has none.
    package private(set) var byOrdinal: [Value?]

    /// No value for any key.
    package init() {
        byOrdinal = Array(repeating: nil, count: MessageKey.allCases.count)
    }

    /// The value of `key`, if any.
    package subscript(key: MessageKey) -> Value? {
        get { byOrdinal[key.ordinal] }
        set { byOrdinal[key.ordinal] = newValue }
    }

    /// The keys that have a value, in ``MessageKey`` order, each with its value.
    package var entries: [(key: MessageKey, value: Value)] {
        MessageKey.allCases.compactMap { key in byOrdinal[key.ordinal].map { (key, $0) } }
    }
}

extension MessageKeyed: Equatable where Value: Equatable {}

extension MessageKeyed: Hashable where Value: Hashable {}

/// The variants of a `select` (keyword → message) or a `plural` (category or exact number →
/// message), in the order the pattern gives them.
///
/// A message has a handful of variants (an operation `select` has seven, a `plural` two to six),
/// so a small array searched in order is both smaller and faster than a dictionary: a formatter
/// keeps every parsed message of its locale, and a dictionary of seven entries takes about twice
/// the memory of the array, and hashes its keyword on every lookup. The parser refuses duplicate
/// keys (with a set, so a hostile pattern with many variants stays linear).
///
/// Equality ignores order, as for the dictionary it replaces: `{k, select, a {x} b {y}}` and
/// `{k, select, b {y} a {x}}` are the same message.
package struct MessageVariants<Key: Hashable & Sendable>: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private struct Entry: Hashable, Sendable {
        var key: Key
        var value: [MessageNode]
    }

    private var entries: [Entry]

    /// No variants.
    package init() {
        entries = []
    }

    /// The variants of a literal, in its order; a repeated key keeps its first message.
    package init(dictionaryLiteral elements: (Key, [MessageNode])...) {
        entries = []
        var seen: Set<Key> = []
        for (key, value) in elements where seen.insert(key).inserted {
            entries.append(Entry(key: key, value: value))
        }
    }

    /// The message of `key`, if there is a variant for it.
    package subscript(key: Key) -> [MessageNode]? {
        for entry in entries where entry.key == key {
            return entry.value
        }
        return nil
    }

    /// The keys, in the pattern's order.
    package var keys: [Key] { entries.map(\.key) }

    /// The messages, in the pattern's order.
    package var values: [[MessageNode]] { entries.map(\.value) }

    /// Adds a variant; the caller has checked that `key` is new.
    package mutating func append(_ key: Key, _ value: [MessageNode]) {
        entries.append(Entry(key: key, value: value))
    }

    /// The same keys, each message transformed.
    package func mapValues(_ transform: ([MessageNode]) throws -> [MessageNode]) rethrows -> MessageVariants {
        var result = self
        for index in result.entries.indices {
            result.entries[index].value = try transform(result.entries[index].value)
        }
        return result
    }

    package static func == (lhs: MessageVariants, rhs: MessageVariants) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        if lhs.entries == rhs.entries { return true }
        // In another order: compare through a dictionary, so even a long list stays linear.
        var right: [Key: [MessageNode]] = [:]
        for entry in rhs.entries { right[entry.key] = entry.value }
        return lhs.entries.allSatisfy { right[$0.key] == $0.value }
    }

    package func hash(into hasher: inout Hasher) {
        // Order-independent, as equality is.
        hasher.combine(entries.count)
    }
}

internal import ProgressTables

/// The marked parts of one rendered line (the public `ProgressText`'s parts), stored inline: a line has at most a handful, and
/// formatting on every update must not allocate for them.
package struct PartList: Hashable, Sendable {
    /// The most parts one line records; further ones are dropped.
    package static let capacity = 8

    package struct Entry: Hashable, Sendable {
        package var field: ProgressText.Field
        package var start: Int32
        package var end: Int32
    }

    private var storage = InlineArray<8, Entry>(repeating: Entry(field: .percent, start: 0, end: 0))
    /// How many entries are in use.
    package private(set) var count = 0

    package init() {}

    /// The entry at `index` (`0..<count`).
    package subscript(index: Int) -> Entry { storage[index] }

    /// Records `field` at UTF-8 offsets `range`; empty ranges and parts past the capacity are
    /// dropped.
    package mutating func append(_ field: ProgressText.Field, _ range: Range<Int>) {
        guard count < Self.capacity, !range.isEmpty, range.upperBound <= Int(Int32.max) else { return }
        storage[count] = Entry(field: field, start: Int32(range.lowerBound), end: Int32(range.upperBound))
        count += 1
    }

    /// Moves every offset at or after `offset` by `delta` (after a change of length there).
    mutating func shift(from offset: Int, by delta: Int) {
        guard delta != 0 else { return }
        for index in 0..<count {
            if Int(storage[index].start) > offset { storage[index].start += Int32(delta) }
            if Int(storage[index].end) > offset { storage[index].end += Int32(delta) }
        }
    }

    package static func == (lhs: PartList, rhs: PartList) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.storage[$0] == rhs.storage[$0] }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count {
            hasher.combine(storage[index])
        }
    }
}

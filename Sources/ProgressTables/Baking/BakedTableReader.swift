/// Reads what ``BakedTableWriter`` wrote, field by field, from its UTF-8 bytes (a copy of the
/// string literal compiled into the program).
///
///     var reader = BakedTableReader("-1,7:de.json")
///     (try? reader.integer(), try? reader.text())  // (-1, "de.json")
///
/// A field that is not what the reader asks for (a damaged or mismatched build) throws
/// ``Damaged``, which the store reports as a table it cannot read; it never traps.
package struct BakedTableReader: ~Copyable {
    /// The baked bytes are not what the reader expects.
    package struct Damaged: Error, Hashable, Sendable {
        /// The byte offset where reading failed.
        package var offset: Int
    }

    private let bytes: [UInt8]
    private var offset = 0

    /// A reader at the start of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A reader of `text`'s UTF-8 (a baked table compiled in as a string literal).
    package init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The offset of the next byte to read.
    package var position: Int { offset }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// Reads an integer field.
    package mutating func integer() throws(Damaged) -> Int {
        var negative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        let start = offset
        var value = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { throw Damaged(offset: offset) }
            value = shifted + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start, offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { throw Damaged(offset: offset) }
        offset += 1
        return negative ? -value : value
    }

    /// Reads an integer field that must fit `Integer`.
    package mutating func integer<Integer: FixedWidthInteger>(as type: Integer.Type) throws(Damaged) -> Integer {
        let start = offset
        guard let value = Integer(exactly: try integer()) else { throw Damaged(offset: start) }
        return value
    }

    /// Reads a count: an integer field of at least 0.
    package mutating func count() throws(Damaged) -> Int {
        let start = offset
        let value = try integer()
        guard value >= 0, value <= bytes.count else { throw Damaged(offset: start) }
        return value
    }

    /// Reads a Boolean written as 1 or 0.
    package mutating func flag() throws(Damaged) -> Bool {
        try integer() != 0
    }

    /// Reads a text field's UTF-8 bytes (sharing the reader's array).
    package mutating func textBytes() throws(Damaged) -> ArraySlice<UInt8> {
        let start = offset
        var length = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]), length <= bytes.count {
            length = length * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start, offset < bytes.count, bytes[offset] == UInt8(ascii: ":"),
              length <= bytes.count - offset - 1 else { throw Damaged(offset: start) }
        offset += 1
        defer { offset += length }
        return bytes[offset..<offset + length]
    }

    /// Reads a text field.
    package mutating func text() throws(Damaged) -> String {
        String(decoding: try textBytes(), as: UTF8.self)
    }
}

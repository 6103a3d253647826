// Unsafe code here: the baked bytes read in place (no copy of a built-in table), each read
// checked against the buffer's count first.

/// Reads what ``BakedTableWriter`` wrote, field by field, from its UTF-8 bytes — in place, as a
/// `StaticString` compiled into the program holds them.
///
///     let table = "-1,7:de.json".utf8.withContiguousStorageIfAvailable { bytes in
///         var reader = BakedTableReader(bytes)
///         return (try? reader.integer(), try? reader.text())  // (-1, "de.json")
///     }
///
/// A field that is not what the reader asks for (a damaged or mismatched build) throws
/// ``Damaged``, which the store reports as a table it cannot read; it never traps.
@safe package struct BakedTableReader: ~Copyable {
    /// The baked bytes are not what the reader expects.
    package struct Damaged: Error, Hashable, Sendable {
        /// The byte offset where reading failed.
        package var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// Whether the bytes live as long as the program (a literal compiled in), so what is read
    /// may point into them; otherwise it is copied.
    package let isStatic: Bool

    /// A reader at the start of `bytes`, which must outlive it; what it reads is copied.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        unsafe self.bytes = bytes
        isStatic = false
    }

    /// A reader of a literal compiled into the program; what it reads points into it (a
    /// message program is read in place). A literal of one scalar, which has no UTF-8 of its
    /// own, reads as empty.
    package init(_ literal: StaticString) {
        unsafe bytes = literal.hasPointerRepresentation
            ? UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) : UnsafeBufferPointer(start: nil, count: 0)
        isStatic = true
    }

    /// The offset of the next byte to read.
    package var position: Int { offset }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { unsafe offset == bytes.count }

    /// Reads an integer field.
    package mutating func integer() throws(Damaged) -> Int {
        var negative = false
        if unsafe offset < bytes.count, unsafe bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        let start = offset
        var value = 0
        while unsafe offset < bytes.count, unsafe (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { throw Damaged(offset: offset) }
            value = unsafe shifted + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start, unsafe offset < bytes.count, unsafe bytes[offset] == UInt8(ascii: ",") else { throw Damaged(offset: offset) }
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
        guard value >= 0, unsafe value <= bytes.count else { throw Damaged(offset: start) }
        return value
    }

    /// Reads a Boolean written as 1 or 0.
    package mutating func flag() throws(Damaged) -> Bool {
        try integer() != 0
    }

    /// Reads a text field's UTF-8 bytes.
    package mutating func textBytes() throws(Damaged) -> UnsafeBufferPointer<UInt8> {
        let start = offset
        var length = 0
        while unsafe offset < bytes.count, unsafe (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]), unsafe length <= bytes.count {
            length = unsafe length * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start, unsafe offset < bytes.count, unsafe bytes[offset] == UInt8(ascii: ":"),
              unsafe length <= bytes.count - offset - 1 else { throw Damaged(offset: start) }
        offset += 1
        defer { offset += length }
        return unsafe UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
    }

    /// Reads a text field.
    package mutating func text() throws(Damaged) -> String {
        unsafe String(decoding: try textBytes(), as: UTF8.self)
    }
}

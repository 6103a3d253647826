/// Where a byte offset of a JSON text is, as people and editors count: the line from 1, and the
/// column from 1 both in code points (what a translator's editor shows) and in UTF-8 bytes.
///
///     JSONPosition(of: 10, in: Array("{\n  \"ä\": x}".utf8))   // line 2, column 8, byteColumn 9
///
/// Computed when an error is reported, in one pass over the bytes before the offset.
package struct JSONPosition: Hashable, Sendable {
    /// The line, from 1.
    package var line = 1
    /// The column in code points, from 1.
    package var column = 1
    /// The column in UTF-8 bytes, from 1.
    package var byteColumn = 1

    /// The position of byte `offset` of `bytes` (the end, when `offset` is past it).
    package init(of offset: Int, in bytes: some Collection<UInt8>) {
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
                byteColumn = 1
            } else {
                if byte & 0xC0 != 0x80 { column += 1 }
                byteColumn += 1
            }
        }
    }
}

/// Where a JSON text stops being JSON: 1-based line and column (columns count code points) and
/// what was expected there.
package struct JSONSyntaxError: Hashable, Sendable, CustomStringConvertible {
    /// The byte offset of the problem.
    package var offset: Int
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in code points from the start of the line.
    package var column: Int
    /// What is wrong there.
    package var reason: String

    package init(offset: Int, line: Int, column: Int, reason: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The position of byte `offset` in `bytes`.
    init(bytes: [UInt8], offset: Int, reason: String) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(offset: offset, line: line, column: column, reason: reason)
    }

    /// "line 3, column 18: expected ',' or '}' after a member".
    package var description: String {
        "line \(line), column \(column): \(reason)"
    }
}

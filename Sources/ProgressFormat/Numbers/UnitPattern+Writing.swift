package import ProgressTables

extension UnitPattern {
    /// Appends the pattern to `text`, `writeNumber` writing the number in place of each `{0}`.
    package func write(to text: inout TextBuffer, number writeNumber: (inout TextBuffer) -> Void) {
        for index in literalsUTF8.indices {
            if index > 0 { writeNumber(&text) }
            text.append(literalsUTF8[index])
        }
    }
}

/// Writes a ``BakedTable`` in its baked form: text that a Swift string literal holds as it is,
/// so the build tool can compile it in as a string literal (which costs the compiler nothing to
/// type-check, unlike a large array literal) and ``BakedTableReader`` can walk its UTF-8 bytes.
///
/// The form is a run of fields, each an integer written in decimal and ended by `,`, or a text
/// written as its UTF-8 length, `:` and the text itself:
///
///     var writer = BakedTableWriter()
///     writer.integer(-1)
///     writer.text("de.json")
///     writer.baked  // "-1,7:de.json"
///
/// Texts come from Swift strings, so the whole is valid UTF-8; which fields follow which is
/// known only to ``BakedTable/encoded`` and ``BakedTable/init(decoding:)``.
package struct BakedTableWriter {
    /// What has been written.
    package private(set) var baked = ""

    /// An empty writer.
    package init() {}

    /// Writes an integer field.
    package mutating func integer<Integer: BinaryInteger>(_ value: Integer) {
        baked += String(value)
        baked += ","
    }

    /// Writes a text field.
    package mutating func text(_ value: String) {
        baked += String(value.utf8.count)
        baked += ":"
        baked += value
    }

    /// Writes a Boolean as the integer 1 or 0.
    package mutating func flag(_ value: Bool) {
        integer(value ? 1 : 0)
    }
}

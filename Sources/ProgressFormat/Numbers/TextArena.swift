internal import ProgressTables

/// The texts of a locale's model laid out flat for writing: every literal's UTF-8 one after
/// another in one array, each found by a ``TextArena/Span``, so writing a unit's words copies
/// bytes and touches no reference count.
///
///     var arena = TextArena()
///     let kilobytes = arena.store(" kB")
///     TextBuffer.string { arena.write(kilobytes, to: &$0) }   // " kB"
struct TextArena: Hashable, Sendable {
    /// Where one text is in the arena.
    struct Span: Hashable, Sendable {
        var start: Int32 = 0
        var count: Int32 = 0
    }

    private(set) var bytes: [UInt8] = []

    /// Stores `text` and returns where it is (texts already stored are stored again: a locale
    /// has a few dozen, most different).
    mutating func store(_ text: String) -> Span {
        let span = Span(start: Int32(bytes.count), count: Int32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
        return span
    }

    /// Appends the text at `span` to `text`.
    func write(_ span: Span, to text: inout TextBuffer) {
        text.append(bytes, from: Int(span.start), count: Int(span.count))
    }
}

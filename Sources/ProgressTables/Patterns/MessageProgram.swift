
/// Messages in the form the renderer walks: a flat run of ``MessageInstruction``s, one UTF-8
/// arena for all their text, and the argument names they refer to.
///
/// A parsed ``MessagePattern`` is a tree of enum boxes, arrays and strings; walking it on every
/// update retains and releases each node and string it passes. A program is plain numbers
/// (each variant's body follows its header, so a body is a contiguous range of instructions),
/// which the runtime copies into buffers once per formatter (`CompiledMessages`).
///
/// A program is made three ways, all giving the same value for the same messages:
/// - compiled from parsed patterns (``init(compiling:)``): a catalog read from JSON files;
/// - baked at build time from each built-in table that passes every check (`BakedTable`), and
/// - composed from baked programs, message by message (``init(composing:)``): the catalog of a
///   locale chain such as `de-CH` → `de` → `en`, with no parsing at run time.
///
///     let program = MessageProgram(compiling: [try MessagePattern(parsing: "{percent} completed")])
///     program.instructions.map(\.operation)  // [.argument, .text]
///     program.arena                           // Array(" completed".utf8)
package struct MessageProgram: Hashable, Sendable {
    /// Every message's instructions, one after another.
    package var instructions: [MessageInstruction]
    /// Every literal text and `select` keyword, as UTF-8; each distinct text once.
    package var arena: [UInt8]
    /// The arguments the instructions name, each once, in the order they are first used; `nil`
    /// for a name that is no ``ArgumentName`` (planning never fills it, so it renders as
    /// nothing) — one `nil` for all such names, so there are at most 17 entries.
    package var names: [ArgumentName?]
    /// For each ``MessageKey/ordinal``, the range of the message's instructions; `nil` where the
    /// key has no message.
    package var messages: [Range<Int>?]

    /// A program of exactly these parts (a baked table's, read back).
    package init(instructions: [MessageInstruction], arena: [UInt8], names: [ArgumentName?], messages: [Range<Int>?]) {
        self.instructions = instructions
        self.arena = arena
        self.names = names
        self.messages = messages
    }

    /// The instructions of `key`'s message, or `nil` if there is none.
    package func message(_ key: MessageKey) -> Range<Int>? {
        key.ordinal < messages.count ? messages[key.ordinal] : nil
    }
}

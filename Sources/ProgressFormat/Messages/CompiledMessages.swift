package import ProgressTables

/// One voice's messages (a locale's usable ones, or the source's) in the form the renderer
/// walks on every update: a ``MessageProgram`` — fixed-size instructions, one UTF-8 arena for
/// all their text, the argument names they refer to — copied once into buffers.
///
/// A parsed ``MessagePattern`` is a tree of enum boxes, arrays and strings: a formatter keeping
/// one per message kept about 15 KB per locale in hundreds of small allocations, and walking it
/// retained and released each node and string it passed — on every update, from every thread
/// sharing the formatter. Here a message is a range of instructions whose fields are plain
/// numbers, walked through buffer pointers: no reference counting on the per-update path, and
/// a few kilobytes per locale.
///
/// Immutable after `init`; the buffers are freed with the object.
package final class CompiledMessages: @unchecked Sendable {
    /// One step of a message (see ``MessageInstruction`` for the layout).
    typealias Instruction = MessageInstruction

    /// Every message's instructions, one after another.
    let instructions: UnsafeMutableBufferPointer<Instruction>
    /// Every literal text and `select` keyword, as UTF-8.
    let arena: UnsafeMutableBufferPointer<UInt8>
    /// The arguments the instructions name, each once; `nil` for a name that is no
    /// ``ArgumentName`` (planning never fills it, so it renders as nothing).
    let names: UnsafeMutableBufferPointer<ArgumentName?>
    /// For each ``MessageKey/ordinal``, the message's first instruction and count (`count` 0 with
    /// `start` -1: no message).
    ///
    /// Buffers, not arrays: threads rendering with the same messages read them without retaining
    /// an array's storage (a shared reference count written from every thread on every update).
    private let messages: UnsafeMutableBufferPointer<(start: Int32, count: Int32)>

    /// The messages of `program`, copied into buffers of their own. A variant's category is
    /// compared with ``PluralCategory``'s raw value, which is its index in
    /// ``MessagePattern/pluralCategories`` as the program writes it.
    package init(_ program: MessageProgram) {
        instructions = .allocate(capacity: max(program.instructions.count, 1))
        _ = instructions.initialize(from: program.instructions)
        arena = .allocate(capacity: max(program.arena.count, 1))
        _ = arena.initialize(from: program.arena)
        names = .allocate(capacity: program.names.count)
        _ = names.initialize(from: program.names)
        messages = .allocate(capacity: MessageKey.allCases.count)
        _ = messages.initialize(from: MessageKey.allCases.map { key in
            program.message(key).map { (Int32($0.lowerBound), Int32($0.count)) } ?? (-1, 0)
        })
    }

    deinit {
        instructions.deallocate()
        arena.deallocate()
        names.deallocate()
        messages.deallocate()
    }

    /// The instructions of `key`'s message, or `nil` if there is none.
    func message(_ key: MessageKey) -> Range<Int>? {
        guard key.ordinal >= 0, key.ordinal < messages.count else { return nil }
        let (start, count) = messages[key.ordinal]
        guard start >= 0 else { return nil }
        return Int(start)..<Int(start + count)
    }

    /// `count` bytes of the arena from `start`.
    func bytes(start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: arena[start..<start + count])
    }

    /// The body of the `select` variant in `range` (the instructions after a `select` header)
    /// for `keyword`, or else of its `other` variant; `nil` if it has neither. One pass:
    /// each variant's keyword compared by length first, then byte by byte.
    func selectVariant(in range: Range<Int>, keyword: String) -> Range<Int>? {
        var keyword = keyword
        return keyword.withUTF8 { wanted -> Range<Int>? in
            var other: Range<Int>?
            var index = range.lowerBound
            while index < range.upperBound {
                let header = instructions[index]
                let body = index + 1..<index + 1 + Int(header.first)
                let length = Int(header.second & 0xFFFF_FFFF)
                if length == wanted.count, bytes(start: Int(header.second >> 32), count: length).elementsEqual(wanted) {
                    return body
                }
                if header.category == PluralCategory.other.rawValue, other == nil {
                    other = body
                }
                index = body.upperBound
            }
            return other
        }
    }

    /// The body of the `plural` variant in `range` (the instructions after a `plural` header)
    /// for `number` (an exact `=N` first) or its `category`, or else of its `other` variant;
    /// `nil` if none applies. One pass: the builder puts the exact variants first.
    func pluralVariant(in range: Range<Int>, number: Int64, category: PluralCategory) -> Range<Int>? {
        var matching: Range<Int>?
        var other: Range<Int>?
        var index = range.lowerBound
        while index < range.upperBound {
            let header = instructions[index]
            let body = index + 1..<index + 1 + Int(header.first)
            if header.operation == .exact, header.second == number {
                return body
            }
            if header.operation == .category {
                if header.category == category.rawValue, matching == nil { matching = body }
                if header.category == PluralCategory.other.rawValue, other == nil { other = body }
            }
            index = body.upperBound
        }
        return matching ?? other
    }
}

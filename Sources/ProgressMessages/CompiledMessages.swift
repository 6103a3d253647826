import ProgressParts
import ProgressPlanning
import ProgressTables
import ProgressICU

/// One voice's messages (a locale's usable patterns, or the source's) in the form the renderer
/// walks on every update: a flat run of fixed-size instructions and one UTF-8 arena for all
/// their text, both allocated once, plus the argument names they refer to.
///
/// A parsed ``MessagePattern`` is a tree of enum boxes, arrays and strings: a formatter keeping
/// one per message kept about 15 KB per locale in hundreds of small allocations, and walking it
/// retained and released each node and string it passed — on every update, from every thread
/// sharing the formatter. Here a message is a range of instructions whose fields are plain
/// numbers, walked through buffer pointers: no reference counting on the per-update path, and
/// a few kilobytes per locale.
///
/// Layout (each variant's body follows its header, so a body is a contiguous range):
///
///     text(start, length)                      literal text from the arena
///     argument(name)                           {name}
///     pound                                    # inside a plural
///     select(name, span)                       then `span` instructions: its variants
///       variant(keyword start/length, body)    then `body` instructions
///     plural(name, span, offset)               then `span` instructions: its variants
///       exact(value, body) / category(c, body) then `body` instructions
///
/// Immutable after `init`; the buffers are freed with the object.
package final class CompiledMessages: @unchecked Sendable {
    /// One step of a message.
    struct Instruction {
        enum Operation: UInt8 {
            case text, argument, pound, select, plural, variant, exact, category
        }

        var operation: Operation
        /// A plural variant's ``PluralCategory`` (raw value); 255 for a keyword that is none. A
        /// `select`'s `other` variant is marked with `other`'s.
        var category: UInt8 = 255
        /// The argument's index in ``CompiledMessages/names``.
        var name: UInt16 = 0
        /// `text`: the arena offset; `select`/`plural`: the instructions after the header that
        /// belong to it; a variant: the instructions of its body.
        var first: UInt32 = 0
        /// `text`: the length; `variant`: keyword offset << 32 | length; `exact`: the value;
        /// `plural`: the offset.
        var second: Int64 = 0
    }

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

    /// Compiles `patterns` (by ``MessageKey/ordinal``, as ``MessageKeyed/byOrdinal`` holds them).
    package init(_ patterns: [MessagePattern?]) {
        var builder = Builder()
        var messages: [(start: Int32, count: Int32)] = []
        messages.reserveCapacity(patterns.count)
        for pattern in patterns {
            guard let pattern else {
                messages.append((-1, 0))
                continue
            }
            let start = builder.instructions.count
            builder.emit(pattern.nodes, depth: 0)
            messages.append((Int32(start), Int32(builder.instructions.count - start)))
        }
        instructions = .allocate(capacity: max(builder.instructions.count, 1))
        _ = instructions.initialize(from: builder.instructions)
        arena = .allocate(capacity: max(builder.arena.count, 1))
        _ = arena.initialize(from: builder.arena)
        names = .allocate(capacity: builder.names.count)
        _ = names.initialize(from: builder.names)
        self.messages = .allocate(capacity: messages.count)
        _ = self.messages.initialize(from: messages)
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

    /// Collects instructions, text and names while compiling.
    private struct Builder {
        var instructions: [Instruction] = []
        var arena: [UInt8] = []
        /// Each ``ArgumentName`` the messages use once, and one `nil` for every other name: at
        /// most 17 entries, however many names a table invents.
        var names: [ArgumentName?] = []
        /// Each text already in the arena once (the same words recur across a `select`'s
        /// variants and across messages), with its offset.
        var texts: [String: Int] = [:]

        mutating func name(_ name: String) -> UInt16 {
            let argument = ArgumentName(rawValue: name)
            if let index = names.firstIndex(of: argument) { return UInt16(index) }
            names.append(argument)
            return UInt16(names.count - 1)
        }

        /// The arena offset of `text`, stored once.
        mutating func store(_ text: String) -> Int {
            if let offset = texts[text] { return offset }
            let offset = arena.count
            arena.append(contentsOf: text.utf8)
            texts[text] = offset
            return offset
        }

        /// Emits a body; `depth` as in the parser, which never nests deeper than
        /// ``MessagePattern/maximumNesting``.
        mutating func emit(_ nodes: [MessageNode], depth: Int) {
            guard depth <= MessagePattern.maximumNesting else { return }
            for node in nodes {
                switch node {
                case .text(let text):
                    let offset = store(text)
                    instructions.append(Instruction(operation: .text, first: UInt32(offset), second: Int64(text.utf8.count)))
                case .argument(let name):
                    instructions.append(Instruction(operation: .argument, name: self.name(name)))
                case .pound:
                    instructions.append(Instruction(operation: .pound))
                case .select(let name, let cases):
                    let header = instructions.count
                    instructions.append(Instruction(operation: .select, name: self.name(name)))
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        let offset = store(keyword)
                        // `other` is marked, so finding the fallback compares no text.
                        let category = keyword == "other" ? PluralCategory.other.rawValue : 255
                        variant(Instruction(operation: .variant, category: category,
                                            second: Int64(offset) << 32 | Int64(keyword.utf8.count)), body, depth: depth)
                    }
                    instructions[header].first = UInt32(instructions.count - header - 1)
                case .plural(let name, let offset, let exact, let cases):
                    let header = instructions.count
                    instructions.append(Instruction(operation: .plural, name: self.name(name), second: offset))
                    for (value, body) in zip(exact.keys, exact.values) {
                        variant(Instruction(operation: .exact, second: value), body, depth: depth)
                    }
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        let category = PluralCategory(keyword: keyword)?.rawValue ?? 255
                        variant(Instruction(operation: .category, category: category), body, depth: depth)
                    }
                    instructions[header].first = UInt32(instructions.count - header - 1)
                }
            }
        }

        /// Emits a variant's header and its body, and records the body's length in the header.
        private mutating func variant(_ header: Instruction, _ body: [MessageNode], depth: Int) {
            let index = instructions.count
            instructions.append(header)
            emit(body, depth: depth + 1)
            instructions[index].first = UInt32(instructions.count - index - 1)
        }
    }
}


extension MessageProgram {
    /// Compiles `patterns` (by ``MessageKey/ordinal``; `nil` where a key has no message).
    package init(compiling patterns: [MessagePattern?]) {
        var builder = Builder()
        let messages = patterns.map { pattern -> Range<Int>? in
            guard let pattern else { return nil }
            let start = builder.instructions.count
            builder.emit(pattern.nodes, depth: 0)
            return start..<builder.instructions.count
        }
        self.init(instructions: builder.instructions, arena: builder.arena, names: builder.names, messages: messages)
    }

    /// Composes the messages of other programs: for each ``MessageKey/ordinal``, the message of
    /// the key in the program given (`nil`: no message). Texts and names are stored anew, each
    /// once, in the order the messages use them — so composing the programs compiled from some
    /// patterns gives exactly the program compiled from those patterns at once.
    package init(composing sources: [(program: MessageProgram, key: MessageKey)?]) {
        var builder = Builder()
        let messages = sources.map { source -> Range<Int>? in
            guard let source, let range = source.program.message(source.key) else { return nil }
            let start = builder.instructions.count
            builder.copy(range, of: source.program)
            return start..<builder.instructions.count
        }
        self.init(instructions: builder.instructions, arena: builder.arena, names: builder.names, messages: messages)
    }

    /// Collects instructions, text and names while compiling or composing.
    private struct Builder {
        var instructions: [MessageInstruction] = []
        var arena: [UInt8] = []
        var names: [ArgumentName?] = []
        /// Each text already in the arena once (the same words recur across a `select`'s
        /// variants and across messages), by its UTF-8, with its offset.
        var texts: [[UInt8]: Int] = [:]

        /// The index of `argument` in ``names``, added if it is new.
        mutating func name(_ argument: ArgumentName?) -> UInt16 {
            if let index = names.firstIndex(of: argument) { return UInt16(index) }
            names.append(argument)
            return UInt16(names.count - 1)
        }

        /// The arena offset of `text`, stored once.
        mutating func store<Text: Collection<UInt8>>(_ text: Text) -> Int {
            let bytes = Array(text)
            if let offset = texts[bytes] { return offset }
            let offset = arena.count
            arena.append(contentsOf: bytes)
            texts[bytes] = offset
            return offset
        }

        /// Emits a body; `depth` as in the parser, which never nests deeper than
        /// ``MessagePattern/maximumNesting``.
        mutating func emit(_ nodes: [MessageNode], depth: Int) {
            guard depth <= MessagePattern.maximumNesting else { return }
            for node in nodes {
                switch node {
                case .text(let text):
                    let offset = store(text.utf8)
                    instructions.append(MessageInstruction(operation: .text, first: UInt32(offset), second: Int64(text.utf8.count)))
                case .argument(let name):
                    instructions.append(MessageInstruction(operation: .argument, name: self.name(ArgumentName(rawValue: name))))
                case .pound:
                    instructions.append(MessageInstruction(operation: .pound))
                case .select(let name, let cases):
                    let header = instructions.count
                    instructions.append(MessageInstruction(operation: .select, name: self.name(ArgumentName(rawValue: name))))
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        let offset = store(keyword.utf8)
                        let category = keyword == "other" ? MessageInstruction.otherCategory : 255
                        variant(MessageInstruction(operation: .variant, category: category,
                                                   second: Int64(offset) << 32 | Int64(keyword.utf8.count)), body, depth: depth)
                    }
                    instructions[header].first = UInt32(instructions.count - header - 1)
                case .plural(let name, let offset, let exact, let cases):
                    let header = instructions.count
                    instructions.append(MessageInstruction(operation: .plural, name: self.name(ArgumentName(rawValue: name)),
                                                           second: offset))
                    for (value, body) in zip(exact.keys, exact.values) {
                        variant(MessageInstruction(operation: .exact, second: value), body, depth: depth)
                    }
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        variant(MessageInstruction(operation: .category, category: MessageInstruction.category(ofKeyword: keyword)),
                                body, depth: depth)
                    }
                    instructions[header].first = UInt32(instructions.count - header - 1)
                }
            }
        }

        /// Emits a variant's header and its body, and records the body's length in the header.
        private mutating func variant(_ header: MessageInstruction, _ body: [MessageNode], depth: Int) {
            let index = instructions.count
            instructions.append(header)
            emit(body, depth: depth + 1)
            instructions[index].first = UInt32(instructions.count - index - 1)
        }

        /// Appends the instructions `range` of `program`, their texts stored in this arena and
        /// their names in these names. Spans count instructions, so they stay as they are.
        mutating func copy(_ range: Range<Int>, of program: MessageProgram) {
            for var instruction in program.instructions[range] {
                switch instruction.operation {
                case .text:
                    let start = Int(instruction.first)
                    instruction.first = UInt32(store(program.arena[start..<start + Int(instruction.second)]))
                case .variant:
                    let start = Int(instruction.second >> 32)
                    let length = instruction.second & 0xFFFF_FFFF
                    instruction.second = Int64(store(program.arena[start..<start + Int(length)])) << 32 | length
                case .argument, .select, .plural:
                    instruction.name = name(program.names[Int(instruction.name)])
                case .pound, .exact, .category:
                    break
                }
                instructions.append(instruction)
            }
        }
    }
}

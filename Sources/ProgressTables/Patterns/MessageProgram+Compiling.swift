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
        self = builder.program(messages: messages)
    }

    /// Composes the messages of other programs: for each ``MessageKey/ordinal``, the message of
    /// the key in the program given (`nil`: no message). Texts and names are stored anew, each
    /// once, in the order the messages use them — so composing the programs compiled from some
    /// patterns gives exactly the program compiled from those patterns at once. When every
    /// message comes from one program that holds exactly these messages (a locale whose table
    /// is complete), that is the program: a baked one stays where it is.
    package init(composing sources: [(program: MessageProgram, key: MessageKey)?]) {
        if let whole = Self.single(sources) {
            self = whole
            return
        }
        var builder = Builder()
        let messages = sources.map { source -> Range<Int>? in
            guard let source, let range = source.program.message(source.key) else { return nil }
            let start = builder.instructions.count
            builder.copy(range, of: source.program)
            return start..<builder.instructions.count
        }
        self = builder.program(messages: messages)
    }

    /// The one program all of `sources` name, each message by its own key, when it has a
    /// message for exactly those keys.
    private static func single(_ sources: [(program: MessageProgram, key: MessageKey)?]) -> MessageProgram? {
        guard let program = sources.lazy.compactMap({ $0?.program }).first,
              sources.count == MessageKey.allCases.count, program.keyCount == sources.count else { return nil }
        for (key, source) in zip(MessageKey.allCases, sources) {
            if let source {
                // Copies of one program share their array, which `==` compares first.
                guard source.key == key, source.program == program, program.message(key) != nil else { return nil }
            } else if program.message(key) != nil {
                return nil
            }
        }
        return program
    }

    /// A program of no message (four zero fields).
    static let empty = MessageProgram(copying: [UInt8](repeating: 0, count: 16))!

    /// How many keys the program has a slot for.
    var keyCount: Int { Self.field(bytes.span, at: 12) }

    /// Collects instructions, text and names while compiling or composing.
    private struct Builder {
        var instructions: [MessageInstruction] = []
        var arena: [UInt8] = []
        var names: [ArgumentName?] = []
        /// Each text already in the arena once (the same words recur across a `select`'s
        /// variants and across messages), by its UTF-8, with its offset.
        var texts: [[UInt8]: Int] = [:]

        /// The index of `argument` in ``names``, added if it is new.
        mutating func name(_ argument: ArgumentName?) -> UInt8 {
            if let index = names.firstIndex(of: argument) { return UInt8(index) }
            names.append(argument)
            return UInt8(names.count - 1)
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
                    instructions.append(MessageInstruction(operation: .text, textStart: store(text.utf8), textLength: text.utf8.count))
                case .argument(let name):
                    instructions.append(MessageInstruction(operation: .argument, tag: self.name(ArgumentName(rawValue: name))))
                case .pound:
                    instructions.append(MessageInstruction(operation: .pound))
                case .select(let name, let cases):
                    let header = instructions.count
                    instructions.append(MessageInstruction(operation: .select, tag: self.name(ArgumentName(rawValue: name))))
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        let category = keyword == "other" ? MessageInstruction.otherCategory : MessageProgram.noCategory
                        variant(MessageInstruction(operation: .variant, tag: category, textStart: store(keyword.utf8),
                                                   textLength: keyword.utf8.count), body, depth: depth)
                    }
                    instructions[header].span = instructions.count - header - 1
                case .plural(let name, let offset, let exact, let cases):
                    let header = instructions.count
                    instructions.append(MessageInstruction(operation: .plural, tag: self.name(ArgumentName(rawValue: name)),
                                                           value: offset))
                    for (value, body) in zip(exact.keys, exact.values) {
                        variant(MessageInstruction(operation: .exact, value: value), body, depth: depth)
                    }
                    for (keyword, body) in zip(cases.keys, cases.values) {
                        variant(MessageInstruction(operation: .category, tag: MessageInstruction.category(ofKeyword: keyword)),
                                body, depth: depth)
                    }
                    instructions[header].span = instructions.count - header - 1
                }
            }
        }

        /// Emits a variant's header and its body, and records the body's length in the header.
        private mutating func variant(_ header: MessageInstruction, _ body: [MessageNode], depth: Int) {
            let index = instructions.count
            instructions.append(header)
            emit(body, depth: depth + 1)
            instructions[index].span = instructions.count - index - 1
        }

        /// Appends the instructions `range` of `program`, their texts stored in this arena and
        /// their names in these names. Spans count instructions, so they stay as they are.
        mutating func copy(_ range: Range<Int>, of program: MessageProgram) {
            for index in range {
                var instruction = program.instruction(at: index)
                switch instruction.operation {
                case .text, .variant:
                    let text = program.arenaStart + instruction.textStart
                    instruction.textStart = store(program.bytes[text..<text + instruction.textLength])
                case .argument, .select, .plural:
                    instruction.tag = name(program.name(instruction.tag))
                case .pound, .exact, .category:
                    break
                }
                instructions.append(instruction)
            }
        }

        /// The program of what was collected, with `messages` by ``MessageKey/ordinal``; an
        /// empty one if it does not fit the layout's fields (no table read within the size
        /// limit comes near: 2²⁸ instructions or bytes of text).
        func program(messages: [Range<Int>?]) -> MessageProgram {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(16 + messages.count * 8 + names.count + instructions.count * MessageProgram.instructionSize
                                  + arena.count)
            func field(_ value: Int) {
                let value = min(max(value, 0), MessageProgram.fieldLimit)
                bytes += [UInt8(value & 0x7F), UInt8(value >> 7 & 0x7F), UInt8(value >> 14 & 0x7F), UInt8(value >> 21 & 0x7F)]
            }
            for count in [instructions.count, names.count, arena.count, messages.count] { field(count) }
            for range in messages {
                field(range?.lowerBound ?? MessageProgram.fieldLimit)
                field(range?.count ?? 0)
            }
            for name in names { bytes.append(name.map { $0.ordinal + 1 } ?? 0) }
            for instruction in instructions {
                bytes += [instruction.operation.rawValue, instruction.tag]
                field(instruction.span)
                field(instruction.textStart)
                field(instruction.textLength)
            }
            bytes += arena
            return MessageProgram(copying: bytes) ?? MessageProgram.empty
        }
    }
}

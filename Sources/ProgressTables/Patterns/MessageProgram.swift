/// Messages compiled into the one form the renderer walks and the build bakes: a byte string.
///
/// A parsed ``MessagePattern`` is a tree of enum boxes, arrays and strings; walking it on every
/// update would retain and release each node and string it passes, from every thread sharing a
/// formatter. A program is plain bytes in one array, read through bounds-checked spans. A
/// built-in table's program is compiled into the library as part of its baked text
/// (`BakedTable`) and copied out of it once, when a catalog of its locale is first made; a
/// program compiled from tables read at run time (`--strings`), or composed from several
/// tables' messages (a chain such as `de-CH` → `de` → `en`), holds the same bytes.
///
/// A program is made three ways, all giving the same bytes for the same messages:
/// - compiled from parsed patterns (``init(compiling:)``);
/// - baked at build time from each built-in table that passes every check, and read back;
/// - composed from other programs, message by message (``init(composing:)``), which is the
///   chosen program itself when every message comes from one program that holds exactly them.
///
///     let program = MessageProgram(compiling: [try MessagePattern(parsing: "{percent} completed")])
///     program.instructions.map(\.operation)  // [.argument, .text]
///     program.arena                           // Array(" completed".utf8)
///
/// ## Layout
///
/// Every number is a *field*: four bytes of seven bits each, lowest first (0 ..< 2²⁸). No byte
/// outside the texts is above 0x7F, so the whole program is valid UTF-8 and can be compiled in as
/// a string literal. In order:
///
///     instruction count, name count, arena length, key count      4 fields
///     per key (by MessageKey.ordinal): first instruction, count  2 fields; first 2²⁸−1: none
///     per name: 0 (no ArgumentName), else ArgumentName ordinal+1 1 byte
///     per instruction: operation, tag, span, start, length     2 bytes and 3 fields
///     the arena: every literal text and `select` keyword, UTF-8, each distinct text once
///
/// An instruction is one of (see ``MessageInstruction``):
///
///     text        start, length = its bytes in the arena
///     argument    tag = name index
///     pound       `#` inside a plural
///     select      tag = name index, span = instructions after it that are its variants
///       variant   tag = `other`'s category for `other`, else 127; span = body length;
///                 start, length = the keyword's bytes in the arena
///     plural      tag = name index, span = its variants' instructions, start | length << 28 = offset
///       exact     span = body length, start | length << 28 = the value (`=N`)
///       category  tag = the category's index in MessagePattern.pluralCategories, span = body length
///
/// Signed numbers (`=N`, `offset:`) are zigzag-encoded in 56 bits; the parser accepts no number
/// of more than 15 digits. A program is checked when it is made (``init(copying:)``): every
/// range an instruction names lies inside what holds it, so walking one never leaves its bytes
/// (each read is bounds-checked as well, so a fault would trap, never read outside them).
@usableFromInline package struct MessageProgram: Sendable {
    /// The program's bytes, as the layout says: what the build bakes. A text's bytes are
    /// ``arenaStart`` + its `textStart` on (the renderer appends them from here).
    @usableFromInline package let bytes: [UInt8]
    /// Where the names, the instructions and the arena start in ``bytes``.
    @usableFromInline let namesStart: Int
    @usableFromInline let instructionsStart: Int
    @usableFromInline package let arenaStart: Int
    /// The number of instructions.
    package let instructionCount: Int

    /// The size of a field and of an instruction, in bytes (constants the renderer's module
    /// sees, so a record's reads are known to fit the record).
    @inlinable static var fieldSize: Int { 4 }
    @inlinable static var instructionSize: Int { 14 }
    /// The largest number a field holds; as a message's first instruction, "no message".
    @usableFromInline package static let fieldLimit = 1 << 28 - 1
    /// The tag of a `select` variant that is not `other`.
    package static let noCategory: UInt8 = 127

    /// The program in `bytes` if they are one (every count and range in bounds); `nil` if
    /// they are none (a damaged baked table, or bytes no compiler wrote).
    package init?(copying bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        let span = bytes.span
        let header = 4 * Self.fieldSize
        guard span.count >= header else { return nil }
        let instructionCount = Self.field(span, at: 0)
        let nameCount = Self.field(span, at: 4)
        let arenaLength = Self.field(span, at: 8)
        let keyCount = Self.field(span, at: 12)
        let namesStart = header + keyCount * 2 * Self.fieldSize
        let instructionsStart = namesStart + nameCount
        let arenaStart = instructionsStart + instructionCount * Self.instructionSize
        guard arenaStart + arenaLength == span.count, nameCount <= ArgumentName.allCases.count + 1 else { return nil }
        self.bytes = bytes
        self.namesStart = namesStart
        self.instructionsStart = instructionsStart
        self.arenaStart = arenaStart
        self.instructionCount = instructionCount
        guard (0..<nameCount).allSatisfy({ Int(bytes[namesStart + $0]) <= ArgumentName.allCases.count }),
              (0..<keyCount).allSatisfy({ key in
                  let first = Self.field(bytes.span, at: header + key * 8)
                  let count = Self.field(bytes.span, at: header + key * 8 + 4)
                  return first == Self.fieldLimit || (first + count <= instructionCount && isValid(first..<first + count, depth: 0))
              })
        else { return nil }
    }

    /// Whether every instruction in `range` names a text, a name and a body inside what holds
    /// it, as ``MessageRenderer`` walks them; `depth` as in the parser.
    private func isValid(_ range: Range<Int>, depth: Int) -> Bool {
        guard depth <= MessagePattern.maximumNesting else { return false }
        let arenaLength = bytes.count - arenaStart
        let nameCount = instructionsStart - namesStart
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = self.instruction(at: index)
            index += 1
            switch instruction.operation {
            case .text:
                guard instruction.textStart + instruction.textLength <= arenaLength else { return false }
            case .argument:
                guard Int(instruction.tag) < nameCount else { return false }
            case .pound:
                break
            case .select, .plural:
                let end = index + instruction.span
                guard Int(instruction.tag) < nameCount, end <= range.upperBound else { return false }
                // A `select` holds only keyword variants, a `plural` only exact and category ones.
                let isSelect = instruction.operation == .select
                while index < end {
                    let header = self.instruction(at: index)
                    let body = index + 1..<index + 1 + header.span
                    let fits = isSelect ? header.operation == .variant : header.operation == .exact || header.operation == .category
                    guard fits, body.upperBound <= end, isValid(body, depth: depth + 1) else { return false }
                    if header.operation == .variant, header.textStart + header.textLength > arenaLength { return false }
                    index = body.upperBound
                }
            case .variant, .exact, .category:
                // Only valid after their header, which skips them.
                return false
            }
        }
        return true
    }

    // MARK: - Reading

    // Offsets are computed wrapping (`&+`, `&*`): a span's bounds check still refuses any
    // offset outside the bytes, and the compiler then knows each record's length, so the reads
    // inside it need no check of their own.

    /// The field at byte `offset` of `bytes` (one bounds check for its four bytes).
    @inlinable @inline(__always)
    static func field(_ bytes: Span<UInt8>, at offset: Int) -> Int {
        let field = bytes.extracting(offset..<offset &+ 4)
        return Int(field[0]) | Int(field[1]) << 7 | Int(field[2]) << 14 | Int(field[3]) << 21
    }

    /// The instruction at `index` (below ``instructionCount``).
    @inlinable @inline(__always)
    package func instruction(at index: Int) -> MessageInstruction {
        let offset = instructionsStart &+ index &* 14
        let record = bytes.span.extracting(offset..<offset &+ 14)
        return MessageInstruction(operation: MessageInstruction.Operation(lowBitsOf: record[0]),
                                  tag: record[1], span: Self.field(record, at: 2),
                                  textStart: Self.field(record, at: 6), textLength: Self.field(record, at: 10))
    }

    /// The instructions of `key`'s message, or `nil` if there is none.
    @inlinable
    package func message(_ key: MessageKey) -> Range<Int>? {
        let span = bytes.span
        let keyCount = Self.field(span, at: 12)
        guard key.ordinal < keyCount else { return nil }
        let slot = span.extracting(16 &+ key.ordinal &* 8..<24 &+ key.ordinal &* 8)
        let first = Self.field(slot, at: 0)
        guard first != Self.fieldLimit else { return nil }
        return first..<first + Self.field(slot, at: 4)
    }

    /// Whether `count` bytes of the arena from `start` are `text`'s UTF-8 (a `select`
    /// variant's keyword compared with the argument's).
    @inlinable
    package func text(start: Int, count: Int, equals text: String) -> Bool {
        guard text.utf8.count == count else { return false }
        let stored = bytes.span.extracting(arenaStart &+ start..<arenaStart &+ start &+ count)
        var index = 0
        for byte in text.utf8 {
            guard stored[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// The argument an instruction's tag names; `nil` for a name that is no ``ArgumentName``
    /// (planning never fills it, so it renders as nothing).
    @inlinable @inline(__always)
    package func name(_ tag: UInt8) -> ArgumentName? {
        let stored = bytes[namesStart + Int(tag)]
        return stored == 0 ? nil : ArgumentName(ordinal: stored - 1)
    }

    // MARK: - Whole

    /// Every instruction, in order.
    package var instructions: [MessageInstruction] { (0..<instructionCount).map(instruction(at:)) }
    /// Every literal text and `select` keyword, as UTF-8.
    package var arena: [UInt8] { Array(bytes[arenaStart...]) }
    /// The arguments the instructions name, each once, in the order they are first used.
    package var names: [ArgumentName?] { (0..<instructionsStart - namesStart).map { name(UInt8($0)) } }
    /// For each ``MessageKey/ordinal``, the range of the message's instructions.
    package var messages: [Range<Int>?] { MessageKey.allCases.prefix(keyCount).map(message) }
}

extension MessageProgram: Hashable {
    @usableFromInline package static func == (lhs: MessageProgram, rhs: MessageProgram) -> Bool {
        lhs.bytes == rhs.bytes
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
    }
}

/// One step of a compiled message, as ``MessageProgram`` stores it (see its layout): an
/// operation, a one-byte tag and three plain numbers, so walking a message retains and releases
/// nothing. The numbers mean one thing each: ``span`` (how many instructions after this one
/// belong to it), ``textStart`` and ``textLength`` (text in the arena).
///
///     text(start, length)                      literal text from the arena
///     argument(name)                           {name}
///     pound                                    # inside a plural
///     select(name, span)                       then `span` instructions: its variants
///       variant(span, keyword start, length)   then `span` instructions: its body
///     plural(name, span, offset)               then `span` instructions: its variants
///       exact(span, value) / category(c, span) then `span` instructions: its body
@usableFromInline package struct MessageInstruction: Hashable, Sendable {
    /// What an instruction does.
    @usableFromInline package enum Operation: UInt8, Hashable, Sendable, CaseIterable {
        case text, argument, pound, select, plural, variant, exact, category

        /// The operation whose raw value is the low three bits of `byte` (eight operations:
        /// every three bits name one).
        @inlinable
        package init(lowBitsOf byte: UInt8) {
            switch byte & 7 {
            case 0: self = .text
            case 1: self = .argument
            case 2: self = .pound
            case 3: self = .select
            case 4: self = .plural
            case 5: self = .variant
            case 6: self = .exact
            default: self = .category
            }
        }
    }

    /// What the instruction does.
    @usableFromInline package var operation: Operation
    /// `argument`, `select`, `plural`: the argument's index in ``MessageProgram/names``;
    /// `category`: the category's index in ``MessagePattern/pluralCategories`` (`one` is 1);
    /// `variant`: `other`'s index for the `other` variant, so finding the fallback compares no
    /// text, else ``MessageProgram/noCategory``.
    @usableFromInline package var tag: UInt8
    /// `select`, `plural`: the instructions after it that are its variants; a variant
    /// (`variant`, `exact`, `category`): the instructions of its body; 0 otherwise.
    @usableFromInline package var span: Int
    /// `text`: where its bytes start in the arena; `variant`: where its keyword's do.
    /// (`exact`, `plural`: the low 28 bits of ``value``, which has no text.)
    @usableFromInline package var textStart: Int
    /// `text`: how many bytes; `variant`: its keyword's. (`exact`, `plural`: the high 28 bits
    /// of ``value``.)
    @usableFromInline package var textLength: Int

    /// An instruction; the fields an operation does not use stay 0.
    @inlinable
    package init(operation: Operation, tag: UInt8 = 0, span: Int = 0, textStart: Int = 0, textLength: Int = 0) {
        self.operation = operation
        self.tag = tag
        self.span = span
        self.textStart = textStart
        self.textLength = textLength
    }

    /// An `exact` or `plural` instruction for `value` (`=N`, `offset:`), zigzag-encoded in two fields.
    package init(operation: Operation, tag: UInt8 = 0, value: Int64) {
        let zigzag = UInt64(bitPattern: value << 1 ^ value >> 63)
        self.init(operation: operation, tag: tag, textStart: Int(zigzag & 0x0FFF_FFFF), textLength: Int(zigzag >> 28 & 0x0FFF_FFFF))
    }

    /// An `exact` variant's number, a `plural`'s offset.
    @inlinable
    package var value: Int64 {
        let zigzag = UInt64(textStart) | UInt64(textLength) << 28
        return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }

    /// A plural variant's category, or a `select` variant's mark (see ``tag``).
    package var category: UInt8 { tag }

    /// The category code of `other` (its index in ``MessagePattern/pluralCategories``).
    package static let otherCategory = UInt8(MessagePattern.pluralCategories.count - 1)

    /// The category code of a plural keyword: its index in ``MessagePattern/pluralCategories``,
    /// ``MessageProgram/noCategory`` for a word that is none.
    package static func category(ofKeyword keyword: String) -> UInt8 {
        MessagePattern.pluralCategories.firstIndex(of: keyword).map(UInt8.init) ?? MessageProgram.noCategory
    }
}

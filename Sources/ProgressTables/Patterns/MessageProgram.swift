// Unsafe code here: a compiled program read in place from the baked bytes (static, or owned by
// its storage), every offset checked against the buffer when the program is made.

/// Messages compiled into the one form the renderer walks and the build bakes: a byte string,
/// read where it lies.
///
/// A parsed ``MessagePattern`` is a tree of enum boxes, arrays and strings; walking it on every
/// update would retain and release each node and string it passes, from every thread sharing a
/// formatter. A program is plain bytes. A built-in table's program is compiled into the library
/// as part of its baked text (`BakedTable`) and read there, in the binary's read-only data: a
/// formatter of a built-in locale allocates nothing for its messages. A program compiled from
/// tables read at run time (`--strings`), or composed from several tables' messages (a chain
/// such as `de-CH` → `de` → `en`), owns a buffer of the same bytes.
///
/// A program is made three ways, all giving the same bytes for the same messages:
/// - compiled from parsed patterns (``init(compiling:)``);
/// - baked at build time from each built-in table that passes every check, and read in place;
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
/// of more than 15 digits. A program is checked when it is made (``init(validating:owner:)``):
/// every range an instruction names lies inside what holds it, so walking one never reads
/// outside its bytes.
@safe package struct MessageProgram: @unchecked Sendable {
    /// The program's bytes: static (a baked table's, in the binary), or ``owner``'s.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// The buffer that holds ``bytes`` when they are not static; immutable once made.
    @usableFromInline let owner: Storage?
    /// Where the names, the instructions and the arena start in ``bytes``.
    @usableFromInline let namesStart: Int
    @usableFromInline let instructionsStart: Int
    @usableFromInline let arenaStart: Int
    /// The number of instructions.
    package let instructionCount: Int

    /// Bytes a program allocated for itself, freed with it.
    @safe package final class Storage: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<UInt8>

        init(_ bytes: [UInt8]) {
            unsafe buffer = .allocate(capacity: max(bytes.count, 1))
            _ = unsafe buffer.initialize(from: bytes)
        }

        deinit { unsafe buffer.deallocate() }
    }

    /// The size of a field and of an instruction, in bytes.
    @usableFromInline static let fieldSize = 4
    @usableFromInline static let instructionSize = 14
    /// The largest number a field holds; as a message's first instruction, "no message".
    package static let fieldLimit = 1 << 28 - 1
    /// The tag of a `select` variant that is not `other`.
    package static let noCategory: UInt8 = 127

    /// The program in `bytes` if they are one (every count and range in bounds), reading them in
    /// place; `owner` keeps them alive (`nil`: they are static, as a baked table's are).
    package init?(validating bytes: UnsafeBufferPointer<UInt8>, owner: Storage?) {
        let header = 4 * Self.fieldSize
        guard bytes.count >= header, let base = bytes.baseAddress else { return nil }
        let instructionCount = unsafe Self.field(bytes, at: 0)
        let nameCount = unsafe Self.field(bytes, at: 4)
        let arenaLength = unsafe Self.field(bytes, at: 8)
        let keyCount = unsafe Self.field(bytes, at: 12)
        let namesStart = header + keyCount * 2 * Self.fieldSize
        let instructionsStart = namesStart + nameCount
        let arenaStart = instructionsStart + instructionCount * Self.instructionSize
        guard arenaStart + arenaLength == bytes.count, nameCount <= ArgumentName.allCases.count + 1 else { return nil }
        unsafe self.bytes = UnsafeBufferPointer(start: base, count: bytes.count)
        self.owner = owner
        self.namesStart = namesStart
        self.instructionsStart = instructionsStart
        self.arenaStart = arenaStart
        self.instructionCount = instructionCount
        guard (0..<nameCount).allSatisfy({ unsafe Int(bytes[namesStart + $0]) <= ArgumentName.allCases.count }),
              (0..<keyCount).allSatisfy({ key in
                  let first = unsafe Self.field(bytes, at: header + key * 8)
                  let count = unsafe Self.field(bytes, at: header + key * 8 + 4)
                  return first == Self.fieldLimit || (first + count <= instructionCount && isValid(first..<first + count, depth: 0))
              })
        else { return nil }
    }

    /// A program of the bytes `encoded` wrote, in a buffer of its own; `nil` if they are none.
    package init?(copying bytes: some Collection<UInt8>) {
        let storage = Storage(Array(bytes))
        unsafe self.init(validating: UnsafeBufferPointer(storage.buffer), owner: storage)
    }

    /// Whether every instruction in `range` names a text, a name and a body inside what holds
    /// it, as ``MessageRenderer`` walks them; `depth` as in the parser.
    private func isValid(_ range: Range<Int>, depth: Int) -> Bool {
        guard depth <= MessagePattern.maximumNesting else { return false }
        let arenaLength = unsafe bytes.count - arenaStart
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

    /// The field at byte `offset` of `bytes`.
    @inlinable @inline(__always)
    static func field(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        unsafe Int(bytes[offset]) | Int(bytes[offset + 1]) << 7 | Int(bytes[offset + 2]) << 14 | Int(bytes[offset + 3]) << 21
    }

    /// The instruction at `index` (below ``instructionCount``).
    @inlinable @inline(__always)
    package func instruction(at index: Int) -> MessageInstruction {
        let offset = instructionsStart + index * Self.instructionSize
        // Eight operations, declared in the order of their raw values: the low three bits are one.
        return unsafe MessageInstruction(operation: unsafeBitCast(bytes[offset] & 7, to: MessageInstruction.Operation.self),
                                  tag: bytes[offset + 1], span: Self.field(bytes, at: offset + 2),
                                  textStart: Self.field(bytes, at: offset + 6), textLength: Self.field(bytes, at: offset + 10))
    }

    /// The instructions of `key`'s message, or `nil` if there is none.
    @inlinable
    package func message(_ key: MessageKey) -> Range<Int>? {
        let keyCount = unsafe Self.field(bytes, at: 12)
        guard key.ordinal < keyCount else { return nil }
        let first = unsafe Self.field(bytes, at: 16 + key.ordinal * 8)
        guard first != Self.fieldLimit else { return nil }
        return unsafe first..<first + Self.field(bytes, at: 20 + key.ordinal * 8)
    }

    /// `count` bytes of the arena from `start`.
    @inlinable @inline(__always)
    package func text(start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        unsafe UnsafeBufferPointer(rebasing: bytes[arenaStart + start..<arenaStart + start + count])
    }

    /// The argument an instruction's tag names; `nil` for a name that is no ``ArgumentName``
    /// (planning never fills it, so it renders as nothing).
    @inlinable @inline(__always)
    package func name(_ tag: UInt8) -> ArgumentName? {
        let stored = unsafe bytes[namesStart + Int(tag)]
        return stored == 0 ? nil : ArgumentName(ordinal: stored - 1)
    }

    // MARK: - Whole

    /// Whether the bytes are read where they lie (a baked table's) rather than held in a
    /// buffer of the program's own.
    package var isInPlace: Bool { owner == nil }

    /// The program's bytes, as ``encoded`` wrote them: what the build bakes.
    package var encoded: [UInt8] { unsafe Array(bytes) }

    /// Every instruction, in order.
    package var instructions: [MessageInstruction] { (0..<instructionCount).map(instruction(at:)) }
    /// Every literal text and `select` keyword, as UTF-8.
    package var arena: [UInt8] { unsafe Array(bytes[arenaStart...]) }
    /// The arguments the instructions name, each once, in the order they are first used.
    package var names: [ArgumentName?] { (0..<instructionsStart - namesStart).map { name(UInt8($0)) } }
    /// For each ``MessageKey/ordinal``, the range of the message's instructions.
    package var messages: [Range<Int>?] { MessageKey.allCases.prefix(keyCount).map(message) }
}

extension MessageProgram: Hashable {
    package static func == (lhs: MessageProgram, rhs: MessageProgram) -> Bool {
        unsafe lhs.bytes.elementsEqual(rhs.bytes)
    }

    package func hash(into hasher: inout Hasher) {
        unsafe hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
}

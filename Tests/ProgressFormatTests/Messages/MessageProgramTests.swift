@testable import ProgressFormat
import ProgressTables
import Testing

/// The compiled form of messages (``MessageProgram``): what compiling writes, and that
/// composing the programs of several tables message by message gives exactly what compiling
/// the chosen patterns at once gives — the property the baked tables rely on.
@Suite struct MessageProgramTests {
    static func table(_ tag: String) throws -> StringTable {
        let file = "\(tag).json"
        return try StringTable.decode(try #require(EmbeddedTables.files[file]).data(file: file), file: file)
    }

    /// A program names a plural category by its index in CLDR's order, which is ICU's:
    /// `PluralCategory`'s raw value, which the renderer compares it with.
    @Test func categoriesAreNumberedAsICUNumbersThem() {
        // A program reads an operation from its low three bits: eight cases, in raw-value order.
        #expect(MessageInstruction.Operation.allCases.map(\.rawValue) == Array(0..<8))
        #expect(PluralCategory.allCases.map(\.keyword) == MessagePattern.pluralCategories)
        #expect(MessageInstruction.otherCategory == PluralCategory.other.rawValue)
        #expect(MessageInstruction.category(ofKeyword: "few") == PluralCategory.few.rawValue)
        #expect(MessageInstruction.category(ofKeyword: "several") == MessageProgram.noCategory)
    }

    @Test func compilingWritesFlatInstructionsOverOneArena() throws {
        let program = MessageProgram(compiling: [
            try MessagePattern(parsing: "{percent} completed"),
            nil,
            try MessagePattern(parsing: "{fileCount, plural, =0 {none} one {# file} other {# files}} completed"),
        ])
        #expect(program.instructions.map(\.operation) == [
            .argument, .text,
            .plural, .exact, .text, .category, .pound, .text, .category, .pound, .text, .text,
        ])
        #expect(String(decoding: program.arena, as: UTF8.self) == " completednone file files")
        #expect(program.names == [.percent, .fileCount])
        #expect(program.messages == [0..<2, nil, 2..<12])
        // The plural's span, each variant's body, and the texts' arena offsets ("none", " file").
        #expect(program.instructions[2].span == 8)
        #expect(program.instructions[3...].prefix(7).map(\.span) == [1, 0, 2, 0, 0, 2, 0])
        #expect(program.instructions[3...].prefix(7).map(\.textStart) == [0, 10, 0, 0, 14, 0, 0])
        #expect(program.instructions[4].textLength == 4)
        #expect(program.instructions[5].category == PluralCategory.one.rawValue)
        // " completed" is stored once for both messages.
        #expect(program.instructions[11].textStart == program.instructions[1].textStart)
    }

    /// Texts are stored once per UTF-8 spelling: a text that is canonically equivalent to
    /// another but spelled differently keeps its own bytes.
    @Test func equivalentTextsKeepTheirOwnBytes() throws {
        let program = MessageProgram(compiling: [
            try MessagePattern(parsing: "caf\u{E9}"),
            try MessagePattern(parsing: "cafe\u{301}"),
        ])
        #expect(program.arena == Array("caf\u{E9}cafe\u{301}".utf8))
    }

    /// The messages of `en-AU`, `en-GB` and `en` picked key by key (a regional table's chain),
    /// composed from each table's own program, equal the program compiled from the picked
    /// patterns; likewise German with its fallbacks to English.
    @Test(arguments: [["en-AU", "en-GB", "en"], ["de", "en"], ["zh-HK", "zh-Hant", "en"]])
    func composingEqualsCompilingThePickedPatterns(chain: [String]) throws {
        let tables = try chain.map(Self.table)
        let programs = tables.map { table in MessageProgram(compiling: MessageKey.allCases.map { table.entries[$0]?.pattern }) }
        // Pick by turns, so every table lends some messages (and `nil` for one key).
        let picks = MessageKey.allCases.map { key -> Int? in key.ordinal == 3 ? nil : key.ordinal % tables.count }
        let composed = MessageProgram(composing: zip(MessageKey.allCases, picks).map { key, pick in
            pick.map { (programs[$0], key) }
        })
        let compiled = MessageProgram(compiling: zip(MessageKey.allCases, picks).map { key, pick in
            pick.flatMap { tables[$0].entries[key]?.pattern }
        })
        #expect(composed == compiled)
    }

    /// Every byte outside the texts is below 0x80, so a program is valid UTF-8 and the build can
    /// compile it in as a literal; each shipped table's program reads back from its bytes.
    @Test(arguments: ["de", "ar", "ja", "cy"])
    func aProgramIsValidUTF8AndReadsBackFromItsBytes(tag: String) throws {
        let table = try Self.table(tag)
        let program = MessageProgram(compiling: MessageKey.allCases.map { table.entries[$0]?.pattern })
        let bytes = program.bytes
        #expect(String(validating: bytes, as: UTF8.self) != nil)
        #expect(bytes[..<(bytes.count - program.arena.count)].allSatisfy { $0 < 0x80 })
        #expect(MessageProgram(copying: bytes) == program)
        #expect(MessageKey.allCases.allSatisfy { program.message($0) != nil })
    }

    /// A number in an exact variant or an offset is stored with its sign; one of more than 15
    /// digits is a syntax error rather than a number the program could not hold.
    @Test func exactValuesAndOffsetsKeepTheirSign() throws {
        let program = MessageProgram(compiling: [
            try MessagePattern(parsing: "{fileCount, plural, offset:-3 =-2 {a} =999999999999999 {b} other {c}}"),
        ])
        #expect(program.instructions[0].value == -3)
        #expect(program.instructions[1].value == -2)
        #expect(program.instructions[3].value == 999_999_999_999_999)
        #expect(throws: MessageSyntaxError.self) { try MessagePattern(parsing: "{n, plural, =1000000000000000 {a} other {b}}") }
    }

    /// Bytes that are not a program — truncated, a count past the end, a range outside the
    /// instructions, a name past the names, a text past the arena — are refused, never walked.
    @Test func damagedBytesAreRefused() throws {
        let program = MessageProgram(compiling: [try MessagePattern(parsing: "{percent, select, a {x} other {y}} z")])
        let bytes = program.bytes
        #expect(MessageProgram(copying: bytes) != nil)
        var damaged: [[UInt8]] = [[], Array(bytes.dropLast()), bytes + [0]]
        for offset in 0..<(bytes.count - program.arena.count) {
            for value: UInt8 in [0x7F, 0x01] where bytes[offset] != value {
                var changed = bytes
                changed[offset] = value
                damaged.append(changed)
            }
        }
        // Every change either is refused or still gives a program whose walk stays in bounds,
        // which reading every message's instructions checks.
        for candidate in damaged {
            guard let read = MessageProgram(copying: candidate) else { continue }
            for key in MessageKey.allCases {
                guard let range = read.message(key) else { continue }
                #expect(range.upperBound <= read.instructionCount)
            }
        }
        #expect(MessageProgram(copying: [UInt8]()) == nil)
        #expect(MessageProgram(copying: bytes.dropLast()) == nil)
        // A `select` whose variant is changed into a plural's `exact` (whose fields are a number,
        // not a keyword's place in the texts) is refused, not walked as a keyword.
        let variant = try #require(program.instructions.firstIndex { $0.operation == .variant })
        let recordsStart = bytes.count - program.arena.count - program.instructionCount * 14
        var exact = bytes
        exact[recordsStart + variant * 14] = MessageInstruction.Operation.exact.rawValue
        #expect(MessageProgram(copying: exact) == nil)
    }
}

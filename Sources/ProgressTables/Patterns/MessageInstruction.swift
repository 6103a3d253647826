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

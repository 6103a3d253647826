/// One step of a compiled message (see ``MessageProgram``): an operation and a few plain
/// numbers, so walking a message retains and releases nothing.
///
///     text(start, length)                      literal text from the arena
///     argument(name)                           {name}
///     pound                                    # inside a plural
///     select(name, span)                       then `span` instructions: its variants
///       variant(keyword start/length, body)    then `body` instructions
///     plural(name, span, offset)               then `span` instructions: its variants
///       exact(value, body) / category(c, body) then `body` instructions
package struct MessageInstruction: Hashable, Sendable {
    /// What an instruction does.
    package enum Operation: UInt8, Hashable, Sendable, CaseIterable {
        case text, argument, pound, select, plural, variant, exact, category
    }

    /// What the instruction does.
    package var operation: Operation
    /// A plural variant's category, as its index in ``MessagePattern/pluralCategories`` (`one`
    /// is 1); 255 for a keyword that is none. A `select`'s `other` variant is marked with
    /// `other`'s (5), so finding the fallback compares no text.
    package var category: UInt8
    /// The argument's index in ``MessageProgram/names``.
    package var name: UInt16
    /// `text`: the arena offset; `select`/`plural`: the instructions after the header that
    /// belong to it; a variant: the instructions of its body.
    package var first: UInt32
    /// `text`: the length; `variant`: keyword offset << 32 | length; `exact`: the value;
    /// `plural`: the offset.
    package var second: Int64

    /// An instruction; the fields an operation does not use stay 0 (`category` 255).
    package init(operation: Operation, category: UInt8 = 255, name: UInt16 = 0, first: UInt32 = 0, second: Int64 = 0) {
        self.operation = operation
        self.category = category
        self.name = name
        self.first = first
        self.second = second
    }

    /// The category code of `other` (its index in ``MessagePattern/pluralCategories``).
    package static let otherCategory = UInt8(MessagePattern.pluralCategories.count - 1)

    /// The category code of a plural keyword: its index in ``MessagePattern/pluralCategories``,
    /// 255 for a word that is none.
    package static func category(ofKeyword keyword: String) -> UInt8 {
        MessagePattern.pluralCategories.firstIndex(of: keyword).map(UInt8.init) ?? 255
    }
}

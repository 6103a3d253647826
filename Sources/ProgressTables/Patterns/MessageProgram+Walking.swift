extension MessageProgram {
    /// The body of the `select` variant in `range` (the instructions after a `select` header)
    /// for `keyword`, or else of its `other` variant; `nil` if it has neither. One pass:
    /// each variant's keyword compared by length first, then byte by byte.
    package func selectVariant(in range: Range<Int>, keyword: String) -> Range<Int>? {
        var other: Range<Int>?
        var index = range.lowerBound
        let wanted = keyword.utf8
        while index < range.upperBound {
            let header = instructions[index]
            let body = index + 1..<index + 1 + Int(header.first)
            let start = Int(header.second >> 32)
            let length = Int(header.second & 0xFFFF_FFFF)
            if length == wanted.count, arena[start..<start + length].elementsEqual(wanted) {
                return body
            }
            if header.category == MessageInstruction.otherCategory, other == nil {
                other = body
            }
            index = body.upperBound
        }
        return other
    }

    /// The body of the `plural` variant in `range` (the instructions after a `plural` header)
    /// for `number` (an exact `=N` first) or its plural `category` (its index in
    /// ``MessagePattern/pluralCategories``), or else of its `other` variant; `nil` if none
    /// applies. One pass: the compiler puts the exact variants first.
    package func pluralVariant(in range: Range<Int>, number: Int64, category: UInt8) -> Range<Int>? {
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
                if header.category == category, matching == nil { matching = body }
                if header.category == MessageInstruction.otherCategory, other == nil { other = body }
            }
            index = body.upperBound
        }
        return matching ?? other
    }
}

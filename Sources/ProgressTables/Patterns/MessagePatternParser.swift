/// A recursive-descent parser for ``MessagePattern``; works on UTF-16 code units so positions
/// match ICU's.
///
/// Recursion is bounded: an argument nested more than ``MessagePattern/maximumNesting`` levels
/// deep is a syntax error at its `{`, so no table can exhaust the stack.
struct MessagePatternParser {
    private let units: [UInt16]
    private var index = 0
    /// The UTF-16 offset of each argument name's first occurrence.
    private(set) var argumentPositions: [String: Int] = [:]
    /// Every quotation (`'{'`, `'{ abgeschlossen` left open) the pattern makes, in order.
    private(set) var quotations: [MessagePattern.Quotation] = []

    init(_ text: String) {
        units = Array(text.utf16)
    }

    private static let openBrace = UInt16(UInt8(ascii: "{"))
    private static let closeBrace = UInt16(UInt8(ascii: "}"))
    private static let apostrophe = UInt16(UInt8(ascii: "'"))
    private static let pound = UInt16(UInt8(ascii: "#"))
    private static let comma = UInt16(UInt8(ascii: ","))
    private static let equals = UInt16(UInt8(ascii: "="))
    private static let pipe = UInt16(UInt8(ascii: "|"))

    /// Parses a message up to the end of input (top level) or up to its closing `}` (nested).
    /// `openedAt` is the offset of the `{` that opened a nested message, for error positions;
    /// `depth` is the number of arguments the message sits in.
    mutating func parseMessage(
        inPlural: Bool, nested: Bool, openedAt: Int = 0, depth: Int = 0
    ) throws(MessageSyntaxError) -> [MessageNode] {
        var nodes: [MessageNode] = []
        var text: [UInt16] = []
        func flush() {
            if !text.isEmpty {
                nodes.append(.text(String(decoding: text, as: UTF16.self)))
                text.removeAll()
            }
        }
        while index < units.count {
            let unit = units[index]
            switch unit {
            case Self.apostrophe:
                try readQuoted(into: &text, inPlural: inPlural)
            case Self.openBrace:
                flush()
                guard depth < MessagePattern.maximumNesting else {
                    throw MessageSyntaxError(position: index, reason: "nested more than \(MessagePattern.maximumNesting) levels")
                }
                nodes.append(try parseArgument(depth: depth + 1))
            case Self.closeBrace:
                guard nested else { throw MessageSyntaxError(position: index, reason: "unmatched '}'") }
                flush()
                return nodes
            case Self.pound where inPlural:
                flush()
                nodes.append(.pound)
                index += 1
            default:
                text.append(unit)
                index += 1
            }
        }
        if nested {
            throw MessageSyntaxError(position: openedAt, reason: "unclosed '{': a variant is missing its '}'")
        }
        flush()
        return nodes
    }

    /// ICU's apostrophe rules: `''` is one apostrophe; `'` before `{ } # |` starts quoted text up
    /// to the next single `'`; any other `'` is literal.
    private mutating func readQuoted(into text: inout [UInt16], inPlural: Bool) throws(MessageSyntaxError) {
        let next = index + 1 < units.count ? units[index + 1] : nil
        if next == Self.apostrophe {
            text.append(Self.apostrophe)
            index += 2
            return
        }
        let special: Set<UInt16> = inPlural
            ? [Self.openBrace, Self.closeBrace, Self.pound, Self.pipe]
            : [Self.openBrace, Self.closeBrace, Self.pipe]
        guard let next, special.contains(next) else {
            text.append(Self.apostrophe)
            index += 1
            return
        }
        let start = index
        let textStart = text.count
        index += 1
        while index < units.count {
            if units[index] == Self.apostrophe {
                if index + 1 < units.count, units[index + 1] == Self.apostrophe {
                    text.append(Self.apostrophe)
                    index += 2
                    continue
                }
                index += 1
                quotations.append(.init(position: start, isClosed: true,
                                        text: String(decoding: text[textStart...], as: UTF16.self)))
                return
            }
            text.append(units[index])
            index += 1
        }
        quotations.append(.init(position: start, isClosed: false, text: String(decoding: text[textStart...], as: UTF16.self)))
    }

    /// Parses `{name}`, `{name, select, …}` or `{name, plural, …}`; `index` is at the `{`, which
    /// opens the `depth`th argument level.
    private mutating func parseArgument(depth: Int) throws(MessageSyntaxError) -> MessageNode {
        let start = index
        index += 1
        skipWhitespace()
        let nameStart = index
        let name = readIdentifier()
        guard !name.isEmpty else {
            if index < units.count, isDigit(units[index]) {
                throw MessageSyntaxError(position: nameStart, reason: "numbered argument; use a named placeholder such as {fileName}")
            }
            throw MessageSyntaxError(position: nameStart, reason: "expected a placeholder name after '{'")
        }
        if argumentPositions[name] == nil {
            argumentPositions[name] = nameStart
        }
        skipWhitespace()
        guard index < units.count else {
            throw MessageSyntaxError(position: start, reason: "unclosed '{'")
        }
        if units[index] == Self.closeBrace {
            index += 1
            return .argument(name)
        }
        guard units[index] == Self.comma else {
            if let word = wordContinuing(at: index), word.unicodeScalars.contains(where: { !$0.isASCII }) {
                // `{durée}`: a name in the translator's language, not a cut-off 'dur'.
                throw MessageSyntaxError(position: nameStart, reason: "'{\(name)\(word)}' is not a placeholder name: names are "
                    + "ASCII letters, digits, '_' and '-', as the source message writes them")
            }
            throw MessageSyntaxError(position: index, reason: "expected ',' or '}' after placeholder '\(name)'")
        }
        index += 1
        skipWhitespace()
        let typeStart = index
        let type = readIdentifier()
        skipWhitespace()
        guard index < units.count, units[index] == Self.comma else {
            if type == "select" || type == "plural" {
                throw MessageSyntaxError(position: index, reason: "expected ',' after '\(type)'")
            }
            throw MessageSyntaxError(position: typeStart, reason: "unsupported argument type '\(type)'; use select or plural")
        }
        index += 1
        switch type {
        case "select":
            let cases = try parseVariants(start: start, plural: false, depth: depth)
            return .select(name: name, cases: cases.keywords)
        case "plural":
            skipWhitespace()
            let offset = try readOffset()
            let cases = try parseVariants(start: start, plural: true, depth: depth)
            return .plural(name: name, offset: offset, exact: cases.exact, cases: cases.keywords)
        default:
            throw MessageSyntaxError(position: typeStart, reason: "unsupported argument type '\(type)'; use select or plural")
        }
    }

    /// The letters and digits that follow a placeholder name directly at `start` (up to white
    /// space, a brace, a comma or an apostrophe, at most 64 code units), or `nil` when none do.
    private func wordContinuing(at start: Int) -> String? {
        var end = start
        let stops: Set<UInt16> = [Self.openBrace, Self.closeBrace, Self.comma, Self.apostrophe, 0x20, 0x09, 0x0A, 0x0D]
        while end < units.count, end - start < 64, !stops.contains(units[end]) { end += 1 }
        return end > start ? String(decoding: units[start..<end], as: UTF16.self) : nil
    }

    private mutating func readOffset() throws(MessageSyntaxError) -> Int64 {
        let prefix = Array("offset:".utf16)
        guard index + prefix.count <= units.count, Array(units[index..<index + prefix.count]) == prefix else { return 0 }
        index += prefix.count
        skipWhitespace()
        let numberStart = index
        guard let value = readInteger() else {
            throw MessageSyntaxError(position: numberStart, reason: "expected a number of at most 15 digits after 'offset:'")
        }
        return value
    }

    /// Parses `keyword {message}` pairs up to the argument's closing `}`.
    private mutating func parseVariants(start: Int, plural: Bool, depth: Int) throws(MessageSyntaxError)
        -> (keywords: MessageVariants<String>, exact: MessageVariants<Int64>) {
        var keywords = MessageVariants<String>()
        var exact = MessageVariants<Int64>()
        // Seen keys, so a pattern with many variants is checked for duplicates in linear time.
        var seenKeywords: Set<String> = []
        var seenExact: Set<Int64> = []
        while true {
            skipWhitespace()
            guard index < units.count else {
                throw MessageSyntaxError(position: start, reason: "unclosed '{'")
            }
            if units[index] == Self.closeBrace {
                index += 1
                break
            }
            let selectorStart = index
            var exactValue: Int64?
            var keyword = ""
            if plural, units[index] == Self.equals {
                index += 1
                guard let value = readInteger() else {
                    throw MessageSyntaxError(position: selectorStart, reason: "expected a number of at most 15 digits after '='")
                }
                exactValue = value
            } else {
                keyword = readIdentifier()
                guard !keyword.isEmpty else {
                    throw MessageSyntaxError(position: selectorStart, reason: "expected a variant keyword or '}'")
                }
                if plural, !Self.pluralCategories.contains(keyword) {
                    throw MessageSyntaxError(position: selectorStart, reason: "'\(keyword)' is not a plural category (zero, one, two, few, many, other)")
                }
            }
            skipWhitespace()
            guard index < units.count, units[index] == Self.openBrace else {
                throw MessageSyntaxError(position: index, reason: "expected '{' to open the variant's message")
            }
            index += 1
            let message = try parseMessage(inPlural: plural, nested: true, openedAt: index - 1, depth: depth)
            index += 1  // the variant's closing '}'
            if let exactValue {
                guard seenExact.insert(exactValue).inserted else {
                    throw MessageSyntaxError(position: selectorStart, reason: "duplicate variant '=\(exactValue)'")
                }
                exact.append(exactValue, message)
            } else {
                guard seenKeywords.insert(keyword).inserted else {
                    throw MessageSyntaxError(position: selectorStart, reason: "duplicate variant '\(keyword)'")
                }
                keywords.append(keyword, message)
            }
        }
        guard seenKeywords.contains("other") else {
            throw MessageSyntaxError(position: start, reason: "missing the required 'other' variant")
        }
        return (keywords, exact)
    }

    /// The CLDR plural categories (``MessagePattern/pluralCategories``), for lookups.
    static let pluralCategories = Set(MessagePattern.pluralCategories)

    private mutating func readIdentifier() -> String {
        let start = index
        while index < units.count, isIdentifierUnit(units[index], first: index == start) {
            index += 1
        }
        // Identifiers are ASCII: decode them as such (UTF-16 transcoding is the slow path).
        return String(decoding: units[start..<index].lazy.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    }

    /// An integer of at most 15 digits (what a compiled message stores, see ``MessageProgram``),
    /// optionally negative; `nil` if there is none or it is longer.
    private mutating func readInteger() -> Int64? {
        let start = index
        if index < units.count, units[index] == UInt16(UInt8(ascii: "-")) { index += 1 }
        let digits = index
        while index < units.count, isDigit(units[index]) { index += 1 }
        guard index - digits <= 15 else { return nil }
        return Int64(String(decoding: units[start..<index], as: UTF16.self))
    }

    private mutating func skipWhitespace() {
        while index < units.count, [0x20, 0x09, 0x0A, 0x0D].contains(units[index]) {
            index += 1
        }
    }

    private func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

    private func isIdentifierUnit(_ unit: UInt16, first: Bool) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
            || (!first && (isDigit(unit) || unit == 0x2D))
    }
}

/// The words around a number for one unit and plural category, as a string table's `@@x-units`
/// writes them: CLDR's unit-pattern syntax, `{0}` standing for the formatted number.
///
///     let pattern = try UnitPattern(parsing: "{0} dni")
///     pattern.format("5")  // "5 dni"
///     try UnitPattern(parsing: "יום אחד").format("1")  // "יום אחד" (the category covers only 1)
///
/// Apostrophes quote as in ICU (`''` is one apostrophe; `'{'` is a literal brace). Any other
/// brace is an error, so a typo such as `{1}` or `{0` cannot reach a user.
package struct UnitPattern: Hashable, Sendable {
    /// The literal text before, between and after the `{0}`s: one more piece than there are
    /// numbers.
    package let literals: [String]

    /// How many times the number appears (lint wants exactly one, or none where the category
    /// covers a single number).
    package var numberCount: Int { literals.count - 1 }

    /// A syntax error in a pattern, with the UTF-16 offset where it is.
    package struct SyntaxError: Error, Hashable, Sendable {
        /// The UTF-16 offset of the problem.
        package var position: Int
        /// What is wrong.
        package var reason: String

        package init(position: Int, reason: String) {
            self.position = position
            self.reason = reason
        }
    }

    /// Parses `text`; throws a ``SyntaxError`` for a brace that is not `{0}` or an unclosed quote.
    package init(parsing text: String) throws(SyntaxError) {
        let units = Array(text.utf16)
        let apostrophe = UInt16(UInt8(ascii: "'"))
        let open = UInt16(UInt8(ascii: "{"))
        let close = UInt16(UInt8(ascii: "}"))
        let zero = Array("{0}".utf16)
        var literals: [String] = []
        var current: [UInt16] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == apostrophe {
                let next = index + 1 < units.count ? units[index + 1] : nil
                if next == apostrophe {
                    current.append(apostrophe)
                    index += 2
                } else if next == open || next == close {
                    let start = index
                    index += 1
                    var closed = false
                    while index < units.count {
                        if units[index] == apostrophe {
                            if index + 1 < units.count, units[index + 1] == apostrophe {
                                current.append(apostrophe)
                                index += 2
                                continue
                            }
                            index += 1
                            closed = true
                            break
                        }
                        current.append(units[index])
                        index += 1
                    }
                    guard closed else { throw SyntaxError(position: start, reason: "unclosed quote: a quoted brace needs its closing apostrophe") }
                } else {
                    current.append(apostrophe)
                    index += 1
                }
            } else if unit == open {
                guard index + zero.count <= units.count, Array(units[index..<index + zero.count]) == zero else {
                    throw SyntaxError(position: index, reason: "only {0} (the number) may stand in braces; quote a literal brace as '{'")
                }
                literals.append(String(decoding: current, as: UTF16.self))
                current.removeAll()
                index += zero.count
            } else if unit == close {
                throw SyntaxError(position: index, reason: "unmatched '}'")
            } else {
                current.append(unit)
                index += 1
            }
        }
        literals.append(String(decoding: current, as: UTF16.self))
        self.literals = literals
    }

    /// Writes the pattern with the UTF-8 `number` in place of each `{0}` into `buffer` (the same
    /// text as ``format(_:)``, no `String` made); its length, or `nil` if it does not fit.
    package func write(_ number: UnsafeBufferPointer<CChar>, into buffer: UnsafeMutableBufferPointer<CChar>) -> Int? {
        var length = 0
        func put(_ bytes: UnsafeBufferPointer<CChar>) -> Bool {
            guard bytes.count <= buffer.count - length else { return false }
            for byte in bytes {
                buffer[length] = byte
                length += 1
            }
            return true
        }
        for (index, literal) in literals.enumerated() {
            if index > 0, !put(number) { return nil }
            var literal = literal
            let fits = literal.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { put($0) }
            }
            if !fits { return nil }
        }
        return length
    }

    /// The pattern with `number` in place of each `{0}`.
    package func format(_ number: String) -> String {
        guard literals.count == 2 else { return literals.joined(separator: number) }
        return literals[0] + number + literals[1]
    }
}

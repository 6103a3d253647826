/// The words around a number for one unit and plural category, as a string table's `@@x-units`
/// writes them: CLDR's unit-pattern syntax, `{0}` standing for the formatted number.
///
///     let pattern = try UnitPattern(parsing: "{0} dni")
///     pattern.format("5")  // "5 dni"
///     try UnitPattern(parsing: "יום אחד").format("1")  // "יום אחד" (the category covers only 1)
///
/// It is also the form every unit word takes inside ``NumberModel``: CLDR's words as ICU writes
/// them ("{0} kB", Arabic "دقيقة" for one minute, with no number) are kept as the same patterns.
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
        self.init(literals: literals)
    }

    /// A pattern of `literals`, the number standing between each two (what a pattern parses to).
    package init(literals: [String]) {
        self.literals = literals.isEmpty ? [""] : literals
    }

    /// The pattern with `number` in place of each `{0}`.
    package func format(_ number: String) -> String {
        literals.joined(separator: number)
    }

    /// The pattern with every literal's letters changed by `transform` (a pseudo-locale's).
    package func mapLiterals(_ transform: (String) -> String) -> UnitPattern {
        UnitPattern(literals: literals.map(transform))
    }
}

package import ProgressTables

/// One unit's words in one width, by plural category: the text around a number ("{0} kB",
/// "{0} minutes", Arabic "دقيقة" for exactly one minute) — CLDR's as ICU writes them, or a
/// string table's `@@x-units`. With the locale's ``NumberSymbols`` it is the whole model of "a
/// number in its unit" (ICU4X's shape: a unit formatter picks a pattern by plural category and
/// puts the decimal formatter's digits into it).
///
///     let minutes = UnitWords(table: ["one": try UnitPattern(parsing: "{0} minute"),
///                                     "other": try UnitPattern(parsing: "{0} minutes")])
///     minutes?.pattern(for: .one).format("1")   // "1 minute"
///     minutes?.invariant                        // nil: the words change with the number
///
/// The one form a unit's words take between the string tables and ``NumberModel``: the
/// catalog turns a table's words (by keyword, as `@@x-units` writes them) into this once, and
/// the number model lays them out in its arena. Immutable and `Sendable`.
package struct UnitWords: Hashable, Sendable {
    /// Each category's pattern, by ``PluralCategory/rawValue``; `nil` where the unit has none
    /// of its own (``pattern(for:)`` then takes `other`'s).
    private let patterns: [UnitPattern?]
    /// The one pattern when every category has the same (a symbol such as "kB" does not
    /// inflect): then no plural category needs choosing.
    let invariant: UnitPattern?

    /// A string table's words, its patterns given by category keyword ("one", "other", as
    /// ``UnitOverride/words(in:for:width:)`` returns them; keywords that name no category are
    /// ignored); `nil` when they cannot stand in for CLDR's — no pattern at all, or a pattern
    /// with the number more than once (``UnitPattern/numberCount``) — and the unit keeps CLDR's.
    package init?(table patterns: [String: UnitPattern]) {
        guard !patterns.isEmpty, patterns.values.allSatisfy({ $0.numberCount <= 1 }) else { return nil }
        var byCategory = [UnitPattern?](repeating: nil, count: PluralCategory.allCases.count)
        for (keyword, pattern) in patterns {
            if let category = PluralCategory(keyword: keyword) { byCategory[Int(category.rawValue)] = pattern }
        }
        self.init(byCategory: byCategory)
    }

    /// Words of the patterns given by category.
    package init(byCategory: [UnitPattern?]) {
        patterns = byCategory
        let distinct = Set(byCategory.compactMap { $0 })
        invariant = distinct.count == 1 ? distinct.first : nil
    }

    /// The pattern for `category`, or `other`'s when the unit has none for it (and, lacking
    /// that too, any it has).
    package func pattern(for category: PluralCategory) -> UnitPattern {
        patterns[Int(category.rawValue)] ?? patterns[Int(PluralCategory.other.rawValue)]
            ?? patterns.lazy.compactMap { $0 }.first ?? UnitPattern(literals: ["", ""])
    }

    /// The categories the unit has a pattern of its own for.
    package var categories: [PluralCategory] {
        PluralCategory.allCases.filter { patterns[Int($0.rawValue)] != nil }
    }

    /// The same words with every pattern's literal text changed by `transform`.
    func mapLiterals(_ transform: (String) -> String) -> UnitWords {
        UnitWords(byCategory: patterns.map { $0?.mapLiterals(transform) })
    }
}

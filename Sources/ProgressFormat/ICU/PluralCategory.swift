/// One of CLDR's six plural categories, as ICU's plural rules name them.
///
/// The per-update path chooses plural variants by this small value rather than by the keyword
/// string (``ICUPluralRules/category(of:)`` returns it).
package enum PluralCategory: UInt8, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// The category named `keyword`; `nil` for a word that is no CLDR category.
    package init?(keyword: String) {
        guard let category = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = category
    }

    /// The keyword ("one").
    package var keyword: String { word.description }

    /// The keyword as ICU and CLDR write it: the one table of the six names.
    private var word: StaticString {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }
}

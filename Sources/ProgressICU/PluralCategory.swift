/// One of CLDR's six plural categories, as ICU's plural rules name them.
///
/// The per-update path chooses plural variants by this small value rather than by the keyword
/// string: ICU writes the keyword into a stack buffer, ``init(keyword:)-(UnsafeBufferPointer<CChar>)``
/// reads it without making a `String`.
package enum PluralCategory: UInt8, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// The category named `keyword`; `nil` for a word that is no CLDR category.
    package init?(keyword: String) {
        guard let category = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = category
    }

    /// The category whose keyword ICU wrote into `bytes` (ASCII, no terminator needed); `.other`
    /// for anything else, as ICU's own selection falls back. (On the per-update path: compared
    /// as bytes, lengths first, no `String` made.)
    package init(keyword bytes: UnsafeBufferPointer<CChar>) {
        self = .other
        for category in Self.allCases {
            let word = category.word
            guard word.utf8CodeUnitCount == bytes.count else { continue }
            if (0..<bytes.count).allSatisfy({ UInt8(bitPattern: bytes[$0]) == word.utf8Start[$0] }) {
                self = category
                return
            }
        }
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

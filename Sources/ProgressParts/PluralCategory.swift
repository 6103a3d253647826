/// One of CLDR's six plural categories, as ICU's plural rules name them.
///
/// The per-update path chooses plural variants by this small value rather than by the keyword
/// string: ICU writes the keyword into a stack buffer, ``init(keyword:)-(UnsafeBufferPointer<CChar>)``
/// reads it without making a `String`.
package enum PluralCategory: UInt8, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// The category named `keyword`; `nil` for a word that is no CLDR category.
    package init?(keyword: String) {
        switch keyword {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }

    /// The category whose keyword ICU wrote into `bytes` (ASCII, no terminator needed); `.other`
    /// for anything else, as ICU's own selection falls back.
    package init(keyword bytes: UnsafeBufferPointer<CChar>) {
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == bytes.count else { return false }
            for index in 0..<bytes.count where UInt8(bitPattern: bytes[index]) != word.utf8Start[index] {
                return false
            }
            return true
        }
        self = if matches("one") { .one } else if matches("few") { .few } else if matches("many") { .many }
            else if matches("two") { .two } else if matches("zero") { .zero } else { .other }
    }

    /// The keyword ("one").
    package var keyword: String {
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

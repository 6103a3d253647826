/// ICU's texts of one duration unit for the values a clock shows, 0–59 ("37 seconds", "1
/// minute", "دقيقة", "٣٧ ثانية"), alone and as the second part of a two-part duration (", 37
/// seconds", " و٣٧ ثانية"), kept for a stream of updates: a time remaining changes on most
/// updates, through a few dozen values per unit, and each would otherwise be a measure format
/// (with its plural selection) and a list join inside ICU.
///
/// Every text is ICU's own, written once when the texts are made: the measure formatter's text
/// for each value, and what the locale's unit-list formatter writes after a leading part when it
/// joins that text to one. That rest is taken from joins to two different leading parts and
/// kept only if both agree (ICU's two-part list patterns, Spanish "y"/"e" and Hebrew "ו"/"ו-"
/// included, look only at the second part). Immutable and `Sendable`.
package final class ClockUnitTexts: Sendable {
    /// How many values are kept: 0 up to 59.
    package static let count = 60

    /// The texts, value by value: value `n` alone is text `2n`, joined text `2n + 1`.
    private let texts: PackedTexts

    /// The texts of the unit whose measure formatter is `unit` (integer precision), joined with
    /// `list`; `nil` if ICU fails, or if the rest after a leading part differs between two
    /// leading parts or does not follow the leading part as written.
    package init?(unit: ICUNumberFormatter, list: ICUListFormatter) {
        var alone: [String] = []
        for value in 0..<Self.count {
            guard let text = unit.format(Double(value)) else { return nil }
            alone.append(text)
        }
        // Two leading parts of different length and plural: this unit's 1 and 23.
        let leads = [alone[1], alone[23]]
        var pieces: [[UInt8]] = []
        for text in alone {
            var rest: [UInt8]?
            for lead in leads {
                guard let joined = list.format(lead, text).map({ Array($0.utf8) }),
                      joined.starts(with: lead.utf8) else { return nil }
                let after = Array(joined[lead.utf8.count...])
                if let rest, rest != after { return nil }
                rest = after
            }
            guard let rest else { return nil }
            pieces.append(Array(text.utf8))
            pieces.append(rest)
        }
        guard let texts = PackedTexts(pieces) else { return nil }
        self.texts = texts
    }

    /// Appends the text of `value` (0–59) alone ("37 seconds").
    package func append(_ value: Int, to text: inout TextBuffer) {
        append(piece: 2 * value, to: &text)
    }

    /// Appends the text of `value` (0–59) as it follows a leading part (", 37 seconds").
    package func appendJoined(_ value: Int, to text: inout TextBuffer) {
        append(piece: 2 * value + 1, to: &text)
    }

    private func append(piece: Int, to text: inout TextBuffer) {
        text.append(texts[piece])
    }
}

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

    /// The texts' UTF-8, value by value: alone, then joined.
    nonisolated(unsafe) private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where each text starts in `bytes`: value `n` alone is `starts[2n]..<starts[2n + 1]`,
    /// joined `starts[2n + 1]..<starts[2n + 2]`.
    private let starts: InlineArray<121, UInt16>

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
        let total = pieces.reduce(0) { $0 + $1.count }
        guard total <= Int(UInt16.max) else { return nil }
        var starts = InlineArray<121, UInt16>(repeating: 0)
        var all: [UInt8] = []
        all.reserveCapacity(total)
        for (index, piece) in pieces.enumerated() {
            starts[index] = UInt16(all.count)
            all += piece
        }
        starts[120] = UInt16(all.count)
        bytes = .allocate(capacity: max(all.count, 1))
        _ = bytes.initialize(from: all)
        self.starts = starts
    }

    deinit {
        bytes.deallocate()
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
        guard piece >= 0, piece < 2 * Self.count else { return }
        let start = Int(starts[piece])
        let end = Int(starts[piece + 1])
        text.append(UnsafeBufferPointer(rebasing: UnsafeBufferPointer(bytes)[start..<end]))
    }
}

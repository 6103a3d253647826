import ProgressPlanning

/// How ICU writes a small number in one locale — the UTF-8 of its ten digits and of its decimal
/// separator — learned from ICU's own output, so a stream of updates can write the numbers
/// below 1,000 that fill most of its measures ("419", "5.4", "0,5", "٥٫٤") without an ICU call.
///
/// Only numbers ICU would write the same way are written: not negative, below 1,000 (so no
/// grouping separator can appear), and on the grid of the precision (planning has already
/// rounded them: 54 tenths, not 5.43), so there is no rounding left to do. Anything else
/// returns `false` and is ICU's to write.
///
/// Made only when every precision it stands in for (``MeasurePrecision/integer``, one and two
/// fraction digits, at most one) gives ICU's own text on samples that put every digit in every
/// place (see ``init(locale:)``); a locale whose numbers are more than positional digits and a
/// separator (marks around them, another numbering system) has none. Immutable and `Sendable`.
package final class DecimalDigits: Sendable {
    /// The ten digits' UTF-8 (text `d` is digit `d`), then the separator's (text 10).
    private let pieces: PackedTexts
    /// Whether the digits are ASCII "0"…"9" (each written as one byte).
    private let isASCII: Bool

    /// The numbers written are below this.
    package static let limit = 1_000

    /// The longest text written, in bytes: three integer digits, a separator, two fraction
    /// digits, each piece at most ``pieceLimit`` bytes.
    private static let textCapacity = 6 * pieceLimit
    /// The longest digit or separator kept, in bytes.
    private static let pieceLimit = 8

    /// The precisions whose formatters the digits stand in for (``init(locale:)`` takes the first
    /// two to be the integer and one fraction digit).
    package static let precisions: [MeasurePrecision] = [.integer, .fractionDigits(1), .fractionDigits(2), .maximumFractionDigits(1)]

    /// The digits of `locale`, learned from its formatters of ``precisions`` and checked against
    /// them; `nil` if ICU fails or any sample differs from ICU's text.
    ///
    /// Learned: each digit as ICU writes it alone, and the separator between the digits of 0.5
    /// written with one fraction digit. Checked: integers with every digit in each of the three
    /// places, and decimals with every digit in each fraction place, in each precision.
    package init?(locale: String) {
        // Formatters opened for learning and checking only (not the shared cache's): let go when
        // done, so a locale keeps only the digits.
        var formatters: [ICUNumberFormatter] = []
        for precision in Self.precisions {
            guard let formatter = ICUNumberFormatter(skeleton: precision.skeleton, locale: locale) else { return nil }
            formatters.append(formatter)
        }
        let integer = formatters[0]
        let tenths = formatters[1]
        var pieces: [[UInt8]] = []
        for digit in 0...9 {
            guard let text = integer.format(Double(digit)), !text.isEmpty, text.utf8.count <= Self.pieceLimit else { return nil }
            pieces.append(Array(text.utf8))
        }
        guard let half = tenths.format(0.5).map({ Array($0.utf8) }),
              half.count > pieces[0].count + pieces[5].count,
              half.starts(with: pieces[0]), half.reversed().starts(with: pieces[5].reversed())
        else { return nil }
        let separator = Array(half[pieces[0].count..<(half.count - pieces[5].count)])
        guard separator.count <= Self.pieceLimit else { return nil }
        pieces.append(separator)

        guard let packed = PackedTexts(pieces) else { return nil }
        self.pieces = packed
        isASCII = pieces[..<10].enumerated().allSatisfy { $0.element == [UInt8(ascii: "0") + UInt8($0.offset)] }

        for (precision, formatter) in zip(Self.precisions, formatters) {
            for value in Self.samples(precision) {
                guard let expected = formatter.format(value), text(value, precision) == expected else { return nil }
            }
        }
    }

    /// Integers with every digit in the units, tens and hundreds place, and the largest.
    private static let integerSamples: [Double] = (0...19).map(Double.init)
        + [20, 31, 42, 53, 64, 75, 86, 97, 100, 101, 110, 203, 314, 425, 536, 647, 758, 869, 980, 999]

    /// Samples for `precision`: the integers, and decimals on its grid with every digit in each
    /// fraction place.
    private static func samples(_ precision: MeasurePrecision) -> [Double] {
        switch precision {
        case .integer:
            integerSamples
        case .fractionDigits(1), .maximumFractionDigits(1):
            integerSamples + (0...9).map { Double($0) / 10 } + [1.2, 12.3, 100.5, 987.6, 999.9]
        default:
            integerSamples + (0...9).map { Double($0 * 11) / 100 } + [0.05, 0.5, 1.01, 12.34, 100.07, 987.65, 999.99]
        }
    }

    /// `value` as these digits write it with `precision`, or `nil` where ICU must write it.
    package func text(_ value: Double, _ precision: MeasurePrecision) -> String? {
        var text: String?
        _ = TextBuffer.string(capacity: Self.textCapacity) { buffer in
            if append(value, precision, to: &buffer) { text = buffer.string }
        }
        return text
    }

    /// A number these digits write: its digits as one integer (5.4 → 54) and how many of them
    /// are fraction digits.
    package struct Shown {
        let digits: Int
        let fractionDigits: Int
    }

    /// `value` with `precision` as these digits would write it, if it is a number they write as
    /// ICU does (see the type's description); `nil` if ICU must write it.
    package func shown(_ value: Double, _ precision: MeasurePrecision) -> Shown? {
        let fractionDigits: Int
        let dropsZeros: Bool
        switch precision {
        case .integer: (fractionDigits, dropsZeros) = (0, false)
        case .fractionDigits(let digits) where digits <= 2: (fractionDigits, dropsZeros) = (max(digits, 0), false)
        // (Checked in ``precisions`` for at most one; two would be another skeleton, unchecked.)
        case .maximumFractionDigits(let digits) where digits <= 1: (fractionDigits, dropsZeros) = (max(digits, 0), true)
        default: return nil
        }
        let scale: Double = fractionDigits == 0 ? 1 : fractionDigits == 1 ? 10 : 100
        // Not negative (nor -0, which ICU writes with its sign), finite and below the limit.
        guard value.sign == .plus, value < Double(Self.limit) else { return nil }
        let scaled = value * scale
        let nearest = scaled.rounded()
        // On the precision's grid: ICU's rounding leaves it where it is (a value this close to
        // a grid point is nowhere near a tie).
        guard abs(scaled - nearest) <= 1e-6, nearest < Double(Self.limit) * scale else { return nil }
        var digits = Int(nearest)
        var shownFraction = fractionDigits
        if dropsZeros {
            while shownFraction > 0, digits % 10 == 0 {
                digits /= 10
                shownFraction -= 1
            }
        }
        return Shown(digits: digits, fractionDigits: shownFraction)
    }

    /// Appends `value` with `precision` to `text` and returns `true`, if it is a number these
    /// digits write as ICU does (see ``shown(_:_:)``); otherwise returns `false` and leaves
    /// `text` unchanged.
    package func append(_ value: Double, _ precision: MeasurePrecision, to text: inout TextBuffer) -> Bool {
        guard let shown = shown(value, precision) else { return false }
        append(shown, to: &text)
        return true
    }

    /// Writes `value` with `precision` into `buffer` (as ICU's number formatters write into a
    /// C buffer) and returns its length, if it is a number these digits write as ICU does and it
    /// fits; otherwise `nil`.
    package func write(_ value: Double, _ precision: MeasurePrecision, into buffer: UnsafeMutableBufferPointer<CChar>) -> Int? {
        buffer.withMemoryRebound(to: UInt8.self) { memory -> Int? in
            var text = TextBuffer(memory)
            guard append(value, precision, to: &text), text.isComplete else { return nil }
            return text.count
        }
    }

    /// Appends a number ``shown(_:_:)`` accepted to `text`.
    package func append(_ shown: Shown, to text: inout TextBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.textCapacity) { room in
            // Written from the end: the last fraction digit first.
            var end = room.count
            var remaining = shown.digits
            var place = 0
            repeat {
                if place == shown.fractionDigits, place > 0 { end = prepend(piece: 10, to: room, end: end) }
                end = prepend(piece: remaining % 10, to: room, end: end)
                remaining /= 10
                place += 1
            } while remaining > 0 || place <= shown.fractionDigits
            text.append(UnsafeBufferPointer(rebasing: room[end...]))
        }
    }

    /// Writes piece `index` (a digit, or 10: the separator) just before `end` in `room`; the new
    /// start.
    private func prepend(piece index: Int, to room: UnsafeMutableBufferPointer<UInt8>, end: Int) -> Int {
        if isASCII, index < 10 {
            room[end - 1] = UInt8(ascii: "0") + UInt8(index)
            return end - 1
        }
        let piece = pieces[index]
        let newEnd = end - piece.count
        for offset in 0..<piece.count {
            room[newEnd + offset] = piece[offset]
        }
        return newEnd
    }
}

/// A decimal byte unit and how many fraction digits it shows in progress text.
@usableFromInline package enum ByteUnit: Int, CaseIterable, Hashable, Sendable, Comparable {
    case byte, kilobyte, megabyte, gigabyte, terabyte, petabyte, exabyte

    /// Fraction digits shown, zero-padded: bytes and kB 0, MB 1, GB and up 2.
    @inlinable package var fractionDigits: Int {
        switch self {
        case .byte, .kilobyte: 0
        case .megabyte: 1
        default: 2
        }
    }

    @inlinable package static func < (lhs: ByteUnit, rhs: ByteUnit) -> Bool { lhs.rawValue < rhs.rawValue }
}

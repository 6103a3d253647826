/// The argument names the planner fills; the string tables' placeholders use the same names
/// (``rawValue``: `{fileName}`).
///
/// Together with ``MessageKey`` this is the contract between planning and the tables: a
/// translation may use exactly the placeholders its source message declares. An enum rather than
/// strings: the renderer finds a message's argument by comparing one byte, and a plan holds no
/// string per argument.
@usableFromInline package enum ArgumentName: String, CaseIterable, Hashable, Sendable {
    case percent
    case operation
    case fileName
    case fileCount
    case completed
    case total
    case throughput
    case completedFiles
    case totalFiles
    case duration
    case leadingUnit
    case leadingCount
    case progress
    case timeRemaining
    case value
    case status
    /// What follows the first piece of a spoken text, or a log line's details.
    case detail
    /// A log line's description.
    case description
    /// The amount a spoken speed moves each second.
    case amount
    /// The unit of a byte total shown in bytes ("byte", below 1 kB), absent otherwise: so a
    /// language whose case ending follows the total can write the inflected word ("999
    /// బైట్‌లలో"), which no ending glued to "999 బైట్‌లు" gives.
    case totalUnit
    /// The number of bytes of a total shown in bytes, with ``totalUnit``.
    case totalCount

    /// The case at `ordinal` in declaration order, or `nil` past the last (a
    /// ``MessageProgram`` checks its names when it is made, so it never asks for one).
    @inlinable
    package init?(ordinal: UInt8) {
        switch ordinal {
        case 0: self = .percent
        case 1: self = .operation
        case 2: self = .fileName
        case 3: self = .fileCount
        case 4: self = .completed
        case 5: self = .total
        case 6: self = .throughput
        case 7: self = .completedFiles
        case 8: self = .totalFiles
        case 9: self = .duration
        case 10: self = .leadingUnit
        case 11: self = .leadingCount
        case 12: self = .progress
        case 13: self = .timeRemaining
        case 14: self = .value
        case 15: self = .status
        case 16: self = .detail
        case 17: self = .description
        case 18: self = .amount
        case 19: self = .totalUnit
        case 20: self = .totalCount
        default: return nil
        }
    }

    /// The case's position in declaration order (a test holds it equal to the position in
    /// ``allCases``, and ``init(ordinal:)`` its inverse).
    @inlinable
    package var ordinal: UInt8 {
        switch self {
        case .percent: 0
        case .operation: 1
        case .fileName: 2
        case .fileCount: 3
        case .completed: 4
        case .total: 5
        case .throughput: 6
        case .completedFiles: 7
        case .totalFiles: 8
        case .duration: 9
        case .leadingUnit: 10
        case .leadingCount: 11
        case .progress: 12
        case .timeRemaining: 13
        case .value: 14
        case .status: 15
        case .detail: 16
        case .description: 17
        case .amount: 18
        case .totalUnit: 19
        case .totalCount: 20
        }
    }
}

extension ArgumentName {
    /// Whether two names are the same case; inlined where it is used (the synthesized comparison
    /// is a call through the `Equatable` witness from another module, and the renderer looks
    /// each argument up by name on every update).
    @inlinable package static func == (lhs: ArgumentName, rhs: ArgumentName) -> Bool {
        lhs.ordinal == rhs.ordinal
    }
}

// Unsafe code here: the case's one-byte ordinal read and written by bit cast (a test holds it equal
// to the position in allCases; a program's names are checked when it is made).

/// The argument names the planner fills; the string tables' placeholders use the same names
/// (``rawValue``: `{fileName}`).
///
/// Together with ``MessageKey`` this is the contract between planning and the tables: a
/// translation may use exactly the placeholders its source message declares. An enum rather than
/// strings: the renderer finds a message's argument by comparing one byte, and a plan holds no
/// string per argument.
package enum ArgumentName: String, CaseIterable, Hashable, Sendable {
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

    /// The case at `ordinal` in declaration order, which is what a field-less enum stores (one
    /// byte; a test holds it equal to the position in ``allCases``). `ordinal` must be below
    /// `allCases.count`: a ``MessageProgram`` checks its names when it is made.
    @inlinable
    package init(ordinal: UInt8) {
        self = unsafe unsafeBitCast(ordinal, to: ArgumentName.self)
    }

    /// The case's position in declaration order (see ``init(ordinal:)``).
    package var ordinal: UInt8 {
        unsafe unsafeBitCast(self, to: UInt8.self)
    }
}

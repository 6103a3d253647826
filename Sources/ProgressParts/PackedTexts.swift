/// Short UTF-8 texts packed one after another into a single allocation and found by index: how
/// the parts keep pieces of ICU's output for the per-update path (a spliced unit's words, a
/// locale's digits, a clock unit's texts) — no `String` or array to retain, one bounds check.
///
/// Noncopyable: it owns its memory and frees it when its holder goes. Immutable, so threads read
/// it at the same time.
struct PackedTexts: ~Copyable, @unchecked Sendable {
    /// The texts' bytes, one after another.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where each text starts in `bytes`, then where the last one ends (``count`` + 1 entries).
    private let starts: UnsafeMutableBufferPointer<Int32>

    /// The texts `pieces`, in order; `nil` if together they are too long to index (2 GB).
    init?(_ pieces: [[UInt8]]) {
        let total = pieces.reduce(0) { $0 + $1.count }
        guard total <= Int(Int32.max) else { return nil }
        bytes = .allocate(capacity: max(total, 1))
        starts = .allocate(capacity: pieces.count + 1)
        var offset = 0
        for (index, piece) in pieces.enumerated() {
            starts[index] = Int32(offset)
            _ = UnsafeMutableBufferPointer(rebasing: bytes[offset..<(offset + piece.count)]).initialize(from: piece)
            offset += piece.count
        }
        starts[pieces.count] = Int32(offset)
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
    }

    /// How many texts there are.
    var count: Int { starts.count - 1 }

    /// Text `index` (empty for an index out of range).
    @inline(__always)
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        guard index >= 0, index < count, let base = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = Int(starts[index])
        return UnsafeBufferPointer(start: base + start, count: Int(starts[index + 1]) - start)
    }
}

import Foundation

/// What one formatter rendered last, so a stream of updates pays only for what changed: the
/// description (constant during a transfer), recent byte counts (the total), the last duration
/// (a 10 Hz bar sees the same "1 minute, 37 seconds" several times) and the last rate.
///
/// Never blocks: a thread takes a memo with `tryLock()` for a whole `format` call; a thread that
/// finds it taken tries the formatter's next memo (see ``RenderMemos``), and renders without one
/// if all are taken. Threads sharing a formatter therefore never wait on each other.
final class RenderMemo: @unchecked Sendable {
    private let lock = NSLock()

    // Guarded by `lock`.
    var description: (plan: PlannedText, text: String)?
    var byteCounts: [(bytes: Int64, text: String)] = []
    var duration: (value: PlannedDuration, text: String)?
    var throughput: (bytesPerSecond: Int64, text: String)?

    /// How many byte counts are remembered (completed and total alternate on every update).
    static let byteCountSlots = 4

    /// Takes the memo if no other thread holds it.
    func tryAcquire() -> Bool { lock.try() }

    /// Gives the memo back.
    func release() { lock.unlock() }

    /// The remembered text for `bytes`, or the one `make` gives, remembered.
    func byteCount(_ bytes: Int64, _ make: () -> String) -> String {
        if let hit = byteCounts.first(where: { $0.bytes == bytes }) {
            return hit.text
        }
        let text = make()
        if byteCounts.count >= Self.byteCountSlots {
            byteCounts.removeFirst()
        }
        byteCounts.append((bytes, text))
        return text
    }
}

/// A formatter's memos: one per thread that formats at the same moment, up to a few, so two
/// threads sharing a formatter each keep their own stream's parts instead of taking turns.
struct RenderMemos: Sendable {
    private let memos = (0..<4).map { _ in RenderMemo() }

    /// Runs `body` with the first memo no other thread holds, or with `nil` if all are taken.
    /// Each thread starts at its own slot, so concurrent threads do not all try the same lock.
    func withMemo<T>(_ body: (RenderMemo?) -> T) -> T {
        // Thread control blocks are page-aligned, so drop the low bits before picking a slot.
        let start = Int((UInt(pthread_self()) >> 12) % UInt(memos.count))
        for offset in 0..<memos.count {
            let memo = memos[(start + offset) % memos.count]
            if memo.tryAcquire() {
                defer { memo.release() }
                return body(memo)
            }
        }
        return body(nil)
    }
}

import Foundation

/// A formatter's memos: one per thread that formats at the same moment, up to a few, so two
/// threads sharing a formatter each keep their own stream's parts instead of taking turns.
package struct RenderMemos: Sendable {
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

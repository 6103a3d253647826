import Foundation
import ProgressParts

/// A formatter's memos: one per thread that formats at the same moment, up to a few, so two
/// threads sharing a formatter each keep their own stream's parts instead of taking turns.
///
/// A memo is made the first time a thread needs its slot, so a formatter only one thread uses
/// keeps one memo, not four (a process may keep a formatter for each of dozens of locales).
package final class RenderMemos: Sendable {
    /// How many threads can format at the same moment with a memo each.
    static let count = 4

    /// Each slot's memo, made the first time a thread needs it.
    private let slots: InlineArray<4, LazyReference<RenderMemo>> = InlineArray { _ in LazyReference() }

    package init() {}

    /// Each thread's memo slot from its last `format` (stored as slot + 1; 0 = none yet), so a
    /// thread goes straight back to its own memo and never touches another thread's flag: two
    /// threads that started at the same slot settle on different ones after one update.
    private static let preferredSlot: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// How many slots have a memo (one for each thread that has formatted at the same moment
    /// as others, at most ``count``).
    package var madeCount: Int {
        (0..<Self.count).count { slots[$0].isDecided }
    }

    /// Takes the first memo no other thread holds, or `nil` if all are taken; the caller gives
    /// it back with ``RenderMemo/release()`` when its `format` call is done. A thread starts at
    /// the slot it had last time (or, the first time, one picked from its identity), so
    /// concurrent threads do not all try the same memo.
    package func acquire() -> RenderMemo? {
        let key = Self.preferredSlot
        let stored = key.map { Int(bitPattern: pthread_getspecific($0)) } ?? 0
        // Thread control blocks are page-aligned, so drop the low bits before picking a slot.
        let start = (1...Self.count).contains(stored)
            ? stored - 1
            : Int((UInt(pthread_self()) >> 12) % UInt(Self.count))
        for offset in 0..<Self.count {
            let slot = (start + offset) % Self.count
            // (Never nil: a memo is always made.)
            if let memo = slots[slot].value(orMake: { RenderMemo() }), memo.tryAcquire() {
                if slot + 1 != stored, let key {
                    pthread_setspecific(key, UnsafeRawPointer(bitPattern: slot + 1))
                }
                return memo
            }
        }
        return nil
    }
}

import Foundation

/// A formatter's description memories (see ``DescriptionMemory``): one per thread that formats
/// at the same moment, up to a few, so threads sharing a formatter each keep their own stream's
/// description instead of taking turns with one.
final class DescriptionMemories: Sendable {
    /// Inline, and each reached through a call that is never inlined: so an update retains no
    /// memory (with an `Array`, or the call inlined, Swift 6.3 did, on every update).
    private let memories = InlineArray<4, DescriptionMemory> { _ in DescriptionMemory() }
    /// How many threads can format at the same moment with a memory each.
    static var count: Int { InlineArray<4, DescriptionMemory>.count }

    /// Each thread's slot from its last `format` (stored as slot + 1; 0 = none yet), so a thread
    /// goes straight back to its own memory: two threads that started at the same slot settle on
    /// different ones after one update.
    private static let preferredSlot: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The description of `snapshot` from the first memory no other thread is using — this
    /// thread's own from its last update first — or rendered by `renderer` without one if all are
    /// in use.
    func description(of snapshot: ProgressSnapshot, renderer: MessageRenderer) -> MessageRenderer.Line {
        let key = Self.preferredSlot
        let stored = key.map { Int(bitPattern: pthread_getspecific($0)) } ?? 0
        let start = (1...Self.count).contains(stored) ? stored - 1 : 0
        for offset in 0..<Self.count {
            let slot = (start + offset) % Self.count
            if let line = memories[slot].description(of: snapshot, renderer: renderer) {
                if slot + 1 != stored, let key {
                    pthread_setspecific(key, UnsafeRawPointer(bitPattern: slot + 1))
                }
                return line
            }
        }
        return renderer.description(of: snapshot)
    }
}

import Synchronization
import Foundation
internal import ProgressTables

// Unsafe code here: the thread's memo slot kept in a pthread key (a raw value, never a pointer
// dereferenced), and a class whose fields an atomic try-lock guards (@unchecked Sendable).

/// The description a stream of updates rendered last, with the snapshot it was rendered from:
/// during a transfer the description never changes ("Downloading “photos.zip”…"), and planning
/// it — the file name above all — is most of the planning, so a stream renders it once.
///
/// It holds finished text only, and only the facade writes it. It never blocks: a thread that
/// finds it in use by another renders without it (the same text).
///
/// A formatter keeps one per thread formatting at the same moment (``DescriptionMemories``), and
/// each update writes its memory's flag: ``padding`` keeps the next memory, another thread's,
/// off the cache lines this one's fields are on.
final class DescriptionMemory: @unchecked Sendable {
    /// Taken while a thread reads or writes the fields below (a try-lock that never waits:
    /// acquiring on take, releasing on give, so ThreadSanitizer sees the order).
    private let inUse = Atomic<Bool>(false)
    /// The snapshot last described and its line; guarded by `inUse`.
    private var remembered: Described<MessageRenderer.RenderedLine>?
    /// Never read: room between this memory's fields and whatever is allocated after it.
    /// 128 bytes, not one 64-byte line: x86's adjacent-line prefetcher fetches cache lines in
    /// aligned pairs (and Apple's M-series lines are 128 bytes), so a neighbour within the same
    /// 128-byte block still bounces between cores on every write of `inUse`.
    private let padding = InlineArray<16, UInt64>(repeating: 0)

    /// The description of `snapshot`: the remembered one when it is described alike, else what
    /// `renderer` renders, remembered for the next update; `nil` (nothing rendered) while another
    /// thread uses the memory.
    ///
    /// The renderer is an argument (not a closure over the formatter), so a formatter two threads
    /// share is not reference-counted on each update. Never inlined (see ``DescriptionMemories``).
    @inline(never)
    func description(of snapshot: ProgressSnapshot, renderer: MessageRenderer) -> MessageRenderer.RenderedLine? {
        guard inUse.compareExchange(expected: false, desired: true, successOrdering: .acquiring,
                                    failureOrdering: .relaxed).exchanged else { return nil }
        defer { inUse.store(false, ordering: .releasing) }
        if let remembered, remembered.describes(snapshot) {
            return remembered.value
        }
        let line = renderer.description(of: snapshot)
        remembered = Described(snapshot, line)
        return line
    }
}

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
        return unsafe pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The description of `snapshot` from the first memory no other thread is using — this
    /// thread's own from its last update first — or rendered by `renderer` without one if all are
    /// in use.
    func description(of snapshot: ProgressSnapshot, renderer: MessageRenderer) -> MessageRenderer.RenderedLine {
        let key = Self.preferredSlot
        let stored = key.map { unsafe Int(bitPattern: pthread_getspecific($0)) } ?? 0
        let start = (1...Self.count).contains(stored) ? stored - 1 : 0
        for offset in 0..<Self.count {
            let slot = (start + offset) % Self.count
            if let line = memories[slot].description(of: snapshot, renderer: renderer) {
                if slot + 1 != stored, let key {
                    unsafe pthread_setspecific(key, UnsafeRawPointer(bitPattern: slot + 1))
                }
                return line
            }
        }
        return renderer.description(of: snapshot)
    }
}

/// A snapshot kept with what was planned or rendered from its description: what a memory
/// compares each update's snapshot to (``DescriptionPlanner/describesAlike(_:_:)``).
///
/// Immutable, and a class: a memory hands out a reference on every update, and the kept
/// snapshot is read where it lies, never copied (each copy a retain and a release of its URL and
/// names).
package final class Described<Value: Sendable>: Sendable {
    /// The snapshot described.
    package let snapshot: ProgressSnapshot
    /// What was made of its description (the rendered line).
    package let value: Value

    /// `value`, made of `snapshot`'s description.
    package init(_ snapshot: ProgressSnapshot, _ value: Value) {
        self.snapshot = snapshot
        self.value = value
    }

    /// Whether `other` has the same description, so that ``value`` serves it too.
    package func describes(_ other: borrowing ProgressSnapshot) -> Bool {
        DescriptionPlanner.describesAlike(snapshot, other)
    }
}

extension MessageRenderer {
    /// The first line of `snapshot`, planned and rendered: what a description memory remembers,
    /// and what is rendered when no memory can be used.
    func description(of snapshot: ProgressSnapshot) -> RenderedLine {
        line(DescriptionPlanner.plan(snapshot))
    }
}

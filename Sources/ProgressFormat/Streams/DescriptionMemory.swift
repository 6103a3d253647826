import Synchronization

/// The description a stream of updates rendered last, with the facts it was rendered from:
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
    /// Guarded by `inUse`.
    private var facts: DescriptionFacts?
    private var line: MessageRenderer.Line = ("", PartList())
    /// Never read: room between this memory's fields and whatever is allocated after it.
    /// 128 bytes, not one 64-byte line: x86's adjacent-line prefetcher fetches cache lines in
    /// aligned pairs (and Apple's M-series lines are 128 bytes), so a neighbour within the same
    /// 128-byte block still bounces between cores on every write of `inUse`.
    private let padding = InlineArray<16, UInt64>(repeating: 0)

    /// The description of `snapshot`: the remembered one when its facts are the same, else what
    /// `renderer` renders, remembered for the next update; `nil` (nothing rendered) while another
    /// thread uses the memory.
    ///
    /// The renderer is an argument (not a closure over the formatter), so a formatter two threads
    /// share is not reference-counted on each update. Never inlined (see ``DescriptionMemories``).
    @inline(never)
    func description(of snapshot: ProgressSnapshot, renderer: MessageRenderer) -> MessageRenderer.Line? {
        guard inUse.compareExchange(expected: false, desired: true, successOrdering: .acquiring,
                                    failureOrdering: .relaxed).exchanged else { return nil }
        defer { inUse.store(false, ordering: .releasing) }
        if let facts, facts.describe(snapshot) {
            return line
        }
        line = renderer.description(of: snapshot)
        facts = DescriptionFacts(snapshot)
        return line
    }
}

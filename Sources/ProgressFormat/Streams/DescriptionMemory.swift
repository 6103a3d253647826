import class Foundation.NSLock

/// The description a stream of updates rendered last, with the facts it was rendered from:
/// during a transfer the description never changes ("Downloading “photos.zip”…"), and planning
/// it — the file name above all — is most of the planning, so a stream renders it once.
///
/// It holds finished text only, and only the facade writes it. It never blocks: a thread that
/// finds it in use by another renders without it (the same text).
final class DescriptionMemory: @unchecked Sendable {
    /// Held while a thread reads or writes the fields below.
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var facts: DescriptionFacts?
    private var line: MessageRenderer.Line = ("", PartList())

    /// The description of `snapshot`: the remembered one when its facts are the same, else what
    /// `renderer` renders, remembered for the next update; `nil` (nothing rendered) while another
    /// thread uses the memory.
    ///
    /// The renderer is an argument (not a closure over the formatter), so a formatter two threads
    /// share is not reference-counted on each update.
    func description(of snapshot: ProgressSnapshot, renderer: MessageRenderer) -> MessageRenderer.Line? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        if let facts, facts.describe(snapshot) {
            return line
        }
        line = renderer.description(of: snapshot)
        facts = DescriptionFacts(snapshot)
        return line
    }
}

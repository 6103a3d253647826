/// The end of an operation: how it ended, how long it took and what it says.
///
///     if let end = due.end {
///         end.outcome            // .finished
///         end.elapsed            // .seconds(14)
///         end.text.description   // "Downloaded 6 files"
///     }
///
/// An end is a value one reference wide (its facts and text sit in one immutable box).
public struct ProgressEnd: Sendable {
    /// How an operation ended.
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        /// The work is done: "Downloaded 6 files" / "5.4 MB — done in 14 seconds".
        case finished
        /// Stopped by an error: "419 kB of 5.4 MB — failed".
        case failed
        /// Cancelled by the user or the app: "419 kB of 5.4 MB — cancelled".
        case cancelled
    }

    private final class Storage: Sendable {
        let outcome: Outcome
        let elapsed: Duration
        let snapshot: ProgressSnapshot
        let text: ProgressText

        init(outcome: Outcome, elapsed: Duration, snapshot: ProgressSnapshot, text: ProgressText) {
            self.outcome = outcome
            self.elapsed = elapsed
            self.snapshot = snapshot
            self.text = text
        }
    }

    private let storage: Storage

    init(outcome: Outcome, elapsed: Duration, snapshot: ProgressSnapshot, text: ProgressText) {
        storage = Storage(outcome: outcome, elapsed: elapsed, snapshot: snapshot, text: text)
    }

    /// How it ended.
    public var outcome: Outcome { storage.outcome }
    /// The time from the first update to the end (or the update's own elapsed time).
    public var elapsed: Duration { storage.elapsed }
    /// The facts at the end.
    public var snapshot: ProgressSnapshot { storage.snapshot }
    /// The end's two lines, whole.
    public var text: ProgressText { storage.text }
}

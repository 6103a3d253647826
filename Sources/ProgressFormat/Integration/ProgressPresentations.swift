public import class Foundation.Progress

/// What a `Foundation.Progress` has to show, as an `AsyncSequence`: each element is a
/// ``ProgressPresentation`` with something due (a redraw, a log line, an announcement,
/// the end); the sequence finishes after the end.
///
///     let progress = Progress(totalUnitCount: 600)
///     let presenter = ProgressPresenter(formatter: formatter, channels: [.log])
///     for await due in presenter.presentations(of: progress) {
///         if let line = due.logLine { print(line) }
///     }
///     // "Processing: 0% completed" … "100% completed: done in 12 seconds"
///
/// **Polling.** Foundation on Linux has no key-value observing, so the sequence reads the
/// progress — each property once, children counted as ``ProgressSnapshot/init(_:)`` counts
/// them — every ``ProgressPresenter/Configuration/redrawInterval`` (100 ms), sooner when the
/// presenter's deadline comes first, and only while it is being iterated.
///
/// **The end.** Finished when the progress is (its count reached its total); cancelled when
/// `isCancelled`. `Progress` cannot fail: a producer whose work failed sets the status in its
/// `userInfo`, `progress.setUserInfoObject("failed", forKey: .statusKey)`, and the sequence ends
/// with "… — failed". Cancelling the task that iterates ends the sequence without an end.
public struct ProgressPresentations<C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
    /// Each element: something due.
    public typealias Element = ProgressPresentation

    let presenter: ProgressPresenter<C>
    let progress: Progress

    /// Reads the progress at the presenter's pace.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var presenter: ProgressPresenter<C>
        let progress: Progress
        var deadline: C.Instant?

        /// The next thing due, or `nil` after the end (or when the task is cancelled).
        public mutating func next() async -> Element? {
            while presenter.end == nil, !Task.isCancelled {
                if let deadline {
                    let poll = presenter.clock.now.advanced(by: presenter.configuration.redrawInterval)
                    do {
                        try await presenter.clock.sleep(until: Swift.min(deadline, poll), tolerance: nil)
                    } catch {
                        return nil
                    }
                }
                let due = presenter.update(ProgressSnapshot(progress))
                deadline = presenter.deadline ?? presenter.clock.now.advanced(by: presenter.configuration.redrawInterval)
                if !due.isEmpty { return due }
            }
            return nil
        }
    }

    /// An iterator that reads the progress from now on.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(presenter: presenter, progress: progress, deadline: nil)
    }
}

extension ProgressPresenter {
    /// What `progress` has to show, from now on, at this presenter's pace: see
    /// ``ProgressPresentations``.
    public func presentations(of progress: Progress) -> ProgressPresentations<C> {
        ProgressPresentations(presenter: self, progress: progress)
    }
}

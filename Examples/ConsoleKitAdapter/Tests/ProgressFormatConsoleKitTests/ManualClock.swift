import Synchronization

/// A clock whose time moves only when a test moves it.
final class ManualClock: Clock {
    typealias Instant = ContinuousClock.Instant
    private let current = Mutex(ContinuousClock.now)

    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the time on by `duration` and returns the new now.
    @discardableResult
    func advance(by duration: Duration) -> Instant {
        current.withLock { now in
            now = now.advanced(by: duration)
            return now
        }
    }

    /// Moves the time to `deadline` (a test never waits).
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        current.withLock { $0 = max($0, deadline) }
    }
}

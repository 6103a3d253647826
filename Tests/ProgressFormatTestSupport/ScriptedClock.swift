import Synchronization

/// A clock for tests and replays: its time moves only when told to (``advance(to:)``) or when
/// someone sleeps on it, which jumps to the end of the sleep at once; actions scheduled for a
/// time run when the clock reaches it — a producer's updates, scripted in virtual time.
///
///     let clock = ScriptedClock()
///     clock.schedule(at: .seconds(2)) { progress.completedUnitCount = 300 }
///     try await clock.sleep(until: clock.now.advanced(by: .seconds(3)))   // runs the action, returns at once
///     clock.now.offset                                                    // .seconds(3)
public final class ScriptedClock: Clock {
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var actions: [(time: Duration, action: @Sendable () -> Void)] = []
        var sleeps = 0
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }
    /// How many times someone slept on the clock.
    public var sleeps: Int { state.withLock { $0.sleeps } }

    /// The instant `seconds` after the clock's origin.
    public func at(_ seconds: Double) -> Instant { Instant(offset: .seconds(seconds)) }

    /// Runs `action` when the clock reaches `time` (at once if it has).
    public func schedule(at time: Duration, _ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.actions.append((time, action)) }
        advance(to: now)
    }

    /// Moves the clock to `instant` (never back), running the actions due on the way, in order.
    public func advance(to instant: Instant) {
        while true {
            let next: (@Sendable () -> Void)? = state.withLock { state in
                let due = state.actions.indices.filter { state.actions[$0].time <= instant.offset }
                    .min { state.actions[$0].time < state.actions[$1].time }
                guard let due else {
                    state.now = max(state.now, instant)
                    return nil
                }
                let (time, action) = state.actions.remove(at: due)
                state.now = max(state.now, Instant(offset: time))
                return action
            }
            guard let next else { return }
            next()
        }
    }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { $0.sleeps += 1 }
        advance(to: deadline)
    }
}

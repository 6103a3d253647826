import Foundation

/// A clock that runs `speedUp` times faster than the wall: the simulated transfer's time, which
/// the terminal's presenter measures and waits on like any other clock.
///
///     let clock = SimulatedClock(speedUp: 100)
///     try await clock.sleep(until: clock.now.advanced(by: .seconds(10)))   // a tenth of a real second
struct SimulatedClock: Clock {
    /// A point of simulated time: the time since the clock was made.
    struct Instant: InstantProtocol {
        /// Simulated time since the clock was made.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    /// Simulated seconds per wall-clock second.
    let speedUp: Double
    private let wall = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(speedUp: Double) {
        self.speedUp = speedUp
        start = wall.now
    }

    var now: Instant { Instant(offset: start.duration(to: wall.now) * speedUp) }
    var minimumResolution: Duration { wall.minimumResolution * speedUp }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await wall.sleep(until: start.advanced(by: deadline.offset / speedUp), tolerance: nil)
    }

    /// The simulated instant `seconds` after the start.
    func instant(at seconds: Double) -> Instant {
        Instant(offset: .seconds(seconds))
    }
}

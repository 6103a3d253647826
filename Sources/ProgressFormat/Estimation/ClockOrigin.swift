/// The first instant a time-keeping value (an estimator, a cadence) was given, of whichever
/// clock it came from: later instants of the same clock become durations since it.
///
///     var origin = ClockOrigin(clock.now)
///     origin.offset(of: clock.now + .seconds(2))   // .seconds(2)
///     origin.offset(of: otherClock.now)            // nil: another clock's instant
struct ClockOrigin: Hashable, Sendable {
    let instant: any InstantProtocol<Duration>

    init<Instant: InstantProtocol>(_ instant: Instant) where Instant.Duration == Duration {
        self.instant = instant
    }

    /// The time from the origin to `instant`; `nil` for an instant of another clock.
    func offset<Instant: InstantProtocol>(of instant: Instant) -> Duration? where Instant.Duration == Duration {
        (self.instant as? Instant).map { $0.duration(to: instant) }
    }

    static func == (left: ClockOrigin, right: ClockOrigin) -> Bool {
        AnyHashable(left.instant) == AnyHashable(right.instant)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(instant))
    }

    /// `duration` in seconds, as the estimator and the cadence compute inside.
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

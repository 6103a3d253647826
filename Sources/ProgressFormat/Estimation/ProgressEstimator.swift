/// Estimates throughput and a steady, countdown-like time remaining from
/// (time, completed) samples.
///
/// Built for real networks, whose speed swings and comes back (it was measured
/// on recorded cellular traces against indicatif, tqdm, rich and plain
/// averages; see BENCHMARKS.md):
///
/// - **A long horizon for the rate.** The long-run rate is three quarters the
///   slope of the straight line through the start that best fits the whole
///   progress curve (least squares, weighed by time) and a quarter the plain
///   average, units over time. Every second counts, so bursty or irregular
///   updates neither bias nor shake it, and the latest burst moves it little.
///   Once less time remains than has been measured, the rate of the last half
///   minute or so takes over in proportion (R ÷ T of the long-run rate, with R
///   the time remaining and T the time measured): the near future follows the
///   present more than the far one.
/// - **Change detection that needs lasting evidence.** Two one-sided
///   cumulative sums (CUSUM) of how far progress runs ahead of, or behind, the
///   long-run rate beyond ``Configuration/changeTolerance``. A departure counts
///   as a change of speed only once it has lasted
///   ``Configuration/changePersistence`` × the noise measured before it
///   (at least 2 s) at a speed more than the tolerance away: seconds for
///   smooth progress, practically never for a cellular link. The measurement
///   then starts afresh where the change began.
/// - **A countdown that holds while the estimate stays within its noise.** The
///   shown time remaining counts down one second per second while the fresh
///   estimate stays within ``Configuration/absoluteTolerance`` plus
///   ``Configuration/toleranceNoiseMultiplier`` × estimate × √(v ÷ T), how far
///   it wanders by noise alone (v: the variance per second of how far progress
///   runs ahead or behind). Outside that band the shown time goes to the
///   estimate: at once when that is lower, at most 8 % per second when it is
///   higher (so, from 10 s up, it rises by more than 10 % between two redraws
///   a second apart only when a change of speed is believed or a countdown
///   has run out). Between samples it keeps counting down, and while work
///   remains it never shows less than 1 s.
///
/// No progress for ``Configuration/stallInterval`` seconds means
/// ``State/stalled``, with no throughput and no ETA rather than a stale or
/// ever-growing one; when progress resumes, the stall is cut out of the
/// measurement. A counter that goes backwards starts a new run
/// (``State/estimating`` again); a clock that stands still or runs backwards
/// counts as not advancing; non-finite times are ignored; counts are compared
/// as integers and otherwise handled as `Double`, so no input traps, and no
/// output is NaN, infinite or negative.
///
/// `ProgressEstimator` is a value type: keep it in your own state, call
/// ``record(completed:at:)-(_,Duration)`` whenever the count changes (or on a timer), and
/// ``estimate(at:)-(Duration)`` when drawing, with the current time, which is how a
/// stall is noticed without new samples. Time is a `Duration` since an origin of your choosing,
/// or an instant of any clock whose durations are `Duration` (the first one is the origin).
/// ``ProgressPresenter`` keeps an estimator for you, with its clock.
///
/// ```swift
/// var estimator = ProgressEstimator(totalUnitCount: 10_000)
/// for second in 0...4 {
///     estimator.record(completed: Int64(second) * 1_000, at: .seconds(second))
/// }
/// let now = estimator.estimate(at: .seconds(4))
/// // now.state == .steady, now.throughput == 1000.0, now.timeRemaining == 6.0
/// let later = estimator.estimate(at: .seconds(10))
/// // later.state == .stalled, later.throughput == nil, later.timeRemaining == nil
/// ```
public struct ProgressEstimator: Sendable, Hashable {
    /// The tuning constants this estimator uses.
    public let configuration: Configuration

    /// The total unit count, or `nil` when unknown. Totals of zero or less
    /// are treated as unknown, as `Foundation.Progress` treats them as
    /// indeterminate.
    public private(set) var totalUnitCount: Int64?

    /// The current run; `nil` before the first usable sample.
    var run: Run?

    /// The time of the first usable sample, which a reset does not move: where the elapsed
    /// time counts from.
    var firstTime: Double?

    /// The instant taken as time 0 by the instant overloads: the first instant they saw.
    var origin: ClockOrigin?

    /// Creates an estimator with no samples.
    ///
    /// - Parameters:
    ///   - totalUnitCount: The total, or `nil` (or a value ≤ 0) if unknown.
    ///   - configuration: Tuning constants; the defaults suit progress bars
    ///     updated a few times per second.
    public init(totalUnitCount: Int64? = nil, configuration: Configuration = .init()) {
        self.configuration = configuration
        self.totalUnitCount = Self.knownTotal(totalUnitCount)
    }

    // MARK: Durations

    /// Records that `completed` units were done at `time`, the time since an origin of your
    /// choosing (the operation's start, say) on a monotonic clock.
    ///
    /// - Parameters:
    ///   - completed: Units completed so far. Negative values count as 0. A
    ///     value lower than the previous one is a reset: estimation starts
    ///     afresh from this sample.
    ///   - time: The time since your origin. A time earlier than the previous
    ///     sample's is taken as equal to it.
    public mutating func record(completed: Int64, at time: Duration) {
        record(completed: completed, atSeconds: Self.seconds(time))
    }

    /// Records that `completed` of `total` units were done at `time`, first
    /// updating ``totalUnitCount`` (`nil` or a value ≤ 0 means unknown).
    ///
    /// See ``record(completed:at:)-(_,Duration)`` for how `completed` and `time` are read.
    public mutating func record(completed: Int64, total: Int64?, at time: Duration) {
        totalUnitCount = Self.knownTotal(total)
        record(completed: completed, atSeconds: Self.seconds(time))
    }

    /// The estimate at `time`, on the same time scale as the recorded samples.
    ///
    /// Ask at the current time, not the last sample's: the time since the
    /// last sample is what reveals a stall. A time earlier than the last
    /// sample's is taken as equal to it.
    public func estimate(at time: Duration) -> Estimate {
        estimate(atSeconds: Self.seconds(time))
    }

    // MARK: Instants

    /// Records that `completed` units were done at `instant`, an instant of any clock whose
    /// durations are `Duration` (`ContinuousClock`, `SuspendingClock`, a test's clock).
    ///
    /// The first instant passed to any instant overload becomes time 0; pass instants of one
    /// clock. See ``record(completed:at:)-(_,Duration)`` for the rest.
    public mutating func record<Instant: InstantProtocol>(completed: Int64, at instant: Instant)
    where Instant.Duration == Duration {
        record(completed: completed, atSeconds: seconds(since: instant))
    }

    /// Records that `completed` of `total` units were done at `instant`, first updating
    /// ``totalUnitCount``; the first instant passed to any instant overload becomes time 0.
    public mutating func record<Instant: InstantProtocol>(completed: Int64, total: Int64?, at instant: Instant)
    where Instant.Duration == Duration {
        totalUnitCount = Self.knownTotal(total)
        record(completed: completed, atSeconds: seconds(since: instant))
    }

    /// The estimate at `instant`, on the time scale set by the first instant passed to a
    /// recording overload.
    ///
    /// If no sample was recorded with an instant (or with one of another clock), this is the
    /// estimate as of the last sample.
    public func estimate<Instant: InstantProtocol>(at instant: Instant) -> Estimate
    where Instant.Duration == Duration {
        guard let offset = origin?.offset(of: instant) else { return estimate(atSeconds: run?.lastTime ?? 0) }
        return estimate(atSeconds: Self.seconds(offset))
    }

    // MARK: Seconds (deprecated)

    /// Records that `completed` units were done at `time` seconds (deprecated: pass a
    /// `Duration` or an instant).
    @available(*, deprecated, message: "pass the time as a Duration (.seconds(time)) or an instant of a clock")
    public mutating func record(completed: Int64, at time: Double) {
        record(completed: completed, atSeconds: time)
    }

    /// Records that `completed` of `total` units were done at `time` seconds (deprecated: pass a
    /// `Duration` or an instant).
    @available(*, deprecated, message: "pass the time as a Duration (.seconds(time)) or an instant of a clock")
    public mutating func record(completed: Int64, total: Int64?, at time: Double) {
        record(completed: completed, total: total, atSeconds: time)
    }

    /// The estimate at `time` seconds (deprecated: pass a `Duration` or an instant).
    @available(*, deprecated, message: "pass the time as a Duration (.seconds(time)) or an instant of a clock")
    public func estimate(at time: Double) -> Estimate {
        estimate(atSeconds: time)
    }

    // MARK: The one time scale inside

    /// Records a sample at `time` seconds from the origin; a non-finite time is ignored.
    mutating func record(completed: Int64, atSeconds time: Double) {
        guard time.isFinite else { return }
        if firstTime == nil { firstTime = time }
        let completed = max(0, completed)
        // In place (`run?.`): a run holds two measurements, and copying it out of the optional
        // and back cost copies of a few hundred bytes a sample. No run, or a sample the run
        // refuses, starts a new one (what the refusal left behind does not matter).
        let total = totalUnitCount, configuration = configuration
        let accepted = run?.record(completed: completed, at: time, total: total, configuration: configuration)
        if accepted != true { run = Run(time: time, completed: completed) }
    }

    /// Records a sample of `completed` of `total` at `time` seconds from the origin.
    mutating func record(completed: Int64, total: Int64?, atSeconds time: Double) {
        totalUnitCount = Self.knownTotal(total)
        record(completed: completed, atSeconds: time)
    }

    /// The estimate at `time` seconds from the origin.
    func estimate(atSeconds time: Double) -> Estimate {
        guard let run else { return Estimate(state: .estimating) }
        let now = time.isFinite ? max(time, run.lastTime) : run.lastTime
        var estimate = run.estimate(at: now, total: totalUnitCount, configuration: configuration)
        estimate.elapsedTime = firstTime.map { max(0, now - $0) }
        return estimate
    }

    /// When, in seconds from the origin, the estimate changes state with no new sample after
    /// `now`: the stall, ``Configuration/stallInterval`` after the last progress; `nil` when none
    /// can come (no run, the work done, or already stalled at `now`).
    func stallTime(after now: Double) -> Double? {
        guard let run else { return nil }
        if let total = totalUnitCount, run.lastCompleted >= total { return nil }
        let time = run.lastProgressTime + configuration.stallInterval
        return time > now ? time : nil
    }

    /// Seconds from the origin to `instant`; the first instant becomes the origin.
    private mutating func seconds<Instant: InstantProtocol>(since instant: Instant) -> Double
    where Instant.Duration == Duration {
        if let offset = origin?.offset(of: instant) { return Self.seconds(offset) }
        if origin != nil { return .nan }   // an instant of another clock: ignored
        origin = ClockOrigin(instant)
        return 0
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        ClockOrigin.seconds(duration)
    }

    private static func knownTotal(_ total: Int64?) -> Int64? {
        guard let total, total > 0 else { return nil }
        return total
    }
}

// MARK: - Estimate

extension ProgressEstimator {
    /// The estimator's answer at one moment.
    public struct Estimate: Sendable, Hashable {
        /// What the estimator can say at this moment.
        public var state: State

        /// Units completed per second, or `nil` while
        /// ``ProgressEstimator/State/estimating`` or
        /// ``ProgressEstimator/State/stalled``.
        public var throughput: Double?

        /// Seconds until the total is reached, as it should be shown: it
        /// counts down one second per second while the underlying estimate
        /// agrees with it. `nil` when the total is unknown, while
        /// ``ProgressEstimator/State/estimating`` or
        /// ``ProgressEstimator/State/stalled``; at least 1 while work remains
        /// (``ProgressEstimator/State/steady``), so the line never reads
        /// "0 seconds remaining" before the end; 0 when
        /// ``ProgressEstimator/State/finished``. Never negative, NaN or infinite.
        public var timeRemaining: Double?

        /// Seconds since the first sample (a reset does not restart it): how long the work
        /// took once it is ``ProgressEstimator/State/finished``. `nil` before the first sample.
        public var elapsedTime: Double?

        /// Creates an estimate.
        public init(state: State, throughput: Double? = nil, timeRemaining: Double? = nil, elapsedTime: Double? = nil) {
            self.state = state
            self.throughput = throughput
            self.timeRemaining = timeRemaining
            self.elapsedTime = elapsedTime
        }
    }
}

// MARK: - State

extension ProgressEstimator {
    /// What an ``Estimate`` can say about the operation.
    public enum State: Sendable, Hashable {
        /// Not enough data yet: too few samples, too little time, or no
        /// progress so far. Throughput and time remaining are `nil`.
        case estimating

        /// Progress is being made; throughput is known, and so is the time
        /// remaining when the total is known.
        case steady

        /// No progress for at least
        /// ``ProgressEstimator/Configuration/stallInterval`` seconds.
        /// Throughput and time remaining are `nil`: a stalled operation has
        /// no meaningful ETA, and showing a stale or growing one would mislead.
        case stalled

        /// The completed count has reached the total. Time remaining is 0.
        case finished
    }
}

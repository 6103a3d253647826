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
/// ``record(completed:at:)-(_,Double)`` whenever the count changes (or on a timer), and
/// ``estimate(at:)-(Double)`` when drawing, with the current time, which is how a
/// stall is noticed without new samples.
///
/// ```swift
/// var estimator = ProgressEstimator(totalUnitCount: 10_000)
/// for second in 0...4 {
///     estimator.record(completed: Int64(second) * 1_000, at: Double(second))
/// }
/// let now = estimator.estimate(at: 4)
/// // now.state == .steady, now.throughput == 1000.0, now.timeRemaining == 6.0
/// let later = estimator.estimate(at: 10)
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

    /// The instant taken as time 0 by the `ContinuousClock.Instant`
    /// overloads: the first instant they saw.
    var origin: ContinuousClock.Instant?

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

    /// Records that `completed` units were done at `time`.
    ///
    /// - Parameters:
    ///   - completed: Units completed so far. Negative values count as 0. A
    ///     value lower than the previous one is a reset: estimation starts
    ///     afresh from this sample.
    ///   - time: Seconds on any monotonic clock with any origin. A time
    ///     earlier than the previous sample's is taken as equal to it; a
    ///     non-finite time makes the sample ignored.
    public mutating func record(completed: Int64, at time: Double) {
        guard time.isFinite else { return }
        if firstTime == nil { firstTime = time }
        let completed = max(0, completed)
        if var current = run {
            let accepted = current.record(
                completed: completed, at: time, total: totalUnitCount, configuration: configuration)
            run = accepted ? current : Run(time: time, completed: completed)
        } else {
            run = Run(time: time, completed: completed)
        }
    }

    /// Records that `completed` of `total` units were done at `time`, first
    /// updating ``totalUnitCount`` (`nil` or a value ≤ 0 means unknown).
    ///
    /// See ``record(completed:at:)-(_,Double)`` for how `completed` and `time` are read.
    public mutating func record(completed: Int64, total: Int64?, at time: Double) {
        totalUnitCount = Self.knownTotal(total)
        record(completed: completed, at: time)
    }

    /// Records that `completed` units were done at `instant`.
    ///
    /// The first instant passed to any `ContinuousClock.Instant` overload
    /// becomes time 0; see ``record(completed:at:)`` for the rest.
    public mutating func record(completed: Int64, at instant: ContinuousClock.Instant) {
        record(completed: completed, at: seconds(since: instant))
    }

    /// Records that `completed` of `total` units were done at `instant`,
    /// first updating ``totalUnitCount``.
    ///
    /// The first instant passed to any `ContinuousClock.Instant` overload
    /// becomes time 0; see the `Double` overload
    /// of `record(completed:total:at:)` for the rest.
    public mutating func record(completed: Int64, total: Int64?, at instant: ContinuousClock.Instant) {
        totalUnitCount = Self.knownTotal(total)
        record(completed: completed, at: seconds(since: instant))
    }

    /// The estimate at `time`, on the same clock as the recorded samples.
    ///
    /// Ask at the current time, not the last sample's: the time since the
    /// last sample is what reveals a stall. A time earlier than the last
    /// sample's is taken as equal to it.
    public func estimate(at time: Double) -> Estimate {
        guard let run else { return Estimate(state: .estimating) }
        let now = time.isFinite ? max(time, run.lastTime) : run.lastTime
        var estimate = run.estimate(at: now, total: totalUnitCount, configuration: configuration)
        estimate.elapsedTime = firstTime.map { max(0, now - $0) }
        return estimate
    }

    /// The estimate at `instant`, on the time scale set by the first instant
    /// passed to a recording overload taking `ContinuousClock.Instant`.
    ///
    /// If no sample was recorded with an instant, this is the estimate as of
    /// the last sample.
    public func estimate(at instant: ContinuousClock.Instant) -> Estimate {
        guard let origin else { return estimate(at: run?.lastTime ?? 0) }
        return estimate(at: Self.seconds(from: origin, to: instant))
    }

    private mutating func seconds(since instant: ContinuousClock.Instant) -> Double {
        if let origin { return Self.seconds(from: origin, to: instant) }
        origin = instant
        return 0
    }

    private static func seconds(
        from origin: ContinuousClock.Instant, to instant: ContinuousClock.Instant
    ) -> Double {
        let parts = (instant - origin).components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
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

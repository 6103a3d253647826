// MARK: - A run of samples

extension ProgressEstimator {
    /// The measurements of one run: everything recorded since the first
    /// sample or since the counter last went backwards.
    ///
    /// Times are kept in two scales. *Clock* times are the caller's. *Active*
    /// times are clock times minus the length of the stalls recovered from so
    /// far (`pausedDuration`), so a stall does not dilute the rate measured
    /// around it. Counts are converted to `Double` for arithmetic; the only
    /// integer operations are comparisons, so nothing can overflow.
    struct Run: Sendable, Hashable {
        /// Clock time of the first sample of the run (equal to its active time).
        var startTime: Double
        /// Clock time of the latest sample; never decreases.
        var lastTime: Double
        /// Completed count of the latest sample; never decreases within a run.
        var lastCompleted: Int64
        /// Clock time of the latest sample that increased the count (or of
        /// the first sample).
        var lastProgressTime: Double
        /// Total length of the stalls cut out of active time.
        var pausedDuration: Double = 0
        /// Number of samples with distinct times.
        var sampleCount: Int = 1
        /// Smoothed clock time between samples that increased the count.
        var typicalStep: Double = 0

        /// What the samples have measured.
        var measured: Measurements
        /// The measurements as of the latest sample that increased the count:
        /// what a stall, once recovered from, goes back to.
        var measuredAtProgress: Measurements

        /// The shown time remaining, counting down from this point.
        var anchor: Anchor?

        /// The least time remaining reported while work remains, in seconds: "0 seconds"
        /// would read as done, or hung.
        static let minimumRemaining = 1.0
        /// Shortest active time, in seconds, taken as the length of the run when dividing by it.
        static let minimumWindow = 0.5

        init(time: Double, completed: Int64) {
            let point = Point(time: time, completed: Double(completed))
            startTime = time
            lastTime = time
            lastCompleted = completed
            lastProgressTime = time
            measured = Measurements(origin: point)
            measuredAtProgress = measured
        }

        /// Active time of the latest sample.
        var lastActive: Double { lastTime - pausedDuration }
        /// The latest sample, in active time.
        var lastPoint: Point { Point(time: lastActive, completed: Double(lastCompleted)) }
        /// Active seconds measured: since the run began, or since the speed last changed (at
        /// least `minimumWindow`).
        var windowLength: Double { max(lastActive - measured.origin.time, Self.minimumWindow) }

        /// Folds in one sample. Returns `false` when the sample cannot be
        /// used within this run (counter went backwards, or the span of the
        /// run no longer fits in a `Double`); the caller then starts afresh.
        mutating func record(
            completed: Int64, at clockTime: Double, total: Int64?, configuration: Configuration
        ) -> Bool {
            guard completed >= lastCompleted else { return false }
            // A clock that runs backwards: ignore the time step.
            let time = max(clockTime, lastTime)
            guard (time - startTime).isFinite else { return false }
            if time > lastTime { sampleCount += 1 }
            let progressed = completed > lastCompleted
            let gap = time - lastProgressTime
            let step = time - lastTime
            lastTime = time
            lastCompleted = completed

            if progressed && gap >= configuration.stallInterval {
                // Progress after a stall: forget what was measured since the last progress
                // and cut the stall out of active time (all but one typical step), so the
                // rates keep what they measured before it.
                measured = measuredAtProgress
                pausedDuration += gap - min(gap, typicalStep)
                anchor = nil
            } else if progressed {
                typicalStep = typicalStep == 0 ? gap : 0.9 * typicalStep + 0.1 * gap
            }
            // While stalled there is nothing to learn about the speed.
            if progressed || gap < configuration.stallInterval {
                measured.fold(lastPoint, tolerance: configuration.changeTolerance)
                if isWarm(configuration: configuration),
                   measured.restartIfChanged(
                    tolerance: configuration.changeTolerance, threshold: configuration.changeThreshold,
                    persistence: configuration.changePersistence) {
                    anchor = nil
                }
            }
            if progressed {
                lastProgressTime = time
                measuredAtProgress = measured
            }
            updateAnchor(step: step, total: total, configuration: configuration)
            return true
        }

        func isWarm(configuration: Configuration) -> Bool {
            sampleCount >= configuration.minimumSampleCount
                && lastActive - startTime >= configuration.warmUpInterval
        }

        /// The long-run rate (see ``Measurements/longRate``).
        var longRate: Double? { measured.longRate }

        /// Units since the start of the measurement over active time up to `now`; `nil` unless
        /// positive and finite.
        func averageRate(at now: Double) -> Double? {
            let span = now - measured.origin.time
            guard span > 0 else { return nil }
            let rate = (Double(lastCompleted) - measured.origin.completed) / span
            return rate.isFinite && rate > 0 ? rate : nil
        }

        /// The rate the time remaining is worked out at. Cellular rates swing and come back, so
        /// the long-run rate is the best guess for a long remainder; the near future follows the
        /// present more, so once less time remains (at the long-run rate) than the run has
        /// lasted, the recent rate takes over in proportion: with R the time remaining and T the
        /// run's length, R ÷ T of the long-run rate and the rest of the recent one.
        func rate(total: Int64?) -> Double? {
            guard let long = longRate else { return nil }
            guard let total, let recent = measured.recent.rate else { return long }
            let left = Double(total) - Double(lastCompleted)
            let share = left / long / windowLength
            guard share >= 0, share < 1 else { return long }
            let rate = share * long + (1 - share) * recent
            return rate.isFinite && rate > 0 ? rate : long
        }

        /// The measurements as of the last sample, with the state as of clock
        /// time `now` (not before the last sample): only a stall can begin
        /// between samples.
        func reading(at now: Double, total: Int64?, configuration: Configuration) -> Reading {
            if let total, lastCompleted >= total {
                return Reading(state: .finished, throughput: longRate, remaining: 0)
            }
            guard now - lastProgressTime < configuration.stallInterval else {
                return Reading(state: .stalled)
            }
            guard isWarm(configuration: configuration), let rate = rate(total: total) else {
                return Reading(state: .estimating)
            }
            guard let total else {
                return Reading(state: .steady, throughput: rate)
            }
            let remaining = (Double(total) - Double(lastCompleted)) / rate
            return Reading(
                state: .steady, throughput: rate,
                remaining: remaining.isFinite ? remaining : nil)
        }

        /// e^(−x) for x ≥ 0, from the standard library alone: halve x until
        /// it is small, sum the Taylor series, then square back.
        static func decay(_ x: Double) -> Double {
            guard x > 0 else { return 1 }
            guard x < 745 else { return 0 }
            var reduced = x
            var squarings = 0
            while reduced > 0.125 {
                reduced *= 0.5
                squarings += 1
            }
            var term = 1.0
            var sum = 1.0
            for n in 1...10 {
                term *= -reduced / Double(n)
                sum += term
            }
            for _ in 0..<squarings {
                sum *= sum
            }
            return sum
        }
    }
}

// MARK: - Points and readings

extension ProgressEstimator {
    /// A moment of the run, in active time, with its count.
    struct Point: Sendable, Hashable {
        /// Active time, in seconds.
        var time: Double
        /// Units completed.
        var completed: Double
    }
}

extension ProgressEstimator {
    /// What the measurements say at one moment, before display smoothing.
    struct Reading {
        /// The state.
        var state: State
        /// Units per second: the rate the time remaining is worked out at (the long-run rate
        /// once finished).
        var throughput: Double?
        /// Seconds remaining at that rate, before display smoothing.
        var remaining: Double?
    }
}

// MARK: - Measurements: the long-run rate, the recent rate, the noise

extension ProgressEstimator {
    /// What the samples of a run have measured since its start, or since the speed last
    /// changed: the long-run line, the recent rate, how much progress wanders, and the evidence
    /// of a change. Folded in sample by sample, in active time.
    struct Measurements: Sendable, Hashable {
        /// Where the measurement starts: the run's first sample, or where a change began.
        private(set) var origin: Point
        /// The latest sample folded in.
        private(set) var last: Point
        /// The long-run line (see ``LineFit``).
        private(set) var fit = LineFit()
        /// The rate of the last half minute or so.
        private(set) var recent = RecentRate()
        /// How fast progress wanders from the long-run rate.
        private(set) var noise = Noise()
        /// How far progress has run ahead of, and fallen behind, the long-run rate.
        private(set) var ahead = Drift()
        private(set) var behind = Drift()

        /// Share of the fitted line's slope in the long-run rate; the rest is units over time.
        static let fitShare = 0.75
        /// Shortest departure, in seconds, that can be a change of speed, however smooth the
        /// progress.
        static let minimumChange = 2.0

        init(origin: Point) {
            self.origin = origin
            last = origin
        }

        /// The long-run rate: three quarters the slope of the line fitted to the progress curve
        /// (see ``LineFit``), a quarter units over time; the average alone before the line has a
        /// slope. `nil` unless positive and finite.
        var longRate: Double? {
            let span = last.time - origin.time
            let average = span > 0 ? (last.completed - origin.completed) / span : 0
            guard average.isFinite, average > 0 else { return nil }
            guard let slope = fit.slope else { return average }
            let rate = Self.fitShare * slope + (1 - Self.fitShare) * average
            return rate.isFinite && rate > 0 ? rate : average
        }

        /// Folds in the sample `now`, `tolerance` being the drift the change detector allows.
        /// Steps shorter than a microsecond (a clock that stands still) are merged into the
        /// next one.
        mutating func fold(_ now: Point, tolerance: Double) {
            let step = now.time - last.time
            guard step >= 1e-6 else { return }
            let units = now.completed - last.completed
            fit.add(
                from: last.time - origin.time, last.completed - origin.completed,
                to: now.time - origin.time, now.completed - origin.completed)
            recent.add(units: units, over: step)
            last = now
            guard let rate = longRate else { return }
            // How many seconds ahead of the long-run rate this step put progress.
            let lead = units / rate - step
            let noiseBefore = noise.variance
            noise.add(lead: lead, over: step)
            let allowance = tolerance * step
            ahead.add(lead - allowance, at: now, progressed: units > 0, noise: noiseBefore)
            behind.add(-lead - allowance, at: now, progressed: units > 0, noise: noiseBefore)
        }

        /// Starts measuring afresh where a change of speed began, if the evidence says it did:
        /// progress has run ahead of (or behind) the long-run rate by more than `threshold`
        /// seconds beyond the allowed drift, for at least `persistence` × the noise variance
        /// seconds (measured before the departure; at least 2 s), at a speed more than
        /// `tolerance` away. Smooth progress thus changes speed within seconds; bursty progress,
        /// whose speed swings and comes back, practically never. Returns whether it started
        /// afresh.
        mutating func restartIfChanged(tolerance: Double, threshold: Double, persistence: Double) -> Bool {
            guard let rate = longRate else { return false }
            for faster in [true, false] {
                let drift = faster ? ahead : behind
                guard drift.sum > threshold, let start = drift.start else { continue }
                let length = last.time - start.time
                guard length >= max(Self.minimumChange, persistence * drift.noiseAtStart) else { continue }
                let newRate = (last.completed - start.completed) / length
                let changed = faster ? newRate > rate * (1 + tolerance) : newRate * (1 + tolerance) < rate
                guard changed else { continue }
                restart(at: start)
                return true
            }
            return false
        }

        /// Measures from `start` on, as if the progress since had been a straight line.
        private mutating func restart(at start: Point) {
            let now = last
            origin = start
            fit = LineFit()
            fit.add(from: 0, 0, to: now.time - start.time, now.completed - start.completed)
            recent = RecentRate()
            recent.add(units: now.completed - start.completed, over: now.time - start.time)
            ahead = Drift()
            behind = Drift()
        }
    }
}

// MARK: - The line fitted to the whole run

extension ProgressEstimator {
    /// The long-run rate: the slope of the straight line through the start of the run that best
    /// fits the whole progress curve (least squares, weighed by time).
    ///
    /// Every second of the run counts, so the rate has the long horizon cellular links need
    /// (their rate swings and comes back), and the latest burst moves it little: a burst lifts
    /// only the end of the curve, where the line is pinned least. With τ the active seconds since
    /// the start and c(τ) the units done since then, taken as straight between samples, the slope
    /// is ∫ τ·c dτ ÷ ∫ τ² dτ. Both integrals are kept six times over, so counts and times that are
    /// whole numbers give exact sums (a steady 1,000 units/s is measured as exactly 1,000).
    struct LineFit: Sendable, Hashable {
        /// 6 ∫ τ·c(τ) dτ.
        private var moment = 0.0
        /// 6 ∫ τ² dτ.
        private var spread = 0.0

        /// Adds the stretch from `start` seconds (with `startUnits` done) to `end` seconds (with
        /// `endUnits` done), both since the start of the run.
        mutating func add(from start: Double, _ startUnits: Double, to end: Double, _ endUnits: Double) {
            guard end > start else { return }
            // Simpson's rule, exact for the quadratic τ·c(τ).
            moment += (end - start) * (start * (2 * startUnits + endUnits) + end * (startUnits + 2 * endUnits))
            spread += 2 * (end * end * end - start * start * start)
        }

        /// The slope in units per second; `nil` unless positive and finite.
        var slope: Double? {
            let slope = moment / spread
            return slope.isFinite && slope > 0 ? slope : nil
        }
    }
}

// MARK: - The recent rate

extension ProgressEstimator {
    /// The recent rate: units over seconds, each discounted by e^(−age ÷ 30 s), so it follows the
    /// last half minute or so. It predicts the near future better than the long-run rate when
    /// little time remains (see ``Run/rate(total:)``).
    struct RecentRate: Sendable, Hashable {
        /// Discounted units.
        private var units = 0.0
        /// Discounted seconds.
        private var seconds = 0.0

        /// The time constant of the discount, in seconds.
        static let timeConstant = 30.0

        /// Adds `units` done over `seconds` of active time.
        mutating func add(units newUnits: Double, over newSeconds: Double) {
            guard newSeconds > 0 else { return }
            let keep = Run.decay(newSeconds / Self.timeConstant)
            units = keep * units + newUnits
            seconds = keep * seconds + newSeconds
        }

        /// Units per second; `nil` unless positive and finite.
        var rate: Double? {
            let rate = units / seconds
            return rate.isFinite && rate > 0 ? rate : nil
        }
    }
}

// MARK: - Noise and drift

extension ProgressEstimator {
    /// How fast progress wanders from the long-run rate, as the variance per second, in seconds²,
    /// of its *lead*: how many seconds ahead of (or behind) that rate each step put it. Progress
    /// that wanders like a random walk with this variance is, after t seconds, about √(v·t)
    /// seconds ahead or behind; a time-weighted average over the last 30 s or so.
    struct Noise: Sendable, Hashable {
        /// The average of lead² ÷ step length, not yet debiased.
        private var sum = 0.0
        /// The total weight of the average (1 − e^(−elapsed ÷ 30 s)).
        private var weight = 0.0

        /// The time constant of the average, in seconds.
        static let timeConstant = 30.0

        /// Adds a step of `seconds` that put progress `lead` seconds ahead.
        mutating func add(lead: Double, over seconds: Double) {
            guard seconds > 0 else { return }
            let keep = Run.decay(seconds / Self.timeConstant)
            sum = keep * sum + (1 - keep) * min(lead * lead / seconds, 1e12)
            weight = keep * weight + (1 - keep)
        }

        /// The variance per second, in seconds²; 0 before any step.
        var variance: Double {
            weight > 0 ? sum / weight : 0
        }
    }
}

extension ProgressEstimator {
    /// A one-sided cumulative sum (CUSUM), in seconds, of how far progress has departed from the
    /// long-run rate in one direction, less the tolerated drift: the evidence that the speed has
    /// changed.
    struct Drift: Sendable, Hashable {
        /// The sum, in seconds; never negative.
        var sum: Double = 0
        /// The first sample with progress since `sum` was last zero: where a change, if
        /// confirmed, began.
        var start: Point?
        /// The noise variance measured when the departure began (before it could count itself
        /// as noise).
        var noiseAtStart: Double = 0

        /// Adds one step's departure (`amount`, in seconds, allowance already subtracted), made
        /// at `point`, with the noise measured before the step.
        mutating func add(_ amount: Double, at point: Point, progressed: Bool, noise: Double) {
            sum = max(0, sum + amount)
            if sum == 0 {
                start = nil
            } else if progressed && start == nil {
                start = point
                noiseAtStart = noise
            }
        }
    }
}

// MARK: - The countdown shown

extension ProgressEstimator.Run {
    /// Above this many seconds shown, the shown time may rise only gradually (`riseLimit`); below
    /// it, a rise of one second is already more than 10 %, and the truth matters more than calm.
    static let riseFloor = 10.0
    /// How fast the shown time may rise, as a share of itself per second of clock: 8 %, so that
    /// what is shown a second apart never rises by more than 10 % (after rounding to whole
    /// seconds) while at least `riseFloor` seconds are shown.
    static let riseLimit = 0.08

    /// Keeps the shown countdown, or moves it to the fresh estimate. The countdown holds while
    /// the estimate stays within its noise (see `band(raw:configuration:)`); outside it, the
    /// shown time goes to the estimate, at once when that is lower, at most 8 % per second when
    /// higher. A countdown that has run out starts again from the estimate.
    ///
    /// - Parameter step: Clock seconds since the previous sample.
    mutating func updateAnchor(step: Double, total: Int64?, configuration: ProgressEstimator.Configuration) {
        let reading = reading(at: lastTime, total: total, configuration: configuration)
        guard reading.state == .steady, let raw = reading.remaining else {
            anchor = nil
            return
        }
        guard let anchor, anchor.countdown(at: lastTime) > 0 else {
            self.anchor = ProgressEstimator.Anchor(time: lastTime, remaining: raw)
            return
        }
        let shown = anchor.countdown(at: lastTime)
        guard abs(raw - shown) > band(raw: raw, configuration: configuration) else { return }
        var next = raw
        if raw > shown, shown >= Self.riseFloor {
            next = min(raw, shown + Self.riseLimit * shown * min(step, 1))
        }
        self.anchor = ProgressEstimator.Anchor(time: lastTime, remaining: next)
    }

    /// How far the fresh estimate `raw` wanders by noise alone: progress wandering like a random
    /// walk with variance v per second makes the rate measured over T seconds uncertain by
    /// about √(v ÷ T) of itself, and the estimate with it. ``ProgressEstimator/Configuration/absoluteTolerance``
    /// plus ``ProgressEstimator/Configuration/toleranceNoiseMultiplier`` times that.
    func band(raw: Double, configuration: ProgressEstimator.Configuration) -> Double {
        let spread = (measured.noise.variance / windowLength).squareRoot()
        return configuration.absoluteTolerance + configuration.toleranceNoiseMultiplier * raw * spread
    }

    /// The estimate at clock time `now` (not before the last sample).
    func estimate(
        at now: Double, total: Int64?, configuration: ProgressEstimator.Configuration
    ) -> ProgressEstimator.Estimate {
        let reading = reading(at: now, total: total, configuration: configuration)
        guard reading.state == .steady, let raw = reading.remaining, let total else {
            return ProgressEstimator.Estimate(
                state: reading.state, throughput: reading.throughput, timeRemaining: reading.remaining)
        }
        // Between samples the shown value counts down; work remains, so never below a second.
        let countdown = anchor?.countdown(at: now) ?? raw - (now - lastTime)
        if countdown > 0 {
            return ProgressEstimator.Estimate(
                state: .steady, throughput: reading.throughput,
                timeRemaining: max(countdown, Self.minimumRemaining))
        }
        // Overdue: the countdown ran out before the next sample. Count the
        // time since the last sample as time without progress.
        let diluted = averageRate(at: now - pausedDuration) ?? 0
        let remaining = (Double(total) - Double(lastCompleted)) / diluted
        return ProgressEstimator.Estimate(
            state: .steady, throughput: reading.throughput,
            timeRemaining: remaining.isFinite ? max(remaining, Self.minimumRemaining) : nil)
    }
}

extension ProgressEstimator {
    /// A shown time remaining and the clock time at which it was shown: the countdown starts here.
    struct Anchor: Sendable, Hashable {
        /// Clock time at which `remaining` was shown.
        var time: Double
        /// Seconds remaining shown at `time`.
        var remaining: Double

        /// The countdown at clock time `now`: one second less per second.
        func countdown(at now: Double) -> Double {
            remaining - (now - time)
        }
    }
}

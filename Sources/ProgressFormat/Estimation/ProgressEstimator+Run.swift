extension ProgressEstimator {
    /// The measurements of one run: everything recorded since the first
    /// sample or since the counter last went backwards.
    ///
    /// Times are kept in two scales. *Clock* times are the caller's. *Active*
    /// times are clock times minus the length of the stalls recovered from so
    /// far (`pausedDuration`), so a stall does not dilute the rate measured
    /// after it. Counts are converted to `Double` for arithmetic; the only
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

        /// Where the long window starts, in active time.
        var window: Point

        /// The latest sample folded into the change detector (active time).
        var detected: Point
        /// How far progress has run ahead of the long window's rate.
        var ahead = Drift()
        /// How far progress has fallen behind the long window's rate.
        var behind = Drift()
        /// Time-weighted average of (lead per step)² ÷ step length, in
        /// seconds: how fast progress wanders away from a straight line
        /// (a variance per second). Divide by `noiseWeight` to debias.
        var noise: Double = 0
        /// Total weight of the average in `noise` (1 − e^(−elapsed ÷ 30 s)).
        var noiseWeight: Double = 0

        /// The shown time remaining, counting down from this point.
        var anchor: Anchor?

        /// The least time remaining reported while work remains, in seconds: "0 seconds"
        /// would read as done, or hung.
        static let minimumRemaining = 1.0
        /// Time constant of the noise average, in seconds.
        static let noiseTimeConstant = 30.0
        /// Horizon, in seconds, over which the noise of the estimate is judged.
        static let noiseHorizon = 2.0
        /// Shortest stretch of data, in seconds, from which a new speed is
        /// measured after a change; also the least window length used when
        /// judging noise.
        static let minimumWindow = 0.5

        init(time: Double, completed: Int64) {
            let point = Point(time: time, completed: Double(completed))
            startTime = time
            lastTime = time
            lastCompleted = completed
            lastProgressTime = time
            window = point
            detected = point
        }

        /// Active time of the latest sample.
        var lastActive: Double { lastTime - pausedDuration }
        /// The latest sample, in active time.
        var lastPoint: Point { Point(time: lastActive, completed: Double(lastCompleted)) }

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
            lastTime = time
            lastCompleted = completed

            if progressed && gap >= configuration.stallInterval {
                resume(after: gap)
            } else {
                if progressed {
                    typicalStep = typicalStep == 0 ? gap : 0.9 * typicalStep + 0.1 * gap
                    lastProgressTime = time
                }
                // While stalled there is nothing to learn about the speed.
                if gap < configuration.stallInterval {
                    detectChange(progressed: progressed, configuration: configuration)
                }
            }
            updateAnchor(total: total, configuration: configuration)
            return true
        }

        /// Progress after a stall: the stall is cut out of active time, so
        /// the long window keeps the rate measured before it.
        private mutating func resume(after gap: Double) {
            pausedDuration += gap - min(gap, typicalStep)
            lastProgressTime = lastTime
            restartDetector()
            anchor = nil
        }

        /// Starts change detection afresh from the latest sample.
        private mutating func restartDetector() {
            detected = lastPoint
            ahead = Drift()
            behind = Drift()
        }

        /// CUSUM change detection. Each step's *lead* is how many seconds
        /// ahead of the long window's rate it put progress. The sums grow
        /// while progress keeps running ahead (or behind) by more than
        /// `changeTolerance`; when one exceeds a threshold scaled by the
        /// measured noise, the speed may have changed (see `confirm`).
        /// The same leads feed the noise measurement.
        private mutating func detectChange(progressed: Bool, configuration: Configuration) {
            let now = lastPoint
            let step = now.time - detected.time
            // Steps shorter than a microsecond are merged into the next one.
            guard step >= 1e-6 else { return }
            guard let rate = windowRate(at: now.time) else {
                restartDetector()
                return
            }
            let lead = (now.completed - detected.completed) / rate - step
            detected = now

            let keep = Self.decay(step / Self.noiseTimeConstant)
            noise = keep * noise + (1 - keep) * min(lead * lead / step, 1e12)
            noiseWeight = keep * noiseWeight + (1 - keep)

            let allowance = configuration.changeTolerance * step
            ahead.add(lead - allowance, at: now, progressed: progressed)
            behind.add(-lead - allowance, at: now, progressed: progressed)

            guard progressed, isWarm(configuration: configuration) else { return }
            // A CUSUM of a random walk with variance v per second and drift
            // allowance k hovers around v / 2k; the threshold sits a few
            // times above that.
            let tolerance = max(configuration.changeTolerance, 0.01)
            let threshold = configuration.changeThreshold
                + configuration.changeNoiseMultiplier * noiseVariance / (2 * tolerance)
            if ahead.sum > threshold {
                confirm(\.ahead, faster: true, rate: rate, tolerance: tolerance)
            } else if behind.sum > threshold {
                confirm(\.behind, faster: false, rate: rate, tolerance: tolerance)
            }
        }

        /// A departure is only a change of speed if the progress made since
        /// it began (from the first sample that brought progress) keeps the
        /// new speed. A pause followed by the usual speed, or a single jump
        /// followed by the usual speed, is absorbed instead.
        private mutating func confirm(
            _ side: WritableKeyPath<Run, Drift>, faster: Bool, rate: Double, tolerance: Double
        ) {
            let now = lastPoint
            // Wait for enough data after the change to measure the new speed.
            guard let start = self[keyPath: side].firstProgress,
                  now.time - start.time >= Self.minimumWindow
            else { return }
            let newRate = (now.completed - start.completed) / (now.time - start.time)
            let changed = faster ? newRate > rate * (1 + tolerance) : newRate * (1 + tolerance) < rate
            if changed {
                window = start
                restartDetector()
            } else {
                self[keyPath: side] = Drift()
            }
        }

        /// How fast progress wanders from a straight line: the variance, in
        /// seconds², of its lead per second elapsed.
        var noiseVariance: Double {
            noiseWeight > 0 ? noise / noiseWeight : 0
        }

        /// Keeps the shown countdown, or re-anchors it at the fresh estimate.
        private mutating func updateAnchor(total: Int64?, configuration: Configuration) {
            let reading = reading(at: lastTime, total: total, configuration: configuration)
            guard reading.state == .steady, let raw = reading.remaining else {
                anchor = nil
                return
            }
            if let anchor, windowLength < 2 * anchor.windowLength,
               shown(raw: raw, at: lastTime, configuration: configuration) != raw {
                // The countdown still agrees, and the estimate has not become
                // markedly more precise since it was shown: keep counting down.
                return
            }
            anchor = Anchor(time: lastTime, remaining: raw, windowLength: windowLength)
        }

        /// Length of the long window in seconds (at least `minimumWindow`).
        var windowLength: Double {
            max(lastActive - window.time, Self.minimumWindow)
        }

        /// The value to show: the countdown from the anchor while it agrees
        /// with the fresh estimate `raw` within the tolerance band, else `raw`.
        func shown(raw: Double, at time: Double, configuration: Configuration) -> Double {
            guard let anchor else { return raw }
            let countdown = anchor.remaining - (time - anchor.time)
            // How far the fresh estimate wanders by noise alone: the spread
            // of progress over a couple of seconds (or the time remaining, if
            // shorter), magnified by remaining ÷ window because a lead also
            // changes the rate.
            let horizon = min(Self.noiseHorizon, windowLength, raw)
            let wander = (noiseVariance * horizon).squareRoot() * (1 + raw / windowLength)
            let band = configuration.absoluteTolerance
                + configuration.toleranceNoiseMultiplier * wander
            if countdown > 0 && abs(raw - countdown) <= band {
                return countdown
            }
            return raw
        }

        func isWarm(configuration: Configuration) -> Bool {
            sampleCount >= configuration.minimumSampleCount
                && lastActive - startTime >= configuration.warmUpInterval
        }

        /// Rate over the long window, measured up to active time `now`;
        /// `nil` unless positive and finite.
        func windowRate(at now: Double) -> Double? {
            let span = now - window.time
            guard span > 0 else { return nil }
            let rate = (Double(lastCompleted) - window.completed) / span
            guard rate.isFinite, rate > 0 else { return nil }
            return rate
        }

        /// The measurements as of the last sample, with the state as of clock
        /// time `now` (not before the last sample): only a stall can begin
        /// between samples.
        func reading(at now: Double, total: Int64?, configuration: Configuration) -> Reading {
            let rate = windowRate(at: lastActive)
            if let total, lastCompleted >= total {
                return Reading(state: .finished, throughput: rate, remaining: 0)
            }
            guard now - lastProgressTime < configuration.stallInterval else {
                return Reading(state: .stalled)
            }
            guard isWarm(configuration: configuration), let rate else {
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

        /// The estimate at clock time `now` (not before the last sample).
        func estimate(
            at now: Double, total: Int64?, configuration: Configuration
        ) -> Estimate {
            let reading = reading(at: now, total: total, configuration: configuration)
            guard reading.state == .steady, let raw = reading.remaining, let total else {
                return Estimate(
                    state: reading.state, throughput: reading.throughput,
                    timeRemaining: reading.remaining)
            }
            // Between samples the shown value counts down.
            // Work remains, so never less than a second (see `minimumRemaining`).
            let countdown = shown(raw: raw, at: lastTime, configuration: configuration)
                - (now - lastTime)
            if countdown > 0 {
                return Estimate(
                    state: .steady, throughput: reading.throughput,
                    timeRemaining: max(countdown, Self.minimumRemaining))
            }
            // Overdue: the countdown ran out before the next sample. Count the
            // time since the last sample as time without progress.
            let diluted = windowRate(at: now - pausedDuration) ?? 0
            let remaining = (Double(total) - Double(lastCompleted)) / diluted
            return Estimate(
                state: .steady, throughput: reading.throughput,
                timeRemaining: remaining.isFinite ? max(remaining, Self.minimumRemaining) : nil)
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

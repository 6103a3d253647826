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

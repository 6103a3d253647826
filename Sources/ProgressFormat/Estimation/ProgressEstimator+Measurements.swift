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

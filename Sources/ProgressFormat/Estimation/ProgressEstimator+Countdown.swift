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

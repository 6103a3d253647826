import Foundation

/// Rival: an indicatif-like (0.17.5+) double-smoothed, time-weighted
/// exponential average, written from its published description.
///
/// Each update whose count and time both advanced contributes its rate with
/// weight 1 − 0.1^(Δt / 15 s); the smoothed rate is bias-corrected by
/// dividing by 1 − 0.1^(time since start / 15 s), then smoothed a second
/// time the same way and bias-corrected again. When asked later than the
/// last update, the time since it counts as a step with zero progress, so
/// the rate decays during a stall. A count that goes backwards resets it.
/// The ETA is 0 when the rate is 0.
struct DoubleEWMAEstimator: ETAEstimator {
    static let name = "indicatif-like double EWMA"
    let total: Int64
    private var start: Double?
    private var previous: (time: Double, completed: Int64)?
    private var smoothed = 0.0
    private var doubleSmoothed = 0.0

    init(total: Int64) {
        self.total = total
    }

    private static func weight(_ seconds: Double) -> Double {
        pow(0.1, seconds / 15)
    }

    mutating func record(completed: Int64, at time: Double) {
        guard let start, let previous else {
            self.start = time
            self.previous = (time, completed)
            return
        }
        if completed < previous.completed {
            self.start = time
            self.previous = (time, completed)
            smoothed = 0
            doubleSmoothed = 0
            return
        }
        guard completed > previous.completed, time > previous.time else { return }
        let delta = time - previous.time
        let rate = (Double(completed) - Double(previous.completed)) / delta
        let weight = Self.weight(delta)
        smoothed = smoothed * weight + rate * (1 - weight)
        let normalized = smoothed / (1 - Self.weight(time - start))
        doubleSmoothed = doubleSmoothed * weight + normalized * (1 - weight)
        self.previous = (time, completed)
    }

    /// The rate as of `time`, counting the time since the last update as a
    /// zero-progress step.
    func rate(at time: Double) -> Double {
        guard let start, let previous, time > start else { return 0 }
        let weight = Self.weight(max(0, time - previous.time))
        let correction = 1 - Self.weight(time - start)
        let smoothedNow = smoothed * weight
        let doubleNow = doubleSmoothed * weight + smoothedNow / correction * (1 - weight)
        return doubleNow / correction
    }

    func shownRemaining(at time: Double) -> Double? {
        guard let previous else { return nil }
        let rate = rate(at: time)
        guard rate > 0 else { return 0 }
        return (Double(total) - Double(previous.completed)) / rate
    }
}

import Foundation

/// Rival: indicatif's `Estimator` (0.18.4), ported from `src/state.rs` of console-rs/indicatif at
/// commit f65cf5cc17694623c382ce1b666de27abb45703c (`Estimator`, `estimator_weight`,
/// `ProgressState::eta`).
///
/// A double-smoothed, time-weighted exponential average of steps per second. Each update whose
/// count and time both advanced contributes its rate with weight 1 − w, w = 0.1^(Δt / 15 s); the
/// average is normalized by 1 − w(time since start) (it began at 0), then smoothed a second time
/// the same way. When read later than the last update, the time since counts as a step without
/// progress, so the rate decays during a stall (there is no "stalled" state). A count that goes
/// backwards resets it. The ETA is (total − position) ÷ rate, and 0 while the rate is 0.
struct IndicatifEstimator: ETAEstimator {
    static let name = "indicatif 0.18.4"
    static let source = "console-rs/indicatif src/state.rs @ f65cf5c"

    let total: Int64
    private var smoothedStepsPerSecond = 0.0
    private var doubleSmoothedStepsPerSecond = 0.0
    private var previousSteps: Int64 = 0
    private var previousTime: Double
    private var startTime: Double
    /// The bar's position: the latest count, whether or not the estimator took it.
    private var position: Int64 = 0

    /// An estimator created at time 0 (`Estimator::new(now)` when the bar is created).
    init(total: Int64) {
        self.init(total: total, at: 0)
    }

    /// An estimator created at `time`.
    init(total: Int64, at time: Double) {
        self.total = total
        previousTime = time
        startTime = time
    }

    /// `estimator_weight`: the weight left to data `age` seconds old.
    static func weight(_ age: Double) -> Double {
        pow(0.1, age / 15)
    }

    /// `ProgressBar::set_position` followed by a tick, which records the position.
    mutating func record(completed: Int64, at time: Double) {
        position = max(0, completed)
        record(steps: position, at: time)
    }

    /// `Estimator::record`.
    mutating func record(steps newSteps: Int64, at now: Double) {
        // Nothing is learnt unless both the steps and the time advanced; going backwards resets.
        guard newSteps > previousSteps, now > previousTime else {
            if newSteps < previousSteps {
                previousSteps = newSteps
                reset(at: now)
            }
            return
        }
        let deltaSteps = Double(newSteps - previousSteps)
        let deltaTime = now - previousTime
        let newStepsPerSecond = deltaSteps / deltaTime
        let weight = Self.weight(deltaTime)
        smoothedStepsPerSecond = smoothedStepsPerSecond * weight + newStepsPerSecond * (1 - weight)
        // Normalized (the average started from 0), then smoothed once more.
        let totalWeight = 1 - Self.weight(now - startTime)
        let normalized = smoothedStepsPerSecond / totalWeight
        doubleSmoothedStepsPerSecond = doubleSmoothedStepsPerSecond * weight + normalized * (1 - weight)
        previousSteps = newSteps
        previousTime = now
    }

    /// `Estimator::reset`: forgets the rates, keeps the steps.
    mutating func reset(at now: Double) {
        smoothedStepsPerSecond = 0
        doubleSmoothedStepsPerSecond = 0
        previousTime = now
        startTime = now
    }

    /// `Estimator::steps_per_second`: the time since the last update counts as a step without
    /// progress.
    func stepsPerSecond(at now: Double) -> Double {
        let reweight = Self.weight(now - previousTime)
        let totalWeight = 1 - Self.weight(now - startTime)
        let stepsPerSecond = smoothedStepsPerSecond * reweight / totalWeight
        let doubleStepsPerSecond = doubleSmoothedStepsPerSecond * reweight + stepsPerSecond * (1 - reweight)
        return doubleStepsPerSecond / totalWeight
    }

    /// `ProgressState::eta`: 0 while the rate is 0 ("0s" at the start).
    func shownRemaining(at time: Double) -> Double? {
        let rate = stepsPerSecond(at: time)
        guard rate != 0, rate.isFinite else { return 0 }
        return Double(max(0, total - position)) / rate
    }
}

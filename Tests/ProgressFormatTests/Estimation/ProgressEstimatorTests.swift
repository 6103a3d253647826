import Testing

@testable import EstimatorEvaluation
@testable import ProgressFormat

@Suite("ProgressEstimator")
struct ProgressEstimatorTests {
    // MARK: - Exact numbers

    @Test("1000 units per second for 10 s: exact throughput and ETA")
    func exactNumbers() {
        var estimator = ProgressEstimator(totalUnitCount: 20_000)
        for second in 0...10 {
            estimator.record(completed: Int64(second) * 1_000, at: .seconds(Double(second)))
        }
        let estimate = estimator.estimate(at: .seconds(10))
        #expect(estimate.state == .steady)
        #expect(estimate.throughput == 1_000)
        #expect(estimate.timeRemaining == 10)
        // Between samples the shown ETA counts down one second per second.
        #expect(estimator.estimate(at: .seconds(10.5)).timeRemaining == 9.5)
    }

    @Test("The example in the documentation prints what it says")
    func documentationExample() {
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        for second in 0...4 {
            estimator.record(completed: Int64(second) * 1_000, at: .seconds(Double(second)))
        }
        let now = estimator.estimate(at: .seconds(4))
        #expect(now == .init(state: .steady, throughput: 1_000, timeRemaining: 6, elapsedTime: 4))
        let later = estimator.estimate(at: .seconds(10))
        #expect(later == .init(state: .stalled, throughput: nil, timeRemaining: nil, elapsedTime: 10))
    }

    @Test("Estimating until enough samples and time, finished at the total")
    func estimatingThenFinished() {
        var estimator = ProgressEstimator(totalUnitCount: 3_000)
        #expect(estimator.estimate(at: .seconds(0)).state == .estimating)
        estimator.record(completed: 0, at: .seconds(0))
        estimator.record(completed: 500, at: .seconds(0.5))
        #expect(estimator.estimate(at: .seconds(0.5)) == .init(state: .estimating, elapsedTime: 0.5))
        estimator.record(completed: 2_000, at: .seconds(2))
        #expect(estimator.estimate(at: .seconds(2)).state == .steady)
        estimator.record(completed: 3_000, at: .seconds(3))
        let done = estimator.estimate(at: .seconds(3))
        #expect(done.state == .finished)
        #expect(done.timeRemaining == 0)
        #expect(done.throughput == 1_000)
        #expect(estimator.estimate(at: .seconds(100)).state == .finished)
    }

    // MARK: - States on every trace

    @Test("States along each trace", arguments: EstimatorTrace.all.map(\.name))
    func statesAlongTrace(name: String) throws {
        let trace = try #require(EstimatorTrace.all.first { $0.name == name })
        var estimator = ProgressEstimator(totalUnitCount: trace.total)
        let interval = estimator.configuration.stallInterval
        var resumed = false
        for (index, sample) in trace.samples.enumerated() {
            estimator.record(completed: sample.completed, at: .seconds(sample.time))
            let state = estimator.estimate(at: .seconds(sample.time)).state
            if index == 0 {
                #expect(state == .estimating)
            } else if index == trace.samples.count - 1 {
                #expect(state == .finished)
            } else if let start = trace.stallStart, let end = trace.stallEnd,
                      sample.time >= start, sample.time <= end {
                // Stalled exactly from one stall interval after the last
                // progress (so at the first update after that); never before.
                let expected: ProgressEstimator.State =
                    sample.time - start < interval ? .steady : .stalled
                #expect(state == expected, "t = \(sample.time)")
            } else if sample.time >= 3 {
                #expect(state == .steady, "\(trace.name) t = \(sample.time)")
                if let end = trace.stallEnd, sample.time > end { resumed = true }
            }
        }
        #expect(resumed == (trace.stallEnd != nil))
    }

    // MARK: - Awkward input

    @Test("A counter that goes backwards starts a new run")
    func backwardsCounter() {
        var estimator = ProgressEstimator(totalUnitCount: 100_000)
        for second in 0...5 {
            estimator.record(completed: Int64(second) * 1_000, at: .seconds(Double(second)))
        }
        #expect(estimator.estimate(at: .seconds(5)).state == .steady)
        estimator.record(completed: 100, at: .seconds(6))
        // A reset starts a new run, not a new elapsed time.
        #expect(estimator.estimate(at: .seconds(6)) == .init(state: .estimating, elapsedTime: 6))
        for second in 7...10 {
            estimator.record(completed: 100 + Int64(second - 6) * 500, at: .seconds(Double(second)))
        }
        let fresh = estimator.estimate(at: .seconds(10))
        #expect(fresh.state == .steady)
        #expect(fresh.throughput == 500)
    }

    @Test("A clock that stands still: no division by zero, no NaN")
    func frozenClock() {
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        for count in 0..<100 {
            estimator.record(completed: Int64(count) * 10, at: .seconds(42))
        }
        #expect(estimator.estimate(at: .seconds(42)) == .init(state: .estimating, elapsedTime: 0))
        estimator.record(completed: 1_000, at: .seconds(43))
        estimator.record(completed: 2_000, at: .seconds(44))
        let estimate = estimator.estimate(at: .seconds(44))
        #expect(estimate.state == .steady)
        #expect(estimate.throughput == 1_000)
        #expect(estimate.timeRemaining == 8)
    }

    @Test("A clock that runs backwards: the time step is ignored")
    func backwardsClock() {
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        estimator.record(completed: 0, at: .seconds(0))
        estimator.record(completed: 1_000, at: .seconds(1))
        estimator.record(completed: 2_000, at: .seconds(2))
        estimator.record(completed: 2_500, at: .seconds(1.5))  // taken as t = 2
        estimator.record(completed: 3_000, at: .seconds(-7))  // taken as t = 2
        let estimate = estimator.estimate(at: .seconds(2))
        #expect(estimate.state == .steady)
        // The rate is the line fitted over the time that passed (0–2 s); the units that came
        // while the clock stood still count as done, and join the line when it moves on.
        #expect(estimate.throughput == 1_000)
        #expect(estimate.timeRemaining == 7)
        expectSane(estimate)
        // Asking at an earlier time answers as of the last sample.
        #expect(estimator.estimate(at: .seconds(-100)) == estimate)
        // 2,000 units from 2 s to 3 s: the line through the start steepens to 62,000 ÷ 54, and
        // the long-run rate is three quarters of that plus a quarter of 4,000 ÷ 3.
        estimator.record(completed: 4_000, at: .seconds(3))
        let rate = 0.75 * 62_000.0 / 54 + 0.25 * 4_000.0 / 3
        #expect(estimator.estimate(at: .seconds(3)).throughput.map { abs($0 - rate) < 1e-9 } == true)
    }

    @Test("Unknown total: throughput yes, time remaining no")
    func unknownTotal() {
        var estimator = ProgressEstimator()
        for second in 0...5 {
            estimator.record(completed: Int64(second) * 250, at: .seconds(Double(second)))
        }
        let unknown = estimator.estimate(at: .seconds(5))
        #expect(unknown == .init(state: .steady, throughput: 250, timeRemaining: nil, elapsedTime: 5))
        estimator.record(completed: 1_500, total: 2_500, at: .seconds(6))
        #expect(estimator.estimate(at: .seconds(6)).timeRemaining == 4)
        estimator.record(completed: 1_750, total: -1, at: .seconds(7))
        #expect(estimator.totalUnitCount == nil)
        #expect(estimator.estimate(at: .seconds(7)).timeRemaining == nil)
        #expect(ProgressEstimator(totalUnitCount: 0).totalUnitCount == nil)
    }

    /// Non-finite times can only come through the deprecated seconds, so they are tried there;
    /// the durations' extremes below.
    @available(*, deprecated)
    @Test("Huge, negative and non-finite input never traps or yields NaN")
    func hugeValues() {
        var estimator = ProgressEstimator(totalUnitCount: .max)
        let times: [Double] = [0, 1e-300, 1, 2, .nan, .infinity, -.infinity, 3, 1e300, -1e300, 1e300]
        let counts: [Int64] = [.min, 0, 1, .max / 2, .max - 1, .max, .max, 5, .max, .min, .max]
        for (time, count) in zip(times, counts) {
            estimator.record(completed: count, at: time)
            for probe in [time, .nan, .infinity, -.infinity, 0, 1e308] {
                expectSane(estimator.estimate(at: probe))
            }
        }
        var big = ProgressEstimator(totalUnitCount: .max)
        big.record(completed: 0, at: .seconds(0))
        big.record(completed: .max / 4, at: .seconds(1))
        big.record(completed: .max / 2, at: .seconds(2))
        let estimate = big.estimate(at: .seconds(2))
        #expect(estimate.state == .steady)
        expectSane(estimate)
        #expect(estimate.timeRemaining.map { abs($0 - 2) < 1e-9 } == true)
        big.record(completed: .max, at: .seconds(3))
        #expect(big.estimate(at: .seconds(3)).state == .finished)
    }

    @Test("The longest and most negative durations never trap or yield NaN")
    func extremeDurations() {
        var estimator = ProgressEstimator(totalUnitCount: .max)
        let times: [Duration] = [.zero, .nanoseconds(1), .seconds(Int64.max), .seconds(Int64.min), .seconds(1), .seconds(Int64.max)]
        let counts: [Int64] = [0, 1, .max / 2, .min, .max, .max]
        for (time, count) in zip(times, counts) {
            estimator.record(completed: count, at: time)
            for probe in times { expectSane(estimator.estimate(at: probe)) }
        }
    }

    @Test("Non-finite or out-of-range configuration values fall back to sane ones")
    func configurationSanitized() {
        let configuration = ProgressEstimator.Configuration(
            stallInterval: .nan, warmUpInterval: -1, minimumSampleCount: -5,
            changeTolerance: .infinity, changeThreshold: -.infinity,
            changeNoiseMultiplier: .nan, absoluteTolerance: -3, toleranceNoiseMultiplier: .nan)
        #expect(configuration.stallInterval == 5)
        #expect(configuration.warmUpInterval == 0.001)
        #expect(configuration.minimumSampleCount == 2)
        #expect(configuration.absoluteTolerance == 0)
        #expect(configuration.toleranceNoiseMultiplier == 0.5)
        #expect(configuration.changeTolerance == 0.15)
        #expect(configuration.changeThreshold == 0.15)
        #expect(ProgressEstimator.Configuration(changePersistence: -1).changePersistence == 0)
        #expect(ProgressEstimator.Configuration(changePersistence: .nan).changePersistence == 40_000)
        var estimator = ProgressEstimator(totalUnitCount: 1_000, configuration: configuration)
        for tenth in 0...20 {
            estimator.record(completed: Int64(tenth) * 10, at: .seconds(Double(tenth) / 10))
            expectSane(estimator.estimate(at: .seconds(Double(tenth) / 10)))
        }
    }

    @Test("changeNoiseMultiplier is accepted and ignored (kept for source compatibility)")
    func changeSettingsIgnored() throws {
        let trace = try #require(EstimatorTrace.all.first { $0.name == "speed halves" })
        var plain = ProgressEstimator(totalUnitCount: trace.total)
        var odd = ProgressEstimator(
            totalUnitCount: trace.total,
            configuration: .init(changeNoiseMultiplier: 0))
        for sample in trace.samples {
            plain.record(completed: sample.completed, at: .seconds(sample.time))
            odd.record(completed: sample.completed, at: .seconds(sample.time))
            #expect(plain.estimate(at: .seconds(sample.time)) == odd.estimate(at: .seconds(sample.time)))
        }
    }

    @Test("ContinuousClock.Instant overloads use the first instant as origin")
    func instants() {
        let origin = ContinuousClock.Instant.now  // any origin: only differences matter
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        #expect(estimator.estimate(at: origin) == .init(state: .estimating))
        for second in 0...4 {
            estimator.record(completed: Int64(second) * 1_000, at: origin + .seconds(second))
        }
        #expect(
            estimator.estimate(at: origin + .seconds(4))
                == .init(state: .steady, throughput: 1_000, timeRemaining: 6, elapsedTime: 4))
        #expect(estimator.estimate(at: origin + .seconds(9)).state == .stalled)
        estimator.record(completed: 10_000, total: 10_000, at: origin + .seconds(5))
        #expect(estimator.estimate(at: origin + .seconds(5)).state == .finished)
    }

    @Test("A value type: copies evolve independently")
    func valueSemantics() {
        var first = ProgressEstimator(totalUnitCount: 10_000)
        for second in 0...3 {
            first.record(completed: Int64(second) * 1_000, at: .seconds(Double(second)))
        }
        var second = first
        #expect(first == second)
        second.record(completed: 3_500, at: .seconds(4))
        #expect(first != second)
        #expect(first.estimate(at: .seconds(3)).throughput == 1_000)
    }

    @Test("e^−x without Foundation")
    func decay() {
        #expect(ProgressEstimator.Run.decay(0) == 1)
        #expect(ProgressEstimator.Run.decay(-1) == 1)
        #expect(ProgressEstimator.Run.decay(.nan) == 1)
        #expect(ProgressEstimator.Run.decay(1_000) == 0)
        #expect(abs(ProgressEstimator.Run.decay(1) - 0.36787944117144233) < 1e-14)
        #expect(abs(ProgressEstimator.Run.decay(10) - 4.5399929762484854e-5) < 1e-17)
    }

    // MARK: - Helpers

    private func expectSane(_ estimate: ProgressEstimator.Estimate) {
        if let throughput = estimate.throughput {
            #expect(throughput.isFinite && throughput > 0)
        }
        if let remaining = estimate.timeRemaining {
            #expect(remaining.isFinite && remaining >= 0)
        }
        if estimate.state != .steady && estimate.state != .finished {
            #expect(estimate.throughput == nil && estimate.timeRemaining == nil)
        }
    }
}

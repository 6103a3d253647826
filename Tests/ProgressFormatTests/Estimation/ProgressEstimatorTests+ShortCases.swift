import Testing

@testable import ProgressFormat

/// The estimator's behaviour on short, hand-made cases: a burst, a sustained change, swings that
/// come back, a stall, a short pause.
extension ProgressEstimatorTests {
    @Test("A burst: the time drops by the work it brought, the rate hardly moves, then it counts down")
    func burst() {
        var estimator = ProgressEstimator(totalUnitCount: 100_000)
        var completed: Int64 = 0
        for tenth in 0...300 {
            completed = Int64(tenth) * 100
            estimator.record(completed: completed, at: .seconds(Double(tenth) / 10))
        }
        #expect(estimator.estimate(at: .seconds(30)).timeRemaining.map { abs($0 - 70) < 1e-9 } == true)
        completed += 5_000  // 5 s of work at once
        estimator.record(completed: completed, at: .seconds(30.1))
        let after = estimator.estimate(at: .seconds(30.1))
        // The whole-run average would jump to 35,100 ÷ 30.1 s = 1,166 units/s (+17 %): the
        // fitted line lifts by 4 %, so the time drops by about the 5 s the burst brought.
        #expect(after.throughput.map { $0 > 1_040 && $0 < 1_042 } == true)
        #expect(after.timeRemaining.map { $0 > 62 && $0 < 63 } == true)
        var shown: [Double] = []
        for tenth in 302...400 {
            completed += 100
            estimator.record(completed: completed, at: .seconds(Double(tenth) / 10))
            if tenth % 10 == 0 { shown.append(estimator.estimate(at: .seconds(Double(tenth) / 10)).timeRemaining ?? 0) }
        }
        // Back to the usual speed: an exact countdown, one second per second.
        #expect(shown.count == 10)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { abs($0 - $1 - 1) < 1e-9 })
    }

    @Test("A sustained change on smooth progress: believed 2 s after it began, exact from then on")
    func sustainedChange() throws {
        var estimator = ProgressEstimator(totalUnitCount: 120_000)
        var completed: Int64 = 0
        for tenth in 1...1_800 {
            completed += tenth <= 600 ? 100 : 50  // 1,000 units/s for 60 s, then 500
            let time = Double(tenth) / 10
            estimator.record(completed: completed, at: .seconds(time))
            guard tenth % 10 == 0, tenth >= 600 else { continue }
            let estimate = estimator.estimate(at: .seconds(time))
            let remaining = try #require(estimate.timeRemaining)
            if tenth <= 620 {
                #expect(remaining < 61, "t = \(time): not yet believed")
            } else {
                #expect(abs(remaining - (180 - time)) < 1e-6, "t = \(time)")
                #expect(estimate.throughput.map { abs($0 - 500) < 1e-6 } == true)
            }
        }
        // Measured afresh from the first sample of the new speed.
        #expect(estimator.run?.measured.origin.time == 60.1)
    }

    @Test("Swings that come back on bursty progress: no restart, and the shown time never rises 10 %")
    func swingsComeBack() throws {
        var estimator = ProgressEstimator(totalUnitCount: 300_000)
        var completed: Int64 = 0
        var shown: [Double] = []
        for tenth in 1...3_000 {
            let time = Double(tenth) / 10
            // Bursts of half a second at 2,000 units/s, pauses of half a second; from 60 s to
            // 80 s the bursts run at half speed.
            if (tenth / 5) % 2 == 0 { completed += time > 60 && time <= 80 ? 100 : 200 }
            estimator.record(completed: completed, at: .seconds(time))
            if tenth % 10 == 0, tenth >= 30 {
                shown.append(try #require(estimator.estimate(at: .seconds(time)).timeRemaining))
            }
        }
        #expect(estimator.run?.measured.origin.time == 0.1)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 <= $0 * 1.1 })
        // During the slow stretch the time holds near its level (237–244 s) instead of doubling.
        #expect(shown[57] > 236 && shown[57] < 237)  // 60 s
        #expect(shown[77] > 243 && shown[77] < 244)  // 80 s
    }

    @Test("Asking later than the last sample reveals a stall without new samples")
    func stallWithoutSamples() {
        var estimator = ProgressEstimator(totalUnitCount: 100_000)
        for tenth in 0...100 {
            estimator.record(completed: Int64(tenth) * 100, at: .seconds(Double(tenth) / 10))
        }
        #expect(estimator.estimate(at: .seconds(14.9)).state == .steady)
        let stalled = estimator.estimate(at: .seconds(15))
        #expect(stalled == .init(state: .stalled, elapsedTime: 15))
        // Progress resumes: steady again, with the stall cut out of the rate.
        estimator.record(completed: 10_100, at: .seconds(30))
        estimator.record(completed: 10_200, at: .seconds(30.1))
        let resumed = estimator.estimate(at: .seconds(30.1))
        #expect(resumed.state == .steady)
        let rate = resumed.throughput ?? 0
        #expect(rate > 900 && rate < 1_100)
    }

    @Test("A short pause is absorbed, not taken as a change of speed")
    func shortPause() {
        var estimator = ProgressEstimator(totalUnitCount: 200_000)
        var time = 0.0
        var completed: Int64 = 0
        while time < 60 {
            time += 0.1
            completed += 100
            estimator.record(completed: completed, at: .seconds(time))
        }
        let before = estimator.estimate(at: .seconds(time)).timeRemaining ?? 0
        for _ in 0..<30 {  // 3 s of updates without progress
            time += 0.1
            estimator.record(completed: completed, at: .seconds(time))
        }
        var largest = 0.0
        for _ in 0..<50 {
            time += 0.1
            completed += 100
            estimator.record(completed: completed, at: .seconds(time))
            largest = max(largest, estimator.estimate(at: .seconds(time)).timeRemaining ?? .infinity)
        }
        // The pause dilutes the rate a little (3 s in 63 s); it never
        // explodes the ETA.
        #expect(largest < before * 1.1)
        #expect(estimator.estimate(at: .seconds(time)).state == .steady)
    }
}

import Testing

@testable import EstimatorEvaluation

/// The rivals are ports: each is held to its own project's tests, case by case (named after the
/// test it comes from), plus what its source says it does.
@Suite("Rival estimators")
struct RivalEstimatorTests {
    // MARK: - indicatif (src/state.rs tests)

    @Test("indicatif test_steps_per_second: a constant rate is measured to 1e-9",
          arguments: [1, 1_000, 1_000_000, 1_000_000_000, 1_000_000_001, 100_000_000_000,
                      1_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000] as [Int64])
    func indicatifStepsPerSecond(itemsPerSecond: Int64) {
        var estimator = IndicatifEstimator(total: .max)
        var position: Int64 = 0
        for second in 1...20 {
            position += itemsPerSecond
            estimator.record(steps: position, at: Double(second))
        }
        let rate = estimator.stepsPerSecond(at: 20)
        #expect(rate > 0 && rate.isFinite)
        #expect(abs(rate - Double(itemsPerSecond)) / Double(itemsPerSecond) < 1e-9)
    }

    @Test("indicatif test_double_exponential_ave: the exact double-smoothed value")
    func indicatifDoubleExponentialAverage() {
        var estimator = IndicatifEstimator(total: 100)
        for second in 1...15 {
            estimator.record(steps: Int64(second), at: Double(second))
        }
        // 90 % weight at 0 steps/s, 9 % at 1, 1 % before the start (normalized away); twice.
        let single = 0.09 / 0.99
        let double = (0.9 * single + 0.09) / 0.99
        #expect(estimator.stepsPerSecond(at: 30) == double)
    }

    @Test("indicatif test_estimator_rewind_position: a backwards seek resets")
    func indicatifRewind() {
        var estimator = IndicatifEstimator(total: 10)
        estimator.record(steps: 1, at: 1)
        estimator.record(steps: 0, at: 2)
        estimator.record(steps: 1, at: 3)
        #expect(estimator.stepsPerSecond(at: 3) == 1)
    }

    @Test("indicatif test_reset_eta: nothing before a reset counts")
    func indicatifReset() {
        var estimator = IndicatifEstimator(total: 10)
        estimator.record(steps: 2, at: 1)
        estimator.reset(at: 1)
        estimator.record(steps: 3, at: 2)
        #expect(estimator.stepsPerSecond(at: 2) == 1)
    }

    @Test("indicatif eta: 0 while the rate is 0; a stall decays the rate")
    func indicatifEta() {
        var estimator = IndicatifEstimator(total: 1_000)
        #expect(estimator.shownRemaining(at: 0) == 0)
        for second in 1...10 {
            estimator.record(completed: Int64(second) * 10, at: Double(second))
        }
        let steady = estimator.shownRemaining(at: 10) ?? 0
        #expect(abs(steady - 90) < 1e-9)
        #expect((estimator.shownRemaining(at: 25) ?? 0) > steady * 5)
    }

    // MARK: - tqdm (tests/tests_tqdm.py)

    @Test("tqdm test_ema: bias-corrected exponential moving average")
    func tqdmEMA() {
        var ema = TqdmEstimator.EMA(smoothing: 0.01)
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        #expect(rounded(ema.add(10)) == 10)
        #expect(rounded(ema.add(1)) == 5.48)
        #expect(rounded(ema.value) == 5.48)
        #expect(rounded(ema.add(1)) == 3.97)
        #expect(rounded(ema.add(1)) == 3.22)
    }

    @Test("tqdm test_dynamic_min_iters: smoothing 1 skips the updates below miniters")
    func tqdmDynamicMinitersSmoothed() {
        var bar = TqdmEstimator(total: 10, smoothing: 1, mininterval: 0)
        var printed: [Double] = []
        for (step, increment) in [1.0, 3, 1, 1, 1].enumerated() {
            bar.update(increment, at: Double(step + 1) / 1_000)
            printed.append(bar.lastPrintN)
        }
        // 40 % and 70 % are shown, 50 % and 60 % are not.
        #expect(printed == [1, 4, 4, 4, 7])
        #expect(bar.dynamicMiniters)
    }

    @Test("tqdm test_dynamic_min_iters: smoothing 0 keeps the largest update as miniters")
    func tqdmDynamicMinitersUnsmoothed() {
        var bar = TqdmEstimator(total: 10, smoothing: 0, mininterval: 0)
        var printed: [Double] = []
        for (step, increment) in [1.0, 2, 5, 1].enumerated() {
            bar.update(increment, at: Double(step + 1) / 1_000)
            printed.append(bar.lastPrintN)
        }
        #expect(printed == [1, 3, 8, 8])  // never "2/10"
        #expect(bar.miniters == 5)
    }

    @Test("tqdm test_smoothing: the rate with smoothing 0.5 lies between none and 1")
    func tqdmSmoothing() throws {
        func rate(smoothing: Double) -> Double? {
            var bar = TqdmEstimator(total: 3, smoothing: smoothing, mininterval: 0, miniters: 1)
            // The first iteration takes 10 ms, the others 1 ms.
            for time in [0.01, 0.011, 0.012] {
                bar.update(1, at: time)
            }
            return bar.rate(at: 0.012)
        }
        let none = try #require(rate(smoothing: 0))
        let half = try #require(rate(smoothing: 0.5))
        let full = try #require(rate(smoothing: 1))
        #expect(none <= half && half <= full)
        #expect(abs(none - 250) < 1e-9)  // 3 iterations in 12 ms
        #expect(abs(full - 1_000) < 1e-9)  // the last one: 1 in 1 ms
    }

    @Test("tqdm shows the text of its last redraw; the monitor lowers miniters after 10 s")
    func tqdmRedrawsAndMonitor() {
        var bar = TqdmEstimator(total: 10_000)
        #expect(bar.shownRemaining(at: 0) == nil)  // "?" before any rate
        for tenth in 1...50 {
            bar.record(completed: Int64(tenth) * 10, at: Double(tenth) / 10)
        }
        // 100 units/s; redrawn at 4.9 s or 5 s (miniters lets about every other update through).
        #expect(abs((bar.shownRemaining(at: 5) ?? 0) - 95) <= 0.11)
        // 20 s without progress: no redraw from updates, but the monitor wakes at 10, 20, …
        for tenth in 51...250 {
            bar.record(completed: 500, at: Double(tenth) / 10)
        }
        #expect(bar.miniters == 1)
        // Redrawn by the monitor at 20 s: 9,500 left at the smoothed 100 units/s.
        #expect(abs((bar.shownRemaining(at: 25) ?? 0) - 95) < 1e-6)
    }

    // MARK: - rich (tests/test_progress.py)

    @Test("rich test_task_create: no samples, no speed and no time remaining")
    func richTaskCreate() {
        let task = RichEstimator(total: 100)
        #expect(task.speed == nil)
        #expect(task.timeRemaining == nil)
    }

    @Test("rich test_columns: four advances two clock ticks apart; speed over the queue, 0 s once finished")
    func richColumns() {
        // The mock clock advances one tick per call and the two tasks alternate.
        var foo = RichEstimator(total: 10)
        var bar = RichEstimator(total: 7)
        var speedWhenBarFinished: Double?
        for round in 0..<4 {
            foo.advance(3, at: Double(2 * round))
            bar.advance(4, at: Double(2 * round + 1))
            if round == 1 { speedWhenBarFinished = bar.speed }
        }
        #expect(foo.speed == 1.5)  // 9 units over 6 s: "1 byte/s"
        #expect(speedWhenBarFinished == 2)  // "2 bytes/s"
        #expect(foo.timeRemaining == 0)  // "0:00:00"
        #expect(bar.timeRemaining == 0)
    }

    @Test("rich: samples older than 30 s are dropped at the next update; the ETA is rounded up")
    func richWindow() {
        var task = RichEstimator(total: 1_000)
        for second in 0...10 {
            task.record(completed: Int64(second) * 10, at: Double(second))
        }
        #expect(task.speed == 10)
        #expect(task.timeRemaining == 90)
        task.record(completed: 105, at: 11)
        #expect(task.speed == 9.5)  // 95 units over 10 s (the first sample's own units not counted)
        #expect(task.timeRemaining == 95)  // ⌈895 ÷ 9.5⌉ = ⌈94.2⌉
        // A stall: once an update finds every sample older than 30 s, no speed.
        task.record(completed: 105, at: 41.5)
        #expect(task.speed == nil)
        #expect(task.timeRemaining == nil)
    }

    // MARK: - The plain ones

    @Test("Whole-run average and fixed 5 s window on a constant rate")
    func plainOnes() {
        var whole = WholeRunAverageEstimator(total: 1_000)
        var window = FixedWindowEstimator(total: 1_000)
        for second in 0...10 {
            whole.record(completed: Int64(second) * 10, at: Double(second))
            window.record(completed: Int64(second) * 10, at: Double(second))
        }
        #expect(whole.shownRemaining(at: 10) == 90)
        #expect(window.shownRemaining(at: 10) == 90)
        // The window forgets what came before its 5 s.
        for second in 11...15 {
            window.record(completed: 100 + Int64(second - 10) * 20, at: Double(second))
        }
        #expect(window.shownRemaining(at: 15) == 40)
        for second in 16...21 {
            window.record(completed: 200, at: Double(second))
        }
        #expect(window.shownRemaining(at: 21) == nil)
    }
}

import Foundation

/// Rival: tqdm's smoothed rate (4.69.1, default `smoothing=0.3`), ported from `tqdm/std.py` of
/// tqdm/tqdm at commit f6a30fab726ab8e794a9db88b4392ce207760937 (`EMA`, `tqdm.update`,
/// `tqdm.format_dict`, `tqdm.format_meter`) and `tqdm/_monitor.py` (`TMonitor.run`).
///
/// tqdm redraws only when an update has brought at least `miniters` units and `mininterval`
/// (0.1 s) has passed since its last redraw; then the units and seconds since that redraw each
/// enter a bias-corrected exponential moving average (smoothing 0.3, per redraw, not per
/// second), and the rate is their ratio. `miniters` follows the units per 0.1 s seen so far
/// (its own moving average), and the monitor thread, waking every `maxinterval` (10 s), drops it
/// to 1 when the bar has not been redrawn for that long. The time remaining is (total − n) ÷
/// rate, "?" (none) while the rate is unknown or 0; before the first average, the whole-run
/// average stands in. What a user reads is the text of the last redraw, so that is what this
/// shows.
///
/// One allowance: the replay's clock ticks exactly every 100 ms, and 0.3 − 0.2 is below 0.1 in
/// binary floating point; `mininterval` is compared with a microsecond to spare, as a real clock,
/// always a little late, would pass it.
struct TqdmEstimator: ETAEstimator {
    static let name = "tqdm 4.69.1"
    static let source = "tqdm/tqdm tqdm/std.py, tqdm/_monitor.py @ f6a30fa"

    /// `tqdm.std.EMA`: an exponential moving average, bias-corrected for its start at 0.
    struct EMA {
        let alpha: Double
        private var last = 0.0
        private var calls = 0.0

        init(smoothing: Double) {
            alpha = smoothing
        }

        /// The average so far (`ema()`).
        var value: Double {
            calls == 0 ? last : last / (1 - Foundation.pow(1 - alpha, calls))
        }

        /// Adds `x` and returns the new average (`ema(x)`).
        @discardableResult
        mutating func add(_ x: Double) -> Double {
            last = alpha * x + (1 - alpha) * last
            calls += 1
            return value
        }
    }

    let total: Double
    let smoothing: Double
    let mininterval: Double
    let maxinterval: Double
    let dynamicMiniters: Bool
    private(set) var miniters: Double
    private(set) var n = 0.0
    private(set) var lastPrintN = 0.0
    private var lastPrintT: Double
    private let startT: Double
    private var emaDn: EMA
    private var emaDt: EMA
    private var emaMiniters: EMA
    /// When the monitor thread next wakes.
    private var monitorWake: Double
    /// The time remaining the last redraw showed; `nil` for "?".
    private var shown: Double?

    /// A bar with tqdm's defaults, created at time 0.
    init(total: Int64) {
        self.init(total: Double(total))
    }

    /// A bar with the given settings (tqdm's defaults unless given), created at `time`;
    /// `miniters` `nil` means dynamic, as in tqdm.
    init(total: Double, smoothing: Double = 0.3, mininterval: Double = 0.1, maxinterval: Double = 10,
         miniters: Double? = nil, at time: Double = 0) {
        self.total = total
        self.smoothing = smoothing
        self.mininterval = mininterval
        self.maxinterval = maxinterval
        self.miniters = miniters ?? 0
        dynamicMiniters = miniters == nil
        emaDn = EMA(smoothing: smoothing)
        emaDt = EMA(smoothing: smoothing)
        emaMiniters = EMA(smoothing: smoothing)
        lastPrintT = time
        startT = time
        monitorWake = time + maxinterval
        shown = nil
    }

    /// The progress library sets the count: `update(completed − n)`, after any monitor wake-up
    /// due by then.
    mutating func record(completed: Int64, at time: Double) {
        while maxinterval > 0, monitorWake <= time {
            if miniters > 1, monitorWake - lastPrintT >= maxinterval {
                miniters = 1
                refresh(at: monitorWake)
            }
            monitorWake += maxinterval
        }
        update(Double(completed) - n, at: time)
    }

    /// `tqdm.update(n)`.
    mutating func update(_ increment: Double, at now: Double) {
        if increment < 0 { lastPrintN += increment }
        n += increment
        guard n - lastPrintN >= miniters else { return }
        let dt = now - lastPrintT
        guard dt >= mininterval - 1e-6, now >= startT else { return }
        let dn = n - lastPrintN
        if smoothing != 0, dt != 0, dn != 0 {
            emaDn.add(dn)
            emaDt.add(dt)
        }
        refresh(at: now)
        if dynamicMiniters {
            if maxinterval != 0, dt >= maxinterval {
                miniters = dn * (mininterval != 0 ? mininterval : maxinterval) / dt
            } else if smoothing != 0 {
                miniters = emaMiniters.add(dn * (mininterval != 0 && dt != 0 ? mininterval / dt : 1))
            } else {
                miniters = max(miniters, dn)
            }
        }
        lastPrintN = n
        lastPrintT = now
    }

    /// The rate `format_dict` gives: the ratio of the averages, `nil` before the first.
    var smoothedRate: Double? {
        emaDt.value != 0 ? emaDn.value / emaDt.value : nil
    }

    /// The rate `format_meter` shows at `now`: the smoothed one, else the average since the
    /// start; `nil` for "?".
    func rate(at now: Double) -> Double? {
        if let smoothedRate { return smoothedRate }
        let elapsed = now - startT
        return elapsed != 0 ? n / elapsed : nil
    }

    /// `format_meter`'s time remaining at `now`: "?" (`nil`) without a rate.
    func remaining(at now: Double) -> Double? {
        guard let rate = rate(at: now), rate != 0, total != 0 else { return nil }
        return (total - n) / rate
    }

    /// `refresh()`: redraws, so the text shows the time remaining as of `now`.
    private mutating func refresh(at now: Double) {
        shown = remaining(at: now)
    }

    func shownRemaining(at time: Double) -> Double? {
        shown
    }
}

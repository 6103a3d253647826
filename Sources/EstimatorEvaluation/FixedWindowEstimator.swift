/// Rival: the rate over a fixed window of the last 5 s, as rsync's 5 × 1 s history and curl's
/// current speed measure it: units completed since the newest sample at least 5 s old (or the
/// first sample, early on), over the time since it; the time remaining at that rate, none while
/// it is 0.
struct FixedWindowEstimator: ETAEstimator {
    static let name = "fixed 5 s window"
    static let source = "last 5 s (rsync's 5 × 1 s history, curl's current speed)"
    /// The window, in seconds.
    static let window = 5.0
    let total: Int64
    /// Samples from the newest one at least `window` old onwards.
    private var samples: [(time: Double, completed: Int64)] = [(0, 0)]
    private var head = 0

    init(total: Int64) {
        self.total = total
    }

    mutating func record(completed: Int64, at time: Double) {
        if let last = samples.last, completed < last.completed {
            samples = []
            head = 0
        }
        samples.append((time, completed))
        while head + 1 < samples.count, samples[head + 1].time <= time - Self.window {
            head += 1
        }
        if head > 4_096 {
            samples.removeFirst(head)
            head = 0
        }
    }

    func shownRemaining(at time: Double) -> Double? {
        guard let last = samples.last else { return nil }
        let first = samples[head]
        let rate = (Double(last.completed) - Double(first.completed)) / (last.time - first.time)
        guard rate.isFinite, rate > 0 else { return nil }
        return (Double(total) - Double(last.completed)) / rate
    }
}

/// Rival: rich's task speed (14.3.3), ported from `rich/progress.py` of Textualize/rich at commit
/// 42899d8a0a96b121a514516f4be9db44ff7aeaf3 (`Progress.update`, `Task.speed`,
/// `Task.time_remaining`; `speed_estimate_period` 30 s).
///
/// Each update that advanced the count appends (time, units advanced) to a queue of at most 1,000
/// samples, after dropping the samples older than 30 s. The speed is the units of every sample
/// but the first over the time from the first to the last; none with fewer than two sample times.
/// The time remaining is ⌈(total − completed) ÷ speed⌉; none without a speed (so a stall longer
/// than 30 s shows none, once an update has emptied the queue), 0 once finished.
struct RichEstimator: ETAEstimator {
    static let name = "rich 14.3.3"
    static let source = "Textualize/rich rich/progress.py @ 42899d8"

    /// `ProgressSample`.
    struct Sample {
        var timestamp: Double
        var completed: Double
    }

    let total: Double
    /// `speed_estimate_period`.
    let period: Double
    private(set) var completed = 0.0
    private var samples: [Sample] = []
    /// Index of the oldest sample still in the queue (the queue is `samples[head...]`).
    private var head = 0
    private var finished = false

    /// The queue's `maxlen`.
    static let capacity = 1_000

    init(total: Int64) {
        self.init(total: Double(total))
    }

    init(total: Double, period: Double = 30) {
        self.total = total
        self.period = period
    }

    /// `Progress.update(task, completed: completed)` at `time`.
    mutating func update(completed newCompleted: Double, at time: Double) {
        let start = completed
        completed = newCompleted
        let updateCompleted = completed - start
        let oldSampleTime = time - period
        while head < samples.count, samples[head].timestamp < oldSampleTime {
            head += 1
        }
        if updateCompleted > 0 {
            samples.append(Sample(timestamp: time, completed: updateCompleted))
            if samples.count - head > Self.capacity { head += 1 }
        }
        if completed >= total { finished = true }
        // Keep the storage bounded: drop what the queue no longer holds now and then.
        if head > 4_096 {
            samples.removeFirst(head)
            head = 0
        }
    }

    /// `Progress.advance(task, advance)` at `time` (each advance is a sample, even of 0).
    mutating func advance(_ amount: Double, at time: Double) {
        completed += amount
        let oldSampleTime = time - period
        while head < samples.count, samples[head].timestamp < oldSampleTime {
            head += 1
        }
        while samples.count - head > Self.capacity { head += 1 }
        samples.append(Sample(timestamp: time, completed: amount))
        if completed >= total { finished = true }
    }

    mutating func record(completed: Int64, at time: Double) {
        update(completed: Double(completed), at: time)
    }

    /// `Task.speed`: units per second over the queue, `nil` without two sample times.
    var speed: Double? {
        guard head < samples.count else { return nil }
        let totalTime = samples[samples.count - 1].timestamp - samples[head].timestamp
        guard totalTime != 0 else { return nil }
        var totalCompleted = 0.0
        for sample in samples[(head + 1)...] {
            totalCompleted += sample.completed
        }
        return totalCompleted / totalTime
    }

    /// `Task.time_remaining`: whole seconds, rounded up.
    var timeRemaining: Double? {
        if finished { return 0 }
        guard let speed, speed != 0 else { return nil }
        return ((total - completed) / speed).rounded(.up)
    }

    func shownRemaining(at time: Double) -> Double? {
        timeRemaining
    }
}

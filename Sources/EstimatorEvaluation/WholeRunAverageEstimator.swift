/// Rival: the whole-run average, as curl and Nautilus estimate: units completed since the start
/// over the time since the start; the time remaining at that rate, none while it is 0.
struct WholeRunAverageEstimator: ETAEstimator {
    static let name = "whole-run average"
    static let source = "completed ÷ elapsed (curl's ETA, Nautilus)"
    let total: Int64
    private var start: (time: Double, completed: Int64) = (0, 0)
    private var last: (time: Double, completed: Int64) = (0, 0)

    init(total: Int64) {
        self.total = total
    }

    mutating func record(completed: Int64, at time: Double) {
        if completed < last.completed { start = (time, completed) }
        last = (time, completed)
    }

    func shownRemaining(at time: Double) -> Double? {
        let rate = (Double(last.completed) - Double(start.completed)) / (max(time, last.time) - start.time)
        guard rate.isFinite, rate > 0 else { return nil }
        return (Double(total) - Double(last.completed)) / rate
    }
}

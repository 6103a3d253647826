/// Rival: completed ÷ elapsed since the first update, over the whole run.
struct WholeRunAverageEstimator: ETAEstimator {
    static let name = "whole-run average"
    let total: Int64
    private var first: (time: Double, completed: Int64)?
    private var last: (time: Double, completed: Int64)?

    init(total: Int64) {
        self.total = total
    }

    mutating func record(completed: Int64, at time: Double) {
        if first == nil { first = (time, completed) }
        last = (time, completed)
    }

    func shownRemaining(at time: Double) -> Double? {
        guard let first, let last else { return nil }
        let rate = (Double(last.completed) - Double(first.completed)) / (last.time - first.time)
        guard rate.isFinite, rate > 0 else { return nil }
        return (Double(total) - Double(last.completed)) / rate
    }
}

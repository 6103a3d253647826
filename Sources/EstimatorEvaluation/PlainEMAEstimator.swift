/// Rival: exponential moving average, per sample, of the instantaneous rate
/// (units since the previous update ÷ seconds since it), α = 0.1.
struct PlainEMAEstimator: ETAEstimator {
    static let name = "plain EMA (α 0.1)"
    static let alpha = 0.1
    let total: Int64
    private var last: (time: Double, completed: Int64)?
    private var rate: Double?

    init(total: Int64) {
        self.total = total
    }

    mutating func record(completed: Int64, at time: Double) {
        defer { last = (time, completed) }
        guard let last, time > last.time else { return }
        let instant = (Double(completed) - Double(last.completed)) / (time - last.time)
        if let rate {
            self.rate = rate + Self.alpha * (instant - rate)
        } else {
            rate = instant
        }
    }

    func shownRemaining(at time: Double) -> Double? {
        guard let rate, rate > 0, let last else { return nil }
        return (Double(total) - Double(last.completed)) / rate
    }
}

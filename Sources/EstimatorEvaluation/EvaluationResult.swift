import ProgressFormat

/// How one estimator fared on one trace (all of the trace's replays pooled): one row of a table.
struct EvaluationResult: Sendable, Hashable {
    /// The trace's name.
    var trace: String
    /// The estimator's name.
    var estimator: String
    /// Median and 90th percentile of |shown − true| ÷ true, in percent; `nil` if no time was
    /// ever shown.
    var errorPercent: Double?
    var errorP90Percent: Double?
    /// Median and 90th percentile of |shown(t) − shown(t − 1 s) + 1 s|, in seconds.
    var jitter: Double?
    var jitterP90: Double?
    /// Share of the redraw steps where the shown time rose by more than 10 %, in percent.
    var risingPercent: Double
    /// Share of the scored redraws that show a time, in percent.
    var coveragePercent: Double
    /// Median error over the last 20 % of each replay, in percent.
    var lateErrorPercent: Double?
    /// Seconds from the start of the trace's stall until ours said `stalled` (ours, on a
    /// synthetic trace with a stall only).
    var stallDetectedAfter: Double?
    /// The replays pooled.
    var replays: Int

    /// Scores estimator `E` on every replay of one trace.
    static func measure<E: ETAEstimator>(_ type: E.Type, on replays: [Replay], trace: String) -> EvaluationResult {
        let scores = replays.map { RedrawScores.measure(type, on: $0) }.reduce(RedrawScores(), +)
        return EvaluationResult(trace: trace, estimator: E.name, scores: scores, replays: replays.count)
    }

    init(trace: String, estimator: String, scores: RedrawScores, replays: Int) {
        self.trace = trace
        self.estimator = estimator
        errorPercent = Self.percentile(scores.errors, 0.5).map { $0 * 100 }
        errorP90Percent = Self.percentile(scores.errors, 0.9).map { $0 * 100 }
        jitter = Self.percentile(scores.jitters, 0.5)
        jitterP90 = Self.percentile(scores.jitters, 0.9)
        risingPercent = scores.jitters.isEmpty ? 0 : Double(scores.rises) / Double(scores.jitters.count) * 100
        coveragePercent = scores.redraws == 0 ? 0 : Double(scores.shown) / Double(scores.redraws) * 100
        lateErrorPercent = Self.percentile(scores.lateErrors, 0.5).map { $0 * 100 }
        self.replays = replays
    }

    /// Seconds from the trace's stall start until ours first reports `stalled` at an update.
    static func stallDetection(on trace: EstimatorTrace) -> Double? {
        guard let stallStart = trace.stallStart else { return nil }
        var estimator = ProgressEstimator(totalUnitCount: trace.total)
        for sample in trace.samples {
            estimator.record(completed: sample.completed, at: .seconds(sample.time))
            if sample.time >= stallStart, estimator.estimate(at: .seconds(sample.time)).state == .stalled {
                return sample.time - stallStart
            }
        }
        return nil
    }

    /// The `fraction` percentile (0.5 the median, 0.9 the 90th), interpolated linearly between
    /// the nearest ranks; `nil` for no values.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
    }

    /// The median, or `nil` for no values.
    static func median(_ values: [Double]) -> Double? {
        percentile(values, 0.5)
    }
}

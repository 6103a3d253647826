import ProgressFormat

/// How one estimator fared on one trace.
struct EvaluationResult: Sendable, Hashable {
    /// The trace's name.
    var trace: String
    /// The estimator's name.
    var estimator: String
    /// Median of |shown − true| ÷ true × 100 over the scored samples, or
    /// `nil` if no scored sample had an ETA shown.
    var errorPercent: Double?
    /// Median over ~1-s steps of |ΔETA + Δt| ÷ Δt: how far the shown ETA
    /// moves from a 1 s-per-second countdown (0 = perfect countdown).
    var jitter: Double?
    /// Fraction of the scored samples with an ETA shown, in percent.
    var coveragePercent: Double
    /// Seconds from the start of the trace's stall until ours said
    /// `stalled` (ours, on a trace with a stall only).
    var stallDetectedAfter: Double?

    /// Samples are scored from this many seconds into the trace.
    static let warmUp = 5.0

    /// Runs estimator `E` over `trace` and scores it.
    static func measure<E: ETAEstimator>(_: E.Type, on trace: EstimatorTrace) -> EvaluationResult {
        var estimator = E(total: trace.total)
        var errors: [Double] = []
        var jitters: [Double] = []
        var scored = 0
        var reference: (time: Double, shown: Double)?
        for sample in trace.samples {
            estimator.record(completed: sample.completed, at: sample.time)
            guard sample.time >= warmUp, sample.trueRemaining > 0 else { continue }
            scored += 1
            guard let shown = estimator.shownRemaining(at: sample.time) else {
                reference = nil
                continue
            }
            errors.append(abs(shown - sample.trueRemaining) / sample.trueRemaining * 100)
            guard let step = reference else {
                reference = (sample.time, shown)
                continue
            }
            let elapsed = sample.time - step.time
            if elapsed >= 1 {
                jitters.append(abs(shown - step.shown + elapsed) / elapsed)
                reference = (sample.time, shown)
            }
        }
        return EvaluationResult(
            trace: trace.name, estimator: E.name,
            errorPercent: median(errors), jitter: median(jitters),
            coveragePercent: scored == 0 ? 0 : Double(errors.count) / Double(scored) * 100,
            stallDetectedAfter: E.self == ProgressEstimatorAdapter.self
                ? stallDetection(on: trace) : nil)
    }

    /// Seconds from the trace's stall start until ours first reports
    /// `stalled` at an update.
    static func stallDetection(on trace: EstimatorTrace) -> Double? {
        guard let stallStart = trace.stallStart else { return nil }
        var estimator = ProgressEstimator(totalUnitCount: trace.total)
        for sample in trace.samples {
            estimator.record(completed: sample.completed, at: sample.time)
            if sample.time >= stallStart, estimator.estimate(at: sample.time).state == .stalled {
                return sample.time - stallStart
            }
        }
        return nil
    }

    /// The median, or `nil` for no values.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

import Foundation

/// One estimator over many traces: the per-trace figures combined, each trace counting once.
struct AggregateResult: Sendable, Hashable {
    var estimator: String
    /// Geometric mean of the traces' median errors, in percent.
    var errorPercent: Double
    /// Mean of the traces' 90th-percentile errors, in percent.
    var errorP90Percent: Double
    /// Mean of the traces' median jitters, in seconds.
    var jitter: Double
    /// Mean of the traces' 90th-percentile jitters, in seconds.
    var jitterP90: Double
    /// Mean of the traces' rising shares, in percent.
    var risingPercent: Double
    /// Mean and lowest of the traces' coverages, in percent.
    var coveragePercent: Double
    var lowestCoveragePercent: Double
    /// Geometric mean of the traces' median errors over the last 20 %, in percent.
    var lateErrorPercent: Double

    /// Combines `results` (one estimator, one row per trace).
    init(estimator: String, results: [EvaluationResult]) {
        self.estimator = estimator
        errorPercent = Self.geometricMean(results.map { $0.errorPercent ?? 100 })
        errorP90Percent = Self.mean(results.map { $0.errorP90Percent ?? 100 })
        jitter = Self.mean(results.map { $0.jitter ?? 0 })
        jitterP90 = Self.mean(results.map { $0.jitterP90 ?? 0 })
        risingPercent = Self.mean(results.map(\.risingPercent))
        coveragePercent = Self.mean(results.map(\.coveragePercent))
        lowestCoveragePercent = results.map(\.coveragePercent).min() ?? 0
        lateErrorPercent = Self.geometricMean(results.map { $0.lateErrorPercent ?? 100 })
    }

    /// One aggregate per estimator, in the order they first appear in `results`.
    static func combine(_ results: [EvaluationResult]) -> [AggregateResult] {
        var names: [String] = []
        for result in results where !names.contains(result.estimator) {
            names.append(result.estimator)
        }
        return names.map { name in AggregateResult(estimator: name, results: results.filter { $0.estimator == name }) }
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The geometric mean; a value of 0 counts as 0.01 % so one perfect trace does not zero it.
    static func geometricMean(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return exp(values.map { log(max($0, 0.01)) }.reduce(0, +) / Double(values.count))
    }
}

/// Runs every estimator on every trace and formats the results.
package enum EvaluationReport {
    /// The comparison of every estimator on every trace, as a Markdown table.
    package static func comparisonTable() -> String {
        markdownTable(results())
    }

    /// The summary over `count` further realizations of each trace (seeds 100 ..< 100 + count).
    package static func seedSweep(count: UInt64) -> String {
        seedSweepTable(seeds: 100..<(100 + max(count, 1)))
    }

    /// Every (trace, estimator) result, traces in ``EstimatorTrace/all``
    /// order, rivals first and ours last within each trace.
    static func results(traces: [EstimatorTrace] = EstimatorTrace.all) -> [EvaluationResult] {
        traces.flatMap { trace in
            [
                EvaluationResult.measure(WholeRunAverageEstimator.self, on: trace),
                EvaluationResult.measure(PlainEMAEstimator.self, on: trace),
                EvaluationResult.measure(DoubleEWMAEstimator.self, on: trace),
                EvaluationResult.measure(ProgressEstimatorAdapter.self, on: trace),
            ]
        }
    }

    /// Means over several realizations of each trace, and how often ours had
    /// strictly the lowest error and the lowest jitter, as a Markdown table.
    static func seedSweepTable(seeds: Range<UInt64>) -> String {
        let runs = seeds.map { results(traces: EstimatorTrace.all(seed: $0)) }
        guard let first = runs.first else { return "" }
        let count = Double(runs.count)
        var lines = [
            "| Trace | Estimator | Mean error % | Mean jitter | Mean coverage % | Lowest error | Lowest jitter |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        let perTrace = 4
        for (index, result) in first.enumerated() {
            let same = runs.map { $0[index] }
            let error = same.reduce(0) { $0 + ($1.errorPercent ?? 0) } / count
            let jitter = same.reduce(0) { $0 + ($1.jitter ?? 0) } / count
            let coverage = same.reduce(0) { $0 + $1.coveragePercent } / count
            var wins = ["—", "—"]
            if index % perTrace == perTrace - 1 {
                let rivals = runs.map { Array($0[(index - perTrace + 1)..<index]) }
                let errorWins = zip(same, rivals).filter { ours, others in
                    others.allSatisfy { (ours.errorPercent ?? .infinity) < ($0.errorPercent ?? .infinity) }
                }.count
                let jitterWins = zip(same, rivals).filter { ours, others in
                    others.allSatisfy { (ours.jitter ?? .infinity) < ($0.jitter ?? .infinity) }
                }.count
                wins = ["\(errorWins)/\(runs.count)", "\(jitterWins)/\(runs.count)"]
            }
            let cells = [
                result.trace, result.estimator, fixed(error, digits: 2), fixed(jitter, digits: 3),
                fixed(coverage, digits: 1),
            ] + wins
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The results as a Markdown table; deterministic to the byte.
    static func markdownTable(_ results: [EvaluationResult]) -> String {
        var lines = [
            "| Trace | Estimator | Error % | Jitter | Coverage % | Stalled after |",
            "|---|---|---:|---:|---:|---:|",
        ]
        for result in results {
            let cells = [
                result.trace,
                result.estimator,
                result.errorPercent.map { fixed($0, digits: 2) } ?? "—",
                result.jitter.map { fixed($0, digits: 3) } ?? "—",
                fixed(result.coveragePercent, digits: 1),
                result.stallDetectedAfter.map { fixed($0, digits: 2) + " s" } ?? "—",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` rounded half away from zero to `digits` decimals, without
    /// locale or Foundation, so the output never varies.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale: Double = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return value < 0 ? "-huge" : "huge" }
        let integer = UInt64(scaled)
        let whole = integer / UInt64(scale)
        var fraction = String(integer % UInt64(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = value < 0 && integer != 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}

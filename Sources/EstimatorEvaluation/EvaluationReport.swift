/// Runs every estimator on every trace and formats the results as Markdown tables; deterministic
/// to the byte.
package enum EvaluationReport {
    /// The six estimators compared, rivals first and ours last.
    static var estimators: [any ETAEstimator.Type] {
        [
            WholeRunAverageEstimator.self, FixedWindowEstimator.self, IndicatifEstimator.self,
            TqdmEstimator.self, RichEstimator.self, ProgressEstimatorAdapter.self,
        ]
    }

    /// The six estimators on the six synthetic traces: the table CI can print (no data needed).
    package static func comparisonTable() -> String {
        markdownTable(results(), stall: true)
    }

    /// The summary over `count` further realizations of each synthetic trace (seeds 100 ..< 100 + count).
    package static func seedSweep(count: UInt64) -> String {
        seedSweepTable(seeds: 100..<(100 + max(count, 1)))
    }

    /// Every (trace, estimator) result on synthetic traces, traces in ``EstimatorTrace/all``
    /// order, estimators in ``estimators`` order.
    static func results(traces: [EstimatorTrace] = EstimatorTrace.all) -> [EvaluationResult] {
        traces.flatMap { trace in
            estimators.map { estimator in
                var result = EvaluationResult.measure(estimator, on: [Replay(synthetic: trace)], trace: trace.name)
                if estimator == ProgressEstimatorAdapter.self {
                    result.stallDetectedAfter = EvaluationResult.stallDetection(on: trace)
                }
                return result
            }
        }
    }

    /// Every (trace, estimator) result on `replays`, grouped by trace in order of appearance.
    static func results(replays: [Replay]) -> [EvaluationResult] {
        var traces: [String] = []
        for replay in replays where !traces.contains(replay.trace) {
            traces.append(replay.trace)
        }
        return traces.flatMap { trace in
            let ofTrace = replays.filter { $0.trace == trace }
            return estimators.map { EvaluationResult.measure($0, on: ofTrace, trace: trace) }
        }
    }

    /// Means over several realizations of each synthetic trace, and how often ours had strictly
    /// the lowest median error and the lowest median jitter.
    static func seedSweepTable(seeds: Range<UInt64>) -> String {
        let runs = seeds.map { results(traces: EstimatorTrace.all(seed: $0)) }
        guard let first = runs.first else { return "" }
        var lines = [
            "| Trace | Estimator | Mean error % | Mean jitter s | Mean p90 jitter s | Mean coverage % | Lowest error | Lowest jitter |",
            "|---|---|---:|---:|---:|---:|---:|---:|",
        ]
        let perTrace = estimators.count
        for (index, result) in first.enumerated() {
            let same = runs.map { $0[index] }
            var wins = ["—", "—"]
            if index % perTrace == perTrace - 1 {
                let rivals = runs.map { Array($0[(index - perTrace + 1)..<index]) }
                func count(_ value: (EvaluationResult) -> Double?) -> String {
                    let won = zip(same, rivals).filter { ours, others in
                        others.allSatisfy { (value(ours) ?? .infinity) < (value($0) ?? .infinity) }
                    }.count
                    return "\(won)/\(runs.count)"
                }
                wins = [count(\.errorPercent), count(\.jitter)]
            }
            let cells = [
                result.trace, result.estimator,
                fixed(AggregateResult.mean(same.map { $0.errorPercent ?? 100 }), digits: 2),
                fixed(AggregateResult.mean(same.map { $0.jitter ?? 0 }), digits: 2),
                fixed(AggregateResult.mean(same.map { $0.jitterP90 ?? 0 }), digits: 2),
                fixed(AggregateResult.mean(same.map(\.coveragePercent)), digits: 1),
            ] + wins
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The per-trace results as a Markdown table, with ours' stall detection when `stall`.
    static func markdownTable(_ results: [EvaluationResult], stall: Bool = false) -> String {
        var header = "| Trace | Estimator | Error % | p90 error % | Jitter s | p90 jitter s | Rising % | Coverage % | Last 20 % error %"
        var rule = "|---|---|---:|---:|---:|---:|---:|---:|---:"
        if stall {
            header += " | Stalled after"
            rule += "|---:"
        }
        var lines = [header + " |", rule + "|"]
        for result in results {
            var cells = [
                result.trace,
                result.estimator,
                result.errorPercent.map { fixed($0, digits: 1) } ?? "—",
                result.errorP90Percent.map { fixed($0, digits: 1) } ?? "—",
                result.jitter.map { fixed($0, digits: 2) } ?? "—",
                result.jitterP90.map { fixed($0, digits: 2) } ?? "—",
                fixed(result.risingPercent, digits: 1),
                fixed(result.coveragePercent, digits: 1),
                result.lateErrorPercent.map { fixed($0, digits: 1) } ?? "—",
            ]
            if stall {
                cells.append(result.stallDetectedAfter.map { fixed($0, digits: 2) + " s" } ?? "—")
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` rounded half away from zero to `digits` decimals, without locale or Foundation,
    /// so the output never varies.
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

/// The comparison on recorded network traces (mahimahi format), read from a directory at run
/// time: the traces are not ours to ship.
extension EvaluationReport {
    /// The two sampling regimes: how often the progress library reads the completed count.
    static let samplings: [(label: String, seconds: Double)] = [("every 100 ms", 0.1), ("every 1 s", 1)]

    /// The report on every `*.up`/`*.down` trace in `directory`: per trace and aggregated, in
    /// both sampling regimes, with the targets ours is held to.
    package static func realTraceReport(directory: String) throws(TraceError) -> String {
        let (traces, skipped) = try MahimahiTrace.load(directory: directory)
        var text = "Sources: " + estimators.map { "\($0.name) — \($0.source)" }.joined(separator: "; ") + ".\n"
        if !skipped.isEmpty {
            text += "\nSkipped (not traces): " + skipped.map(\.description).joined(separator: "; ") + ".\n"
        }
        for sampling in samplings {
            let replays = traces.flatMap { Replay.downloads(of: $0, sampling: sampling.seconds) }
            let results = results(replays: replays)
            text += "\n### Sampled \(sampling.label), redrawn every second: \(traces.count) traces, \(replays.count) downloads\n\n"
            text += markdownTable(results.map { result in
                var row = result
                row.trace += " (\(result.replays))"
                return row
            })
            text += "\nAggregate over the traces (each counts once): geometric mean of the median errors, "
                + "mean of the other figures; \"tuning\" and \"held out\" are the downloads from the even and the "
                + "odd start offsets of each trace.\n\n"
            let tuning = self.results(replays: replays.filter { $0.offsetIndex % 2 == 0 })
            let heldOut = self.results(replays: replays.filter { $0.offsetIndex % 2 == 1 })
            text += aggregateTable([("all", results), ("tuning", tuning), ("held out", heldOut)])
            text += "\n" + targets(AggregateResult.combine(results)) + "\n"
            text += "\n#### Cadence on recorded networks (sampled \(sampling.label))\n\n"
                + "`ProgressCadence.log` and `.speech` fed each download's snapshots with the estimate applied:\n\n"
                + cadenceTable(replays: replays)
        }
        return text
    }

    /// The aggregates of each named subset, estimator by estimator.
    static func aggregateTable(_ subsets: [(name: String, results: [EvaluationResult])]) -> String {
        var lines = [
            "| Downloads | Estimator | Error % | p90 error % | Jitter s | p90 jitter s | Rising % | Coverage % (lowest) | Last 20 % error % |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for subset in subsets {
            for row in AggregateResult.combine(subset.results) {
                let cells = [
                    subset.name, row.estimator, fixed(row.errorPercent, digits: 1), fixed(row.errorP90Percent, digits: 1),
                    fixed(row.jitter, digits: 2), fixed(row.jitterP90, digits: 2), fixed(row.risingPercent, digits: 1),
                    fixed(row.coveragePercent, digits: 1) + " (" + fixed(row.lowestCoveragePercent, digits: 1) + ")",
                    fixed(row.lateErrorPercent, digits: 1),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether ours (the last row) meets each target: aggregate median error and jitter the lowest
    /// or within 5 % of it, the rising share and the p90 jitter the lowest, coverage ≥ 98 %.
    static func targets(_ rows: [AggregateResult]) -> String {
        guard let ours = rows.last else { return "" }
        let rivals = rows.dropLast()
        func verdict(_ holds: Bool) -> String { holds ? "holds" : "MISSED" }
        let error = rows.map(\.errorPercent).min() ?? 0
        let jitter = rows.map(\.jitter).min() ?? 0
        let rising = rivals.map(\.risingPercent).min() ?? 0
        let jitterP90 = rivals.map(\.jitterP90).min() ?? 0
        let parts = [
            "error \(fixed(ours.errorPercent, digits: 1)) % against the lowest \(fixed(error, digits: 1)) %"
                + " (within 5 %: \(verdict(ours.errorPercent <= error * 1.05)))",
            "jitter \(fixed(ours.jitter, digits: 2)) s against the lowest \(fixed(jitter, digits: 2)) s"
                + " (within 5 %: \(verdict(ours.jitter <= jitter * 1.05)))",
            "rising \(fixed(ours.risingPercent, digits: 1)) % against the rivals' lowest \(fixed(rising, digits: 1)) %"
                + " (\(verdict(ours.risingPercent <= rising)))",
            "p90 jitter \(fixed(ours.jitterP90, digits: 2)) s against the rivals' lowest \(fixed(jitterP90, digits: 2)) s"
                + " (\(verdict(ours.jitterP90 <= jitterP90)))",
            "coverage \(fixed(ours.coveragePercent, digits: 1)) % (≥ 98 %: \(verdict(ours.coveragePercent >= 98)))",
        ]
        return "Targets for ours: " + parts.joined(separator: "; ") + ".\n"
    }
}

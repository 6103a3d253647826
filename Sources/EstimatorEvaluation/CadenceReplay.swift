import ProgressFormat

/// A replay's log lines and spoken announcements, as ``ProgressCadence`` decides them: the
/// download's snapshots (its samples with ``ProgressEstimator``'s estimate applied, the elapsed
/// time included) fed to the `.log` and `.speech` cadences, as a progress library would.
///
/// What is measured is what the cadences promise: the start and the end are always said; a
/// log writes a few lines a minute (at most one a second, every 10 %, a status change, a line
/// after five quiet minutes); a screen reader hears at most one announcement every ten seconds
/// but for the start and the end.
struct CadenceReplay: Sendable {
    /// When a line was due, and why.
    struct Line: Sendable, Hashable {
        var time: Double
        var reason: ProgressCadence.Reason
    }

    /// The log's lines.
    var log: [Line] = []
    /// The screen reader's announcements.
    var speech: [Line] = []
    /// The replay's length, in seconds.
    var duration: Double

    /// The lines the cadences decide on for `replay`.
    init(_ replay: Replay) {
        duration = replay.samples.last?.time ?? 0
        var estimator = ProgressEstimator(totalUnitCount: replay.total)
        var logCadence = ProgressCadence.log
        var speechCadence = ProgressCadence.speech
        for sample in replay.samples {
            estimator.record(completed: sample.completed, at: .seconds(sample.time))
            let snapshot = ProgressSnapshot(completedUnitCount: sample.completed, totalUnitCount: replay.total, kind: .file,
                                            fileOperationKind: .downloading).applying(estimator.estimate(at: .seconds(sample.time)))
            if let reason = logCadence.reason(for: snapshot, at: .seconds(sample.time)) { log.append(Line(time: sample.time, reason: reason)) }
            if let reason = speechCadence.reason(for: snapshot, at: .seconds(sample.time)) { speech.append(Line(time: sample.time, reason: reason)) }
        }
    }

    /// The most lines of `lines` in any 60 seconds.
    static func mostInAMinute(_ lines: [Line]) -> Int {
        var most = 0
        var first = 0
        for (index, line) in lines.enumerated() {
            while line.time - lines[first].time >= 60 { first += 1 }
            most = max(most, index - first + 1)
        }
        return most
    }

    /// The shortest time between two lines of `lines` that are neither the start nor the end.
    static func shortestGap(_ lines: [Line]) -> Double? {
        let middle = lines.filter { $0.reason != .start && $0.reason != .finish }
        guard middle.count >= 2 else { return nil }
        return zip(middle, middle.dropFirst()).map { $1.time - $0.time }.min()
    }

    /// Whether the first line is the start and the last the end.
    static func startsAndEnds(_ lines: [Line]) -> Bool {
        lines.first?.reason == .start && lines.last?.reason == .finish
    }
}

extension EvaluationReport {
    /// The cadences on `replays`, per trace: downloads, log lines per download (mean and most),
    /// the most log lines and spoken announcements in any minute, the shortest gap between two
    /// announcements (start and end aside), and whether every download's lines start with the
    /// start and end with the end.
    static func cadenceTable(replays: [Replay]) -> String {
        var lines = [
            "| Trace | Downloads | Log lines per download (mean, most) | Most log lines in a minute | Most announcements in a minute | Shortest gap between announcements s | Start and end always said |",
            "|---|---:|---:|---:|---:|---:|---|",
        ]
        var traces: [String] = []
        for replay in replays where !traces.contains(replay.trace) { traces.append(replay.trace) }
        for trace in traces {
            let cadences = replays.filter { $0.trace == trace }.map(CadenceReplay.init)
            let counts = cadences.map(\.log.count)
            let mean = Double(counts.reduce(0, +)) / Double(max(counts.count, 1))
            let gaps = cadences.compactMap { CadenceReplay.shortestGap($0.speech) }
            let always = cadences.allSatisfy { CadenceReplay.startsAndEnds($0.log) && CadenceReplay.startsAndEnds($0.speech) }
            lines.append("| \(trace) | \(cadences.count) | \(fixed(mean, digits: 1)), \(counts.max() ?? 0) | "
                + "\(cadences.map { CadenceReplay.mostInAMinute($0.log) }.max() ?? 0) | "
                + "\(cadences.map { CadenceReplay.mostInAMinute($0.speech) }.max() ?? 0) | "
                + "\(gaps.min().map { fixed($0, digits: 1) } ?? "–") | \(always ? "yes" : "NO") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

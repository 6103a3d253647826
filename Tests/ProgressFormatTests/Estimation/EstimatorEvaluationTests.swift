import Foundation
import Testing

@testable import EstimatorEvaluation
@testable import ProgressFormat

/// The evaluation itself: the trace reader, the replays, the metrics and the tables. Real traces
/// are not used here (they are not ours to ship); the benchmark reads them with `--traces`.
@Suite("Estimator evaluation")
struct EstimatorEvaluationTests {
    static let results = EvaluationReport.results()

    @Test("Two runs produce byte-identical tables: six estimators on six synthetic traces")
    func deterministic() {
        let table = EvaluationReport.markdownTable(Self.results, stall: true)
        #expect(table == EvaluationReport.markdownTable(EvaluationReport.results(), stall: true))
        #expect(table.hasPrefix("| Trace | Estimator | Error % | p90 error % | Jitter s | p90 jitter s | Rising % |"))
        #expect(table.split(separator: "\n").count == 2 + 6 * 6)
        #expect(Set(Self.results.map(\.estimator)).count == 6)
    }

    // MARK: - mahimahi traces

    @Test("A mahimahi trace: one 1,500-byte packet per line, repeated milliseconds are several")
    func readsMahimahi() throws {
        let trace = try MahimahiTrace(name: "tiny.down", text: "0\n0\n5\n\n7\n")
        #expect(trace.milliseconds == [0, 0, 5, 7])
        #expect(trace.lastMillisecond == 7)
        #expect(trace.bytes(through: -1) == 0)
        #expect(trace.bytes(through: 0) == 3_000)
        #expect(trace.bytes(through: 6) == 4_500)
        #expect(trace.bytes(through: 1_000) == 6_000)
    }

    @Test("Bad traces are refused with the line that is wrong",
          arguments: [("1\nx\n", "t: line 2 is not a millisecond: 'x'"),
                      ("5\n3\n", "t: line 2 goes back in time (3 after 5)"),
                      ("\n", "t: no packets (a placeholder? check the file's size)")])
    func refusesBadTraces(text: String, message: String) {
        #expect(throws: TraceError.self) { try MahimahiTrace(name: "t", text: text) }
        do {
            _ = try MahimahiTrace(name: "t", text: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A trace directory: traces read in name order, placeholders skipped with the reason")
    func loadsADirectory() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mahimahi-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "0\n5\n".write(to: directory.appendingPathComponent("b.up"), atomically: true, encoding: .utf8)
        try "1\n".write(to: directory.appendingPathComponent("a.down"), atomically: true, encoding: .utf8)
        try "version https://git-lfs.github.com/spec/v1\n"
            .write(to: directory.appendingPathComponent("c.down"), atomically: true, encoding: .utf8)
        try "notes".write(to: directory.appendingPathComponent("README"), atomically: true, encoding: .utf8)
        let (traces, skipped) = try MahimahiTrace.load(directory: directory.path)
        #expect(traces.map(\.name) == ["a.down", "b.up"])
        #expect(skipped.map(\.description) == ["c.down: line 1 is not a millisecond: 'version https://git-lfs.github.com/spec/'"])
    }

    /// A link carrying one packet every 10 ms for 200 s.
    static func evenLink() throws -> MahimahiTrace {
        try MahimahiTrace(name: "even.down", text: stride(from: 0, to: 200_000, by: 10).map(String.init).joined(separator: "\n"))
    }

    @Test("Downloads: the durations that fit, up to four offsets each, never past the trace's end")
    func downloads() throws {
        let trace = try Self.evenLink()
        let replays = Replay.downloads(of: trace, sampling: 0.1)
        #expect(replays.map(\.label) == [
            "@0 s, 60 s", "@46 s, 60 s", "@93 s, 60 s", "@139 s, 60 s",
            "@0 s, 120 s", "@26 s, 120 s", "@53 s, 120 s", "@79 s, 120 s",
        ])
        #expect(replays.map(\.offsetIndex) == [0, 1, 2, 3, 0, 1, 2, 3])
        let first = try #require(replays.first)
        #expect(first.total == 6_000 * 1_500)
        #expect(first.end == 59.99)
        #expect(first.samples.first == Replay.Sample(time: 0, completed: 1_500))
        #expect(first.samples[10] == Replay.Sample(time: 1, completed: 101 * 1_500))
        #expect(first.samples.last == Replay.Sample(time: 60, completed: first.total))
        #expect(first.samples.count == 601)
        let perSecond = Replay.downloads(of: trace, sampling: 1)
        #expect(perSecond.first?.samples.count == 61)
    }

    // MARK: - Metrics

    /// Shows the truth, except no time at 8 s and 30 s (instead of 10) at 10 s.
    struct Scripted: ETAEstimator {
        static let name = "scripted"
        static let source = "test"
        init(total: Int64) {}
        mutating func record(completed: Int64, at time: Double) {}
        func shownRemaining(at time: Double) -> Double? {
            time == 8 ? nil : time == 10 ? 30 : 20 - time
        }
    }

    static let twentySeconds = Replay(
        trace: "line", label: "20 s", total: 100,
        samples: (0...20).map { Replay.Sample(time: Double($0), completed: Int64($0) * 5) }, end: 20, offsetIndex: 0)

    @Test("Metrics: a perfect countdown scores 0 everywhere")
    func perfectCountdown() {
        let result = EvaluationResult.measure(WholeRunAverageEstimator.self, on: [Self.twentySeconds], trace: "line")
        #expect(result.errorPercent == 0 && result.errorP90Percent == 0)
        #expect(result.jitter == 0 && result.jitterP90 == 0)
        #expect(result.risingPercent == 0 && result.coveragePercent == 100)
    }

    @Test("Metrics: errors, jitter, rises and coverage of scored redraws (5 s to 15 s)")
    func metrics() {
        let scores = RedrawScores.measure(Scripted.self, on: Self.twentySeconds)
        #expect(scores.redraws == 11)
        #expect(scores.shown == 10)
        #expect(scores.errors.filter { $0 != 0 } == [2])
        #expect(scores.jitters == [0, 0, 0, 20, 20, 0, 0, 0, 0])  // none at 8 s or right after
        #expect(scores.rises == 1)
        #expect(scores.lateErrors.isEmpty)  // the last 20 % (from 16 s) is not scored
        let result = EvaluationResult(trace: "line", estimator: Scripted.name, scores: scores, replays: 1)
        #expect(result.errorPercent == 0)
        #expect(result.errorP90Percent.map { abs($0 - 20) < 1e-9 } == true)
        #expect(result.jitter == 0)
        #expect(result.jitterP90 == 20)  // 2 of 9 steps jumped: the 90th percentile is a jump
        #expect(EvaluationReport.fixed(result.risingPercent, digits: 1) == "11.1")
        #expect(EvaluationReport.fixed(result.coveragePercent, digits: 1) == "90.9")
    }

    @Test("The shown time is the text's: whole seconds, at least 1, minutes past an hour, none past a year",
          arguments: [(0.4, 1), (97.4, 97), (97.5, 98), (3_599.7, 3_600), (3_629, 3_600), (3_631, 3_660)] as [(Double, Double)])
    func shownSeconds(seconds: Double, shown: Double) {
        #expect(RedrawScores.shownSeconds(seconds) == shown)
        #expect(RedrawScores.shownSeconds(nil) == nil)
        #expect(RedrawScores.shownSeconds(1e9) == nil)
    }

    @Test("Aggregates: geometric mean of median errors, arithmetic mean of the rest")
    func aggregates() {
        let rows = [
            EvaluationResult(trace: "a", estimator: "e", scores: RedrawScores(errors: [0.1], jitters: [1], redraws: 1, shown: 1), replays: 1),
            EvaluationResult(trace: "b", estimator: "e", scores: RedrawScores(errors: [0.4], jitters: [3], redraws: 2, shown: 1), replays: 1),
        ]
        let aggregate = AggregateResult(estimator: "e", results: rows)
        #expect(abs(aggregate.errorPercent - 20) < 1e-9)
        #expect(aggregate.jitter == 2)
        #expect(aggregate.coveragePercent == 75)
        #expect(aggregate.lowestCoveragePercent == 50)
    }

    // MARK: - Synthetic traces

    private static var ours: [EvaluationResult] {
        results.filter { $0.estimator == ProgressEstimatorAdapter.name }
    }

    @Test("Ours counts down on every synthetic trace: median jitter 0, p90 jitter the lowest (or tied)")
    func oursCountsDown() throws {
        #expect(Self.ours.count == 6)
        for ours in Self.ours {
            #expect(ours.jitter == 0, "\(ours.trace)")
            let p90 = try #require(ours.jitterP90)
            for rival in Self.results where rival.trace == ours.trace && rival.estimator != ours.estimator {
                #expect(p90 <= (rival.jitterP90 ?? .infinity), "\(ours.trace) vs \(rival.estimator)")
            }
        }
    }

    /// Pinned so a change shows: the speed changes are believed once they have lasted long
    /// enough for their noise (the last 20 % is then right), the small files' speed-up only
    /// late (their per-file pauses make the progress noisy), bursty progress costs a little
    /// against the whole-run average.
    @Test("Pinned synthetic figures of ours", arguments: [
        ("bursty", "6.5", "7.3"),
        ("stall then resume", "0.7", "0.3"),
        ("speed halves", "31.5", "1.3"),
        ("speed doubles", "62.5", "4.8"),
        ("small files, then big", "108.8", "19.0"),
    ])
    func pinnedSynthetic(trace: String, error: String, lateError: String) throws {
        let ours = try #require(Self.ours.first { $0.trace == trace })
        #expect(ours.errorPercent.map { EvaluationReport.fixed($0, digits: 1) } == error)
        #expect(ours.lateErrorPercent.map { EvaluationReport.fixed($0, digits: 1) } == lateError)
    }

    @Test("Ours reports the synthetic stall within the interval plus one update")
    func stallDetection() throws {
        let stall = try #require(Self.results.first { $0.trace == "stall then resume" && $0.estimator == ProgressEstimatorAdapter.name })
        let after = try #require(stall.stallDetectedAfter)
        #expect(after >= 5 && after <= 5.2)
    }

    @Test("Traces are deterministic and end exactly at the total")
    func traces() {
        for trace in EstimatorTrace.all {
            #expect(trace.samples.first?.completed == 0)
            #expect(trace.samples.last?.completed == trace.total)
            #expect(trace.samples.last?.trueRemaining == 0)
            #expect(zip(trace.samples, trace.samples.dropFirst()).allSatisfy {
                $0.time <= $1.time && $0.completed <= $1.completed
            })
            let duration = trace.samples.last?.time ?? 0
            #expect(duration > 150 && duration < 240, "\(trace.name): \(duration) s")
        }
        #expect(EstimatorTrace.bursty().samples == EstimatorTrace.bursty().samples)
        #expect(EstimatorTrace.steady(seed: 1).samples != EstimatorTrace.steady(seed: 2).samples)
    }
}

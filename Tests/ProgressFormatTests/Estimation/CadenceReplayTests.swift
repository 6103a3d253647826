import Foundation
import Testing

@testable import EstimatorEvaluation
@testable import ProgressFormat

/// The log and speech cadences on transfers nobody here shaped: the synthetic traces in CI
/// (deterministic), and the recorded mahimahi traces when `PROGRESS_FORMAT_TRACES` names their
/// directory (they are not ours to ship; BENCHMARKS.md has the table from all of them).
@Suite("Cadences on replayed transfers")
struct CadenceReplayTests {
    /// What the cadences promise, on every replay: the start first and the end last; a log at
    /// most one line a second and a few a minute; a screen reader at most one announcement every
    /// ten seconds (start and end aside), never one a percent.
    static func expectPromisesKept(_ replays: [Replay]) {
        #expect(!replays.isEmpty)
        for replay in replays {
            let cadence = CadenceReplay(replay)
            #expect(CadenceReplay.startsAndEnds(cadence.log), "\(replay.trace) \(replay.label): \(cadence.log)")
            #expect(CadenceReplay.startsAndEnds(cadence.speech), "\(replay.trace) \(replay.label): \(cadence.speech)")
            #expect(CadenceReplay.mostInAMinute(cadence.log) <= 20, "\(replay.trace) \(replay.label)")
            // One start, one end, a milestone per 10 % at most, a quiet line per 5 quiet minutes at
            // most; the rest are status changes (a stall and its end), at most one a second.
            let reasons = cadence.log.map(\.reason)
            #expect(reasons.filter { $0 == .start }.count == 1 && reasons.filter { $0 == .finish }.count == 1)
            #expect(reasons.filter { $0 == .milestone }.count <= 10, "\(replay.trace) \(replay.label): \(reasons)")
            #expect(reasons.filter { $0 == .quiet }.count <= Int(cadence.duration / 300) + 1, "\(replay.trace) \(replay.label)")
            #expect(CadenceReplay.mostInAMinute(cadence.speech) <= 8, "\(replay.trace) \(replay.label)")
            #expect((CadenceReplay.shortestGap(cadence.speech) ?? 10) >= 10, "\(replay.trace) \(replay.label)")
            for (earlier, later) in zip(cadence.log, cadence.log.dropFirst()) where later.reason != .finish {
                #expect(later.time - earlier.time >= 1, "\(replay.trace) \(replay.label)")
            }
        }
    }

    @Test("Synthetic transfers: steady, bursty, stalled, slowing, speeding, small files then big")
    func synthetic() {
        Self.expectPromisesKept(EstimatorTrace.all.map(Replay.init(synthetic:)))
    }

    @Test("A one-hour download at a steady rate: a few dozen log lines")
    func anHourLong() {
        let samples = (0...36_000).map { Replay.Sample(time: Double($0) / 10, completed: Int64($0) * 100_000) }
        let replay = Replay(trace: "steady-hour", label: "3600 s", total: 3_600_000_000, samples: samples, end: 3_600, offsetIndex: 0)
        let cadence = CadenceReplay(replay)
        // Start, 9 milestones between, the end; a milestone every 6 minutes, so a quiet line
        // 5 minutes after each.
        #expect(cadence.log.count == 21)
        #expect(cadence.log.map(\.reason).filter { $0 == .quiet }.count == 10)
        #expect(cadence.speech.count == 11)
    }

    @Test("Recorded cellular networks (PROGRESS_FORMAT_TRACES=<mahimahi traces/>)",
          .enabled(if: ProcessInfo.processInfo.environment["PROGRESS_FORMAT_TRACES"] != nil))
    func recorded() throws {
        let directory = try #require(ProcessInfo.processInfo.environment["PROGRESS_FORMAT_TRACES"])
        let (traces, _) = try MahimahiTrace.load(directory: directory)
        for sampling in [0.1, 1] {
            Self.expectPromisesKept(traces.flatMap { Replay.downloads(of: $0, sampling: sampling) })
        }
    }
}

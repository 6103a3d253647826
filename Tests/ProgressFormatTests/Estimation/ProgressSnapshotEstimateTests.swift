@testable import ProgressFormat
import Testing

/// An estimator's states read in words in the text.
@Suite struct ProgressSnapshotEstimateTests {
    static func download(_ completed: Int64) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: 10_000_000, kind: .file, fileOperationKind: .downloading)
    }

    @Test func statesReadInWords() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        var estimator = ProgressEstimator(totalUnitCount: 10_000_000)
        estimator.record(completed: 0, at: .seconds(0))
        // Nothing arrived yet: starting, though the estimator is estimating.
        #expect(formatter.format(Self.download(0).applying(estimator.estimate(at: .seconds(0)))).additionalDescription
            == "Starting…")
        for second in 1...5 {
            estimator.record(completed: Int64(second) * 100_000, at: .seconds(Double(second)))
        }
        #expect(formatter.format(Self.download(500_000).applying(estimator.estimate(at: .seconds(5)))).additionalDescription
            == "500 kB of 10.0 MB (100 kB/s) — 1 minute, 35 seconds remaining")
        #expect(formatter.format(Self.download(500_000).applying(estimator.estimate(at: .seconds(11)))).additionalDescription
            == "500 kB of 10.0 MB — stalled")
        let german = try ProgressTextFormatter(locale: "de")
        #expect(german.format(Self.download(500_000).applying(estimator.estimate(at: .seconds(11)))).additionalDescription
            == "500 kB von 10,0 MB – stockt")
    }

    @Test func finishedShowsNoTimeRemaining() throws {
        var estimator = ProgressEstimator(totalUnitCount: 1_000)
        for second in 0...4 {
            estimator.record(completed: Int64(second) * 250, at: .seconds(Double(second)))
        }
        let snapshot = Self.download(0).applying(estimator.estimate(at: .seconds(4)))
        #expect(snapshot.estimatedTimeRemaining == nil)
        #expect(snapshot.status == nil)
        // What the estimator article's table says `finished` shows: what was done and how long it took.
        var download = ProgressEstimator(totalUnitCount: 10_000_000)
        for second in 0...5 {
            download.record(completed: Int64(second) * 2_000_000, at: .seconds(Double(second)))
        }
        let finished = Self.download(10_000_000).applying(download.estimate(at: .seconds(5)))
        // Done in the 5 seconds since the first sample, which the estimate supplies.
        #expect(finished.elapsedTime == 5)
        #expect(try ProgressTextFormatter(locale: "en").format(finished).additionalDescription
            == "10.0 MB — done in 5 seconds")
    }

    @Test func neverZeroSecondsWhileWorkRemains() throws {
        // 100 kB/s, 10 kB left: the estimator says at least a second, and so does the line.
        var estimator = ProgressEstimator(totalUnitCount: 10_000_000)
        for tenth in 0...999 {
            estimator.record(completed: Int64(tenth) * 10_000, at: .seconds(Double(tenth) / 10))
        }
        let estimate = estimator.estimate(at: .seconds(99.9))
        #expect(estimate.timeRemaining == 1)
        #expect(try ProgressTextFormatter(locale: "en").format(Self.download(9_990_000).applying(estimate))
            .additionalDescription == "9.9 MB of 10.0 MB (100 kB/s) — 1 second remaining")
    }

    @Test func aPausedSnapshotStaysPaused() {
        var snapshot = Self.download(0)
        snapshot.status = .paused
        var estimator = ProgressEstimator()
        estimator.record(completed: 0, at: .seconds(0))
        snapshot.apply(estimator.estimate(at: .seconds(100)))
        #expect(snapshot.status == .paused)
    }
}

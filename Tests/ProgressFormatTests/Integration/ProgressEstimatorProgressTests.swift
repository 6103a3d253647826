import Foundation
@testable import ProgressFormat
import Testing

/// `ProgressEstimator.record(_:at:)` with real `Foundation.Progress` objects.
@Suite struct ProgressEstimatorProgressTests {
    @Test func recordsAProgressesCountAndTotal() {
        let progress = Progress(totalUnitCount: 10_000)
        var estimator = ProgressEstimator()
        for second in 0...4 {
            progress.completedUnitCount = Int64(second) * 1_000
            estimator.record(progress, at: .seconds(Double(second)))
        }
        #expect(estimator.totalUnitCount == 10_000)
        let estimate = estimator.estimate(at: .seconds(4))
        #expect(estimate.throughput == 1_000)
        #expect(estimate.timeRemaining == 6)
    }

    /// A parent with none of its own units done advances through its children, as
    /// `fractionCompleted` says; an indeterminate progress has no total.
    @Test func childrenCount() {
        let parent = Progress(totalUnitCount: 10)
        let child = Progress(totalUnitCount: 100, parent: parent, pendingUnitCount: 10)
        var estimator = ProgressEstimator()
        for second in 0...4 {
            child.completedUnitCount = Int64(second + 1) * 10
            estimator.record(parent, at: .seconds(Double(second)))
        }
        #expect(parent.completedUnitCount == 0)
        let estimate = estimator.estimate(at: .seconds(4))
        #expect(estimate.throughput == 1)
        #expect(estimate.timeRemaining == 5)
        let indeterminate = Progress(totalUnitCount: -1)
        indeterminate.completedUnitCount = 3
        estimator.record(indeterminate, at: .seconds(5))
        #expect(estimator.totalUnitCount == nil)
    }
}

/// `print(text)` and `"\(text)"` show both lines; `description` stays Apple's first line.
@Suite struct ProgressTextPrintingTests {
    @Test func printsBothLines() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                                     fileOperationKind: .downloading, fileTotalCount: 9,
                                                     throughput: 50_000, estimatedTimeRemaining: 97))
        #expect("\(text)" == "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")
        #expect(text.description == "Downloading 9 files…")
        var printed = ""
        print(text, to: &printed)
        #expect(printed == "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining\n")
        #expect("\(formatter.format(ProgressSnapshot(estimatedTimeRemaining: 60)))" == "1 minute remaining")
        #expect("\(formatter.format(ProgressSnapshot()))" == "")
    }
}

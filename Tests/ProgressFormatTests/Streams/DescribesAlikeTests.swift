import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// `DescriptionFacts.describe(_:)` is what the formatter asks on every update instead of
/// building the facts and comparing them: the two must agree on every pair of snapshots.
@Suite struct DescriptionFactsTests {
    /// Snapshots that differ in each fact the description depends on, and in facts it does not.
    static let snapshots: [ProgressSnapshot] = {
        var result: [ProgressSnapshot] = []
        for kind in [nil, ProgressSnapshot.Kind.file, ProgressSnapshot.Kind(rawValue: "other")] {
            for operation in [nil, ProgressSnapshot.FileOperationKind.downloading, .copying] {
                for url in [nil, URL(fileURLWithPath: "/tmp/a.zip"), URL(fileURLWithPath: "/tmp/b.zip")] {
                    for (completed, total) in [(Int64(0), Int64(0)), (5, 10), (6, 10)] {
                        var snapshot = ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total)
                        snapshot.kind = kind
                        snapshot.fileOperationKind = operation
                        snapshot.fileURL = url
                        result.append(snapshot)
                    }
                }
            }
        }
        var named = result[40]
        named.fileDisplayName = "Fotos"
        var counted = result[40]
        counted.fileTotalCount = 9
        var fraction = result[4]
        fraction.fractionCompleted = 0.25
        var faster = result[40]
        faster.throughput = 1_000
        faster.estimatedTimeRemaining = 3
        return result + [named, counted, fraction, faster]
    }()

    @Test func describeAgreesWithComparingBuiltFacts() {
        var matches = 0
        for first in Self.snapshots {
            let facts = DescriptionFacts(first)
            for second in Self.snapshots {
                let expected = facts == DescriptionFacts(second)
                #expect(facts.describe(second) == expected, "\(first) against \(second)")
                if expected { matches += 1 }
            }
        }
        // Not only the diagonal: for files, the counts do not matter; for others, the URL does not.
        #expect(matches > Self.snapshots.count)
    }
}

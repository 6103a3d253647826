import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// `DescriptionPlanner.describesAlike(_:_:)` is what the formatter asks on every update to reuse
/// the last description: two snapshots it calls alike must be planned the same description.
@Suite struct DescribesAlikeTests {
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

    @Test func snapshotsDescribedAlikeArePlannedTheSameDescription() {
        var matches = 0
        for first in Self.snapshots {
            let described = Described(first, DescriptionPlanner.plan(first))
            for second in Self.snapshots where described.describes(second) {
                #expect(DescriptionPlanner.plan(second) == described.value, "\(first) against \(second)")
                #expect(DescriptionPlanner.describesAlike(second, first), "not symmetric: \(first) against \(second)")
                matches += 1
            }
        }
        // Not only the diagonal: for files, the counts do not matter; for others, the URL does not.
        #expect(matches > Self.snapshots.count)
    }

    @Test func eachFactTheDescriptionIsPlannedFromTellsSnapshotsApart() {
        var file = ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10)
        file.kind = .file
        file.fileOperationKind = .downloading
        file.fileURL = URL(fileURLWithPath: "/tmp/a.zip")
        var changes: [(String, (inout ProgressSnapshot) -> Void)] = [
            ("operation", { $0.fileOperationKind = .copying }),
            ("URL", { $0.fileURL = URL(fileURLWithPath: "/tmp/b.zip") }),
            ("name", { $0.fileDisplayName = "Fotos" }),
            ("file count", { $0.fileTotalCount = 9 }),
            ("finished", { $0.completedUnitCount = 10 }),
            ("kind", { $0.kind = nil }),
        ]
        for (fact, change) in changes {
            var changed = file
            change(&changed)
            #expect(!DescriptionPlanner.describesAlike(file, changed), "\(fact)")
        }
        var counted = file
        counted.completedUnitCount = 6
        counted.throughput = 1_000
        #expect(DescriptionPlanner.describesAlike(file, counted), "a file's counts and speed are not in its description")

        let generic = ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10)
        changes = [
            ("completed", { $0.completedUnitCount = 6 }),
            ("total", { $0.totalUnitCount = 11 }),
            ("fraction", { $0.fractionCompleted = 0.25 }),
        ]
        for (fact, change) in changes {
            var changed = generic
            change(&changed)
            #expect(!DescriptionPlanner.describesAlike(generic, changed), "\(fact)")
        }
    }
}

import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct DescriptionPlannerTests {
    private func file(_ configure: (inout ProgressSnapshot) -> Void) -> ProgressSnapshot {
        var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading)
        configure(&snapshot)
        return snapshot
    }

    @Test func genericProgressIsAFlooredPercentage() {
        let plan = DescriptionPlanner.plan(ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456))
        #expect(plan == .message(PlannedMessage(.percentCompleted, [PlannedArgument(.percent, .percent(7), field: .percent)])))
    }

    @Test(arguments: [(Int64(-1), Int64(10)), (0, 0), (5, -1), (Int64.min, Int64.min)])
    func genericProgressWithoutATotalSaysNothing(completed: Int64, total: Int64) {
        #expect(DescriptionPlanner.plan(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total)) == .empty)
    }

    @Test func aDisplayNameWinsOverCountAndURL() {
        let plan = DescriptionPlanner.plan(file {
            $0.fileDisplayName = "Holiday"
            $0.fileTotalCount = 9
            $0.fileURL = URL(fileURLWithPath: "/tmp/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationNamed, [
            PlannedArgument(.operation, .keyword("downloading")), PlannedArgument(.fileName, .fileName("Holiday"), field: .fileName),
        ])))
    }

    @Test func aCountAboveOneWinsOverTheURL() {
        let plan = DescriptionPlanner.plan(file {
            $0.fileTotalCount = 9
            $0.fileURL = URL(fileURLWithPath: "/tmp/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationCounted, [
            PlannedArgument(.operation, .keyword("downloading")), PlannedArgument(.fileCount, .count(9), field: .fileCount),
        ])))
    }

    @Test func theURLNamesASingleFile() {
        let plan = DescriptionPlanner.plan(file {
            $0.fileTotalCount = 1
            $0.fileURL = URL(fileURLWithPath: "/Users/me/Downloads/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationNamed, [
            PlannedArgument(.operation, .keyword("downloading")), PlannedArgument(.fileName, .fileName("photos.zip"), field: .fileName),
        ])))
    }

    @Test func aURLWithoutANameCountsOneFile() {
        let plan = DescriptionPlanner.plan(file { $0.fileURL = URL(fileURLWithPath: "/") })
        #expect(plan == .message(PlannedMessage(.fileOperationCounted, [
            PlannedArgument(.operation, .keyword("downloading")), PlannedArgument(.fileCount, .count(1), field: .fileCount),
        ])))
    }

    @Test func noNameAndNoCountIsUnnamed() {
        #expect(DescriptionPlanner.plan(file { _ in }) == .message(PlannedMessage(.fileOperationUnnamed, [
            PlannedArgument(.operation, .keyword("downloading")),
        ])))
        #expect(DescriptionPlanner.plan(file { $0.fileTotalCount = -3 }) == .message(PlannedMessage(.fileOperationUnnamed, [
            PlannedArgument(.operation, .keyword("downloading")),
        ])))
    }

    @Test(arguments: [
        (ProgressSnapshot.FileOperationKind.downloading as ProgressSnapshot.FileOperationKind?, "downloading"),
        (.uploading, "uploading"),
        (.decompressingAfterDownloading, "decompressing"),
        (.receiving, "receiving"),
        (.copying, "copying"),
        (.duplicating, "duplicating"),
        (nil, "processing"),
        (ProgressSnapshot.FileOperationKind(rawValue: "archiving"), "processing"),
    ])
    func operationKeywords(kind: ProgressSnapshot.FileOperationKind?, keyword: String) {
        let plan = DescriptionPlanner.plan(file { $0.fileOperationKind = kind })
        #expect(plan == .message(PlannedMessage(.fileOperationUnnamed, [PlannedArgument(.operation, .keyword(keyword))])))
    }

    @Test func shortNamesRoundTrip() {
        for kind in ProgressSnapshot.FileOperationKind.allKnown {
            #expect(ProgressSnapshot.FileOperationKind(shortName: kind.shortName) == kind)
        }
        #expect(ProgressSnapshot.FileOperationKind(shortName: "processing") == nil)
        #expect(ProgressSnapshot.FileOperationKind.allShortNames == [
            "downloading", "uploading", "decompressing", "receiving", "copying", "duplicating", "processing",
        ])
    }
}

@Suite struct MessageKeyOrdinalTests {
    /// The ordinal indexes per-key arrays on the update path: it must be the key's position.
    @Test func ordinalIsThePositionInAllCases() {
        for (index, key) in MessageKey.allCases.enumerated() {
            #expect(key.ordinal == index)
        }
        // A compiled message names its arguments by this byte (see `MessageProgram`).
        for (index, name) in ArgumentName.allCases.enumerated() {
            #expect(Int(name.ordinal) == index)
            #expect(ArgumentName(ordinal: UInt8(index)) == name)
        }
        // A byte past the last name is none, never a trap.
        #expect(ArgumentName(ordinal: UInt8(ArgumentName.allCases.count)) == nil)
        #expect(ArgumentName(ordinal: .max) == nil)
    }

    /// Every unit planning shows has its index in ``MeasureUnit/allCases``, and every format
    /// planning asks for is one of those units.
    @Test func everyPlannedUnitHasItsIndex() {
        for (index, unit) in MeasureUnit.allCases.enumerated() {
            #expect(unit.index == index)
        }
        for width in [UnitWidth.wide, .short, .narrow] {
            for format in ByteCountPlanner.formats(width: width) + PlannedDuration.formats(width: width.durationWidth) {
                #expect(format.unit.index != nil)
                #expect(format.width == width.unitWidth(for: format.unit))
            }
        }
        #expect(MeasureUnit.bytes(.exabyte).index == nil)
    }
}

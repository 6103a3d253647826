import Foundation
@testable import ProgressFormat
import Testing

@Suite struct DescriptionRuleTests {
    private func file(_ configure: (inout ProgressSnapshot) -> Void) -> ProgressSnapshot {
        var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading)
        configure(&snapshot)
        return snapshot
    }

    @Test func genericProgressIsAFlooredPercentage() {
        let plan = DescriptionRule.plan(ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456))
        #expect(plan == .message(PlannedMessage(.percentCompleted, ["percent": .percent(7)])))
    }

    @Test(arguments: [(Int64(-1), Int64(10)), (0, 0), (5, -1), (Int64.min, Int64.min)])
    func genericProgressWithoutATotalSaysNothing(completed: Int64, total: Int64) {
        #expect(DescriptionRule.plan(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total)) == .empty)
    }

    @Test func aDisplayNameWinsOverCountAndURL() {
        let plan = DescriptionRule.plan(file {
            $0.fileDisplayName = "Holiday"
            $0.fileTotalCount = 9
            $0.fileURL = URL(fileURLWithPath: "/tmp/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationNamed, [
            "operation": .keyword("downloading"), "fileName": .fileName("Holiday"),
        ])))
    }

    @Test func aCountAboveOneWinsOverTheURL() {
        let plan = DescriptionRule.plan(file {
            $0.fileTotalCount = 9
            $0.fileURL = URL(fileURLWithPath: "/tmp/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationCounted, [
            "operation": .keyword("downloading"), "fileCount": .count(9),
        ])))
    }

    @Test func theURLNamesASingleFile() {
        let plan = DescriptionRule.plan(file {
            $0.fileTotalCount = 1
            $0.fileURL = URL(fileURLWithPath: "/Users/me/Downloads/photos.zip")
        })
        #expect(plan == .message(PlannedMessage(.fileOperationNamed, [
            "operation": .keyword("downloading"), "fileName": .fileName("photos.zip"),
        ])))
    }

    @Test func aURLWithoutANameCountsOneFile() {
        let plan = DescriptionRule.plan(file { $0.fileURL = URL(fileURLWithPath: "/") })
        #expect(plan == .message(PlannedMessage(.fileOperationCounted, [
            "operation": .keyword("downloading"), "fileCount": .count(1),
        ])))
    }

    @Test func noNameAndNoCountIsUnnamed() {
        #expect(DescriptionRule.plan(file { _ in }) == .message(PlannedMessage(.fileOperationUnnamed, [
            "operation": .keyword("downloading"),
        ])))
        #expect(DescriptionRule.plan(file { $0.fileTotalCount = -3 }) == .message(PlannedMessage(.fileOperationUnnamed, [
            "operation": .keyword("downloading"),
        ])))
    }

    @Test(arguments: [
        (FileOperationKind.downloading as FileOperationKind?, "downloading"),
        (.uploading, "uploading"),
        (.decompressingAfterDownloading, "decompressing"),
        (.receiving, "receiving"),
        (.copying, "copying"),
        (.duplicating, "duplicating"),
        (nil, "processing"),
        (FileOperationKind(rawValue: "archiving"), "processing"),
    ])
    func operationKeywords(kind: FileOperationKind?, keyword: String) {
        #expect(DescriptionRule.operationKeyword(kind) == keyword)
    }
}

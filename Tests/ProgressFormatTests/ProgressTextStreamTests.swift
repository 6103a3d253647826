import Foundation
@testable import ProgressFormat
import Testing

/// A stream per operation, all from one formatter: the text is exactly the formatter's, update
/// after update, however the operations' updates interleave.
@Suite struct ProgressTextStreamTests {
    /// Transfers that differ in as little as possible from one another (the same name under
    /// another operation, the same URL counted, a name that differs in one letter, generic
    /// units with the same counts), so a stream that kept another's description, total or time
    /// remaining would show it.
    static func transfers() -> [ProgressSnapshot] {
        let url = URL(fileURLWithPath: "/home/ada/Downloads/photos.zip")
        var transfers: [ProgressSnapshot] = []
        for operation: ProgressSnapshot.FileOperationKind in [.downloading, .uploading, .copying] {
            transfers.append(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456, kind: .file,
                                              fileOperationKind: operation, fileURL: url, fileTotalCount: 1,
                                              throughput: 50_000, estimatedTimeRemaining: 97))
        }
        transfers.append(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456, kind: .file,
                                          fileOperationKind: .downloading,
                                          fileURL: URL(fileURLWithPath: "/home/ada/Downloads/photos.zap"),
                                          fileTotalCount: 1, throughput: 50_000, estimatedTimeRemaining: 97))
        transfers.append(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456, kind: .file,
                                          fileOperationKind: .downloading, fileURL: url, fileTotalCount: 9,
                                          fileCompletedCount: 2, throughput: 50_000, estimatedTimeRemaining: 97))
        transfers.append(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456,
                                          estimatedTimeRemaining: 97))
        transfers.append(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_457, kind: .file,
                                          fileOperationKind: .receiving, fileTotalCount: 12, fileCompletedCount: 3))
        return transfers
    }

    /// Round `round` of `transfer`: the bytes, speed and time remaining move, and now and then
    /// the status, file count or name changes within the transfer.
    static func update(_ transfer: ProgressSnapshot, index: Int, round: Int) -> ProgressSnapshot {
        var snapshot = transfer
        snapshot.completedUnitCount = Int64(round) * Int64(97_001 + index * 13_337) % max(transfer.totalUnitCount, 1)
        if snapshot.throughput != nil { snapshot.throughput = Double(48_000 + (round * 7 + index) % 5 * 1_000) }
        if snapshot.estimatedTimeRemaining != nil { snapshot.estimatedTimeRemaining = Double(97 - round % 40) }
        if round % 9 == 4 { snapshot.status = .paused }
        if round % 11 == 7, snapshot.fileTotalCount == 9 { snapshot.fileTotalCount = 10 }
        if round >= 20, snapshot.fileURL != nil, index == 0 {
            snapshot.fileURL = URL(fileURLWithPath: "/home/ada/Downloads/photos-2.zip")
        }
        return snapshot
    }

    @Test(arguments: ["en", "de", "ru", "ar", "ja"])
    func manyTransfersThroughOneFormatterReadAsFreshFormattersRead(locale: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let transfers = Self.transfers()
        let streams = transfers.map { _ in ProgressTextStream(formatter) }
        for round in 0..<30 {
            for (index, transfer) in transfers.enumerated() {
                let snapshot = Self.update(transfer, index: index, round: round)
                let fresh = try ProgressTextFormatter(locale: locale).format(snapshot)
                #expect(streams[index].format(snapshot) == fresh, "\(locale) round \(round) transfer \(index)")
                // The shared formatter, between the streams' updates, changes none of them.
                #expect(formatter.format(snapshot) == fresh)
            }
        }
    }

    @Test func aDashboardInGermanReadsExactly() throws {
        let formatter = try ProgressTextFormatter(locale: "de")
        let transfers = Self.transfers()
        let streams = transfers.map { _ in ProgressTextStream(formatter) }
        var lines: [String] = []
        for round in 0..<2 {
            for index in [0, 1, 5] {
                let text = streams[index].format(Self.update(transfers[index], index: index, round: round))
                lines.append("\(text.description) | \(text.additionalDescription)")
            }
        }
        // „…“ U+201E/U+201C, the ellipsis U+2026, the dash U+2013, "0 %" with U+00A0.
        #expect(lines == [
            "\u{201E}photos.zip\u{201C} wird heruntergeladen\u{2026} | 0 kB von 5,4 MB (48 kB/s) \u{2013} noch 1 Minute, 37 Sekunden",
            "\u{201E}photos.zip\u{201C} wird hochgeladen\u{2026} | 0 kB von 5,4 MB (49 kB/s) \u{2013} noch 1 Minute, 37 Sekunden",
            // Nothing done yet, no speed: starting (the time remaining would be a guess).
            "0\u{00A0}% abgeschlossen | Wird gestartet\u{2026}",
            "\u{201E}photos.zip\u{201C} wird heruntergeladen\u{2026} | 97 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 36 Sekunden",
            "\u{201E}photos.zip\u{201C} wird hochgeladen\u{2026} | 110 kB von 5,4 MB (51 kB/s) \u{2013} noch 1 Minute, 36 Sekunden",
            "3\u{00A0}% abgeschlossen | 163.686 von 5.356.456 \u{2013} noch 1 Minute, 36 Sekunden",
        ])
        #expect(streams.allSatisfy { $0.formatter === formatter })
    }

    /// Threads formatting with one stream at the same moment: each gets its own update's text
    /// (one of them formats without the stream's memory), never another's.
    @Test func oneStreamFromManyThreadsAtOnce() async throws {
        let formatter = try ProgressTextFormatter(locale: "ru")
        let stream = ProgressTextStream(formatter)
        let transfer = Self.transfers()[4]
        let updates = (0..<400).map { Self.update(transfer, index: 4, round: $0) }
        let reference = try ProgressTextFormatter(locale: "ru")
        let expected = updates.map { reference.format($0) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<updates.count {
                        let index = (step * 7 + task * 53) % updates.count
                        if stream.format(updates[index]) != expected[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}

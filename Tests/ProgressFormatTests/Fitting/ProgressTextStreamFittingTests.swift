import Foundation
@testable import ProgressFormat
import Testing

/// `ProgressTextStream.format(_:columns:)`: a stream's fitted lines are exactly the formatter's,
/// update after update, width after width, whatever the stream formatted before.
@Suite struct ProgressTextStreamFittingTests {
    /// The transfers of `ProgressTextStreamTests`, with a long name for the description to
    /// shorten and leave out.
    static func transfers() -> [ProgressSnapshot] {
        var transfers = ProgressTextStreamTests.transfers()
        var named = transfers[0]
        named.fileURL = URL(fileURLWithPath: "/home/ada/Downloads/ubuntu-24.04.1-desktop-amd64.iso")
        named.fileTotalCount = nil
        transfers.append(named)
        return transfers
    }

    @Test(arguments: ["en", "de", "ru", "ar", "ja"])
    func aStreamFitsAsItsFormatterFits(locale: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let transfers = Self.transfers()
        let streams = transfers.map { _ in ProgressTextStream(formatter) }
        for round in 0..<12 {
            for (index, transfer) in transfers.enumerated() {
                let snapshot = ProgressTextStreamTests.update(transfer, index: index, round: round)
                let fresh = try ProgressTextFormatter(locale: locale)
                for columns in stride(from: 20 + round % 3, through: 100, by: 7) {
                    #expect(streams[index].format(snapshot, columns: columns) == fresh.format(snapshot, columns: columns),
                            "\(locale) round \(round) transfer \(index) \(columns) columns")
                }
                // A fitted update leaves nothing fitted in the stream's memory.
                #expect(streams[index].format(snapshot) == fresh.format(snapshot))
            }
        }
    }

    /// The documented example: 9 files, 419,431 of 5,356,456 bytes, 50 kB/s, 97 s.
    @Test func theDocumentedExample() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading, fileTotalCount: 9,
                                        throughput: 50_000, estimatedTimeRemaining: 97)
        let stream = ProgressTextStream(try ProgressTextFormatter(locale: "en"))
        #expect(stream.format(snapshot, columns: 45).additionalDescription
                == "419kB of 5.4MB (50kB/s) \u{2014} 1m 37s remaining")
        #expect(stream.format(snapshot, columns: 200) == stream.format(snapshot))
    }
}

import Foundation
@testable import ProgressFormat
import Testing

/// `ProgressSnapshot(progress)` and `progress.localizedText(locale:)` on real Foundation
/// `Progress` objects, with the raw values Linux Foundation stores.
@Suite struct ProgressBridgeTests {
    static let english = "en"

    /// A file download as a producer on Linux sets it up: kind and userInfo through Foundation's
    /// own constants.
    static func download() -> Progress {
        let progress = Progress(totalUnitCount: 5_356_456)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(URL(fileURLWithPath: "/tmp/Downloads/photos.zip"), forKey: .fileURLKey)
        progress.setUserInfoObject(NSNumber(value: 9), forKey: .fileTotalCountKey)
        progress.setUserInfoObject(NSNumber(value: 7), forKey: .fileCompletedCountKey)
        progress.setUserInfoObject(NSNumber(value: 50_000), forKey: .throughputKey)
        progress.setUserInfoObject(NSNumber(value: 97), forKey: .estimatedTimeRemainingKey)
        progress.completedUnitCount = 419_431
        return progress
    }

    @Test func linuxFoundationStoresTheseRawValues() {
        #expect(ProgressKind.file.rawValue == "NSProgressKindFile")
        #expect(Progress.FileOperationKind.downloading.rawValue == "NSProgressFileOperationKindDownloading")
        #expect(Progress.FileOperationKind.decompressingAfterDownloading.rawValue
            == "NSProgressFileOperationKindDecompressingAfterDownloading")
        #expect(Progress.FileOperationKind.receiving.rawValue == "NSProgressFileOperationKindReceiving")
        #expect(Progress.FileOperationKind.copying.rawValue == "NSProgressFileOperationKindCopying")
        #expect([ProgressUserInfoKey.throughputKey, .estimatedTimeRemainingKey, .fileOperationKindKey, .fileURLKey,
                 .fileTotalCountKey, .fileCompletedCountKey].map(\.rawValue)
            == ["NSProgressThroughputKey", "NSProgressEstimatedTimeRemainingKey", "NSProgressFileOperationKindKey",
                "NSProgressFileURLKey", "NSProgressFileTotalCountKey", "NSProgressFileCompletedCountKey"])
        // What a real Progress carries after the setters: the kind's raw value, and the
        // operation kind stored as the Swift struct itself.
        let progress = Self.download()
        #expect(progress.kind?.rawValue == "NSProgressKindFile")
        #expect((progress.userInfo[.fileOperationKindKey] as? Progress.FileOperationKind)?.rawValue
            == "NSProgressFileOperationKindDownloading")
    }

    @Test func aPlainProgress() throws {
        let progress = Progress(totalUnitCount: 5_356_456)
        progress.completedUnitCount = 419_431
        let snapshot = ProgressSnapshot(progress)
        #expect(snapshot == ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456,
                                             fractionCompleted: 419_431.0 / 5_356_456.0))
        let text = try progress.localizedText(locale: Self.english)
        #expect(text.description == "7% completed")
        #expect(text.additionalDescription == "419,431 of 5,356,456")
    }

    @Test func anIndeterminateProgressSaysNothing() throws {
        let progress = Progress(totalUnitCount: -1)
        #expect(ProgressSnapshot(progress) == ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1))
        #expect(try progress.localizedText(locale: Self.english) == ProgressText(description: "", additionalDescription: ""))
    }

    @Test func aFileDownloadWithEveryUserInfoKey() throws {
        let progress = Self.download()
        let snapshot = ProgressSnapshot(progress)
        #expect(snapshot.kind == .file)
        #expect(snapshot.fileOperationKind == .downloading)
        #expect(snapshot.fileURL == URL(fileURLWithPath: "/tmp/Downloads/photos.zip"))
        #expect(snapshot.fileTotalCount == 9)
        #expect(snapshot.fileCompletedCount == 7)
        #expect(snapshot.throughput == 50_000)
        #expect(snapshot.estimatedTimeRemaining == 97)
        #expect(snapshot.completedUnitCount == 419_431)
        #expect(snapshot.status == nil)

        let english = try progress.localizedText(locale: Self.english)
        #expect(english.description == "Downloading 9 files…")
        #expect(english.additionalDescription == "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")
        let german = try progress.localizedText(locale: Locale(identifier: "de_DE"))
        #expect(german.description == "9 Dateien werden heruntergeladen…")
        #expect(german.additionalDescription == "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden")
        let narrow = try progress.localizedText(locale: Self.english, unitWidth: .narrow)
        #expect(narrow.additionalDescription == "419kB of 5.4MB (50kB/s) — 1m 37s remaining")
    }

    @Test func swiftNumbersStoredAsTheyAre() throws {
        // Swift code on Linux stores an Int or a Double in userInfo as is, not as an NSNumber.
        let progress = Progress(totalUnitCount: 5_356_456)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.copying, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
        progress.setUserInfoObject(Int64(7), forKey: .fileCompletedCountKey)
        progress.setUserInfoObject(3_720.4, forKey: .estimatedTimeRemainingKey)
        progress.completedUnitCount = 419_431
        let snapshot = ProgressSnapshot(progress)
        #expect(snapshot.fileTotalCount == 9)
        #expect(snapshot.fileCompletedCount == 7)
        #expect(snapshot.estimatedTimeRemaining == 3_720.4)
        let text = try progress.localizedText(locale: Self.english)
        #expect(text.description == "Copying 9 files…")
        #expect(text.additionalDescription == "419 kB of 5.4 MB — 1 hour, 2 minutes remaining")
    }

    @Test func oneNamedFile() throws {
        let progress = Progress(totalUnitCount: 1_000_000)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.decompressingAfterDownloading, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(URL(fileURLWithPath: "/tmp/Xcode.xip"), forKey: .fileURLKey)
        progress.completedUnitCount = 999_500
        let text = try progress.localizedText(locale: Self.english)
        #expect(text.description == "Decompressing “Xcode.xip”…")
        // 999,500 bytes round to 1.0 MB: rounded down beside the total, so it never looks done.
        #expect(text.additionalDescription == "0.9 MB of 1.0 MB")
    }

    @Test(arguments: [
        // Apple's Foundation declares uploading and duplicating; Linux's does not, but an
        // Apple-produced value carries their raw values.
        ("NSProgressFileOperationKindUploading", "uploading", "Uploading 9 files…"),
        ("NSProgressFileOperationKindDuplicating", "duplicating", "Duplicating 9 files…"),
        ("NSProgressFileOperationKindReceiving", "receiving", "Receiving 9 files…"),
        ("NSProgressFileOperationKindDecompressingAfterDownloading", "decompressingAfterDownloading", "Decompressing 9 files…"),
        // Apple's private kinds have no verb of their own here.
        ("NSProgressFileOperationKindCompressing", "compressing", "Processing 9 files…"),
        // Our own identifiers pass through.
        ("copying", "copying", "Copying 9 files…"),
    ])
    func everyOperationRawValue(raw: String, operation: String, description: String) throws {
        for stored in [Progress.FileOperationKind(rawValue: raw) as Any, raw as Any, NSString(string: raw) as Any] {
            let progress = Progress(totalUnitCount: 5_356_456)
            progress.kind = .file
            progress.setUserInfoObject(stored, forKey: .fileOperationKindKey)
            progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
            #expect(ProgressSnapshot(progress).fileOperationKind?.rawValue == operation)
            #expect(try progress.localizedText(locale: Self.english).description == description)
        }
    }

    @Test func aParentCountsItsChildrenInThePercentage() throws {
        let parent = Progress(totalUnitCount: 10)
        let first = Progress(totalUnitCount: 10, parent: parent, pendingUnitCount: 5)
        let second = Progress(totalUnitCount: 10)
        parent.addChild(second, withPendingUnitCount: 5)

        second.completedUnitCount = 5
        #expect(parent.completedUnitCount == 0)
        #expect(parent.fractionCompleted == 0.25)
        var text = try parent.localizedText(locale: Self.english)
        #expect(text.description == "25% completed")
        #expect(text.additionalDescription == "0 of 10")   // Apple's counts: the parent's own

        first.completedUnitCount = 10   // a finished child adds its pending units to the parent
        #expect(parent.completedUnitCount == 5)
        text = try parent.localizedText(locale: Self.english)
        #expect(text.description == "75% completed")
        #expect(text.additionalDescription == "5 of 10")
        #expect(try parent.localizedText(locale: "fr").description == "Terminé à 75\u{00A0}%")

        second.completedUnitCount = 10
        text = try parent.localizedText(locale: Self.english)
        #expect(text.description == "100% completed")
        #expect(text.additionalDescription == "Done")
    }

    @Test func aFileParentCountsTheBytesItsChildrenCopied() throws {
        let parent = Progress(totalUnitCount: 3_000_000)
        parent.kind = .file
        parent.setUserInfoObject(Progress.FileOperationKind.copying, forKey: .fileOperationKindKey)
        parent.setUserInfoObject(3, forKey: .fileTotalCountKey)
        let children = (0..<3).map { _ in Progress(totalUnitCount: 1_000_000, parent: parent, pendingUnitCount: 1_000_000) }
        children[0].completedUnitCount = 1_000_000
        children[1].completedUnitCount = 419_431
        #expect(parent.completedUnitCount == 1_000_000)
        #expect(ProgressSnapshot(parent).completedUnitCount == 1_419_431)
        let text = try parent.localizedText(locale: Self.english)
        #expect(text.description == "Copying 3 files…")
        #expect(text.additionalDescription == "1.4 MB of 3.0 MB")
        // Nearly done: still below the total until the parent's own count reaches it.
        children[1].completedUnitCount = 1_000_000
        children[2].completedUnitCount = 999_999
        #expect(ProgressSnapshot(parent).completedUnitCount == 2_999_999)
        children[2].completedUnitCount = 1_000_000
        #expect(ProgressSnapshot(parent).completedUnitCount == 3_000_000)
        let finished = try parent.localizedText(locale: Self.english)
        #expect(finished.description == "Copied 3 files")
        #expect(finished.additionalDescription == "3.0 MB — done")
    }

    @Test func pausedAndCancelledReadInWords() throws {
        let progress = Self.download()
        progress.pause()
        #expect(ProgressSnapshot(progress).status == .paused)
        #expect(try progress.localizedText(locale: Self.english).additionalDescription == "419 kB of 5.4 MB — paused")
        #expect(try progress.localizedText(locale: "de").additionalDescription == "419 kB von 5,4 MB – angehalten")
        progress.cancel()   // cancelled wins over paused
        #expect(progress.isPaused)
        #expect(ProgressSnapshot(progress).status == .cancelled)
        #expect(try progress.localizedText(locale: Self.english).additionalDescription == "419 kB of 5.4 MB — cancelled")
        progress.resume()
        #expect(ProgressSnapshot(progress).status == .cancelled)
    }

    @Test func hostileValuesAreLeftOut() throws {
        let progress = Progress(totalUnitCount: 5_356_456)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(NSNumber(value: Double.nan), forKey: .throughputKey)
        progress.setUserInfoObject(NSNumber(value: -Double.infinity), forKey: .estimatedTimeRemainingKey)
        progress.setUserInfoObject("nine", forKey: .fileTotalCountKey)             // not a number
        progress.setUserInfoObject(true, forKey: .fileCompletedCountKey)          // a Bool is no count
        progress.setUserInfoObject("/tmp/photos.zip", forKey: .fileURLKey)        // a path string is no URL
        progress.completedUnitCount = 419_431
        let snapshot = ProgressSnapshot(progress)
        #expect(snapshot.throughput?.isNaN == true)
        #expect(snapshot.estimatedTimeRemaining == -.infinity)
        #expect(snapshot.fileTotalCount == nil)
        #expect(snapshot.fileCompletedCount == nil)
        #expect(snapshot.fileURL == nil)
        let text = try progress.localizedText(locale: Self.english)
        #expect(text.description == "Downloading files…")
        #expect(text.additionalDescription == "419 kB of 5.4 MB")
    }

    @Test func negativeAndHugeCounts() throws {
        let negative = Progress(totalUnitCount: 5_356_456)
        negative.kind = .file
        negative.completedUnitCount = -419_431
        negative.setUserInfoObject(NSNumber(value: -9), forKey: .fileTotalCountKey)
        negative.setUserInfoObject(NSNumber(value: UInt64.max), forKey: .fileCompletedCountKey)
        negative.setUserInfoObject(Double.greatestFiniteMagnitude, forKey: .throughputKey)
        var text = try negative.localizedText(locale: Self.english)
        #expect(text.description == "Processing files…")
        // No bytes (a negative count), no file counts (-9 files), a throughput beyond Int64: nothing.
        #expect(text.additionalDescription == "")

        let generic = Progress(totalUnitCount: 10)
        generic.completedUnitCount = -3
        #expect(try generic.localizedText(locale: Self.english) == ProgressText(description: "", additionalDescription: ""))

        let overdone = Progress(totalUnitCount: 5)
        overdone.completedUnitCount = 6
        text = try overdone.localizedText(locale: Self.english)
        #expect(text.description == "100% completed")
        #expect(text.additionalDescription == "Done")
    }

    @Test func anUnusableLocaleThrows() {
        let progress = Self.download()
        #expect(throws: ProgressFormatError(.unknownLocale("xx"))) { try progress.localizedText(locale: "xx") }
        #expect(throws: ProgressFormatError.self) { try progress.localizedText(locale: "") }
    }

    @Test func theSharedFormattersAreBounded() throws {
        let progress = Self.download()
        let locales = ProgressTextFormatter.availableTableLocales()
        #expect(locales.count > SharedFormatters.capacity)
        for locale in locales {
            _ = try progress.localizedText(locale: locale)
            _ = try progress.localizedText(locale: locale, unitWidth: .narrow)
            #expect(SharedFormatters.count <= SharedFormatters.capacity)
        }
        #expect(try progress.localizedText(locale: Self.english).description == "Downloading 9 files…")
    }

    @Test func readsAProgressThatAnotherThreadChanges() async throws {
        let progress = Progress(totalUnitCount: 1_000)
        progress.kind = .file
        async let writer: Void = {
            for completed in 1...1_000 {
                progress.completedUnitCount = Int64(completed)
                progress.setUserInfoObject(NSNumber(value: completed), forKey: .throughputKey)
            }
        }()
        var readings: [Int64] = []
        for _ in 0..<200 {
            let snapshot = ProgressSnapshot(progress)
            readings.append(snapshot.completedUnitCount)
            #expect((0...1_000).contains(snapshot.completedUnitCount))
            _ = try progress.localizedText(locale: Self.english)
        }
        await writer
        #expect(readings == readings.sorted())
        #expect(ProgressSnapshot(progress).completedUnitCount == 1_000)
    }
}

import Foundation
import InMemoryLogging
import Logging
import ProgressFormat
import ProgressFormatLogging
import Testing

/// The logger's lines and metadata, in virtual time: every instant is passed in, so no test
/// waits or depends on the machine's speed.
@Suite struct ProgressLoggerTests {
    /// A download of 48 MB in one file, a quarter each second.
    static let download = ProgressSnapshot(totalUnitCount: 48_000_000, kind: .file, fileOperationKind: .downloading,
                                           fileDisplayName: "Urlaub in Köln.mov", fileTotalCount: 1)
    let handler = InMemoryLogHandler()
    let t0 = ContinuousClock.now

    func logger(locale: String = "de", includesFileName: Bool = false, level: Logger.Level = .info) throws
        -> ProgressLogger<ContinuousClock> {
        let handler = handler
        return ProgressLogger(logger: Logger(label: "test") { _ in handler }, formatter: try ProgressTextFormatter(locale: locale),
                              level: level, includesFileName: includesFileName)
    }

    func at(_ seconds: Int) -> ContinuousClock.Instant { t0.advanced(by: .seconds(seconds)) }

    /// Runs the whole download: the start at 0, then 12 MB more each second until 4 s.
    func runDownload(_ progress: inout ProgressLogger<ContinuousClock>, snapshot: ProgressSnapshot = download) {
        progress.update(snapshot, at: at(0))
        for second in 1...4 { progress.update(completed: Int64(second) * 12_000_000, at: at(second)) }
    }

    var messages: [String] { handler.entries.map(\.message.description) }

    /// The metadata as text: `Logger.Metadata` tells `.string("1")` from `.stringConvertible(1)`.
    func texts(_ metadata: Logger.Metadata) -> [String: String] { metadata.mapValues(\.description) }

    @Test func germanLinesWithoutTheFileName() throws {
        var progress = try logger()
        runDownload(&progress)
        #expect(messages == [
            "1 Datei wird heruntergeladen: wird gestartet",
            "1 Datei wird heruntergeladen: 12,0 MB von 48,0 MB – Restzeit wird ermittelt",
            "1 Datei wird heruntergeladen: 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden",
            "1 Datei wird heruntergeladen: 36,0 MB von 48,0 MB (12,0 MB/s) – noch 1 Sekunde",
            "1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 4 Sekunden",
        ])
        #expect(handler.entries.allSatisfy { $0.metadata[ProgressMetadataKey.file] == nil })
        #expect(handler.entries.allSatisfy { $0.level == .info })
        #expect(progress.end?.outcome == .finished)
    }

    @Test func englishFollowsTheFormatter() throws {
        var progress = try logger(locale: "en")
        runDownload(&progress)
        #expect(messages.first == "Downloading 1 file: starting")
        #expect(messages.last == "Downloaded 1 file: 48.0 MB — done in 4 seconds")
    }

    @Test func metadataOfEachLine() throws {
        var progress = try logger()
        runDownload(&progress)
        let entries = handler.entries
        try #require(entries.count == 5)
        #expect(texts(entries[0].metadata) == [
            "progress.completed": "0", "progress.total": "48000000", "progress.fraction": "0.0",
            "progress.seconds_elapsed": "0.0", "progress.files_total": "1", "progress.status": "estimating",
        ])
        #expect(texts(entries[2].metadata) == [
            "progress.completed": "24000000", "progress.total": "48000000", "progress.fraction": "0.5",
            "progress.bytes_per_second": "12000000.0", "progress.seconds_remaining": "2.0",
            "progress.seconds_elapsed": "2.0", "progress.files_total": "1",
        ])
        #expect(texts(entries[4].metadata) == [
            "progress.completed": "48000000", "progress.total": "48000000", "progress.fraction": "1.0",
            "progress.seconds_elapsed": "4.0", "progress.files_total": "1", "progress.outcome": "finished",
        ])
    }

    /// `Logger.Metadata` compares values by their text; here the values' types are checked.
    @Test func factsAreNumbersUnderDocumentedKeys() throws {
        var progress = try logger(includesFileName: true)
        runDownload(&progress)
        let integers: Set = [ProgressMetadataKey.completed, ProgressMetadataKey.total]
        let counts: Set = [ProgressMetadataKey.filesCompleted, ProgressMetadataKey.filesTotal]
        let doubles: Set = [ProgressMetadataKey.fraction, ProgressMetadataKey.bytesPerSecond, ProgressMetadataKey.unitsPerSecond,
                            ProgressMetadataKey.secondsRemaining, ProgressMetadataKey.secondsElapsed]
        let identifiers: Set = [ProgressMetadataKey.status, ProgressMetadataKey.outcome, ProgressMetadataKey.file]
        var seen: Set<String> = []
        for entry in handler.entries {
            for (key, value) in entry.metadata {
                seen.insert(key)
                switch value {
                case .stringConvertible(let number as Int64): #expect(integers.contains(key), "\(key) = \(number)")
                case .stringConvertible(let number as Int): #expect(counts.contains(key), "\(key) = \(number)")
                case .stringConvertible(let number as Double): #expect(doubles.contains(key), "\(key) = \(number)")
                case .string: #expect(identifiers.contains(key), "\(key)")
                default: Issue.record("\(key) has the value \(value)")
                }
            }
        }
        #expect(seen == [
            "progress.completed", "progress.total", "progress.fraction", "progress.bytes_per_second",
            "progress.seconds_remaining", "progress.seconds_elapsed", "progress.files_total", "progress.status",
            "progress.outcome", "progress.file",
        ])
    }

    @Test func genericUnitsHaveTheirOwnSpeedKey() throws {
        var progress = try logger()
        progress.update(ProgressSnapshot(totalUnitCount: 100), at: at(0))
        for second in 1...2 { progress.update(completed: Int64(second) * 20, at: at(second)) }
        let last = try #require(handler.entries.last)
        #expect(last.message.description == "40\u{00A0}% abgeschlossen: 40 von 100 – noch 3 Sekunden")
        #expect(last.metadata[ProgressMetadataKey.unitsPerSecond]?.description == "20.0")
        #expect(last.metadata[ProgressMetadataKey.bytesPerSecond] == nil)
    }

    @Test func theFileNameOnlyOnRequest() throws {
        var progress = try logger(includesFileName: true)
        runDownload(&progress)
        #expect(messages.first == "„Urlaub in Köln.mov“ wird heruntergeladen: wird gestartet")
        #expect(messages.last == "„Urlaub in Köln.mov“ wurde heruntergeladen: 48,0 MB – fertig, Dauer: 4 Sekunden")
        #expect(handler.entries.allSatisfy { $0.metadata[ProgressMetadataKey.file] == "Urlaub in Köln.mov" })
    }

    @Test func aFileURLStaysOutToo() throws {
        var progress = try logger()
        var snapshot = Self.download
        snapshot.fileDisplayName = nil
        snapshot.fileURL = URL(fileURLWithPath: "/home/kim/Kunden/Vertrag Müller.pdf")
        runDownload(&progress, snapshot: snapshot)
        #expect(!messages.contains { $0.contains("Vertrag") })
        #expect(handler.entries.allSatisfy { $0.metadata[ProgressMetadataKey.file] == nil })
    }

    @Test func aNameWithControlsIsMadeSafeInTheMetadata() throws {
        var progress = try logger(includesFileName: true)
        var snapshot = Self.download
        snapshot.fileDisplayName = "a\u{1B}[2Jb\u{202E}.mov"
        progress.update(snapshot, at: at(0))
        #expect(handler.entries.first?.metadata[ProgressMetadataKey.file] == "a␛[2Jb.mov")
        #expect(!messages.contains { $0.unicodeScalars.contains("\u{1B}") })
    }

    /// Time passes without updates: the logger says when to tick, and the tick logs the stall.
    @Test func aStallIsLoggedAtTheDeadline() throws {
        var progress = try logger()
        var deadline: ContinuousClock.Instant?
        progress.update(Self.download, at: at(0))
        for second in 1...3 { deadline = progress.update(completed: Int64(second) * 12_000_000, at: at(second)) }
        let due = try #require(deadline)
        #expect(progress.tick(at: due.advanced(by: .milliseconds(-1))) == due)
        #expect(handler.entries.count == 4)
        progress.tick(at: due)
        let stalled = try #require(handler.entries.last)
        #expect(handler.entries.count == 5)
        #expect(stalled.message.description == "1 Datei wird heruntergeladen: 36,0 MB von 48,0 MB – stockt")
        #expect(stalled.metadata[ProgressMetadataKey.status] == "stalled")
    }

    @Test func failedAndCancelledEndsSayHowTheyEnded() throws {
        var failing = try logger(level: .notice)
        failing.update(Self.download, at: at(0))
        failing.update(completed: 12_000_000, at: at(2))
        let ended = failing.fail(at: at(3))
        let end = try #require(ended)
        #expect(end.outcome == .failed)
        #expect(end.elapsed == .seconds(3))
        #expect(failing.cancel(at: at(4)) == nil)   // ended once: nothing more is logged
        #expect(messages.last == "1 Datei wird heruntergeladen: 12,0 MB von 48,0 MB – fehlgeschlagen")
        #expect(handler.entries.last?.metadata[ProgressMetadataKey.outcome] == "failed")
        #expect(handler.entries.last?.metadata[ProgressMetadataKey.status] == "failed")
        #expect(handler.entries.allSatisfy { $0.level == .notice })
        let count = handler.entries.count

        var cancelled = try logger()
        cancelled.update(Self.download, at: at(0))
        cancelled.cancel(at: at(1))
        #expect(messages.last == "1 Datei wird heruntergeladen: 0 kB von 48,0 MB – abgebrochen")
        #expect(handler.entries.count == count + 2)
        #expect(handler.entries.last?.metadata[ProgressMetadataKey.outcome] == "cancelled")
    }
}

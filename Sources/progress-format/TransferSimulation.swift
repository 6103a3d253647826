import ProgressFormat

/// A file transfer at a steady rate, as facts at any moment of its simulated clock.
///
///     let transfer = TransferSimulation(totalBytes: 10_000_000, bytesPerSecond: 1_000_000,
///                                       fileCount: nil, fileName: nil, operation: .downloading)
///     transfer.duration                // 10.0
///     transfer.snapshot(at: 4).completedUnitCount   // 4_000_000
///     // en: "Downloading files…" / "4.0 MB of 10.0 MB (1.0 MB/s) — 6 seconds remaining"
///
/// Before the first byte nothing is measured: no speed, no time remaining ("Starting…"). The elapsed
/// time is the simulated clock, so the end reads "10.0 MB — done in 10 seconds".
struct TransferSimulation: Sendable {
    /// The size of the transfer.
    var totalBytes: Int64
    /// The steady rate.
    var bytesPerSecond: Double
    /// How many files, if counted.
    var fileCount: Int?
    /// The file's display name, if named.
    var fileName: String?
    /// What is done to the files.
    var operation: ProgressSnapshot.FileOperationKind?

    /// Simulated seconds from start to end.
    var duration: Double {
        Double(totalBytes) / bytesPerSecond
    }

    /// Bytes done after `seconds` simulated seconds.
    func completedBytes(at seconds: Double) -> Int64 {
        let bytes = (bytesPerSecond * max(0, seconds)).rounded(.down)
        return bytes >= Double(totalBytes) ? totalBytes : Int64(bytes)
    }

    /// The part done after `seconds`, from 0 to 1.
    func fractionCompleted(at seconds: Double) -> Double {
        totalBytes == 0 ? 1 : Double(completedBytes(at: seconds)) / Double(totalBytes)
    }

    /// The facts after `seconds` simulated seconds.
    func snapshot(at seconds: Double) -> ProgressSnapshot {
        let completed = completedBytes(at: seconds)
        let isDone = completed == totalBytes
        var snapshot = ProgressSnapshot(completedUnitCount: completed, totalUnitCount: totalBytes, kind: .file,
                                        fileOperationKind: operation)
        snapshot.elapsedTime = max(0, seconds)
        snapshot.fileDisplayName = fileName
        if let fileCount {
            snapshot.fileTotalCount = fileCount
            snapshot.fileCompletedCount = isDone ? fileCount : Int(Double(fileCount) * fractionCompleted(at: seconds))
        }
        if !isDone && completed > 0 {
            snapshot.throughput = bytesPerSecond
            snapshot.estimatedTimeRemaining = max(0, duration - seconds)
        }
        return snapshot
    }
}

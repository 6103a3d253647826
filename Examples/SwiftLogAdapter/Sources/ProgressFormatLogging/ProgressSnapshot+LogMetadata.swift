import Foundation
import Logging
import ProgressFormat

extension ProgressSnapshot {
    /// The facts of this snapshot as ``ProgressMetadataKey`` metadata; `outcome` on the last line.
    func logMetadata(outcome: String?) -> Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        if completedUnitCount >= 0 { metadata[ProgressMetadataKey.completed] = .stringConvertible(completedUnitCount) }
        if totalUnitCount >= 0 { metadata[ProgressMetadataKey.total] = .stringConvertible(totalUnitCount) }
        if let fraction = fractionCompleted, fraction.isFinite, fraction >= 0 {
            metadata[ProgressMetadataKey.fraction] = .stringConvertible(fraction)
        }
        if let speed = Self.measured(throughput) {
            metadata[kind == .file ? ProgressMetadataKey.bytesPerSecond : ProgressMetadataKey.unitsPerSecond] = .stringConvertible(speed)
        }
        if let remaining = Self.measured(estimatedTimeRemaining) {
            metadata[ProgressMetadataKey.secondsRemaining] = .stringConvertible(remaining)
        }
        if let elapsed = Self.measured(elapsedTime) { metadata[ProgressMetadataKey.secondsElapsed] = .stringConvertible(elapsed) }
        if let files = fileCompletedCount, files >= 0 { metadata[ProgressMetadataKey.filesCompleted] = .stringConvertible(files) }
        if let files = fileTotalCount, files >= 0 { metadata[ProgressMetadataKey.filesTotal] = .stringConvertible(files) }
        if let status { metadata[ProgressMetadataKey.status] = .string(status.rawValue) }
        if let outcome { metadata[ProgressMetadataKey.outcome] = .string(outcome) }
        if let name = fileDisplayName ?? fileURL?.lastPathComponent, !name.isEmpty {
            metadata[ProgressMetadataKey.file] = .string(OutputPolicy.terminal(name))
        }
        return metadata
    }

    /// The snapshot with no file name or URL: what a log that must not name files is given.
    var withoutFileName: ProgressSnapshot {
        var snapshot = self
        snapshot.fileURL = nil
        snapshot.fileDisplayName = nil
        return snapshot
    }

    /// `value` rounded to three decimal places, when it is a measurement at all (finite, not negative).
    private static func measured(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return (value * 1000).rounded() / 1000
    }
}

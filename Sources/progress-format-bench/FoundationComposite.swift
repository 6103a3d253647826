import Foundation
import ProgressFormat

/// B — what a Linux user writes without ProgressFormat: Foundation's format styles for the
/// numbers and string interpolation for the English glue, for every sentence the workloads use.
///
/// The styles are created once and reused (the cheaper way). `ByteCountFormatStyle` formats
/// byte counts and rates (+ "/s"), `Duration.UnitsFormatStyle([.days, .hours, .minutes,
/// .seconds], .wide, maximumUnitCount 2)` the time remaining, `IntegerFormatStyle` counts and the
/// floored percentage:
///
///     en: "Downloading 9 files…"
///         "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
struct FoundationComposite {
    /// The locale of the numbers and units.
    let locale: Locale
    private let bytes: ByteCountFormatStyle
    private let duration: Duration.UnitsFormatStyle
    private let count: IntegerFormatStyle<Int64>
    private let percent: FloatingPointFormatStyle<Double>.Percent

    private static let verbs: [String: String] = [
        "downloading": "Downloading", "uploading": "Uploading", "decompressingAfterDownloading": "Decompressing",
        "receiving": "Receiving", "copying": "Copying", "duplicating": "Duplicating",
    ]

    /// Creates the styles for `identifier` (a BCP 47 tag or ICU ID).
    init(locale identifier: String) {
        locale = Locale(identifier: identifier)
        bytes = .byteCount(style: .file).locale(locale)
        duration = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                                             maximumUnitCount: 2).locale(locale)
        count = IntegerFormatStyle<Int64>(locale: locale)
        percent = FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(.fractionLength(0)).rounded(rule: .down)
    }

    /// Both lines of `snapshot`.
    func text(_ snapshot: ProgressSnapshot) -> ProgressText {
        ProgressText(description: description(snapshot), additionalDescription: additional(snapshot))
    }

    private func description(_ snapshot: ProgressSnapshot) -> String {
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        guard snapshot.kind == .file else {
            guard completed >= 0, total >= 1 else { return "" }
            return "\((Double(completed) / Double(total)).formatted(percent)) completed"
        }
        let verb = snapshot.fileOperationKind.flatMap { Self.verbs[$0.rawValue] } ?? "Processing"
        let files = snapshot.fileTotalCount ?? 1
        if files <= 1, let url = snapshot.fileURL {
            return "\(verb) “\(url.lastPathComponent)”…"
        }
        return "\(verb) \(Int64(files).formatted(count)) \(files == 1 ? "file" : "files")…"
    }

    private func additional(_ snapshot: ProgressSnapshot) -> String {
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        var line: String
        let status = snapshot.status
        let showsRate = status == nil || status == .estimating
        if snapshot.kind == .file, total > 0 {
            line = "\(completed.formatted(bytes)) of \(total.formatted(bytes))"
            let operation = snapshot.fileOperationKind
            if showsRate, let rate = snapshot.throughput,
               operation == .downloading || operation == .uploading || operation == .receiving {
                line += " (\(Int64(rate).formatted(bytes))/s)"
            }
        } else if snapshot.kind == .file, let done = snapshot.fileCompletedCount, let files = snapshot.fileTotalCount {
            line = "\(Int64(done).formatted(count)) of \(Int64(files).formatted(count)) \(files == 1 ? "file" : "files")"
        } else if total >= 1 {
            line = "\(completed.formatted(count)) of \(total.formatted(count))"
        } else {
            line = ""
        }
        if let status {
            line += status == .paused ? " — paused" : status == .estimating ? " — estimating time remaining…" : " — \(status)"
        } else if let remaining = snapshot.estimatedTimeRemaining, remaining.isFinite, remaining >= 0 {
            line += " — \(Duration.seconds(remaining.rounded()).formatted(duration)) remaining"
        }
        return line
    }
}

import Foundation
import ProgressFormat

/// B — what a Linux user writes without ProgressFormat: Foundation's format styles for the
/// numbers and string interpolation for the English glue.
///
/// The styles are created once and reused (the cheaper way; a fresh style per call costs about
/// the same on Linux, `apple-progress-text.md` §7.4).
///
///     en: "Downloading 9 files…"
///         "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
struct FoundationComposite {
    /// The locale of the numbers and units.
    let locale: Locale
    private let bytes: ByteCountFormatStyle
    private let duration: Duration.UnitsFormatStyle
    private let fileCount: IntegerFormatStyle<Int>
    private let count: IntegerFormatStyle<Int64>
    private let percent: FloatingPointFormatStyle<Double>.Percent

    /// Creates the styles for `identifier` (a BCP 47 tag or ICU ID).
    init(locale identifier: String) {
        locale = Locale(identifier: identifier)
        bytes = .byteCount(style: .file).locale(locale)
        duration = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .wide).locale(locale)
        fileCount = IntegerFormatStyle<Int>(locale: locale)
        count = IntegerFormatStyle<Int64>(locale: locale)
        percent = FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(.fractionLength(0)).rounded(rule: .down)
    }

    /// The "everything" pair: `ByteCountFormatStyle` for completed, total and throughput (+"/s"),
    /// `Duration.UnitsFormatStyle` for the time remaining.
    func everything(_ snapshot: ProgressSnapshot) -> ProgressText {
        let files = snapshot.fileTotalCount ?? 0
        let completed = snapshot.completedUnitCount.formatted(bytes)
        let total = snapshot.totalUnitCount.formatted(bytes)
        let rate = Int64(snapshot.throughput ?? 0).formatted(bytes)
        let remaining = Duration.seconds(snapshot.estimatedTimeRemaining ?? 0).formatted(duration)
        return ProgressText(
            description: "Downloading \(files.formatted(fileCount)) \(files == 1 ? "file" : "files")…",
            additionalDescription: "\(completed) of \(total) (\(rate)/s) — \(remaining) remaining")
    }

    /// The "plain-percent" pair: a floored whole percent and two grouped integers.
    func plainPercent(_ snapshot: ProgressSnapshot) -> ProgressText {
        let fraction = Double(snapshot.completedUnitCount) / Double(snapshot.totalUnitCount)
        return ProgressText(
            description: "\(fraction.formatted(percent)) completed",
            additionalDescription: "\(snapshot.completedUnitCount.formatted(count)) of \(snapshot.totalUnitCount.formatted(count))")
    }
}

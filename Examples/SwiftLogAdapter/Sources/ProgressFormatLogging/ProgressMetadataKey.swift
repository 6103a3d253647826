/// The metadata keys a ``ProgressLogger`` writes beside each line: stable, unlocalized, the same
/// in every language, so a log search or a dashboard can rely on them.
///
/// The facts are numbers (`Logger.MetadataValue.stringConvertible` of an `Int64`, an `Int` or a
/// `Double`), never text to parse; the status and the outcome are identifiers. A key is left
/// out when its fact is not known (no total yet, no estimate yet) or makes no sense (a
/// negative count, a NaN speed).
///
///     // One line of a 48 MB download, half done after 2 seconds (as ProgressLogger writes it):
///     logger.info("1 Datei wird heruntergeladen: 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden",
///                 metadata: ["progress.completed": .stringConvertible(24_000_000 as Int64),
///                            "progress.total": .stringConvertible(48_000_000 as Int64),
///                            "progress.fraction": .stringConvertible(0.5),
///                            "progress.bytes_per_second": .stringConvertible(12_000_000.0),
///                            "progress.seconds_remaining": .stringConvertible(2.0),
///                            "progress.seconds_elapsed": .stringConvertible(2.0),
///                            "progress.files_total": .stringConvertible(1)])
///
/// | key | value |
/// |---|---|
/// | `progress.completed` | the units done (`Int64`; bytes for files) |
/// | `progress.total` | the units to do in all (`Int64`) |
/// | `progress.fraction` | the part done, 0 to 1 (`Double`) |
/// | `progress.bytes_per_second` | the speed of a file operation (`Double`) |
/// | `progress.units_per_second` | the speed of any other operation (`Double`) |
/// | `progress.seconds_remaining` | the estimated time remaining (`Double`) |
/// | `progress.seconds_elapsed` | the time since the first update (`Double`) |
/// | `progress.files_completed` | the files done (`Int`) |
/// | `progress.files_total` | the files to do in all (`Int`) |
/// | `progress.status` | `paused`, `stalled`, `estimating`, `failed` or `cancelled` |
/// | `progress.outcome` | on the last line only: `finished`, `failed` or `cancelled` |
/// | `progress.file` | the file's name, only when the client opts in (``ProgressLogger/includesFileName``) |
///
/// Seconds and speeds are rounded to three decimal places; the fraction is as computed.
public enum ProgressMetadataKey {
    /// `progress.completed`: the units done (`Int64`; bytes for files).
    public static let completed = "progress.completed"
    /// `progress.total`: the units to do in all (`Int64`); absent while indeterminate.
    public static let total = "progress.total"
    /// `progress.fraction`: the part done, from 0 to 1 (`Double`), children included.
    public static let fraction = "progress.fraction"
    /// `progress.bytes_per_second`: the speed of a file operation (`Double`).
    public static let bytesPerSecond = "progress.bytes_per_second"
    /// `progress.units_per_second`: the speed of an operation that does not count bytes (`Double`).
    public static let unitsPerSecond = "progress.units_per_second"
    /// `progress.seconds_remaining`: the estimated time remaining (`Double`).
    public static let secondsRemaining = "progress.seconds_remaining"
    /// `progress.seconds_elapsed`: the time since the first update, or the time it took on the
    /// last line (`Double`).
    public static let secondsElapsed = "progress.seconds_elapsed"
    /// `progress.files_completed`: how many files are done (`Int`).
    public static let filesCompleted = "progress.files_completed"
    /// `progress.files_total`: how many files the operation works on (`Int`).
    public static let filesTotal = "progress.files_total"
    /// `progress.status`: the status identifier (`ProgressSnapshot.Status.rawValue`): `paused`,
    /// `stalled`, `estimating`, `failed`, `cancelled`.
    public static let status = "progress.status"
    /// `progress.outcome`: how the operation ended, on its last line only
    /// (`ProgressPresenter.End.Outcome.rawValue`): `finished`, `failed`, `cancelled`.
    public static let outcome = "progress.outcome"
    /// `progress.file`: the file's name as the text shows it (made safe for a terminal), only
    /// when the client asked for it with ``ProgressLogger/includesFileName``.
    public static let file = "progress.file"
}

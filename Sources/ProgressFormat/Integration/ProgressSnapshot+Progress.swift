public import Foundation

extension ProgressSnapshot {
    /// The facts of a Foundation `Progress` at this moment.
    ///
    /// On Linux, `Progress.localizedDescription` is `""` and the file facts live only in
    /// `userInfo`; this reads all of them:
    ///
    /// | `Progress`                                        | snapshot                        |
    /// |---------------------------------------------------|---------------------------------|
    /// | `totalUnitCount`, `completedUnitCount`            | `totalUnitCount`, `completedUnitCount` (for a file progress, see below) |
    /// | `fractionCompleted` (children included)           | `fractionCompleted`, when `totalUnitCount` > 0 |
    /// | `kind` (`"NSProgressKindFile"`)                   | `kind` `.file`; any other kind is generic |
    /// | `.fileOperationKindKey` (`"NSProgressFileOperationKindCopying"`…) | `fileOperationKind` `.copying`… (all six of Apple's, Linux's four included) |
    /// | `.fileURLKey` (`URL`)                             | `fileURL`                     |
    /// | `"NSProgressFileDisplayNameKey"` (Apple's private key) | `fileDisplayName`        |
    /// | `.fileTotalCountKey`, `.fileCompletedCountKey`    | `fileTotalCount`, `fileCompletedCount` |
    /// | `.throughputKey` (bytes per second)               | `throughput`                  |
    /// | `.estimatedTimeRemainingKey` (seconds)            | `estimatedTimeRemaining`      |
    /// | `isCancelled`, `.statusKey` (`"failed"`…), `isPaused` | `status`: `.cancelled` wins, then the key's, then `.paused` |
    ///
    /// Numbers may be stored as `NSNumber` or as Swift numbers; a value of the wrong type (a
    /// string where a number belongs, a `Bool`) is left out, never trapped on.
    ///
    ///     let progress = Progress(totalUnitCount: 5_356_456)
    ///     progress.kind = .file
    ///     progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
    ///     progress.setUserInfoObject(URL(fileURLWithPath: "/tmp/photos.zip"), forKey: .fileURLKey)
    ///     progress.completedUnitCount = 419_431
    ///     let text = try ProgressTextFormatter(locale: "en").format(ProgressSnapshot(progress))
    ///     // "Downloading “photos.zip”…", "419 kB of 5.4 MB"
    ///
    /// **Children.** Apple's "50% completed" comes from `fractionCompleted`, which counts the
    /// part of each child's work done so far; the parent's own `completedUnitCount` moves only
    /// when a child finishes. The snapshot carries both, so a parent with 0 of 10 units done and
    /// a child half way through its 10 reads "50% completed" · "0 of 10", as on Apple
    /// platforms. For a file progress, whose units are bytes, `completedUnitCount` is the
    /// larger of the parent's own count and `fractionCompleted × totalUnitCount` (rounded down,
    /// below the total until the parent's own count reaches it), so "419 kB of 5.4 MB" moves
    /// with each chunk a child copies rather than with each file it finishes.
    ///
    /// **Threads.** `Progress` is a class that any thread may change; each property is read
    /// once, under its own lock, so the snapshot is one consistent reading of each fact (not an
    /// atomic reading of all). Call this from any thread, as often as you draw.
    ///
    /// **ProgressManager.** The facts are plain values, so swift-foundation's `ProgressManager`
    /// (SF-0023) maps as thinly when it ships: `totalCount` (`nil` → −1) and `completedCount`
    /// to the unit counts, `fractionCompleted` as is; for bytes, the summaries of
    /// `totalByteCount` and `completedByteCount` (clamped to `Int64`) with `kind` `.file`;
    /// `totalFileCount` and `completedFileCount` to the file counts; the sum of the
    /// `throughput` summary; `estimatedTimeRemaining` in seconds, with its default `.seconds(0)`
    /// read as unknown (`nil`) until the work is finished; and the operation kind and file URL
    /// from the adopter's own `ProgressManager.Property` types (`FileOperationKind.init(rawValue:)`,
    /// `fileURL`). `ProgressManager` has no paused or cancelled state: `status` stays `nil`.
    public init(_ progress: Progress) {
        let total = progress.totalUnitCount
        let ownCompleted = progress.completedUnitCount
        let fraction = progress.fractionCompleted
        let isFile = progress.kind?.rawValue == ProgressKind.file.rawValue
        let userInfo = progress.userInfo
        let isCancelled = progress.isCancelled
        let isPaused = progress.isPaused

        var completed = ownCompleted
        if isFile, total > 0, ownCompleted < total, fraction.isFinite, fraction > 0 {
            let product = (fraction * Double(total)).rounded(.down)
            let throughChildren = product >= Double(total) ? total - 1 : Int64(product)
            completed = max(ownCompleted, throughChildren)
        }
        self.init(
            completedUnitCount: completed,
            totalUnitCount: total,
            kind: isFile ? .file : nil,
            fileOperationKind: UserInfoValue.fileOperationKind(userInfo[.fileOperationKindKey]),
            fileURL: UserInfoValue.url(userInfo[.fileURLKey]),
            fileDisplayName: UserInfoValue.string(userInfo[ProgressUserInfoKey("NSProgressFileDisplayNameKey")]),
            fileTotalCount: UserInfoValue.count(userInfo[.fileTotalCountKey]),
            fileCompletedCount: UserInfoValue.count(userInfo[.fileCompletedCountKey]),
            throughput: UserInfoValue.real(userInfo[.throughputKey]),
            estimatedTimeRemaining: UserInfoValue.real(userInfo[.estimatedTimeRemainingKey]),
            status: isCancelled ? .cancelled : UserInfoValue.status(userInfo[.statusKey]) ?? (isPaused ? .paused : nil),
            fractionCompleted: total > 0 ? fraction : nil
        )
    }
}

extension ProgressUserInfoKey {
    /// A status `Progress` has no property for, as a string: `"failed"` above all (also
    /// `"stalled"`, `"paused"`, `"estimating"`; see ``ProgressSnapshot/Status-swift.struct``).
    /// `Progress` can be cancelled but cannot fail; a producer whose work failed says so here,
    /// and ``ProgressSnapshot/init(_:)`` (and so a presenter polling the progress) reads it:
    ///
    ///     progress.setUserInfoObject("failed", forKey: .statusKey)   // "419 kB of 5.4 MB — failed"
    ///
    /// `isCancelled` wins over it; it wins over `isPaused`. An unknown value is ignored.
    public static let statusKey = ProgressUserInfoKey("ProgressFormatStatusKey")
}

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

extension Progress {
    /// Both localized lines for this progress, in `locale`: what Apple's
    /// `localizedDescription` and `localizedAdditionalDescription` say, which are `""` on Linux.
    ///
    ///     let progress = Progress(totalUnitCount: 5_356_456)
    ///     progress.kind = .file
    ///     progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
    ///     progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
    ///     progress.setUserInfoObject(50_000, forKey: .throughputKey)
    ///     progress.completedUnitCount = 419_431
    ///     let text = try progress.localizedText(locale: "de")
    ///     // text.description           == "9 Dateien werden heruntergeladen…"
    ///     // text.additionalDescription == "419 kB von 5,4 MB (50 kB/s)"
    ///
    /// The facts are read as ``ProgressSnapshot/init(_:)`` reads them. The formatter comes from
    /// a small cache shared by the whole process, one per locale string and width, so calling
    /// this on every redraw costs a formatting, not a formatter. To add an estimator's
    /// throughput and time remaining, format ``ProgressSnapshot/init(_:)``
    /// after ``ProgressSnapshot/apply(_:)`` instead.
    ///
    /// - Parameters:
    ///   - locale: A BCP 47 tag or a POSIX locale name (`de`, `de_DE.UTF-8`); on Linux use this
    ///     or ``ProgressTextFormatter/environmentLocale(_:)``, not `Locale.current` (always `en_001`).
    ///   - unitWidth: How wide the units are.
    /// - Throws: `ProgressFormatError` for a locale string that is malformed,
    ///   or one ICU has no data for (its ``ProgressFormatError/locale`` names it).
    public func localizedText(locale: String, unitWidth: ProgressTextFormatter.UnitWidth = .wide) throws(ProgressFormatError) -> ProgressText {
        try SharedFormatters.formatter(locale: locale, unitWidth: unitWidth).format(ProgressSnapshot(self))
    }

    /// Both localized lines for this progress, in a Foundation `Locale` (by its BCP 47
    /// identifier); see ``localizedText(locale:unitWidth:)-(String,_)``.
    ///
    ///     try progress.localizedText(locale: Locale(identifier: "fr_CA")).description
    ///
    /// - Throws: as ``localizedText(locale:unitWidth:)-(String,_)``.
    public func localizedText(locale: Locale, unitWidth: ProgressTextFormatter.UnitWidth = .wide) throws(ProgressFormatError) -> ProgressText {
        try localizedText(locale: locale.identifier(.bcp47), unitWidth: unitWidth)
    }
}

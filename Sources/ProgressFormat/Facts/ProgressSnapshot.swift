public import struct Foundation.URL

/// The facts of a running operation at one moment: what a progress bar knows.
///
/// The properties carry the names of Foundation's `Progress`, so code that ports from Apple
/// platforms reads the same. Every combination of values is accepted; values that make no sense
/// (a negative total, a NaN throughput) make the formatter leave the part out, never trap.
///
///     var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
///     snapshot.kind = .file
///     snapshot.fileOperationKind = .downloading
///     snapshot.fileTotalCount = 9
///     snapshot.throughput = 50_000
///     snapshot.estimatedTimeRemaining = 97
///     // en: "Downloading 9 files…"
///     //     "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
public struct ProgressSnapshot: Hashable, Sendable {
    /// The work done so far; bytes when ``kind`` is ``Kind-swift.struct/file``. Negative means unknown.
    public var completedUnitCount: Int64 = 0
    /// The work to do in all; bytes when ``kind`` is ``Kind-swift.struct/file``. Negative means
    /// indeterminate.
    public var totalUnitCount: Int64 = -1
    /// What the units count: `nil` for generic units, ``Kind-swift.struct/file`` for bytes.
    public var kind: Kind?
    /// What is done to the files; `nil` reads "Processing". Used only when ``kind`` is
    /// ``Kind-swift.struct/file``.
    public var fileOperationKind: FileOperationKind?
    /// The file being worked on; its last path component is shown.
    public var fileURL: URL?
    /// A name to show instead of the file URL's last path component (Foundation's private
    /// `NSProgressFileDisplayNameKey`); it wins over ``fileURL`` and ``fileTotalCount``.
    public var fileDisplayName: String?
    /// How many files the operation works on in all.
    public var fileTotalCount: Int?
    /// How many of those files are done.
    public var fileCompletedCount: Int?
    /// Bytes per second. Negative, NaN and infinite values are left out of the text.
    public var throughput: Double?
    /// Seconds until the operation is expected to finish. Negative, NaN and infinite values are
    /// left out of the text.
    public var estimatedTimeRemaining: Double?
    /// Seconds since the operation started. Once the work is done the text says how long it
    /// took ("5.4 MB — done in 14 seconds"); negative, NaN and infinite values are left out.
    /// ``ProgressEstimator`` supplies it from the times it was given.
    public var elapsedTime: Double?
    /// Paused, cancelled, stalled, failed or estimating; `nil` for an operation going its normal way.
    /// A status takes the place of the throughput and the time remaining (see ``Status-swift.struct``).
    public var status: Status?
    /// The fraction of the work done, children included, as Foundation's
    /// `Progress.fractionCompleted` reports it: a parent whose own ``completedUnitCount`` is 0
    /// can be half done through its children. When present (finite and not negative) the
    /// percentage of a generic progress is the larger of the fraction's and the counts', floored
    /// ("50% completed" for 0 of 10 units and a fraction of 0.5), and never 100% while
    /// ``completedUnitCount`` is below ``totalUnitCount``. The counts still decide whether there
    /// is a percentage at all (a total of at least 1, a completed count of at least 0) and still
    /// make the numbers line ("0 of 10"), as on Apple platforms.
    ///
    /// Unless one was set, it is the counts' fraction, as `Progress` computes it: `0.5` for 5 of
    /// 10; `nil` when there is none (no total, or a negative count), so a bar can draw any
    /// snapshot from it. It is never more than `1`: work done beyond its total (6 of 5, or a
    /// `Progress` reporting 1.2) is done, and reads "100% completed" and "100 percent", never
    /// "120%". A fraction set NaN, infinite or negative is passed over for the counts', as the
    /// text passes it over.
    ///
    ///     ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456).fractionCompleted  // 0.0783…
    ///     ProgressSnapshot(completedUnitCount: 6, totalUnitCount: 5).fractionCompleted                // 1
    ///     ProgressSnapshot(completedUnitCount: 5).fractionCompleted                                   // nil
    public var fractionCompleted: Double? {
        get {
            if let reported = reportedFractionCompleted, reported.isFinite, reported >= 0 { return min(reported, 1) }
            guard totalUnitCount > 0, completedUnitCount >= 0 else { return nil }
            return min(1, Double(completedUnitCount) / Double(totalUnitCount))
        }
        set { reportedFractionCompleted = newValue }
    }

    /// Whether the work is done, as Foundation's `Progress.isFinished` says it: a known total
    /// (at least 1) and a completed count that reached it. The text then says what was done and
    /// how long it took (``elapsedTime``), unless the ``status`` is failed or cancelled.
    public var isFinished: Bool {
        totalUnitCount > 0 && completedUnitCount >= totalUnitCount
    }

    /// Whether the work is done, as the text says it: finished (``isFinished``), or an operation
    /// with nothing to do (a total and a count of 0) that its producer said is done (a
    /// ``fractionCompleted`` of 1) — a zero-byte download ends too.
    var isDone: Bool {
        isFinished || totalUnitCount == 0 && completedUnitCount == 0 && reportedFractionCompleted == 1
    }

    /// The units done, children included: the completed count, or what
    /// ``fractionCompleted`` says of the total when that is more (a parent with its own 0 of 10
    /// done whose child is half way has done 5), never the whole total before it is finished.
    /// What an estimator measures.
    var workDone: Int64 {
        let own = max(0, completedUnitCount)
        guard totalUnitCount > 0, own < totalUnitCount, let fraction = reportedFractionCompleted,
              fraction.isFinite, fraction > 0 else { return own }
        let product = (fraction * Double(totalUnitCount)).rounded(.down)
        return max(own, product >= Double(totalUnitCount) ? totalUnitCount - 1 : Int64(product))
    }

    /// The fraction set by the caller or the `Progress` bridge (children included); `nil`: the
    /// counts say it all. What planning and the JSON form read.
    var reportedFractionCompleted: Double?

    /// Creates a snapshot; every fact has a default so call sites name only what they know.
    public init(
        completedUnitCount: Int64 = 0,
        totalUnitCount: Int64 = -1,
        kind: Kind? = nil,
        fileOperationKind: FileOperationKind? = nil,
        fileURL: URL? = nil,
        fileDisplayName: String? = nil,
        fileTotalCount: Int? = nil,
        fileCompletedCount: Int? = nil,
        throughput: Double? = nil,
        estimatedTimeRemaining: Double? = nil,
        elapsedTime: Double? = nil,
        status: Status? = nil,
        fractionCompleted: Double? = nil
    ) {
        self.completedUnitCount = completedUnitCount
        self.totalUnitCount = totalUnitCount
        self.kind = kind
        self.fileOperationKind = fileOperationKind
        self.fileURL = fileURL
        self.fileDisplayName = fileDisplayName
        self.fileTotalCount = fileTotalCount
        self.fileCompletedCount = fileCompletedCount
        self.throughput = throughput
        self.estimatedTimeRemaining = estimatedTimeRemaining
        self.elapsedTime = elapsedTime
        self.status = status
        self.fractionCompleted = fractionCompleted
    }
}

extension ProgressSnapshot {
    /// The state of an operation beyond its numbers: paused, cancelled or failed, or, as an
    /// estimator reports it, stalled or still estimating.
    ///
    /// A status takes the place of the speed and the time remaining, which would be frozen or
    /// stale:
    ///
    ///     snapshot.status = .paused       // "419 kB of 5.4 MB — paused"
    ///     snapshot.status = .stalled      // "419 kB of 5.4 MB — stalled"
    ///     snapshot.status = .failed       // "419 kB of 5.4 MB — failed"
    ///     snapshot.status = .estimating   // "419 kB of 5.4 MB (50 kB/s) — estimating time remaining…"
    ///
    /// Alone on a line it starts with a capital where the language has them ("Paused"). When
    /// several apply, set the strongest: failed, cancelled, then paused, then stalled, then
    /// estimating. Work that is done reads as done ("5.4 MB — done in 14 seconds") unless it
    /// failed or was cancelled.
    public struct Status: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The status's identifier, such as `"paused"`.
        public let rawValue: String

        /// Creates a status from its identifier; an unknown one reads like `nil`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Paused by the user or the app (Foundation's `Progress.isPaused`): "paused". The speed
        /// and time remaining are left out.
        public static let paused = Status(rawValue: "paused")
        /// Cancelled, and will not finish (`Progress.isCancelled`): "cancelled". The speed and
        /// time remaining are left out.
        public static let cancelled = Status(rawValue: "cancelled")
        /// Stopped by an error, and will not finish: "failed". The speed and time remaining are
        /// left out.
        public static let failed = Status(rawValue: "failed")
        /// No progress for a while: "stalled", instead of a stale speed and an endless time
        /// remaining.
        public static let stalled = Status(rawValue: "stalled")
        /// Not enough data yet to estimate the time remaining: "estimating time remaining…" in
        /// its place; a known speed is still shown.
        public static let estimating = Status(rawValue: "estimating")

        /// Every status the tables have words for (the CLI's `--status` values, in this order).
        /// A new status is a `static let` here, its place in this list, its message in planning
        /// (`messageKey`) and its words in every table.
        public static let allKnown: [Status] = [.paused, .cancelled, .failed, .stalled, .estimating]

        /// The identifier.
        public var description: String { rawValue }
    }
}

extension ProgressSnapshot {
    /// What the units of a progress count: generic work units, or bytes of files.
    ///
    /// Named after Foundation's `ProgressKind` (and nested, so the two never clash in a file
    /// that imports both). A snapshot whose ``ProgressSnapshot/kind`` is `nil` counts generic
    /// units and is described by its percentage ("7% completed"); a snapshot of kind ``file``
    /// counts bytes and is described by what is done to its files ("Downloading 9 files…").
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The kind's identifier, such as `"file"`.
        public let rawValue: String

        /// Creates a kind from its identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The units are bytes of one or more files.
        public static let file = Kind(rawValue: "file")

        /// The identifier.
        public var description: String { rawValue }
    }
}

extension ProgressSnapshot {
    /// What is being done to the files of a ``Kind-swift.struct/file`` progress.
    ///
    /// Named after Foundation's `Progress.FileOperationKind`. It chooses the verb of the
    /// description:
    ///
    ///     FileOperationKind.downloading   // "Downloading “photos.zip”…"
    ///     nil                             // "Processing “photos.zip”…"
    ///
    /// Throughput is shown only for ``downloading``, ``uploading`` and ``receiving``, as on Apple
    /// platforms. An unknown raw value reads like `nil` ("Processing").
    public struct FileOperationKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The operation's identifier, such as `"downloading"`.
        public let rawValue: String

        /// Creates an operation kind from its identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Files are being downloaded: "Downloading “photos.zip”…".
        public static let downloading = FileOperationKind(rawValue: "downloading")
        /// Files are being uploaded: "Uploading “photos.zip”…".
        public static let uploading = FileOperationKind(rawValue: "uploading")
        /// Downloaded files are being decompressed: "Decompressing “photos.zip”…".
        public static let decompressingAfterDownloading = FileOperationKind(rawValue: "decompressingAfterDownloading")
        /// Files are being received, for example over AirDrop: "Receiving “photos.zip”…".
        public static let receiving = FileOperationKind(rawValue: "receiving")
        /// Files are being copied: "Copying “photos.zip”…".
        public static let copying = FileOperationKind(rawValue: "copying")
        /// Files are being duplicated: "Duplicating “photos.zip”…".
        public static let duplicating = FileOperationKind(rawValue: "duplicating")

        /// Every operation kind that has its own verb, in Foundation's order.
        public static let allKnown: [FileOperationKind] = [
            .downloading, .uploading, .decompressingAfterDownloading, .receiving, .copying, .duplicating,
        ]

        /// The identifier.
        public var description: String { rawValue }

        // MARK: - Short names

        /// The keyword the tables' `operation` select uses: the identifier's first word
        /// ("decompressing" for ``decompressingAfterDownloading``) for every kind in
        /// ``allKnown``; "processing" for an operation the tables have no words for.
        public var shortName: String {
            guard Self.allKnown.contains(self) else { return Self.processingShortName }
            return String(rawValue.prefix { !$0.isUppercase })
        }

        /// The operation whose short name is `shortName`; `nil` for "processing" and any other word.
        public init?(shortName: String) {
            guard let operation = Self.allKnown.first(where: { $0.shortName == shortName }) else { return nil }
            self = operation
        }

        /// The select keyword of no known operation: "processing".
        public static let processingShortName = "processing"

        /// Every short name, "processing" last (the CLI's `--operation` values).
        public static var allShortNames: [String] { allKnown.map(\.shortName) + [processingShortName] }
    }
}

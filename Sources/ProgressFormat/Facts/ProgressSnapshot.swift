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

internal import ProgressTables

/// Apple's rules for `localizedDescription`: which sentence describes a snapshot.
///
/// - Generic units: "7% completed" (floored; at most "100% completed", however far the
///   completed count passes the total), or nothing when the total is unknown or zero. A
///   ``ProgressSnapshot/fractionCompleted`` (children included, as Apple's) can raise it.
/// - Files: a verb chosen by the operation kind, then one named file ("Downloading “photos.zip”…"),
///   a count ("Downloading 9 files…") or neither ("Downloading files…"). A display name wins over
///   everything; a count above one wins over the file URL.
/// - Finished files (``Moment/finished``): the completed verb, with no ellipsis ("Downloaded 6
///   files"); the short form, for narrow lines, is the verb alone ("Downloading…").
///
/// See `apple-progress-text.md` §2 for the source of each rule.
package enum DescriptionPlanner {
    /// Plans the description of `snapshot`; with `nameLength`, a file name is shortened in the
    /// middle to that many characters, and `short` asks for the short form of a file
    /// operation (both for a line fitted to a narrow terminal). `wholeName` keeps a long name
    /// whole, with no shortener's "…" (a log line, speech: see ``FileNamePolicy``).
    package static func plan(_ snapshot: ProgressSnapshot, nameLength: Int? = nil, short: Bool = false,
                             wholeName: Bool = false) -> PlannedText {
        if snapshot.kind == .file {
            return planFile(snapshot, nameLength: nameLength, short: short, wholeName: wholeName)
        }
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        guard completed >= 0, total >= 1 else { return .empty }
        var percent = PercentRounding.flooredPercent(completed: completed, total: total)
        // Children only add to the counts' fraction: take the larger, and never 100% while the
        // counts say the work is unfinished.
        if let fractionPercent = snapshot.reportedFractionCompleted.flatMap(PercentRounding.flooredPercent(fraction:)) {
            percent = max(percent, completed < total ? min(fractionPercent, 99) : fractionPercent)
        }
        return .message(PlannedMessage(.percentCompleted, [PlannedArgument(ArgumentName.percent, .percent(percent), field: .percent)]))
    }

    /// Whether `snapshot` and `other` are planned the same description by
    /// ``plan(_:nameLength:short:wholeName:)``: the facts it is planned from are the same — for a
    /// file its operation, name, URL and file count and whether it is finished; otherwise the
    /// counts and the reported fraction. A stream's formatter asks this on every update to reuse
    /// the last description (``Described``): the two are borrowed, their fields read in place.
    package static func describesAlike(_ snapshot: borrowing ProgressSnapshot, _ other: borrowing ProgressSnapshot) -> Bool {
        guard snapshot.kind == other.kind else { return false }
        if snapshot.kind == .file {
            return snapshot.fileTotalCount == other.fileTotalCount && snapshot.fileOperationKind == other.fileOperationKind
                && (Moment(snapshot) == .finished) == (Moment(other) == .finished)
                && same(snapshot.fileDisplayName, other.fileDisplayName) && same(snapshot.fileURL, other.fileURL)
        }
        return snapshot.completedUnitCount == other.completedUnitCount && snapshot.totalUnitCount == other.totalUnitCount
            && snapshot.reportedFractionCompleted.map(\.bitPattern) == other.reportedFractionCompleted.map(\.bitPattern)
    }

    /// `a == b`, without copying either into a pair of optionals first (as `Optional`'s `==` does).
    private static func same<Value: Equatable>(_ a: Value?, _ b: Value?) -> Bool {
        guard let a else { return b == nil }
        guard let b else { return false }
        return a == b
    }

    private static func planFile(_ snapshot: ProgressSnapshot, nameLength: Int?, short: Bool, wholeName: Bool) -> PlannedText {
        let keyword = snapshot.fileOperationKind?.shortName ?? ProgressSnapshot.FileOperationKind.processingShortName
        let operation = PlannedArgument(ArgumentName.operation, .keyword(keyword))
        let finished = Moment(snapshot) == .finished
        if short {
            return .message(PlannedMessage(finished ? .fileOperationFinishedUnnamed : .fileOperationShort, [operation]))
        }
        var name = FileNamePolicy.displayName(snapshot.fileDisplayName, whole: wholeName)
        // A negative file count is as good as no count.
        var count = snapshot.fileTotalCount.flatMap { $0 >= 0 ? $0 : nil }
        if count == nil || count.map({ $0 <= 1 }) == true {
            if name == nil, let url = snapshot.fileURL {
                name = FileNamePolicy.lastPathComponent(of: url, whole: wholeName)
            }
            if name != nil || snapshot.fileURL != nil {
                count = 1
            }
        }
        if let name {
            let shown = nameLength.map { FileNamePolicy.shortened(name, toLength: $0) } ?? name
            return .message(PlannedMessage(finished ? .fileOperationFinishedNamed : .fileOperationNamed, [
                operation, PlannedArgument(ArgumentName.fileName, .fileName(shown), field: .fileName),
            ]))
        }
        guard let count else {
            return .message(PlannedMessage(finished ? .fileOperationFinishedUnnamed : .fileOperationUnnamed, [operation]))
        }
        return .message(PlannedMessage(finished ? .fileOperationFinishedCounted : .fileOperationCounted, [
            operation, PlannedArgument(ArgumentName.fileCount, .count(Int64(count)), field: .fileCount),
        ]))
    }
}

/// Where an operation is in its life, as the text tells it: the planning rule that turns
/// "0 kB of 5.4 MB" into "Starting…" and "5.4 MB of 5.4 MB — 0 seconds remaining" into
/// "Downloaded 6 files" / "5.4 MB — done in 14 seconds".
///
/// - starting: nothing has arrived yet (no unit done of a known total, or of a file transfer
///   whose size is not known yet; no file done, no speed above zero, no fraction done through
///   children either) and no status but estimating;
/// - finished: done (``ProgressSnapshot/isFinished``, or nothing to do and a fraction of 1) and
///   neither failed nor cancelled;
/// - running: everything else, said as before (a status, when set, ends the line).
enum Moment: Equatable {
    case starting
    case running
    case finished

    /// The moment `snapshot` is at.
    init(_ snapshot: borrowing ProgressSnapshot) {
        let status = snapshot.status
        if status == .failed || status == .cancelled {
            self = .running
        } else if snapshot.isDone {
            self = .finished
        } else if status == nil || status == .estimating, snapshot.completedUnitCount == 0,
                  snapshot.totalUnitCount > 0 || snapshot.kind == .file, (snapshot.fileCompletedCount ?? 0) <= 0,
                  !((snapshot.throughput ?? 0) > 0), !((snapshot.reportedFractionCompleted ?? 0) > 0) {
            self = .starting
        } else {
            self = .running
        }
    }
}

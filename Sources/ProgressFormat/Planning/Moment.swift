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

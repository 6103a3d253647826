/// Decides when an operation deserves a line in a log or an announcement by a screen reader:
/// the start, milestones, each change of status and the end — not every update.
///
/// A terminal redraws its two lines on every update; a log that wrote one line per update
/// would drown (a CI log, journald), and a screen reader that spoke every percent would fall
/// behind its user. Feed the cadence each snapshot with the time it was taken (seconds, from any
/// origin); it answers why a line is due, or `nil`:
///
///     var cadence = ProgressCadence.log
///     for (snapshot, time) in updates {
///         if cadence.reason(for: snapshot, at: time) != nil {
///             print(formatter.logLine(for: snapshot))
///         }
///     }
///
/// The rules, in order:
/// 1. the first snapshot is the ``Reason-swift.enum/start`` (or the ``Reason-swift.enum/finish``,
///    when it is already done);
/// 2. the end is always due: finished work (``ProgressSnapshot/isFinished``), and a change to
///    failed or cancelled; nothing is due after it;
/// 3. no other line comes sooner than ``minimumInterval`` after the last one;
/// 4. a change of status (paused, stalled, resumed; estimating counts as running);
/// 5. a milestone: the fraction done crossed a multiple of ``milestoneFraction`` (10 %);
/// 6. ``quietInterval`` seconds without a line (a slow operation still says it is alive).
///
/// The two presets keep a one-hour transfer to a few dozen log lines and a screen reader to an
/// announcement every ten seconds at most. Every input is accepted: times that go backwards or
/// are not finite make no line due but the start and the end.
public struct ProgressCadence: Hashable, Sendable {
    /// Why a line is due.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The first snapshot.
        case start
        /// The fraction done crossed a milestone.
        case milestone
        /// The status changed (paused, stalled, resumed, failed, cancelled).
        case statusChange
        /// Nothing was said for ``ProgressCadence/quietInterval`` seconds.
        case quiet
        /// The work is done.
        case finish
    }

    /// The step between milestones, as a fraction of the work: `0.1` says every 10 %. Taken as at
    /// least `0.001`; `0` or less (or not finite) says no milestones.
    public var milestoneFraction: Double
    /// Seconds without a line after which one is due; `nil` for none.
    public var quietInterval: Double?
    /// The fewest seconds between two lines, but for the start and the end.
    public var minimumInterval: Double

    /// For logs and pipes: every 10 %, a line after 5 minutes of quiet, at most one a second.
    public static let log = ProgressCadence(milestoneFraction: 0.1, quietInterval: 300, minimumInterval: 1)
    /// For screen readers: every 10 %, never more often than every 10 seconds, no quiet lines
    /// (a status change says a transfer stalled).
    public static let speech = ProgressCadence(milestoneFraction: 0.1, quietInterval: nil, minimumInterval: 10)

    /// When the last line was due.
    private var lastTime: Double?
    /// The last milestone reached (the fraction done over the step, floored).
    private var lastMilestone = 0
    /// The status the last line said (estimating counts as none).
    private var lastStatus: ProgressSnapshot.Status?
    /// Whether the end was said.
    private var ended = false

    /// A cadence with these rules, before its first snapshot.
    public init(milestoneFraction: Double, quietInterval: Double?, minimumInterval: Double) {
        self.milestoneFraction = milestoneFraction
        self.quietInterval = quietInterval
        self.minimumInterval = minimumInterval
    }

    /// Why a line is due for `snapshot`, taken at `time` seconds, or `nil` when none is; a due
    /// line is counted as said.
    public mutating func reason(for snapshot: ProgressSnapshot, at time: Double) -> Reason? {
        guard !ended else { return nil }
        let status = snapshot.status == .estimating ? nil : snapshot.status
        let milestone = milestone(of: snapshot)
        let failed = status == .failed || status == .cancelled
        if snapshot.isFinished && !failed || failed && status != lastStatus {
            ended = true
            return failed ? .statusChange : .finish
        }
        guard let lastTime else {
            said(at: time, status: status, milestone: milestone)
            return .start
        }
        let since = time - lastTime
        guard since >= minimumInterval else { return nil }
        let reason: Reason
        if status != lastStatus {
            reason = .statusChange
        } else if milestone > lastMilestone {
            reason = .milestone
        } else if let quietInterval, since >= quietInterval {
            reason = .quiet
        } else {
            return nil
        }
        said(at: time, status: status, milestone: milestone)
        return reason
    }

    private mutating func said(at time: Double, status: ProgressSnapshot.Status?, milestone: Int) {
        lastTime = time.isFinite ? time : lastTime ?? 0
        lastStatus = status
        lastMilestone = max(lastMilestone, milestone)
    }

    /// The milestone `snapshot` reached: its fraction done over the step, floored (0 without a
    /// fraction or a step).
    private func milestone(of snapshot: ProgressSnapshot) -> Int {
        guard milestoneFraction.isFinite, milestoneFraction > 0,
              let fraction = snapshot.fractionCompleted, fraction.isFinite, fraction > 0 else { return 0 }
        // A hair over the quotient: 0.3 / 0.1 is 2.9999999999999996 in binary.
        return Int((min(fraction, 1) / max(milestoneFraction, 0.001) + 1e-9).rounded(.down))
    }
}

/// Decides when an operation deserves a line in a log or an announcement by a screen reader:
/// the start, milestones, each change of status and the end — not every update.
///
/// A terminal redraws its two lines on every update; a log that wrote one line per update
/// would drown (a CI log, journald), and a screen reader that spoke every percent would fall
/// behind its user. Feed the cadence each snapshot with the time it was taken (an instant of any
/// clock whose durations are `Duration`, or the time since an origin of your choosing); it
/// answers why a line is due, or `nil`:
///
///     var cadence = ProgressCadence.log
///     for (snapshot, instant) in updates {
///         if cadence.reason(for: snapshot, at: instant) != nil {
///             print(formatter.logLine(for: snapshot))
///         }
///     }
///
/// ``ProgressPresenter`` keeps a cadence per channel for you, and says when to ask again when no
/// update comes (a quiet line is due with no new snapshot).
///
/// The rules, in order:
/// 1. the first snapshot is the ``Reason-swift.enum/start`` (or the ``Reason-swift.enum/finish``,
///    when it is already done);
/// 2. the end is always due: finished work (``ProgressSnapshot/isFinished``), and a change to
///    failed or cancelled; nothing is due after it;
/// 3. no other line comes sooner than ``minimumSpacing`` after the last one;
/// 4. a change of status (paused, stalled, resumed; estimating counts as running);
/// 5. a milestone: the fraction done crossed a multiple of ``milestoneFraction`` (10 %);
/// 6. ``quiet`` without a line (a slow operation still says it is alive).
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
        /// Nothing was said for ``ProgressCadence/quiet``.
        case quiet
        /// The work is done.
        case finish
    }

    /// The step between milestones, as a fraction of the work: `0.1` says every 10 %. Taken as at
    /// least `0.001`; `0` or less (or not finite) says no milestones.
    public var milestoneFraction: Double
    /// How long without a line makes one due; `nil` for never.
    public var quiet: Duration?
    /// The least time between two lines, but for the start and the end.
    public var minimumSpacing: Duration

    /// For logs and pipes: every 10 %, a line after 5 minutes of quiet, at most one a second.
    public static let log = ProgressCadence(milestoneFraction: 0.1, quiet: .seconds(300), minimumSpacing: .seconds(1))
    /// For screen readers: every 10 %, never more often than every 10 seconds, no quiet lines
    /// (a status change says a transfer stalled).
    public static let speech = ProgressCadence(milestoneFraction: 0.1, quiet: nil, minimumSpacing: .seconds(10))

    /// When the last line was due, in seconds from the origin.
    private var lastTime: Double?
    /// The last milestone reached (the fraction done over the step, floored).
    private var lastMilestone = 0
    /// The status the last line said (estimating counts as none).
    private var lastStatus: ProgressSnapshot.Status?
    /// Whether the end was said.
    private var ended = false
    /// The instant taken as time 0 by the instant overload: the first one it saw.
    private var origin: ClockOrigin?

    /// A cadence with these rules, before its first snapshot.
    public init(milestoneFraction: Double, quiet: Duration?, minimumSpacing: Duration) {
        self.milestoneFraction = milestoneFraction
        self.quiet = quiet
        self.minimumSpacing = minimumSpacing
    }

    /// Why a line is due for `snapshot`, taken at `instant` (of any clock whose durations are
    /// `Duration`; the first instant is the origin), or `nil` when none is; a due line is counted
    /// as said.
    public mutating func reason<Instant: InstantProtocol>(for snapshot: ProgressSnapshot, at instant: Instant) -> Reason?
    where Instant.Duration == Duration {
        if origin == nil { origin = ClockOrigin(instant) }
        let seconds = origin?.offset(of: instant).map(ClockOrigin.seconds) ?? .nan
        return reason(for: snapshot, atSeconds: seconds)
    }

    /// Why a line is due for `snapshot`, taken at `time` since an origin of your choosing, or
    /// `nil` when none is; a due line is counted as said.
    public mutating func reason(for snapshot: ProgressSnapshot, at time: Duration) -> Reason? {
        reason(for: snapshot, atSeconds: ClockOrigin.seconds(time))
    }

    // MARK: Seconds (deprecated)

    /// How long without a line makes one due, in seconds (deprecated: ``quiet``).
    @available(*, deprecated, renamed: "quiet")
    public var quietInterval: Double? {
        get { quiet.map(ClockOrigin.seconds) }
        set { quiet = newValue.flatMap { $0.isFinite && $0 >= 0 ? .seconds($0) : nil } }
    }

    /// The fewest seconds between two lines (deprecated: ``minimumSpacing``).
    @available(*, deprecated, renamed: "minimumSpacing")
    public var minimumInterval: Double {
        get { ClockOrigin.seconds(minimumSpacing) }
        set { minimumSpacing = newValue.isFinite && newValue >= 0 ? .seconds(newValue) : .zero }
    }

    /// A cadence with these rules, in seconds (deprecated: ``init(milestoneFraction:quiet:minimumSpacing:)``).
    @available(*, deprecated, renamed: "init(milestoneFraction:quiet:minimumSpacing:)")
    public init(milestoneFraction: Double, quietInterval: Double?, minimumInterval: Double) {
        self.init(milestoneFraction: milestoneFraction,
                  quiet: quietInterval.flatMap { $0.isFinite && $0 >= 0 ? .seconds($0) : nil },
                  minimumSpacing: minimumInterval.isFinite && minimumInterval >= 0 ? .seconds(minimumInterval) : .zero)
    }

    /// Why a line is due for `snapshot`, taken at `time` seconds (deprecated: pass a `Duration`
    /// or an instant).
    @available(*, deprecated, message: "pass the time as a Duration (.seconds(time)) or an instant of a clock")
    public mutating func reason(for snapshot: ProgressSnapshot, at time: Double) -> Reason? {
        reason(for: snapshot, atSeconds: time)
    }

    // MARK: The rules

    mutating func reason(for snapshot: ProgressSnapshot, atSeconds time: Double) -> Reason? {
        guard !ended else { return nil }
        let status = snapshot.status == .estimating ? nil : snapshot.status
        let milestone = milestone(of: snapshot)
        let failed = status == .failed || status == .cancelled
        if snapshot.isDone && !failed || failed && status != lastStatus {
            ended = true
            return failed ? .statusChange : .finish
        }
        guard let lastTime else {
            said(at: time, status: status, milestone: milestone)
            return .start
        }
        let since = time - lastTime
        guard since >= ClockOrigin.seconds(minimumSpacing) else { return nil }
        let reason: Reason
        if status != lastStatus {
            reason = .statusChange
        } else if milestone > lastMilestone {
            reason = .milestone
        } else if let quiet, since >= ClockOrigin.seconds(quiet) {
            reason = .quiet
        } else {
            return nil
        }
        said(at: time, status: status, milestone: milestone)
        return reason
    }

    /// When, in seconds from the origin, a line will be due for `snapshot` with no change to it:
    /// a milestone or status change held back by ``minimumSpacing``, or a quiet line; `nil` when
    /// none will come (the end was said, no line yet, nothing pending and no quiet line).
    func deadlineSeconds(for snapshot: ProgressSnapshot) -> Double? {
        guard !ended, let lastTime else { return nil }
        let status = snapshot.status == .estimating ? nil : snapshot.status
        if status != lastStatus || milestone(of: snapshot) > lastMilestone {
            return lastTime + ClockOrigin.seconds(minimumSpacing)
        }
        return quiet.map { lastTime + max(ClockOrigin.seconds($0), ClockOrigin.seconds(minimumSpacing)) }
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

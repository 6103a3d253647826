/// The presenter's logic, on one time scale: the time since the operation's first update. Not
/// generic, so it is compiled once; ``ProgressPresenter`` is its thin generic face over a clock,
/// whose methods are inlined into the caller (specialized there, the clock's instants cost
/// nothing more than the `Duration` between them).
@usableFromInline
struct PresenterCore: Sendable {
    let stream: ProgressTextStream
    let channels: ProgressChannels
    let redrawInterval: Duration
    let countdownInterval: Duration
    private var estimator: ProgressEstimator
    private var logCadence: ProgressCadence
    private var speechCadence: ProgressCadence
    /// The facts as last given.
    private(set) var latest = ProgressSnapshot()
    /// Whether `latest` has not been looked at yet.
    private var pending = false
    /// Until when an update is only kept: the last look plus the redraw interval.
    private var keptUntil: Duration?
    /// The time of the last look, in seconds, and as it was given.
    private var lastLook = -Double.infinity
    private var lastLookTime: Duration?
    /// The time of the last redraw, in seconds.
    private var lastRedraw: Duration?
    /// Whether the last redraw showed a time remaining (which counts down).
    private var countingDown = false
    /// The status the producer last gave (a change is looked at at once).
    private var givenStatus: ProgressSnapshot.Status?
    /// Whether anything was given yet.
    var started: Bool { start != nil }
    /// The time of the first update, in seconds: where the elapsed time counts from (a group's
    /// operations share the group's time scale, and each starts when it starts).
    private var start: Double?
    /// When to ask again with no update, as the time since the first update (the last answer's).
    @usableFromInline private(set) var deadline: Duration?
    /// The end, once said.
    @usableFromInline private(set) var end: ProgressEnd?

    @usableFromInline
    init(formatter: ProgressTextFormatter, channels: ProgressChannels, redrawInterval: Duration, countdownInterval: Duration,
         logCadence: ProgressCadence, speechCadence: ProgressCadence, estimator: ProgressEstimator.Configuration) {
        self.stream = ProgressTextStream(formatter)
        self.channels = channels
        self.redrawInterval = max(.zero, redrawInterval)
        self.countdownInterval = countdownInterval
        self.estimator = ProgressEstimator(configuration: estimator)
        self.logCadence = logCadence
        self.speechCadence = speechCadence
    }

    var formatter: ProgressTextFormatter { stream.formatter }

    // MARK: Updates

    /// Takes `snapshot` at `time`: kept only when it comes within the redraw interval of the
    /// last look and neither ends the operation nor changes its status; looked at otherwise.
    @usableFromInline
    mutating func update(_ snapshot: consuming ProgressSnapshot, at time: Duration) -> ProgressPresentation {
        if keep(snapshot, at: time) { return .nothing }
        return lookAtUpdate(at: time)
    }

    /// Keeps `snapshot` as the latest facts; `true` when that is all there is to do (the update
    /// is within the redraw interval of the last look, with the status given last and not done,
    /// and the deadline is the end of that interval), `false` when it must be looked at
    /// (``lookAtUpdate(at:)``) — or after the end, when nothing is due.
    @usableFromInline
    mutating func keep(_ snapshot: consuming ProgressSnapshot, at time: Duration) -> Bool {
        guard end == nil else { return false }
        if start == nil { start = ClockOrigin.seconds(time) }
        latest = snapshot
        pending = true
        // The status was looked at already when it is the one given last (a failure ended it).
        if latest.status == givenStatus, let keptUntil, time < keptUntil, !latest.isDone {
            deadline = keptUntil
            return true
        }
        return false
    }

    /// Looks at the update just kept.
    @usableFromInline
    mutating func lookAtUpdate(at time: Duration) -> ProgressPresentation {
        guard end == nil else { return .nothing }
        givenStatus = latest.status
        return look(at: time, newSample: true)
    }

    /// New counts at `time`; the other facts of the last update stay.
    @usableFromInline
    mutating func update(completed: Int64, total: Int64?, at time: Duration) -> ProgressPresentation {
        var snapshot = latest
        snapshot.completedUnitCount = completed
        if let total { snapshot.totalUnitCount = total }
        return update(snapshot, at: time)
    }

    /// What is due at `time` with no update.
    @usableFromInline
    mutating func tick(at time: Duration) -> ProgressPresentation {
        guard end == nil, started else { return .nothing }
        return look(at: time, newSample: pending)
    }

    /// Ends the operation at `time` as `outcome` says: finished (the counts taken as complete —
    /// a known total reached, an unknown one made what was done), failed or cancelled.
    @usableFromInline
    mutating func end(_ outcome: ProgressEnd.Outcome, at time: Duration) -> ProgressPresentation {
        guard end == nil else { return .nothing }
        var snapshot = latest
        switch outcome {
        case .finished:
            if snapshot.totalUnitCount > 0 {
                snapshot.completedUnitCount = max(snapshot.completedUnitCount, snapshot.totalUnitCount)
            } else {
                snapshot.totalUnitCount = max(0, snapshot.completedUnitCount)
                snapshot.completedUnitCount = snapshot.totalUnitCount
            }
            snapshot.status = nil
        case .failed: snapshot.status = .failed
        case .cancelled: snapshot.status = .cancelled
        }
        return ending(snapshot, outcome, at: time)
    }

    /// Keeps `snapshot`'s facts for the next counts without looking at them.
    mutating func keep(_ snapshot: ProgressSnapshot) {
        latest = snapshot
    }

    /// The redraw of the facts as they are at `time` (the end's, once ended), looking at a kept
    /// update first; for a group, which redraws its members together.
    mutating func currentRedraw(at time: Duration) -> ProgressRedraw {
        if let end { return ProgressRedraw(snapshot: end.snapshot, stream: stream) }
        let seconds = max(ClockOrigin.seconds(time), lastLook.isFinite ? lastLook : 0)
        if pending {
            estimator.record(completed: latest.workDone, total: latest.totalUnitCount, atSeconds: seconds)
            pending = false
        }
        return ProgressRedraw(snapshot: shown(latest, at: seconds), stream: stream)
    }

    // MARK: The look

    /// Looks at the latest facts at `time`: what is due, and when to look again.
    private mutating func look(at instant: Duration, newSample: Bool) -> ProgressPresentation {
        // Never back in time; kept until exactly one redraw interval after this look.
        let now = max(instant, lastLookTime ?? instant)
        lastLookTime = now
        keptUntil = now + redrawInterval
        let time = ClockOrigin.seconds(now)
        lastLook = time
        if newSample {
            estimator.record(completed: latest.workDone, total: latest.totalUnitCount, atSeconds: time)
            pending = false
        }
        let snapshot = shown(latest, at: time)
        switch snapshot.status {
        case ProgressSnapshot.Status.failed?: return ending(snapshot, .failed, seconds: time)
        case ProgressSnapshot.Status.cancelled?: return ending(snapshot, .cancelled, seconds: time)
        default: if snapshot.isDone { return ending(snapshot, .finished, seconds: time) }
        }
        var due = ProgressPresentation()
        if channels.contains(.terminal) {
            due.redraw = ProgressRedraw(snapshot: snapshot, stream: stream)
            lastRedraw = now
            countingDown = snapshot.estimatedTimeRemaining != nil
        }
        if channels.contains(.log), logCadence.reason(for: snapshot, atSeconds: time) != nil {
            due.logLine = formatter.logLine(for: snapshot)
        }
        if channels.contains(.speech), speechCadence.reason(for: snapshot, atSeconds: time) != nil {
            due.announcement = formatter.spokenText(for: snapshot)
        }
        deadline = nextLook(after: now, seconds: time, shown: snapshot)
        return due
    }

    /// When to look again with no update: the earliest of a kept update's look, the countdown's
    /// next second, the stall, and the cadences' next lines — as durations, converting from
    /// seconds only what the estimator and the cadences count in seconds.
    private func nextLook(after now: Duration, seconds time: Double, shown snapshot: ProgressSnapshot) -> Duration? {
        var next: Duration?
        func consider(_ candidate: Duration) {
            if let current = next, current <= candidate { return }
            next = candidate
        }
        func consider(seconds candidate: Double) {
            if candidate.isFinite { consider(.seconds(max(0, candidate))) }
        }
        if pending, let keptUntil { consider(keptUntil) }
        if channels.contains(.terminal), countingDown, let lastRedraw {
            consider(lastRedraw + max(countdownInterval, redrawInterval))
        }
        if latest.throughput == nil, latest.estimatedTimeRemaining == nil, let stall = estimator.stallTime(after: time) {
            consider(seconds: stall)
        }
        if channels.contains(.log), let line = logCadence.deadlineSeconds(for: snapshot) { consider(seconds: line) }
        if channels.contains(.speech), let line = speechCadence.deadlineSeconds(for: snapshot) { consider(seconds: line) }
        return next.map { max($0, now) }
    }

    /// The facts to show at `time`: the estimator's speed, time remaining and state where the
    /// update brought none, and the elapsed time since the first update.
    private func shown(_ given: ProgressSnapshot, at time: Double) -> ProgressSnapshot {
        var snapshot = given
        let elapsed = snapshot.elapsedTime
        if given.throughput == nil, given.estimatedTimeRemaining == nil {
            snapshot.apply(estimator.estimate(atSeconds: time))
        }
        snapshot.elapsedTime = elapsed ?? max(0, time - (start ?? time))
        return snapshot
    }

    private mutating func ending(_ snapshot: ProgressSnapshot, _ outcome: ProgressEnd.Outcome, at time: Duration) -> ProgressPresentation {
        let time = max(ClockOrigin.seconds(time), lastLook.isFinite ? lastLook : 0)
        if start == nil { start = time }
        latest = snapshot
        estimator.record(completed: snapshot.workDone, total: snapshot.totalUnitCount, atSeconds: time)
        var shown = shown(snapshot, at: time)
        shown.status = snapshot.status
        return ending(shown, outcome, seconds: time)
    }

    /// The end: said once on every channel, whatever the cadences.
    private mutating func ending(_ snapshot: ProgressSnapshot, _ outcome: ProgressEnd.Outcome, seconds time: Double) -> ProgressPresentation {
        var final = snapshot
        final.throughput = nil
        final.estimatedTimeRemaining = nil
        if outcome == .finished {
            final.status = nil
            if !final.isFinished { final.fractionCompleted = 1 }
        }
        let elapsed = Duration.seconds(final.elapsedTime ?? max(0, time - (start ?? time)))
        deadline = nil
        let end = ProgressEnd(outcome: outcome, elapsed: elapsed, snapshot: final, text: stream.format(final))
        self.end = end
        var due = ProgressPresentation()
        due.end = end
        if channels.contains(.terminal) { due.redraw = ProgressRedraw(snapshot: final, stream: stream) }
        if channels.contains(.log) { due.logLine = formatter.logLine(for: final) }
        if channels.contains(.speech) { due.announcement = formatter.spokenText(for: final) }
        return due
    }

}

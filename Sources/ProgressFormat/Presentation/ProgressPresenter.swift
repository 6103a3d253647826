/// The loop around the text of one operation, without I/O: feed it each update and the time, and
/// it says what is due now — a redraw, a log line, an announcement, or the end — and when to
/// ask again.
///
/// A progress bar needs more than two strings: an estimate of the speed and the time remaining
/// from its samples, a decision of *when* to say something (at most ten redraws a second, a log
/// line at milestones, an announcement a screen reader can keep up with), the end said once
/// (finished, failed or cancelled, with the time it took). The presenter owns those: an
/// ``ProgressEstimator``, a ``ProgressCadence`` per channel and a ``ProgressTextStream``. It
/// draws nothing: ``ProgressPresenter/Redraw`` hands a bar author the lines fitted to their width,
/// the fraction and the direction to fill in; `ProgressFormatTerminal` draws them on a terminal.
///
///     var presenter = ProgressPresenter(formatter: formatter, channels: [.terminal, .log])
///     for chunk in download {
///         let due = presenter.update(completed: chunk.received, total: size)
///         if let redraw = due.redraw { bar.show(redraw.text(columns: 80), fraction: redraw.fraction) }
///         if let line = due.logLine { logger.info(line) }
///     }
///     let end = presenter.finish()   // "Downloaded “photos.zip”" / "5.4 MB — done in 14 seconds"
///
/// **Time passes without updates.** A stall, a quiet log line, a redraw held back by the
/// throttle, the countdown of the time remaining: each is due with no new snapshot. Every
/// answer carries a ``Presentation/deadline``; call ``tick(at:)`` then (or at the next update,
/// whichever comes first).
///
/// **One kind of time.** Instants come from the clock you pass (any `Clock` whose durations are
/// `Duration`: `ContinuousClock` by default, a test's manual clock, a replay's); every method
/// takes an instant, or reads the clock when you pass none. The elapsed time is measured from
/// the first update.
///
/// **Cost.** An update within ``Configuration/redrawInterval`` of the last one that was looked at
/// is only kept (a few dozen instructions); the estimator, the cadences and the text run at
/// most ten times a second, and the text only when something is due. An update that finishes,
/// fails or cancels is looked at at once.
///
/// Facts the update brings win over the estimator's: a snapshot with its own ``ProgressSnapshot/throughput``
/// or ``ProgressSnapshot/estimatedTimeRemaining`` keeps them, one with its own
/// ``ProgressSnapshot/elapsedTime`` keeps it.
public struct ProgressPresenter<C: Clock>: Sendable where C.Duration == Duration {
    /// How often a presenter redraws, and the cadences and estimator it keeps.
    public struct Configuration: Sendable {
        /// The shortest time between two redraws, and between two looks at the updates:
        /// 100 ms, at most ten a second (as tqdm and rich refresh).
        public var redrawInterval: Duration = .milliseconds(100)
        /// How often the time remaining is redrawn with no update, so it counts down: 1 s.
        public var countdownInterval: Duration = .seconds(1)
        /// When a log line is due.
        public var logCadence: ProgressCadence = .log
        /// When an announcement is due.
        public var speechCadence: ProgressCadence = .speech
        /// The estimator's tuning.
        public var estimator: ProgressEstimator.Configuration = .init()

        /// The defaults: 10 redraws a second, the countdown each second, the log and speech presets.
        public init() {}
    }

    /// The formatter and this operation's memory of its text.
    public let stream: ProgressTextStream
    /// The clock instants come from.
    public let clock: C
    /// The channels this presenter writes for.
    public let channels: ProgressChannels
    /// The intervals, cadences and estimator it keeps.
    public let configuration: Configuration

    private var estimator: ProgressEstimator
    private var logCadence: ProgressCadence
    private var speechCadence: ProgressCadence
    /// The first update's instant: time 0.
    private var origin: C.Instant?
    /// The facts as last given.
    private var latest = ProgressSnapshot()
    /// Whether `latest` has not been looked at yet.
    private var pending = false
    /// The time of the last look, in seconds from the origin.
    private var lastLook = -Double.infinity
    /// The time of the last redraw, in seconds from the origin.
    private var lastRedraw = -Double.infinity
    /// Whether the last redraw showed a time remaining (which counts down).
    private var countingDown = false
    /// The status the producer last gave (a change is looked at at once).
    private var givenStatus: ProgressSnapshot.Status?
    /// The end, once said.
    public private(set) var end: End?

    /// A presenter for one operation, with text from `formatter`, instants from `clock`.
    public init(formatter: ProgressTextFormatter, clock: C, channels: ProgressChannels = [.terminal],
                configuration: Configuration = Configuration()) {
        self.stream = ProgressTextStream(formatter)
        self.clock = clock
        self.channels = channels
        self.configuration = configuration
        self.estimator = ProgressEstimator(configuration: configuration.estimator)
        self.logCadence = configuration.logCadence
        self.speechCadence = configuration.speechCadence
    }

    /// The formatter whose locale and tables the text follows.
    public var formatter: ProgressTextFormatter { stream.formatter }

    // MARK: Updates

    /// Takes the facts of `snapshot` at `instant` (the clock's now when `nil`) and says what is
    /// due. Nothing is due after the end.
    public mutating func update(_ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) -> Presentation {
        guard end == nil else { return Presentation() }
        let now = instant ?? clock.now
        let time = seconds(at: now)
        latest = snapshot
        pending = true
        let ends = snapshot.isDone || snapshot.status == .failed || snapshot.status == .cancelled
        // A nanosecond of slack: an update exactly one interval after the last look is looked at,
        // whatever the rounding of seconds as `Double`.
        if !ends, snapshot.status == givenStatus, time < lastLook + redrawSeconds - 1e-9 {
            return Presentation(deadline: self.instant(atSeconds: lastLook + redrawSeconds))
        }
        givenStatus = snapshot.status
        return look(at: time, newSample: true)
    }

    /// Takes new counts at `instant`: the last snapshot's other facts stay (the kind, the file,
    /// the operation). `total` `nil` keeps the last total.
    public mutating func update(completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) -> Presentation {
        var snapshot = latest
        snapshot.completedUnitCount = completed
        if let total { snapshot.totalUnitCount = total }
        return update(snapshot, at: instant)
    }

    /// What is due at `instant` with no new update: call it at a ``Presentation/deadline``.
    public mutating func tick(at instant: C.Instant? = nil) -> Presentation {
        guard end == nil, origin != nil else { return Presentation() }
        return look(at: seconds(at: instant ?? clock.now), newSample: pending)
    }

    /// Ends the operation as finished at `instant`: the counts are taken as complete (a known
    /// total is reached; an unknown one becomes what was done). Says "Downloaded 6 files" /
    /// "5.4 MB — done in 14 seconds" on every channel.
    public mutating func finish(at instant: C.Instant? = nil) -> Presentation {
        guard end == nil else { return Presentation() }
        var snapshot = latest
        if snapshot.totalUnitCount > 0 {
            snapshot.completedUnitCount = max(snapshot.completedUnitCount, snapshot.totalUnitCount)
        } else {
            snapshot.totalUnitCount = max(0, snapshot.completedUnitCount)
            snapshot.completedUnitCount = snapshot.totalUnitCount
        }
        snapshot.status = nil
        return ending(snapshot, .finished, at: instant)
    }

    /// Ends the operation as failed at `instant`: "419 kB of 5.4 MB — failed".
    public mutating func fail(at instant: C.Instant? = nil) -> Presentation {
        guard end == nil else { return Presentation() }
        var snapshot = latest
        snapshot.status = .failed
        return ending(snapshot, .failed, at: instant)
    }

    /// Ends the operation as cancelled at `instant`: "419 kB of 5.4 MB — cancelled".
    public mutating func cancel(at instant: C.Instant? = nil) -> Presentation {
        guard end == nil else { return Presentation() }
        var snapshot = latest
        snapshot.status = .cancelled
        return ending(snapshot, .cancelled, at: instant)
    }

    // MARK: For a group

    /// Keeps `snapshot`'s facts for the next counts, without looking at them (a group's new
    /// operation, before its first update).
    mutating func keep(_ snapshot: ProgressSnapshot) {
        latest = snapshot
    }

    /// The redraw of the facts as they are at `instant` (the end's, once ended), looking at a
    /// kept update first; for a group, which redraws its members together.
    mutating func currentRedraw(at instant: C.Instant) -> Redraw {
        if let end { return Redraw(snapshot: end.snapshot, stream: stream) }
        let time = max(seconds(at: instant), lastLook.isFinite ? lastLook : 0)
        if pending {
            estimator.record(completed: latest.workDone, total: latest.totalUnitCount, atSeconds: time)
            pending = false
        }
        return Redraw(snapshot: shown(latest, at: time), stream: stream)
    }

    // MARK: The look

    private var redrawSeconds: Double { ClockOrigin.seconds(configuration.redrawInterval) }

    /// Seconds from the origin to `instant`; the first instant becomes the origin.
    private mutating func seconds(at instant: C.Instant) -> Double {
        guard let origin else {
            origin = instant
            return 0
        }
        return ClockOrigin.seconds(origin.duration(to: instant))
    }

    /// The instant `seconds` after the origin.
    private func instant(atSeconds seconds: Double) -> C.Instant? {
        guard let origin, seconds.isFinite else { return nil }
        return origin.advanced(by: .seconds(max(0, seconds)))
    }

    /// Looks at the latest facts at `time`: what is due, and when to look again.
    private mutating func look(at time: Double, newSample: Bool) -> Presentation {
        let time = max(time, lastLook.isFinite ? lastLook : time)
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
        var due = Presentation()
        if channels.contains(.terminal) {
            due.redraw = Redraw(snapshot: snapshot, stream: stream)
            lastRedraw = time
            countingDown = snapshot.estimatedTimeRemaining != nil
        }
        if channels.contains(.log), logCadence.reason(for: snapshot, atSeconds: time) != nil {
            due.logLine = formatter.logLine(for: snapshot)
        }
        if channels.contains(.speech), speechCadence.reason(for: snapshot, atSeconds: time) != nil {
            due.announcement = formatter.spokenText(for: snapshot)
        }
        due.deadline = self.instant(atSeconds: nextLook(after: time, shown: snapshot))
        return due
    }

    /// When to look again with no update, in seconds from the origin.
    private func nextLook(after time: Double, shown snapshot: ProgressSnapshot) -> Double {
        var next = Double.infinity
        if pending { next = min(next, lastLook + redrawSeconds) }
        if channels.contains(.terminal), countingDown {
            next = min(next, lastRedraw + max(ClockOrigin.seconds(configuration.countdownInterval), redrawSeconds))
        }
        if latest.throughput == nil, latest.estimatedTimeRemaining == nil, let stall = estimator.stallTime(after: time) {
            next = min(next, stall)
        }
        if channels.contains(.log), let line = logCadence.deadlineSeconds(for: snapshot) { next = min(next, line) }
        if channels.contains(.speech), let line = speechCadence.deadlineSeconds(for: snapshot) { next = min(next, line) }
        return max(next, time)
    }

    /// The facts to show at `time`: the estimator's speed, time remaining and state where the
    /// update brought none, and the elapsed time since the first update.
    private func shown(_ given: ProgressSnapshot, at time: Double) -> ProgressSnapshot {
        var snapshot = given
        let elapsed = snapshot.elapsedTime
        if given.throughput == nil, given.estimatedTimeRemaining == nil {
            snapshot.apply(estimator.estimate(atSeconds: time))
        }
        snapshot.elapsedTime = elapsed ?? max(0, time)
        return snapshot
    }

    private mutating func ending(_ snapshot: ProgressSnapshot, _ outcome: End.Outcome, at instant: C.Instant?) -> Presentation {
        let time = seconds(at: instant ?? clock.now)
        latest = snapshot
        estimator.record(completed: snapshot.workDone, total: snapshot.totalUnitCount, atSeconds: time)
        var shown = shown(snapshot, at: time)
        shown.status = snapshot.status
        return ending(shown, outcome, seconds: time)
    }

    /// The end: said once on every channel, whatever the cadences.
    private mutating func ending(_ snapshot: ProgressSnapshot, _ outcome: End.Outcome, seconds time: Double) -> Presentation {
        var final = snapshot
        final.throughput = nil
        final.estimatedTimeRemaining = nil
        if outcome == .finished {
            final.status = nil
            if !final.isFinished { final.fractionCompleted = 1 }
        }
        let elapsed = Duration.seconds(final.elapsedTime ?? max(0, time))
        let end = End(outcome: outcome, elapsed: elapsed, snapshot: final, text: stream.format(final))
        self.end = end
        var due = Presentation()
        due.end = end
        if channels.contains(.terminal) { due.redraw = Redraw(snapshot: final, stream: stream) }
        if channels.contains(.log) { due.logLine = formatter.logLine(for: final) }
        if channels.contains(.speech) { due.announcement = formatter.spokenText(for: final) }
        return due
    }
}

extension ProgressPresenter where C == ContinuousClock {
    /// A presenter for one operation, with text from `formatter`, on the `ContinuousClock`.
    public init(formatter: ProgressTextFormatter, channels: ProgressChannels = [.terminal],
                configuration: Configuration = Configuration()) {
        self.init(formatter: formatter, clock: ContinuousClock(), channels: channels, configuration: configuration)
    }
}

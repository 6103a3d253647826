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
/// throttle, the countdown of the time remaining: each is due with no new snapshot. After every
/// answer, ``deadline`` says when; call ``tick(at:)`` then (or at the next update, whichever
/// comes first).
///
/// **One kind of time.** Instants come from the clock you pass (any `Clock` whose durations are
/// `Duration`: `ContinuousClock` by default, a test's manual clock, a replay's); every method
/// takes an instant, or reads the clock when you pass none. The elapsed time is measured from
/// the first update.
///
/// **Cost.** An update within ``Configuration/redrawInterval`` of the last one that was looked at
/// is only kept; the estimator, the cadences and the text run at most ten times a second, and the
/// text only when something is due. An update that finishes, fails or cancels is looked at at
/// once. The methods are inlined into the caller, so the clock's instants cost what the
/// `Duration` between them costs (BENCHMARKS.md has the instructions per update).
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

    /// What is due after an update or a tick.
    public typealias Presentation = ProgressPresentation
    /// A redraw: the facts shown, the text fitted to a width, the fraction and the direction.
    public typealias Redraw = ProgressRedraw
    /// The end of an operation: how it ended, how long it took, what it says.
    public typealias End = ProgressEnd

    /// The clock instants come from.
    public let clock: C
    /// The channels this presenter writes for.
    public let channels: ProgressChannels
    /// The intervals, cadences and estimator it keeps.
    public let configuration: Configuration
    @usableFromInline var core: PresenterCore
    /// The first update's instant: time 0.
    @usableFromInline var origin: C.Instant?

    /// A presenter for one operation, with text from `formatter`, instants from `clock`.
    public init(formatter: ProgressTextFormatter, clock: C, channels: ProgressChannels = [.terminal],
                configuration: Configuration = Configuration()) {
        self.clock = clock
        self.channels = channels
        self.configuration = configuration
        core = PresenterCore(formatter: formatter, channels: channels, redrawInterval: configuration.redrawInterval,
                             countdownInterval: configuration.countdownInterval, logCadence: configuration.logCadence,
                             speechCadence: configuration.speechCadence, estimator: configuration.estimator)
    }

    /// The formatter and this operation's memory of its text.
    public var stream: ProgressTextStream { core.stream }
    /// The formatter whose locale and tables the text follows.
    public var formatter: ProgressTextFormatter { core.stream.formatter }
    /// The end, once said.
    @inlinable public var end: End? { core.end }

    /// When something may be due with no update — a stall, a quiet log line, a redraw held back
    /// by the throttle, the countdown of the time remaining: call ``tick(at:)`` then, unless an
    /// update comes first. `nil`: nothing will be due before the next update (or after the end).
    @inlinable public var deadline: C.Instant? {
        guard let offset = core.deadline, let origin else { return nil }
        return origin.advanced(by: offset)
    }

    // MARK: Updates

    /// Takes the facts of `snapshot` at `instant` (the clock's now when `nil`) and says what is
    /// due. Nothing is due after the end.
    @inlinable
    public mutating func update(_ snapshot: consuming ProgressSnapshot, at instant: C.Instant? = nil) -> Presentation {
        let time = offset(of: instant)
        // The common case first: an update within the redraw interval is only kept.
        if core.keep(snapshot, at: time) { return .nothing }
        return core.lookAtUpdate(at: time)
    }

    /// Takes new counts at `instant`: the last snapshot's other facts stay (the kind, the file,
    /// the operation). `total` `nil` keeps the last total.
    @inlinable
    public mutating func update(completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) -> Presentation {
        let time = offset(of: instant)
        return core.update(completed: completed, total: total, at: time)
    }

    /// What is due at `instant` with no new update: call it at the ``deadline``.
    @inlinable
    public mutating func tick(at instant: C.Instant? = nil) -> Presentation {
        guard origin != nil else { return .nothing }
        let time = offset(of: instant)
        return core.tick(at: time)
    }

    /// Ends the operation as finished at `instant`: the counts are taken as complete (a known
    /// total is reached; an unknown one becomes what was done). Says "Downloaded 6 files" /
    /// "5.4 MB — done in 14 seconds" on every channel.
    @inlinable
    public mutating func finish(at instant: C.Instant? = nil) -> Presentation {
        let time = offset(of: instant)
        return core.end(.finished, at: time)
    }

    /// Ends the operation as failed at `instant`: "419 kB of 5.4 MB — failed".
    @inlinable
    public mutating func fail(at instant: C.Instant? = nil) -> Presentation {
        let time = offset(of: instant)
        return core.end(.failed, at: time)
    }

    /// Ends the operation as cancelled at `instant`: "419 kB of 5.4 MB — cancelled".
    @inlinable
    public mutating func cancel(at instant: C.Instant? = nil) -> Presentation {
        let time = offset(of: instant)
        return core.end(.cancelled, at: time)
    }

    // MARK: The clock's instants

    /// The time from the first update to `instant` (the clock's now when `nil`); the first
    /// instant becomes the origin.
    @inlinable
    mutating func offset(of instant: C.Instant?) -> Duration {
        let now = instant ?? clock.now
        guard let origin else {
            origin = now
            return .zero
        }
        return origin.duration(to: now)
    }
}

extension ProgressPresenter where C == ContinuousClock {
    /// A presenter for one operation, with text from `formatter`, on the `ContinuousClock`.
    public init(formatter: ProgressTextFormatter, channels: ProgressChannels = [.terminal],
                configuration: Configuration = Configuration()) {
        self.init(formatter: formatter, clock: ContinuousClock(), channels: channels, configuration: configuration)
    }
}

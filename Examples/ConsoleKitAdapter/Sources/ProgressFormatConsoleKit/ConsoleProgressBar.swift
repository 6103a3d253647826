public import ConsoleKitTerminal
public import ProgressFormat
import Synchronization

/// A progress bar drawn by console-kit with ProgressFormat's text: console-kit's
/// `ActivityIndicator` animates it, redraws it in place and knows the terminal; a
/// ``ProgressPresenter`` decides what it says, in the user's language, and says the end once.
///
///     let terminal = Terminal()
///     let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
///     let bar = ConsoleProgressBar(console: terminal, formatter: formatter)
///     bar.start(ProgressSnapshot(totalUnitCount: size, kind: .file, fileOperationKind: .downloading,
///                                fileTotalCount: 1))
///     for try await chunk in body { bar.update(completed: received) }   // the total reached ends it
///
/// With `LANG=de_DE.UTF-8`, on a terminal (redrawn in place, ``ProgressActivity`` has the
/// layout):
///
///     1 Datei wird heruntergeladen…
///     [============             ] 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden
///
/// and at the end:
///
///     1 Datei wurde heruntergeladen
///     [=========================] 48,0 MB – fertig, Dauer: 3 Sekunden
///
/// **Who does what.** console-kit draws: its `ActivityIndicator`'s timer sets the frame rate
/// (the presenter's ``ProgressPresenter/Configuration/redrawInterval``, 10 frames a second),
/// it clears the last frame before the next, tells a terminal from a pipe, styles the text and
/// renders the bar. The presenter decides what the frame says: the estimator's speed and time
/// remaining, the countdown and a stall when no update comes (each frame lets it catch up with
/// the clock), and the end — finished, failed or cancelled, with the time it took.
///
/// **Off a terminal** console-kit draws no frames: the output has the start when the bar is
/// started and the end when it ends, each one line ("1 Datei wird heruntergeladen: wird
/// gestartet" … "1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 3 Sekunden").
/// For log lines as the work goes on, write through a logger (the swift-log adapter) or use
/// `ProgressFormatTerminal`.
///
/// **Interrupts.** Like console-kit, the bar installs no signal handler. On Ctrl-C, call
/// ``cancel(at:)`` from your handler: it draws the cancelled line.
///
/// Every method may be called from any thread or task. A bar dropped while running ends as
/// cancelled, so console-kit's timer never outlives it.
public final class ConsoleProgressBar<C: Clock>: Sendable where C.Duration == Duration {
    /// The console the bar is drawn on.
    public let console: any Console
    /// What console-kit draws at each frame; draw a frame yourself with its
    /// `outputActivityIndicator(to:state:)`.
    public let activity: ProgressActivity<C>
    private let feed: ProgressFeed<C>
    private let indicator: ActivityIndicator<ProgressActivity<C>>
    private let refreshRate: Int
    private let started = Atomic(false)

    /// A bar on `console` whose text comes from `formatter`, its instants from `clock`.
    ///
    /// - Parameters:
    ///   - console: Where console-kit draws: `Terminal()` for standard output.
    ///   - formatter: The text's language and tables:
    ///     `ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)` for the user's.
    ///   - clock: Where instants come from when a method is given none, and each frame's.
    ///   - configuration: The presenter's intervals, cadences and estimator; its
    ///     ``ProgressPresenter/Configuration/redrawInterval`` is console-kit's frame interval.
    public init(console: any Console, formatter: ProgressTextFormatter, clock: C,
                configuration: ProgressPresenter<C>.Configuration = .init()) {
        self.console = console
        self.feed = ProgressFeed(presenter: ProgressPresenter(formatter: formatter, clock: clock, channels: [.terminal],
                                                              configuration: configuration))
        self.activity = ProgressActivity(feed: feed, console: console)
        self.indicator = activity.newActivity(for: console)
        let interval = configuration.redrawInterval
        self.refreshRate = max(1, Int(interval / .milliseconds(1)))
    }

    /// Ends a bar still running as cancelled ("… – abgebrochen"), which stops console-kit's timer.
    deinit {
        if started.load(ordering: .acquiring), !feed.hasEnded { cancel() }
    }

    /// Takes the operation's first facts at `instant` (the clock's now when `nil`) and starts
    /// console-kit's indicator: frames on a terminal, the start line anywhere else. Call it
    /// once, before any update; a second call is an update.
    public func start(_ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) {
        let end = feed.feed { $0.update(snapshot, at: instant) }
        if !started.exchange(true, ordering: .acquiringAndReleasing) { indicator.start(refreshRate: refreshRate) }
        if let end { stop(end) }
    }

    /// Takes the facts of `snapshot` at `instant`; drawn at the next frame. A snapshot that
    /// finishes the work, or says it failed or was cancelled, ends the bar.
    public func update(_ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) {
        if let end = feed.feed({ $0.update(snapshot, at: instant) }) { stop(end) }
    }

    /// Takes new counts at `instant`; the other facts stay. `total` `nil` keeps the last total.
    /// Reaching the total ends the bar as finished.
    public func update(completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) {
        if let end = feed.feed({ $0.update(completed: completed, total: total, at: instant) }) { stop(end) }
    }

    /// Ends the bar as finished: "1 Datei wurde heruntergeladen" / "48,0 MB – fertig, Dauer: 3 Sekunden".
    ///
    /// - Returns: The end; `nil` when the bar had ended already (nothing is drawn).
    @discardableResult
    public func finish(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(feed.feed { $0.finish(at: instant) })
    }

    /// Ends the bar as failed: "12,0 MB von 48,0 MB – fehlgeschlagen", in console-kit's error style.
    @discardableResult
    public func fail(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(feed.feed { $0.fail(at: instant) })
    }

    /// Ends the bar as cancelled: "12,0 MB von 48,0 MB – abgebrochen", in console-kit's error style.
    @discardableResult
    public func cancel(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(feed.feed { $0.cancel(at: instant) })
    }

    private func ending(_ end: ProgressPresenter<C>.End?) -> ProgressPresenter<C>.End? {
        if let end { stop(end) }
        return end
    }

    /// Stops console-kit's indicator, which clears the last frame and draws the end. Outside
    /// the feed's lock: console-kit waits for its timer, whose frames take that lock.
    private func stop(_ end: ProgressPresenter<C>.End) {
        if end.outcome == .finished { indicator.succeed() } else { indicator.fail() }
    }
}

extension ConsoleProgressBar where C == ContinuousClock {
    /// A bar on `console` whose text comes from `formatter`, on the `ContinuousClock`.
    ///
    /// - Parameters:
    ///   - console: Where console-kit draws: `Terminal()` for standard output.
    ///   - formatter: The text's language and tables.
    ///   - configuration: The presenter's intervals, cadences and estimator.
    public convenience init(console: any Console, formatter: ProgressTextFormatter,
                            configuration: ProgressPresenter<C>.Configuration = .init()) {
        self.init(console: console, formatter: formatter, clock: ContinuousClock(), configuration: configuration)
    }
}

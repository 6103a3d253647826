public import Foundation
public import ProgressFormat
import Synchronization

/// Progress bars on a terminal, with ProgressFormat's text: redrawn in place where the output is
/// a terminal, log lines anywhere else, a screen reader's words on request.
///
///     let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
///     let terminal = ProgressTerminal(formatter: formatter)          // standard error
///     let download = terminal.add(ProgressSnapshot(totalUnitCount: size, kind: .file,
///                                                  fileOperationKind: .downloading, fileDisplayName: "photos.zip"))
///     for try await chunk in body {
///         received += chunk.count
///         download.update(completed: received)                       // redrawn at most 10 times a second
///     }
///     download.finish()   // "Downloaded “photos.zip”" / "5.4 MB — done in 14 seconds"
///
/// What it does for you:
/// - **A terminal** (`isatty` on the output, and not `TERM=dumb`): the description, a bar
///   that fills in the text's direction (from the right in Arabic and Hebrew) with the
///   percentage as the locale writes it, and the details, redrawn in place at most ten times a
///   second, each line fitted to the terminal's width read at each redraw (`TIOCGWINSZ`, then
///   `$COLUMNS`); several operations get a line each and a total. The cursor is hidden while
///   bars run and shown again when the last one ends, or when the terminal is dropped. Colours
///   unless `NO_COLOR` is set; an ASCII bar when the locale's encoding is not UTF-8.
/// - **Anywhere else** (a pipe, a file, CI, journald): the log lines ``ProgressCadence/log``
///   decides on — the start, every 10 %, a change of status, the end — with no escape sequence.
/// - **Speech** (``Options/Channel-swift.enum/speech``): what a screen reader should announce, as
///   lines, at ``ProgressCadence/speech``'s pace.
/// - **Lines of your own** above the bars, without breaking them: ``write(_:)``.
/// - **Time passes without updates**: a stall, the countdown of the time remaining and a redraw
///   held back by the throttle are drawn by a task that wakes at the presenter's deadlines.
///
/// **Interrupts stay the app's.** No signal handler is installed unless
/// ``Options/handlesInterrupts`` is set. Then SIGINT and SIGTERM write each running operation's
/// cancelled line and show the cursor, put back the handlers that were there before and raise
/// the signal again — the process ends by it, or the app's own handler runs; Ctrl-Z shows the
/// cursor and a resumed process redraws. An app with its own shutdown (swift-service-lifecycle)
/// leaves the option off and calls ``cancelAll()`` itself. Windows is not supported.
public final class ProgressTerminal<C: Clock>: Sendable where C.Duration == Duration {
    /// How a terminal shows progress.
    public struct Options: Sendable {
        /// What the terminal writes.
        public enum Channel: Hashable, Sendable {
            /// Redrawn bars on a terminal, log lines anywhere else.
            case automatic
            /// Redrawn bars, wherever the output goes.
            case terminal
            /// Log lines, even on a terminal.
            case log
            /// A screen reader's announcements, as lines.
            case speech
        }

        /// What to write; ``Channel-swift.enum/automatic`` by default.
        public var channel: Channel = .automatic
        /// Whether to handle SIGINT, SIGTERM and SIGTSTP (see ``ProgressTerminal``); off by default.
        public var handlesInterrupts = false
        /// Whether a task redraws at the deadlines between updates (a stall, the countdown); on
        /// by default. A test that drives time itself turns it off and calls ``tick(at:)``.
        public var ticksAutomatically = true
        /// The longest bar, in cells.
        public var maximumBarCells = 50
        /// The presenter's intervals, cadences and estimator.
        public var presenter: ProgressPresenter<C>.Configuration = .init()

        /// The defaults.
        public init() {}
    }

    /// The formatter of the text.
    public let formatter: ProgressTextFormatter
    /// The clock instants come from.
    public let clock: C
    /// The options it was made with.
    public let options: Options
    let output: any TerminalOutput
    let environment: TerminalEnvironment
    /// Whether bars are redrawn in place (otherwise lines are written).
    let redraws: Bool
    let colors: Bool
    let barStyle: ProgressBar.Style
    let group: ProgressPresenterGroup<C>
    let display: Mutex<Display>

    /// A terminal writing to `output`, reading colours, width and encoding from `environment`,
    /// with instants from `clock`.
    public init(formatter: ProgressTextFormatter, output: any TerminalOutput = FileDescriptorOutput.standardError,
                environment: [String: String] = ProcessInfo.processInfo.environment, clock: C,
                options: Options = Options()) {
        self.formatter = formatter
        self.clock = clock
        self.options = options
        self.output = output
        let environment = TerminalEnvironment(environment)
        self.environment = environment
        let redraws = switch options.channel {
        case .automatic: output.isTerminal && !environment.isDumb
        case .terminal: true
        case .log, .speech: false
        }
        self.redraws = redraws
        colors = redraws && output.isTerminal && !environment.noColor && !environment.isDumb
        barStyle = environment.isUTF8 ? .blocks : .ascii
        let channels: ProgressChannels = redraws ? .terminal : options.channel == .speech ? .speech : .log
        group = ProgressPresenterGroup(formatter: formatter, clock: clock, channels: channels,
                                       configuration: options.presenter)
        display = Mutex(Display())
        if options.handlesInterrupts {
            InterruptRelay.shared.register(ObjectIdentifier(self), InterruptRelay.Listener(
                interrupted: { [weak self] in self?.interrupted() },
                suspending: { [weak self] in self?.suspending() },
                resumed: { [weak self] in self?.resumed() }))
        }
    }

    deinit {
        if options.handlesInterrupts { InterruptRelay.shared.unregister(ObjectIdentifier(self)) }
        display.withLock { display in
            display.ticker?.cancel()
            if display.cursorHidden { output.write(Escape.showCursor) }
        }
    }

    /// Adds an operation whose facts so far are `snapshot`, drawn from its first update.
    public func add(_ snapshot: ProgressSnapshot = ProgressSnapshot()) -> Bar {
        Bar(terminal: self, operation: group.add(snapshot))
    }

    /// Writes `line` above the bars without breaking them (as `tqdm.write` does), or as it is
    /// where nothing is redrawn. Control characters and bidi overrides are made visible or
    /// taken out (``OutputPolicy/terminal(_:)``): no escape sequence of yours or of your data
    /// reaches the terminal.
    public func write(_ line: String) {
        display.withLock { display in
            let safe = OutputPolicy.terminal(line)
            if redraws, !display.drawn.isEmpty {
                output.write(display.clearing() + safe + "\n" + display.redrawingLast())
            } else {
                output.write(safe + "\n")
            }
        }
    }

    /// Ends every running operation as cancelled, writes their cancelled lines and shows the
    /// cursor: what an app's own Ctrl-C handler calls.
    public func cancelAll(at instant: C.Instant? = nil) {
        present(group.cancelAll(at: instant))
    }

    /// What is due at `instant` with no update (what the automatic ticks call).
    public func tick(at instant: C.Instant? = nil) {
        present(group.tick(at: instant))
    }

    // MARK: Drawing

    /// Writes what is due, under the display's lock, and schedules the next tick.
    func present(_ due: ProgressPresenterGroup<C>.Presentation) {
        let running = group.runningCount
        display.withLock { display in
            if redraws {
                if let redraw = due.redraw { draw(redraw, on: &display) }
                if running == 0, display.cursorHidden {
                    output.write(Escape.showCursor)
                    display.cursorHidden = false
                    display.drawn = []
                }
            } else {
                var text = ""
                for line in due.logLines + due.announcements { text += OutputPolicy.terminal(line) + "\n" }
                if !text.isEmpty { output.write(text) }
            }
            if options.ticksAutomatically, running > 0, let deadline = due.deadline {
                schedule(at: deadline, on: &display)
            }
        }
    }

    private func draw(_ redraw: ProgressPresenterGroup<C>.Redraw, on display: inout Display) {
        let width = output.columns ?? environment.columns ?? 80
        // All but the last column: a line that ends in the last one wraps on some terminals, and
        // a wrapped line would make the redraw's cursor-up count wrong.
        let columns = max(1, width - 1)
        var layout = BarLayout(formatter: formatter, style: barStyle, colors: colors,
                               maximumCells: options.maximumBarCells, percents: display.percents)
        var lines: [String] = []
        if redraw.operations.count == 1, redraw.total == nil, let only = redraw.operations.first {
            lines = layout.twoLines(only, columns: columns)
        } else {
            for operation in redraw.operations + (redraw.total.map { [$0] } ?? []) {
                lines += layout.oneLine(operation, columns: columns)
            }
        }
        display.percents = layout.percents
        var text = display.cursorHidden ? "" : Escape.hideCursor
        display.cursorHidden = true
        text += display.replacing(with: lines, width: width)
        output.write(text)
    }

    /// Starts a task that ticks at `deadline`, unless one already wakes sooner.
    private func schedule(at deadline: C.Instant, on display: inout Display) {
        if let wake = display.tickerWake, wake <= deadline, display.ticker != nil { return }
        display.ticker?.cancel()
        display.tickerWake = deadline
        let clock = self.clock
        display.ticker = Task { [weak self] in
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return
            }
            self?.tickFromTicker(deadline)
        }
    }

    private func tickFromTicker(_ deadline: C.Instant) {
        let due = display.withLock { display -> Bool in
            guard display.tickerWake == deadline else { return false }
            display.ticker = nil
            display.tickerWake = nil
            return true
        }
        if due { tick() }
    }

    // MARK: Signals

    private func interrupted() {
        cancelAll()
        display.withLock { display in
            if display.cursorHidden {
                output.write(Escape.showCursor)
                display.cursorHidden = false
            }
        }
    }

    private func suspending() {
        display.withLock { display in
            if display.cursorHidden { output.write(Escape.showCursor) }
        }
    }

    private func resumed() {
        display.withLock { display in
            guard display.cursorHidden, !display.drawn.isEmpty else { return }
            // The shell wrote its own lines meanwhile ("[1]+ Stopped …", the prompt): draw anew below them.
            display.drawn = []
            output.write(Escape.hideCursor + display.replacing(with: display.lastLines, width: display.drawnWidth))
        }
    }
}

extension ProgressTerminal where C == ContinuousClock {
    /// A terminal writing to `output` (standard error by default), reading colours, width and
    /// encoding from `environment`, on the `ContinuousClock`.
    public convenience init(formatter: ProgressTextFormatter,
                            output: any TerminalOutput = FileDescriptorOutput.standardError,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            options: Options = Options()) {
        self.init(formatter: formatter, output: output, environment: environment, clock: ContinuousClock(),
                  options: options)
    }
}

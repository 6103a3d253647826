public import Logging
public import ProgressFormat

/// The progress of one operation as log lines through a swift-log `Logger`: the line in the
/// user's language as the message, the facts as metadata under stable keys.
///
///     let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
///     var progress = ProgressLogger(logger: Logger(label: "backup"), formatter: formatter)
///     progress.update(ProgressSnapshot(totalUnitCount: size, kind: .file, fileOperationKind: .downloading,
///                                      fileDisplayName: "Urlaub in Köln.mov", fileTotalCount: 1))
///     for try await chunk in body { progress.update(completed: received) }   // the total reached ends it
///
/// With `LANG=de_DE.UTF-8`, through swift-log's `StreamLogHandler` (timestamps left out):
///
///     info backup: progress.completed=0 progress.files_total=1 progress.fraction=0.0 progress.seconds_elapsed=0.0 progress.status=estimating progress.total=48000000 [ProgressFormatLogging] 1 Datei wird heruntergeladen: wird gestartet
///     info backup: progress.bytes_per_second=15113715.168 progress.completed=30400000 progress.files_total=1 progress.fraction=0.6333333333333333 progress.seconds_elapsed=2.001 progress.seconds_remaining=1.165 progress.total=48000000 [ProgressFormatLogging] 1 Datei wird heruntergeladen: 30,4 MB von 48,0 MB (15,1 MB/s) – noch 1 Sekunde
///     info backup: progress.completed=48000000 progress.files_total=1 progress.fraction=1.0 progress.outcome=finished progress.seconds_elapsed=3.048 progress.total=48000000 [ProgressFormatLogging] 1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 3 Sekunden
///
/// **When a line is written** is the ``ProgressPresenter``'s decision on its
/// ``ProgressChannels/log`` channel (``ProgressCadence/log``): the start, every tenth of the
/// work, a change of status, after a quiet interval, and the end once — not every update.
/// Time passes without updates (a stall, a quiet interval): each method returns the instant at
/// which to call ``tick(at:)`` if no update comes first.
///
/// **The file name stays out of the log** unless you ask for it: a name is the user's data
/// (a document title, a customer's upload) that a log shipped elsewhere may not carry. By
/// default the presenter is given each snapshot without its ``ProgressSnapshot/fileURL`` and
/// ``ProgressSnapshot/fileDisplayName``, so the message says "1 Datei wird heruntergeladen"
/// and the metadata has no ``ProgressMetadataKey/file``. With `includesFileName: true` the
/// message names the file ("„Urlaub in Köln.mov“ wird heruntergeladen") and the metadata
/// carries it.
///
/// **The metadata** (``ProgressMetadataKey`` lists the keys): the facts the line was written
/// from — the estimator's speed and time remaining included — as numbers, under keys that
/// are the same in every language. The last line adds ``ProgressMetadataKey/outcome``.
///
/// A value, like the presenter it owns: one per operation, fed from one task at a time.
public struct ProgressLogger<C: Clock>: Sendable where C.Duration == Duration {
    /// The logger the lines go to.
    public var logger: Logger
    /// The level of every line: `.info` unless you choose another.
    public var level: Logger.Level
    /// Whether the file's name may be logged: in the message and as ``ProgressMetadataKey/file``.
    /// `false` unless the client opts in.
    public let includesFileName: Bool
    /// The presenter that decides when a line is due and writes it. It writes for the log and
    /// for a redraw it never draws: the redraw carries the facts the line was written from.
    private var presenter: ProgressPresenter<C>

    /// A logger of one operation's progress.
    ///
    /// - Parameters:
    ///   - logger: Where the lines go.
    ///   - formatter: The text's language and tables:
    ///     `ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)` for the
    ///     user's.
    ///   - clock: Where instants come from when a method is given none.
    ///   - level: The level of every line.
    ///   - includesFileName: Whether the file's name may be logged (see the type's discussion).
    ///   - configuration: The presenter's cadences and estimator; its
    ///     ``ProgressPresenter/Configuration/logCadence`` decides when a line is due. The
    ///     countdown of a redraw does not apply to a log.
    public init(logger: Logger, formatter: ProgressTextFormatter, clock: C, level: Logger.Level = .info,
                includesFileName: Bool = false, configuration: ProgressPresenter<C>.Configuration = .init()) {
        var configuration = configuration
        // A log line never counts down: no tick each second for the redraw the logger never draws.
        configuration.countdownInterval = .seconds(86_400)
        self.logger = logger
        self.level = level
        self.includesFileName = includesFileName
        self.presenter = ProgressPresenter(formatter: formatter, clock: clock, channels: [.log, .terminal],
                                           configuration: configuration)
    }

    /// The formatter whose language the lines are in.
    public var formatter: ProgressTextFormatter { presenter.formatter }

    /// How the operation ended, once it has.
    public var end: ProgressPresenter<C>.End? { presenter.end }

    /// Takes the facts of `snapshot` at `instant` (the clock's now when `nil`) and logs a line
    /// if one is due.
    ///
    /// - Returns: When to call ``tick(at:)`` if no update comes first; `nil` when nothing can
    ///   be due before the next update, or the operation has ended.
    @discardableResult
    public mutating func update(_ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) -> C.Instant? {
        let due = presenter.update(includesFileName ? snapshot : snapshot.withoutFileName, at: instant)
        return log(due)
    }

    /// Takes new counts at `instant`; the last snapshot's other facts (the kind, the file, the
    /// operation) stay. `total` `nil` keeps the last total. An update that reaches the total
    /// ends the operation as finished.
    ///
    /// - Returns: When to call ``tick(at:)`` if no update comes first.
    @discardableResult
    public mutating func update(completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) -> C.Instant? {
        let due = presenter.update(completed: completed, total: total, at: instant)
        return log(due)
    }

    /// Logs what is due at `instant` with no new update (a stall, a quiet interval): call it at
    /// the instant the last call returned.
    ///
    /// - Returns: When to call it again.
    @discardableResult
    public mutating func tick(at instant: C.Instant? = nil) -> C.Instant? {
        let due = presenter.tick(at: instant)
        return log(due)
    }

    /// Ends the operation as finished and logs its last line ("1 Datei wurde heruntergeladen:
    /// 48,0 MB – fertig, Dauer: 3 Sekunden", `progress.outcome=finished`); a known total counts
    /// as reached.
    ///
    /// - Returns: The end; `nil` when the operation had ended already (nothing is logged).
    @discardableResult
    public mutating func finish(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(presenter.finish(at: instant))
    }

    /// Ends the operation as failed and logs its last line ("1 Datei wird heruntergeladen:
    /// 12,0 MB von 48,0 MB – fehlgeschlagen",
    /// `progress.outcome=failed`). Log the error itself with a line of your own.
    @discardableResult
    public mutating func fail(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(presenter.fail(at: instant))
    }

    /// Ends the operation as cancelled and logs its last line ("… 0 kB von 48,0 MB – abgebrochen",
    /// `progress.outcome=cancelled`).
    @discardableResult
    public mutating func cancel(at instant: C.Instant? = nil) -> ProgressPresenter<C>.End? {
        ending(presenter.cancel(at: instant))
    }

    // MARK: Writing

    private func ending(_ due: ProgressPresenter<C>.Presentation) -> ProgressPresenter<C>.End? {
        _ = log(due)
        return due.end
    }

    /// Logs the line `due` carries, if any, with the facts it was written from, and returns the
    /// presenter's next deadline. Callers take `due` into a constant first: in `log(presenter.x())`
    /// Swift would read `self` (and the presenter's deadline) before the call mutates it.
    private func log(_ due: ProgressPresenter<C>.Presentation) -> C.Instant? {
        if let line = due.logLine, let facts = due.end?.snapshot ?? due.redraw?.snapshot {
            logger.log(level: level, "\(line)", metadata: facts.logMetadata(outcome: due.end?.outcome.rawValue))
        }
        return presenter.deadline
    }
}

extension ProgressLogger where C == ContinuousClock {
    /// A logger of one operation's progress, on the `ContinuousClock`.
    ///
    /// - Parameters:
    ///   - logger: Where the lines go.
    ///   - formatter: The text's language and tables.
    ///   - level: The level of every line.
    ///   - includesFileName: Whether the file's name may be logged (see the type's discussion).
    ///   - configuration: The presenter's cadences and estimator.
    public init(logger: Logger, formatter: ProgressTextFormatter, level: Logger.Level = .info,
                includesFileName: Bool = false, configuration: ProgressPresenter<C>.Configuration = .init()) {
        self.init(logger: logger, formatter: formatter, clock: ContinuousClock(), level: level,
                  includesFileName: includesFileName, configuration: configuration)
    }
}

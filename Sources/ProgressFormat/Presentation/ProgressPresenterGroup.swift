import Synchronization

/// Several operations shown together — parallel downloads, a dashboard — one line each and a
/// total where their units agree, like indicatif's `MultiProgress`; safe to feed from many tasks.
///
///     let group = ProgressPresenterGroup(formatter: formatter, channels: [.terminal])
///     let first = group.add(ProgressSnapshot(totalUnitCount: 5_000_000, kind: .file, fileOperationKind: .downloading))
///     let second = group.add(ProgressSnapshot(totalUnitCount: 2_000_000, kind: .file, fileOperationKind: .downloading))
///     // from any task:
///     let due = group.update(first, completed: 1_200_000)
///     if let redraw = due.redraw {
///         for operation in redraw.operations { print(operation.line(columns: 60)) }
///         if let total = redraw.total { print(total.line(columns: 60)) }   // "Downloading 2 files: 1.2 MB of 7.0 MB …"
///     }
///
/// Each operation is a ``ProgressPresenter`` of its own (its estimator, its log lines and
/// announcements, its end); the group redraws them together, at most every
/// ``ProgressPresenter/Configuration/redrawInterval``. The total is shown when there are two
/// operations or more and all count the same kind of unit (all bytes, or all generic units): the
/// sums of their counts and speeds, the longest time remaining, and — for files — as many files
/// as operations, those ended done.
///
/// The group is a class behind a lock: every method may be called from any thread or task.
public final class ProgressPresenterGroup<C: Clock>: Sendable where C.Duration == Duration {
    /// One operation of the group.
    public struct Operation: Hashable, Sendable {
        let index: Int
    }

    /// What is due after an update or a tick of the group.
    public struct Presentation: Sendable {
        /// The group's lines to draw in place of the last ones, when due.
        public var redraw: Redraw?
        /// The log lines due, each operation's in the order they came.
        public var logLines: [String] = []
        /// The announcements due.
        public var announcements: [String] = []
        /// The operations that ended with this answer.
        public var ends: [ProgressEnd] = []
        /// When something may be due with no update: call ``ProgressPresenterGroup/tick(at:)`` then.
        public var deadline: C.Instant?

        /// Nothing due.
        public init() {}

        /// Whether nothing is due.
        public var isEmpty: Bool { redraw == nil && logLines.isEmpty && announcements.isEmpty && ends.isEmpty }
    }

    /// The group's redraw: each operation's, in the order they were added, and the total.
    public struct Redraw: Sendable {
        /// Each operation's facts and text, ended ones as they ended.
        public let operations: [ProgressRedraw]
        /// The total of the operations, when their units agree and there are two or more.
        public let total: ProgressRedraw?
    }

    private struct State: Sendable {
        var members: [PresenterCore] = []
        /// Operations their owner let go of without an end: no longer running.
        var abandoned: Set<Int> = []
        var origin: C.Instant?
        var lastRedraw: C.Instant?
        var redrawPending = false
        var countingDown = false
    }

    /// The formatter of every operation's text.
    public let formatter: ProgressTextFormatter
    /// The clock instants come from.
    public let clock: C
    /// The channels the group writes for.
    public let channels: ProgressChannels
    /// The intervals, cadences and estimator each operation keeps.
    public let configuration: ProgressPresenter<C>.Configuration
    private let totalStream: ProgressTextStream
    private let state = Mutex(State())

    /// A group of operations with text from `formatter`, instants from `clock`.
    public init(formatter: ProgressTextFormatter, clock: C, channels: ProgressChannels = [.terminal],
                configuration: ProgressPresenter<C>.Configuration = .init()) {
        self.formatter = formatter
        self.clock = clock
        self.channels = channels
        self.configuration = configuration
        self.totalStream = ProgressTextStream(formatter)
    }

    /// Adds an operation whose facts so far are `snapshot` (its kind, file, operation and
    /// total; its first update starts its clock).
    public func add(_ snapshot: ProgressSnapshot = ProgressSnapshot()) -> Operation {
        state.withLock { state in
            var member = PresenterCore(formatter: formatter, channels: channels.subtracting(.terminal),
                                       redrawInterval: configuration.redrawInterval,
                                       countdownInterval: configuration.countdownInterval,
                                       logCadence: configuration.logCadence, speechCadence: configuration.speechCadence,
                                       estimator: configuration.estimator)
            member.keep(snapshot)
            state.members.append(member)
            state.redrawPending = true
            return Operation(index: state.members.count - 1)
        }
    }

    /// Takes the facts of `operation` at `instant` (the clock's now when `nil`).
    public func update(_ operation: Operation, _ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) -> Presentation {
        perform(operation, at: instant) { member, time in member.update(snapshot, at: time) }
    }

    /// Takes new counts of `operation` at `instant`; its other facts stay.
    public func update(_ operation: Operation, completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) -> Presentation {
        perform(operation, at: instant) { member, time in member.update(completed: completed, total: total, at: time) }
    }

    /// Ends `operation` as finished (see ``ProgressPresenter/finish(at:)``).
    public func finish(_ operation: Operation, at instant: C.Instant? = nil) -> Presentation {
        perform(operation, at: instant) { member, time in member.end(.finished, at: time) }
    }

    /// Ends `operation` as failed.
    public func fail(_ operation: Operation, at instant: C.Instant? = nil) -> Presentation {
        perform(operation, at: instant) { member, time in member.end(.failed, at: time) }
    }

    /// Ends `operation` as cancelled.
    public func cancel(_ operation: Operation, at instant: C.Instant? = nil) -> Presentation {
        perform(operation, at: instant) { member, time in member.end(.cancelled, at: time) }
    }

    /// Ends every operation still running as cancelled (Ctrl-C).
    public func cancelAll(at instant: C.Instant? = nil) -> Presentation {
        let now = instant ?? clock.now
        return state.withLock { state in
            let time = Self.offset(of: now, in: &state)
            var due = Presentation()
            for index in state.members.indices where state.members[index].end == nil {
                let answer = state.members[index].end(.cancelled, at: time)
                collect(answer, deadline: state.members[index].deadline, origin: state.origin, into: &due)
            }
            return finishing(&due, state: &state, at: now, force: true)
        }
    }

    /// What is due at `instant` with no new update: call it at an answer's ``Presentation/deadline``.
    public func tick(at instant: C.Instant? = nil) -> Presentation {
        let now = instant ?? clock.now
        return state.withLock { state in
            let time = Self.offset(of: now, in: &state)
            var due = Presentation()
            for index in state.members.indices {
                let answer = state.members[index].tick(at: time)
                collect(answer, deadline: state.members[index].deadline, origin: state.origin, into: &due)
            }
            return finishing(&due, state: &state, at: now, force: state.redrawPending || state.countingDown)
        }
    }

    /// How many operations are running: added, not ended and not abandoned.
    public var runningCount: Int {
        state.withLock { state in
            state.members.indices.filter { state.members[$0].end == nil && !state.abandoned.contains($0) }.count
        }
    }

    /// Whether `operation` has ended (finished, failed or cancelled).
    public func hasEnded(_ operation: Operation) -> Bool {
        state.withLock { state in state.members.indices.contains(operation.index) && state.members[operation.index].end != nil }
    }

    /// Counts `operation` as no longer running without ending it (its owner let go of it): it
    /// stays as it was last drawn.
    public func abandon(_ operation: Operation) {
        state.withLock { _ = $0.abandoned.insert(operation.index) }
    }

    // MARK: Inside

    private func perform(_ operation: Operation, at instant: C.Instant?,
                         _ body: (inout PresenterCore, Duration) -> ProgressPresentation) -> Presentation {
        let now = instant ?? clock.now
        return state.withLock { state in
            guard state.members.indices.contains(operation.index) else { return Presentation() }
            let time = Self.offset(of: now, in: &state)
            var due = Presentation()
            let answer = body(&state.members[operation.index], time)
            collect(answer, deadline: state.members[operation.index].deadline, origin: state.origin, into: &due)
            state.redrawPending = true
            return finishing(&due, state: &state, at: now, force: !due.ends.isEmpty)
        }
    }

    /// The time from the group's first instant to `now`; the first becomes the origin. Every
    /// member measures from the group's origin.
    private static func offset(of now: C.Instant, in state: inout State) -> Duration {
        guard let origin = state.origin else {
            state.origin = now
            return .zero
        }
        return origin.duration(to: now)
    }

    private func collect(_ member: ProgressPresentation, deadline: Duration?, origin: C.Instant?, into due: inout Presentation) {
        if let line = member.logLine { due.logLines.append(line) }
        if let words = member.announcement { due.announcements.append(words) }
        if let end = member.end { due.ends.append(end) }
        if let offset = deadline, member.end == nil, let origin {
            let deadline = origin.advanced(by: offset)
            due.deadline = due.deadline.map { min($0, deadline) } ?? deadline
        }
    }

    /// The group's redraw when one is due (forced, or pending past the interval), and the deadline.
    private func finishing(_ due: inout Presentation, state: inout State, at now: C.Instant, force: Bool) -> Presentation {
        guard channels.contains(.terminal) else { return due }
        let next = state.lastRedraw.map { $0.advanced(by: configuration.redrawInterval) }
        if force || next.map({ now >= $0 }) ?? true {
            if state.redrawPending || force || state.countingDown {
                due.redraw = redraw(&state, at: now)
                state.lastRedraw = now
                state.redrawPending = false
            }
        }
        var deadlines: [C.Instant] = due.deadline.map { [$0] } ?? []
        if let last = state.lastRedraw {
            if state.redrawPending { deadlines.append(last.advanced(by: configuration.redrawInterval)) }
            if state.countingDown {
                deadlines.append(last.advanced(by: max(configuration.countdownInterval, configuration.redrawInterval)))
            }
        }
        due.deadline = deadlines.min()
        return due
    }

    private func redraw(_ state: inout State, at now: C.Instant) -> Redraw {
        let time = Self.offset(of: now, in: &state)
        let operations = state.members.indices.map { state.members[$0].currentRedraw(at: time) }
        state.countingDown = operations.contains { $0.snapshot.estimatedTimeRemaining != nil && !$0.snapshot.isDone }
        let elapsed = state.origin.map { ClockOrigin.seconds($0.duration(to: now)) }
        let total = Self.total(of: operations.map(\.snapshot), elapsed: elapsed)
            .map { ProgressRedraw(snapshot: $0, stream: totalStream) }
        return Redraw(operations: operations, total: total)
    }

    /// The sum of `snapshots` when their units agree and there are two or more.
    static func total(of snapshots: [ProgressSnapshot], elapsed: Double?) -> ProgressSnapshot? {
        guard snapshots.count >= 2 else { return nil }
        let kind = snapshots[0].kind
        guard snapshots.allSatisfy({ $0.kind == kind }) else { return nil }
        var total = ProgressSnapshot(kind: kind)
        let operationKinds = Set(snapshots.map(\.fileOperationKind))
        total.fileOperationKind = operationKinds.count == 1 ? operationKinds.first ?? nil : nil
        var completed: Int64 = 0, all: Int64 = 0, known = true
        var throughput = 0.0, hasThroughput = false, remaining: Double?
        for snapshot in snapshots {
            let (sum, overflow) = completed.addingReportingOverflow(snapshot.workDone)
            completed = overflow ? .max : sum
            if snapshot.totalUnitCount > 0 {
                let (whole, overflowed) = all.addingReportingOverflow(snapshot.totalUnitCount)
                all = overflowed ? .max : whole
            } else {
                known = false
            }
            if let rate = snapshot.throughput, rate.isFinite, rate >= 0, !snapshot.isDone {
                throughput += rate
                hasThroughput = true
            }
            if let left = snapshot.estimatedTimeRemaining, left.isFinite, !snapshot.isDone {
                remaining = max(remaining ?? 0, left)
            }
        }
        total.completedUnitCount = known ? min(completed, all) : completed
        total.totalUnitCount = known ? all : -1
        total.throughput = hasThroughput ? throughput : nil
        total.estimatedTimeRemaining = remaining
        if kind == .file {
            total.fileTotalCount = snapshots.count
            total.fileCompletedCount = snapshots.filter(\.isDone).count
        }
        total.elapsedTime = elapsed
        if snapshots.allSatisfy({ $0.status == .failed || $0.status == .cancelled }) {
            total.status = snapshots.contains { $0.status == .failed } ? .failed : .cancelled
        }
        return total
    }
}

extension ProgressPresenterGroup where C == ContinuousClock {
    /// A group of operations with text from `formatter`, on the `ContinuousClock`.
    public convenience init(formatter: ProgressTextFormatter, channels: ProgressChannels = [.terminal],
                            configuration: ProgressPresenter<C>.Configuration = .init()) {
        self.init(formatter: formatter, clock: ContinuousClock(), channels: channels, configuration: configuration)
    }
}

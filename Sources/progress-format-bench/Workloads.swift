import CBenchBaseline
import Foundation
import ProgressFormat

/// Which implementation a case measures.
enum System: String, Codable, Sendable, CaseIterable {
    /// ProgressFormat's `format(_:)`, returning two Swift strings.
    case a = "A"
    /// ProgressFormat with a `ProgressTextStream` per transfer, all made from A's formatter.
    case stream = "A+stream"
    /// The lean raw-ICU floor: the library's planners, then ICU number/plural/list calls, glue
    /// copied by hand, UTF-8 in C.
    case lean
    /// The lean floor plus making the two Swift strings from its UTF-8 (what A must return).
    case leanString = "lean+S"
    /// The old way of the floor: the same numbers, the sentence built by `umsg_format`.
    case umsg
    /// The Foundation composite (format styles + English interpolation).
    case b = "B"
    /// ProgressFormat's `format(_:columns:)`, fitted to 80 columns: what a redraw is held to.
    case fitted = "A-fit"
    /// A `ProgressPresenter` update with nothing due (within 100 ms of its last look): kept only.
    case presenterIdle = "P-idle"
    /// A `ProgressPresenter` update 100 ms after the last, its redraw's text fitted to 80 columns.
    case presenterRedraw = "P-redraw"
}

/// The clock the presenter cases pass instants of: time is what the loop says.
struct BenchClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}

/// All update streams of a run (built once).
struct Streams {
    let live: UpdateStream
    let dashboard: UpdateStream
    let legacyStream: UpdateStream
    let legacyOneOff: UpdateStream

    init() {
        live = Workloads.liveDownload()
        dashboard = Workloads.dashboard()
        legacyStream = Workloads.legacyStream()
        legacyOneOff = Workloads.legacyOneOff()
    }

    var all: [UpdateStream] { [live, dashboard, legacyStream, legacyOneOff] }
}

/// One timed case: which system, workload and locale, and the loop that runs it.
struct Workload {
    /// `system.workload.locale`, such as `A.live.en` or `lean+S.dashboard.ar` (what `--case` matches).
    var id: String { "\(system.rawValue).\(stream.id).\(locale)" }
    /// The cases compared with each other share this key: same workload and locale.
    var groupKey: String { "\(stream.id).\(locale)" }
    var system: System
    var stream: UpdateStream
    /// The locale requested from ProgressFormat.
    var locale: String
    /// The locale the numbers are formatted in (A's `resolvedLocale`; the floors and B use it too).
    var formattingLocale: String
    /// Calls per repetition, or `nil` to calibrate to the target duration.
    var iterations: Int?
    /// Runs `n` calls and returns a checksum of their output lengths.
    var run: (Int) -> Int
}

/// The formatters of one requested locale, for every system.
struct LocaleSubjects {
    /// The requested locale.
    let locale: String
    /// A: ProgressFormat.
    let formatter: ProgressTextFormatter
    /// B: Foundation, in A's resolved locale.
    let foundation: FoundationComposite
    /// The floors (lean and umsg use the same handles and glue), in A's resolved locale.
    let floor: RawICUFloor

    /// Opens all of them for `locale`; throws a message when one cannot be opened.
    init(locale: String) throws(BenchError) {
        self.locale = locale
        do {
            formatter = try ProgressTextFormatter(locale: locale)
        } catch {
            throw BenchError("ProgressTextFormatter(locale: \"\(locale)\") failed: \(error)")
        }
        let resolved = formatter.resolvedLocale
        foundation = FoundationComposite(locale: resolved)
        guard StringTables.directory != nil else {
            throw BenchError("Resources/Strings not found next to the sources: the floors take their glue from the string tables")
        }
        guard let glue = FloorGlue(locale: resolved),
              let floor = RawICUFloor(glue: glue) else {
            throw BenchError("the raw-ICU floors could not be opened for \(resolved)")
        }
        if !glue.problems.isEmpty {
            ProgressFormatBench.progress("note: \(resolved) glue: \(glue.problems.count) sentence shapes not built (\(glue.problems.first ?? ""))")
        }
        self.floor = floor
    }

    /// The timed cases of this locale for `stream`.
    func workloads(_ stream: UpdateStream, quick: Bool) -> [Workload] {
        let formatter = self.formatter
        let foundation = self.foundation
        let floor = self.floor
        let snapshots = stream.snapshots
        let count = stream.count
        let resolved = formatter.resolvedLocale
        // A repetition of a fixed-length stream is one pass (every update, or every 10th with
        // --quick); B, 15–20× slower, takes every 10th update (every 100th with --quick).
        let stride = stream.fixedLength && quick ? 10 : 1
        func iterations(_ stride: Int) -> Int? { stream.fixedLength ? count / stride : nil }

        func workload(_ system: System, stride: Int, _ body: @escaping (Int) -> Int) -> Workload {
            Workload(system: system, stream: stream, locale: locale, formattingLocale: resolved,
                     iterations: iterations(stride), run: body)
        }
        /// A loop over the stream, `stride` updates apart, wrapping around.
        func loop(stride: Int, _ call: @escaping (Int) -> Int) -> (Int) -> Int {
            { n in
                var sum = 0
                var index = 0
                for _ in 0..<n {
                    sum &+= call(index)
                    index &+= stride
                    if index >= count { index -= count }
                }
                return sum
            }
        }
        let bStride = stream.fixedLength ? stride * 10 : 1
        let presenterCases = stream.id != "live" ? [] : [
            workload(.fitted, stride: stride, loop(stride: stride) { index in
                let text = formatter.format(snapshots[index], columns: 80)
                return text.description.utf8.count &+ text.additionalDescription.utf8.count
            }),
            // After one look at time 0, every update at 50 ms is within the redraw interval. The
            // presenter is a local of the pass, as in a caller's loop: captured by the closure, it
            // was boxed, and each update paid a run-time exclusivity check on the box (about 190
            // instructions, a third of the update). Its first look, a redraw, is in the pass.
            workload(.presenterIdle, stride: stride) { n in
                var presenter = ProgressPresenter(formatter: formatter, clock: BenchClock(), channels: [.terminal, .log])
                _ = presenter.update(snapshots[0], at: BenchClock.Instant(offset: .zero))
                let idle = BenchClock.Instant(offset: .milliseconds(50))
                var sum = 0
                var index = 0
                for _ in 0..<n {
                    sum &+= presenter.update(snapshots[index], at: idle).isEmpty ? 1 : 0
                    index &+= stride
                    if index >= count { index -= count }
                }
                return sum
            },
            // Every update 100 ms after the last: a look, and a redraw's two lines in 80 columns.
            // The presenter and the time are locals of the pass, as in P-idle (captured by the
            // closure, each was boxed and paid a run-time exclusivity check an update, about 240
            // instructions); a presenter that ended is replaced by a new one.
            workload(.presenterRedraw, stride: stride) { n in
                var presenter = ProgressPresenter(formatter: formatter, clock: BenchClock(), channels: .terminal)
                var time = Duration.zero
                var sum = 0
                var index = 0
                for _ in 0..<n {
                    time += .milliseconds(100)
                    if presenter.end != nil {
                        presenter = ProgressPresenter(formatter: formatter, clock: BenchClock(), channels: .terminal)
                    }
                    if let redraw = presenter.update(snapshots[index], at: BenchClock.Instant(offset: time)).redraw {
                        let text = redraw.text(columns: 80)
                        sum &+= text.description.utf8.count &+ text.additionalDescription.utf8.count
                    }
                    index &+= stride
                    if index >= count { index -= count }
                }
                return sum
            },
        ]
        return presenterCases + [
            workload(.a, stride: stride, loop(stride: stride) { index in
                let text = formatter.format(snapshots[index])
                return text.description.utf8.count &+ text.additionalDescription.utf8.count
            }),
            workload(.stream, stride: stride, { () -> (Int) -> Int in
                let streams = (0..<stream.transferCount).map { _ in ProgressTextStream(formatter) }
                let transfers = stream.transfers
                return loop(stride: stride) { index in
                    let text = streams[transfers[index]].format(snapshots[index])
                    return text.description.utf8.count &+ text.additionalDescription.utf8.count
                }
            }()),
            workload(.lean, stride: stride, loop(stride: stride) { index in floor.format(CBENCH_LEAN, snapshots[index]) }),
            workload(.leanString, stride: stride, loop(stride: stride) { index in
                _ = floor.format(CBENCH_LEAN, snapshots[index])
                return floor.stringLengths
            }),
            workload(.umsg, stride: stride, loop(stride: stride) { index in floor.format(CBENCH_UMSG, snapshots[index]) }),
            workload(.b, stride: bStride, loop(stride: bStride) { index in
                let text = foundation.text(snapshots[index])
                return text.description.utf8.count &+ text.additionalDescription.utf8.count
            }),
        ]
    }
}

/// A failure that stops the benchmark, with the message to print.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, in one sentence.
    var description: String
    /// Whether the message is the help text rather than an error.
    var isHelp = false

    init(_ description: String) {
        self.description = description
    }
}

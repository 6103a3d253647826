import CBenchBaseline
import Foundation
import ProgressFormat
import Synchronization

/// CPU time per update per thread, with 1 thread and with 2 threads at once.
///
/// Each thread works in sections of ``sectionUpdates`` updates; the threads meet at a barrier
/// before each section, and every section records its wall-clock interval and the thread's CPU
/// time. On a busy machine a thread is often preempted, and two threads often take turns
/// instead of running side by side, so only *clean* sections count: the thread was not preempted
/// (CPU ≥ 90 % of wall) and, with 2 threads, both threads' sections overlapped for ≥ 90 % of
/// their time. The median CPU per update of clean sections, 2 threads over 1, shows contention
/// (shared cache lines, locks, reference counts) whatever else runs on the machine. The ratio is
/// taken per repetition (a 1-thread run and the 2-thread run after it) and its median reported:
/// this host changes speed by as much as 1.8× from one second to the next, which pooled medians
/// would read as contention.
///
/// Beside the shared formatter run the lean floor (the machine's own baseline), a control with a
/// formatter per thread that shares nothing of the library, and two diagnoses: a formatter per
/// thread of the same locale (sharing the locale's model and messages) and a stream per thread
/// over the shared formatter.
struct ThreadScaling: Codable, Sendable {
    /// What runs on each thread.
    var kind: String
    /// Updates per section.
    var sectionUpdates: Int
    /// Sections per thread, per run.
    var sectionsPerRun: Int
    /// Runs of each kind (1 thread, 2 threads), alternating.
    var runs: Int
    /// Clean sections found: 1 thread; 2 threads (counted per pair).
    var oneThreadCleanSections: Int
    var twoThreadsCleanSections: Int
    /// Median CPU ns per update over clean sections, 1 thread.
    var oneThreadCPUNs: Double
    /// Median CPU ns per update per thread over clean side-by-side sections, 2 threads.
    var twoThreadsCPUNs: Double
    /// Two threads' CPU per update over one thread's: 1.0 when the threads do not slow each other.
    /// The median over repetitions of each repetition's ratio (its 2-thread run's median clean
    /// section over its 1-thread run's, run one after the other), so a host that changes speed
    /// between repetitions moves both sides of each ratio alike.
    var ratio: Double
    /// The ratio of the medians over all repetitions pooled (``twoThreadsCPUNs`` over
    /// ``oneThreadCPUNs``): the same when the host kept one speed, further from 1.0 when it did not.
    var pooledRatio: Double
    /// Median CPU ns per update over all sections (clean or not): 1 thread, 2 threads.
    var oneThreadAllCPUNs: Double
    var twoThreadsAllCPUNs: Double
}

enum ThreadScalingRun {
    static let sectionUpdates = 100

    /// One section of one thread.
    struct Section {
        var start: UInt64
        var end: UInt64
        var cpu: UInt64
        var clean: Bool { Double(cpu) >= 0.9 * Double(end - start) }
    }

    /// A reusable barrier for `count` threads. It spins without yielding (for up to about 50 ms),
    /// so the waiting thread is still on its core when the other arrives and both sections start
    /// together; a yielded processor goes to other processes on a busy machine for a whole slice.
    final class Barrier: Sendable {
        private let count: Int
        private let arrived = Atomic<Int>(0)
        private let generation = Atomic<Int>(0)
        init(count: Int) { self.count = count }
        func wait() {
            let current = generation.load(ordering: .acquiring)
            if arrived.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == count {
                arrived.store(0, ordering: .relaxed)
                generation.store(current + 1, ordering: .releasing)
            } else {
                var spins = 0
                while generation.load(ordering: .acquiring) == current {
                    spins += 1
                    if spins > 5_000_000 { sched_yield() }
                }
            }
        }
    }

    /// Runs `threads` threads, each preparing its worker, then `sections` barrier-aligned
    /// sections of ``sectionUpdates`` updates; returns every thread's sections.
    static func run(threads: Int, sections: Int, prepare: @escaping @Sendable () -> (Int) -> Int) -> [[Section]] {
        let barrier = Barrier(count: threads)
        let done = DispatchSemaphore(value: 0)
        let results = Mutex<[Int: [Section]]>([:])
        for thread in 0..<threads {
            let worker = Thread {
                let work = prepare()
                Sink.consume(0)
                var sum = work(sectionUpdates)
                var mine: [Section] = []
                mine.reserveCapacity(sections)
                for _ in 0..<sections {
                    barrier.wait()
                    let cpuStart = threadCPUNanoseconds()
                    let start = monotonicNanoseconds()
                    sum &+= work(sectionUpdates)
                    let end = monotonicNanoseconds()
                    let cpuEnd = threadCPUNanoseconds()
                    mine.append(Section(start: start, end: end, cpu: cpuEnd - cpuStart))
                }
                let sections = mine
                results.withLock { $0[thread] = sections }
                Sink.consume(0)
                if sum == 42 { print("") }
                done.signal()
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        for _ in 0..<threads { done.wait() }
        return results.withLock { dictionary in (0..<threads).map { dictionary[$0] ?? [] } }
    }

    /// One kind of work to scale: what runs on each thread, and its description.
    struct Subject {
        var kind: String
        var prepare: @Sendable () -> (Int) -> Int
    }

    /// Every subject's 1-thread and 2-thread runs, interleaved: each repetition runs each subject
    /// once alone and once in pairs, in turn, so all subjects see the same spells of a busy host
    /// (run one after another, a control could run in a quiet minute and the subject in a loud
    /// one). The medians of clean sections, per subject.
    static func measure(_ subjects: [Subject], updates: Int, repetitions: Int) -> [ThreadScaling] {
        let sections = max(updates / sectionUpdates, 1)
        let perUpdate = Double(sectionUpdates)
        func median(_ values: [Double]) -> Double { Statistics.percentile(values.sorted(), 0.5) }
        var one = Array(repeating: [Double](), count: subjects.count)
        var oneAll = one, two = one, twoAll = one, ratios = one
        for _ in 0..<repetitions {
            for (index, subject) in subjects.enumerated() {
                var oneHere: [Double] = [], twoHere: [Double] = []
                for section in run(threads: 1, sections: sections, prepare: subject.prepare)[0] {
                    oneAll[index].append(Double(section.cpu) / perUpdate)
                    if section.clean { oneHere.append(Double(section.cpu) / perUpdate) }
                }
                let pair = run(threads: 2, sections: sections, prepare: subject.prepare)
                for (a, b) in zip(pair[0], pair[1]) {
                    twoAll[index].append(Double(a.cpu) / perUpdate)
                    twoAll[index].append(Double(b.cpu) / perUpdate)
                    let overlap = Double(min(a.end, b.end)) - Double(max(a.start, b.start))
                    let longer = Double(max(a.end - a.start, b.end - b.start))
                    if a.clean, b.clean, overlap >= 0.9 * longer {
                        twoHere.append(Double(a.cpu + b.cpu) / 2 / perUpdate)
                    }
                }
                one[index] += oneHere
                two[index] += twoHere
                if !oneHere.isEmpty, !twoHere.isEmpty { ratios[index].append(median(twoHere) / median(oneHere)) }
            }
        }
        return subjects.indices.map { index in
            ThreadScaling(kind: subjects[index].kind, sectionUpdates: sectionUpdates, sectionsPerRun: sections,
                          runs: repetitions, oneThreadCleanSections: one[index].count,
                          twoThreadsCleanSections: two[index].count, oneThreadCPUNs: median(one[index]),
                          twoThreadsCPUNs: median(two[index]),
                          ratio: ratios[index].isEmpty ? .nan : median(ratios[index]),
                          pooledRatio: median(two[index]) / median(one[index]),
                          oneThreadAllCPUNs: median(oneAll[index]), twoThreadsAllCPUNs: median(twoAll[index]))
        }
    }

    /// A: both threads format the live download through one shared `ProgressTextFormatter`;
    /// each thread has its own copy of the updates (its own `URL` objects), as each progress
    /// bar owns its snapshots.
    static func sharedFormatter(_ formatter: ProgressTextFormatter, stream: UpdateStream) -> Subject {
        Subject(kind: "A: one shared ProgressTextFormatter (\(formatter.resolvedLocale)), live download") {
            formatting(stream, with: formatter)
        }
    }

    /// Each thread its own formatter, of `locales` in turn. The control for
    /// ``sharedFormatter(_:stream:updates:repetitions:)`` takes locales that share no library object
    /// (`en` and `en_GB`, the same text's cost), so what two threads cost beyond one there is the
    /// machine's, not contention. The diagnosis beside it takes one locale twice: the formatter
    /// objects are not shared but the locale's model and messages are (each formatter of a locale
    /// takes them from the library's caches), which shows how much of the shared formatter's cost
    /// is the locale's shared objects.
    static func formatterPerThread(_ locales: [String], kind: String, stream: UpdateStream) -> Subject {
        let turn = Synchronization.Atomic<Int>(0)
        let formatters = locales.compactMap { try? ProgressTextFormatter(locale: $0) }
        return Subject(kind: kind) {
            guard !formatters.isEmpty else { return { _ in 0 } }
            return formatting(stream, with: formatters[turn.add(1, ordering: .relaxed).oldValue % formatters.count])
        }
    }

    /// A diagnosis: one shared formatter, each thread formatting through a `ProgressTextStream`
    /// of its own (the stream's memory instead of the formatter's).
    static func streamPerThread(_ formatter: ProgressTextFormatter, stream: UpdateStream) -> Subject {
        Subject(kind: "A, diagnosis: one shared ProgressTextFormatter (\(formatter.resolvedLocale)), a ProgressTextStream per thread, live download") {
            let own = ownCopy(of: stream)
            let mine = ProgressTextStream(formatter)
            var index = 0
            return { n in
                var sum = 0
                for _ in 0..<n {
                    let text = mine.format(own[index])
                    sum &+= text.description.utf8.count &+ text.additionalDescription.utf8.count
                    index += 1
                    if index == own.count { index = 0 }
                }
                return sum
            }
        }
    }

    /// One thread's work: its own copy of `stream`'s updates (its own `URL` objects, as each
    /// progress bar owns its snapshots), formatted in turn through `formatter`, `n` per call;
    /// returns a checksum of the text.
    private static func formatting(_ stream: UpdateStream, with formatter: ProgressTextFormatter) -> (Int) -> Int {
        let own = ownCopy(of: stream)
        var index = 0
        return { n in
            var sum = 0
            for _ in 0..<n {
                let text = formatter.format(own[index])
                sum &+= text.description.utf8.count &+ text.additionalDescription.utf8.count
                index += 1
                if index == own.count { index = 0 }
            }
            return sum
        }
    }

    /// The lean floor: one floor per thread over shared ICU handles and glue (the floor's
    /// `UFormattedNumber` and planned description are per thread), live download; each thread
    /// plans its own copy of the updates, as A's threads do.
    static func leanFloor(_ floor: RawICUFloor, stream: UpdateStream) -> Subject {
        Subject(kind: "lean floor: one floor per thread, shared handles (\(floor.locale)), live download") {
            let own = ownCopy(of: stream)
            guard let mine = RawICUFloor(sharing: floor) else { return { _ in 0 } }
            var index = 0
            return { n in
                var sum = 0
                for _ in 0..<n {
                    sum &+= mine.format(CBENCH_LEAN, own[index])
                    index += 1
                    if index == own.count { index = 0 }
                }
                return sum
            }
        }
    }

    /// `stream`'s updates with URL objects of their own, as each progress bar owns its snapshots.
    private static func ownCopy(of stream: UpdateStream) -> [ProgressSnapshot] {
        stream.snapshots.map { snapshot in
            var copy = snapshot
            copy.fileURL = snapshot.fileURL.map { URL(fileURLWithPath: $0.path) }
            return copy
        }
    }
}

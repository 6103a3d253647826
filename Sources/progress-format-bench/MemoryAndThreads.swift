import Foundation
import ProgressFormat
import Synchronization

/// Resident memory figures from `/proc/self/status`, in kB.
struct ResidentMemory: Codable, Sendable {
    /// `VmRSS`: resident now.
    var rssKB: Int
    /// `VmHWM`: the peak resident size so far.
    var peakKB: Int

    /// Reads the current process's figures (zeros when `/proc` is unavailable).
    static func now() -> ResidentMemory {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return ResidentMemory(rssKB: 0, peakKB: 0)
        }
        func value(_ key: String) -> Int {
            for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
                return Int(line.dropFirst(key.count + 1).filter(\.isNumber)) ?? 0
            }
            return 0
        }
        return ResidentMemory(rssKB: value("VmRSS"), peakKB: value("VmHWM"))
    }
}

/// Resident memory before and after creating formatters for a set of locales.
struct MemoryPhase: Codable, Sendable {
    /// What the locales are.
    var kind: String
    /// Formatters created (locales ICU or the library refused are skipped).
    var created: Int
    /// How many of them format in their own locale (the rest share the English formatters).
    var ownFormatters: Int
    var before: ResidentMemory
    var after: ResidentMemory
    /// (after − before) VmRSS / created.
    var rssPerLocaleKB: Double
    /// (after − before) VmHWM / created.
    var peakPerLocaleKB: Double
}

enum MemoryUse {
    /// Candidates for 40 locales as shipped: regional variants and languages with and without
    /// embedded tables, none used by another measurement of the run.
    static let shipped = [
        "bg", "ca", "et", "fa", "hr", "lt", "lv", "nb", "sk", "sl", "sr", "en-AU", "en-GB", "fr-CA", "pt-BR",
        "pt-PT", "es-419", "en-CA", "en-IN", "de-AT", "de-CH", "fil", "kk", "km", "kn", "ky", "lo", "ml",
        "mn", "mr", "my", "ne", "pa", "si", "ta", "te", "ur", "uz", "ps", "gu", "ga", "en-NZ", "en-IE",
    ]
    /// Candidates for 40 locales with synthetic tables (each opens its own ICU formatters).
    static let tabled = [
        "so", "tk", "yo", "ig", "ha", "be", "br", "fo", "fy", "gd", "lb", "mt", "nn", "or", "as",
        "rm", "sd", "tg", "tt", "ug", "wo", "xh", "yi", "qu", "mi", "kok", "ks", "sa", "sc", "se",
        "ti", "to", "ee", "ff", "ln", "lg", "mg", "om", "rw", "sn", "ak", "ast", "bm", "ceb", "dz",
    ]

    /// Creates formatters for the first 40 of `locales` that open (kept alive until `keep` is dropped) and
    /// measures the resident memory they add.
    static func phase(kind: String, locales: [String], tables: SyntheticTables?,
                      keep: inout [ProgressTextFormatter]) -> MemoryPhase {
        let before = ResidentMemory.now()
        var created = 0
        var own = 0
        for locale in locales where created < 40 {
            if let tables, !tables.add(locale) { continue }
            guard let formatter = try? ProgressTextFormatter(locale: locale, tablesDirectory: tables?.directory) else {
                continue
            }
            Sink.consume(formatter.format(Inputs.everything).additionalDescription.utf8.count)
            keep.append(formatter)
            created += 1
            if formatter.resolvedLocale.hasPrefix(locale.prefix(while: { $0 != "-" })) { own += 1 }
        }
        let after = ResidentMemory.now()
        let count = Double(max(created, 1))
        return MemoryPhase(kind: kind, created: created, ownFormatters: own, before: before, after: after,
                           rssPerLocaleKB: Double(after.rssKB - before.rssKB) / count,
                           peakPerLocaleKB: Double(after.peakKB - before.peakKB) / count)
    }
}

/// Throughput of 1 thread against 2 threads running the same stream concurrently.
struct ThreadScaling: Codable, Sendable {
    /// What runs on each thread.
    var kind: String
    /// Calls per thread per repetition.
    var opsPerThread: Int
    /// Repetitions (the medians are reported).
    var repetitions: Int
    /// Median ops/s with one thread.
    var oneThreadOpsPerSecond: Double
    /// Median total ops/s with two threads.
    var twoThreadsOpsPerSecond: Double
    /// Two threads' total over one thread's.
    var ratio: Double
    /// Median CPU time per op (the threads' own CPU clocks) with one thread.
    var oneThreadCPUNsPerOp: Double
    /// Median CPU time per op with two threads: above the one-thread figure when the threads
    /// slow each other down (shared cache lines, locks), whatever else runs on the machine.
    var twoThreadsCPUNsPerOp: Double
    /// 2 × one-thread CPU/op ÷ two-thread CPU/op: the ratio two free cores would give.
    var cpuScalingEstimate: Double
}

enum ThreadScalingRun {
    /// The calling thread's CPU time in nanoseconds.
    static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// Runs `threads` threads, each preparing its worker, then all starting together; returns
    /// the wall time from the start signal until the last one finishes, and the CPU time the
    /// threads spent in their loops.
    static func wallTime(threads: Int, ops: Int,
                         prepare: @escaping @Sendable () -> (Int) -> Int) -> (wall: UInt64, cpu: UInt64) {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let checksums = Mutex<[Int]>([])
        let cpu = Mutex<UInt64>(0)
        for _ in 0..<threads {
            let thread = Thread {
                let work = prepare()
                ready.signal()
                go.wait()
                let cpuStart = threadCPUNanoseconds()
                let sum = work(ops)
                let cpuUsed = threadCPUNanoseconds() - cpuStart
                checksums.withLock { $0.append(sum) }
                cpu.withLock { $0 += cpuUsed }
                done.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for _ in 0..<threads { ready.wait() }
        let start = monotonicNanoseconds()
        for _ in 0..<threads { go.signal() }
        for _ in 0..<threads { done.wait() }
        let elapsed = monotonicNanoseconds() - start
        Sink.consume(checksums.withLock { $0.reduce(0, &+) })
        return (elapsed, cpu.withLock { $0 })
    }

    /// Medians over `repetitions` of 1-thread and 2-thread runs, alternating.
    static func measure(kind: String, ops: Int, repetitions: Int,
                        prepare: @escaping @Sendable () -> (Int) -> Int) -> ThreadScaling {
        _ = wallTime(threads: 2, ops: max(ops / 10, 1), prepare: prepare)
        var one: [Double] = []
        var two: [Double] = []
        var oneCPU: [Double] = []
        var twoCPU: [Double] = []
        for _ in 0..<repetitions {
            let single = wallTime(threads: 1, ops: ops, prepare: prepare)
            one.append(Double(ops) / (Double(single.wall) / 1e9))
            oneCPU.append(Double(single.cpu) / Double(ops))
            let double = wallTime(threads: 2, ops: ops, prepare: prepare)
            two.append(Double(2 * ops) / (Double(double.wall) / 1e9))
            twoCPU.append(Double(double.cpu) / Double(2 * ops))
        }
        let oneMedian = Statistics.percentile(one.sorted(), 0.5)
        let twoMedian = Statistics.percentile(two.sorted(), 0.5)
        let oneCPUMedian = Statistics.percentile(oneCPU.sorted(), 0.5)
        let twoCPUMedian = Statistics.percentile(twoCPU.sorted(), 0.5)
        return ThreadScaling(kind: kind, opsPerThread: ops, repetitions: repetitions, oneThreadOpsPerSecond: oneMedian,
                             twoThreadsOpsPerSecond: twoMedian, ratio: twoMedian / oneMedian,
                             oneThreadCPUNsPerOp: oneCPUMedian, twoThreadsCPUNsPerOp: twoCPUMedian,
                             cpuScalingEstimate: 2 * oneCPUMedian / twoCPUMedian)
    }

    /// The stream as one thread's progress bar owns it: the same updates with a file URL object
    /// of its own, so threads do not contend on the input's reference counts.
    static func threadStream() -> [ProgressSnapshot] {
        let url = URL(fileURLWithPath: "/home/user/Downloads/photos.zip")
        return Inputs.stream.map { update in
            var copy = update
            copy.fileURL = url
            return copy
        }
    }

    /// A: one `ProgressTextFormatter` shared by the threads, formatting the stream.
    static func progressFormat(_ formatter: ProgressTextFormatter, ops: Int, repetitions: Int) -> ThreadScaling {
        let mask = Inputs.streamLength - 1
        return measure(kind: "A: one shared ProgressTextFormatter (\(formatter.locale)), stream", ops: ops,
                       repetitions: repetitions) {
            let stream = threadStream()
            return { n in
                var sum = 0
                for i in 0..<n {
                    let text = formatter.format(stream[i & mask])
                    sum &+= text.description.utf8.count &+ text.additionalDescription.utf8.count
                }
                return sum
            }
        }
    }

    /// A, diagnostic: one `ProgressTextFormatter` per thread (ICU handles still come from the
    /// library's shared caches), formatting the stream.
    static func progressFormatPerThread(locale: String, ops: Int, repetitions: Int) -> ThreadScaling {
        let mask = Inputs.streamLength - 1
        return measure(kind: "A, diagnostic: one ProgressTextFormatter per thread (\(locale)), stream", ops: ops,
                       repetitions: repetitions) {
            let stream = threadStream()
            guard let formatter = try? ProgressTextFormatter(locale: locale) else { return { _ in 0 } }
            return { n in
                var sum = 0
                for i in 0..<n {
                    let text = formatter.format(stream[i & mask])
                    sum &+= text.description.utf8.count &+ text.additionalDescription.utf8.count
                }
                return sum
            }
        }
    }

    /// C: one raw-ICU floor per thread (UMessageFormat cannot be shared), formatting the stream.
    static func floor(locale: String, ops: Int, repetitions: Int) -> ThreadScaling {
        let mask = Inputs.streamLength - 1
        return measure(kind: "C: one raw-ICU floor per thread (\(locale)), stream", ops: ops, repetitions: repetitions) {
            let updates = Inputs.stream.map { update in
                (update.completedUnitCount, update.totalUnitCount, Int64(update.fileTotalCount ?? 0),
                 Int64(update.throughput ?? 0), update.estimatedTimeRemaining ?? 0)
            }
            guard let floor = RawICUFloor(locale: locale) else { return { _ in 0 } }
            return { n in
                var sum = 0
                for i in 0..<n {
                    let update = updates[i & mask]
                    sum &+= floor.everything(completed: update.0, total: update.1, files: update.2,
                                             bytesPerSecond: update.3, secondsRemaining: update.4)
                }
                return sum
            }
        }
    }
}

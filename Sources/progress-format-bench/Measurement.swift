#if canImport(Glibc)
import Glibc
#endif
import CBenchBaseline

/// Nanoseconds on `CLOCK_MONOTONIC`.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}

/// Nanoseconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`).
@inline(__always)
func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}

/// Where timed loops leave their checksums, so the optimiser cannot drop the work.
enum Sink {
    /// Written only from the main thread.
    nonisolated(unsafe) static var value = 0

    /// Keeps `checksum` observable.
    @inline(never)
    static func consume(_ checksum: Int) {
        value &+= checksum
    }
}

/// Summary statistics of the per-repetition ns/op values of one case.
struct Statistics: Codable, Sendable {
    /// The median of the repetitions' ns/op.
    var medianNs: Double
    /// The 90th percentile (nearest rank) of the repetitions' ns/op.
    var p90Ns: Double
    /// The fastest repetition's ns/op.
    var minNs: Double
    /// The slowest repetition's ns/op.
    var maxNs: Double
    /// Every repetition's ns/op, in run order.
    var samplesNs: [Double]

    /// Statistics of `samples` (at least one value).
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        samplesNs = samples
        minNs = sorted.first ?? .nan
        maxNs = sorted.last ?? .nan
        medianNs = Statistics.percentile(sorted, 0.5)
        p90Ns = Statistics.nearestRank(sorted, 0.9)
    }

    /// The interpolated median (or other percentile) of sorted values.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }

    /// The nearest-rank percentile of sorted values (p90 of 11 values is the 10th).
    static func nearestRank(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}

/// How long and how often each timed case runs.
struct TimingPlan: Sendable {
    /// Repetitions per case (each one timed loop).
    var repetitions: Int
    /// Target duration of one repetition, in nanoseconds, when ``fixedIterations`` is `nil`.
    var targetRepetitionNs: UInt64
    /// Calls per repetition, overriding the calibration (for callgrind runs).
    var fixedIterations: Int?
    /// Whether to bracket the timed repetitions with callgrind client requests.
    var instrumentCallgrind: Bool
}

/// The measured result of one case.
struct Measurement: Codable, Sendable {
    /// Calls per repetition.
    var iterations: Int
    /// Number of timed repetitions.
    var repetitions: Int
    /// Thread CPU time (`CLOCK_THREAD_CPUTIME_ID`) ns/op over the repetitions: the primary
    /// figure on a shared machine (time the thread was not running is not counted).
    var cpu: Statistics
    /// Wall-clock (`CLOCK_MONOTONIC`) ns/op over the repetitions.
    var wall: Statistics
    /// Heap allocation calls per op on the timed thread (from the warm-up loop), or `nil` when
    /// the allocator could not be interposed.
    var allocationsPerOp: Double?
}

/// A workload after calibration and warm-up: how many calls a repetition makes.
struct PreparedWorkload {
    /// Calls per repetition.
    var iterations: Int
    /// Heap allocation calls per op on this thread (from the warm-up loop), or `nil`.
    var allocationsPerOp: Double?
}

/// Calibrates `body` (unless the plan or the case fixes the iterations) and runs one untimed
/// warm-up loop at full size, counting its allocations.
///
/// `body(n)` performs `n` calls and returns a checksum of what it produced.
func prepare(plan: TimingPlan, fixed: Int?, allocationCounting: Bool, _ body: (Int) -> Int) -> PreparedWorkload {
    Sink.consume(body(1))
    var iterations: Int
    if let fixed = plan.fixedIterations ?? fixed {
        iterations = max(1, fixed)
    } else {
        // Grow until one loop takes a tenth of the target, then scale to the target.
        var trial = 1
        while true {
            let start = monotonicNanoseconds()
            Sink.consume(body(trial))
            let elapsed = monotonicNanoseconds() - start
            if elapsed >= plan.targetRepetitionNs / 10 || trial >= 1 << 24 {
                let perOp = Double(elapsed) / Double(trial)
                iterations = max(1, Int(Double(plan.targetRepetitionNs) / max(perOp, 1)))
                break
            }
            trial *= 4
        }
    }
    let allocationsBefore = cbench_thread_allocations()
    Sink.consume(body(iterations))
    let allocations = cbench_thread_allocations() &- allocationsBefore
    return PreparedWorkload(iterations: iterations,
                            allocationsPerOp: allocationCounting ? Double(allocations) / Double(iterations) : nil)
}

/// One timed repetition: `iterations` calls; returns wall and CPU ns/op.
func timeRepetition(iterations: Int, _ body: (Int) -> Int) -> (wall: Double, cpu: Double) {
    let cpuStart = threadCPUNanoseconds()
    let start = monotonicNanoseconds()
    let checksum = body(iterations)
    let elapsed = monotonicNanoseconds() - start
    let cpu = threadCPUNanoseconds() - cpuStart
    Sink.consume(checksum)
    return (Double(elapsed) / Double(iterations), Double(cpu) / Double(iterations))
}

/// Measures a group of workloads that are compared with each other (A, B, C of one scenario,
/// mode and locale): each is prepared, then the repetitions are interleaved round-robin, so a
/// change in machine load during the group affects every system alike.
///
/// `group` holds each case's loop and its fixed iterations per repetition (`nil`: calibrate).
/// Under callgrind (`plan.instrumentCallgrind`) only the timed repetitions are instrumented.
func measureInterleaved(_ group: [(run: (Int) -> Int, iterations: Int?)], plan: TimingPlan,
                        allocationCounting: Bool) -> [Measurement] {
    let prepared = group.map { prepare(plan: plan, fixed: $0.iterations, allocationCounting: allocationCounting, $0.run) }
    var wall = Array(repeating: [Double](), count: group.count)
    var cpu = Array(repeating: [Double](), count: group.count)
    if plan.instrumentCallgrind { cbench_callgrind_start() }
    for _ in 0..<plan.repetitions {
        for (index, item) in group.enumerated() {
            let sample = timeRepetition(iterations: prepared[index].iterations, item.run)
            wall[index].append(sample.wall)
            cpu[index].append(sample.cpu)
        }
    }
    if plan.instrumentCallgrind { cbench_callgrind_stop() }
    return group.indices.map { index in
        Measurement(iterations: prepared[index].iterations, repetitions: plan.repetitions, cpu: Statistics(cpu[index]),
                    wall: Statistics(wall[index]), allocationsPerOp: prepared[index].allocationsPerOp)
    }
}

/// Whether the allocator interposition in CBenchBaseline sees the Swift runtime's allocations.
func allocationCountingWorks() -> Bool {
    let before = cbench_thread_allocations()
    let array = Array(repeating: monotonicNanoseconds(), count: 64)
    Sink.consume(array.count + Int(truncatingIfNeeded: array[0] & 1))
    return cbench_thread_allocations() > before
}

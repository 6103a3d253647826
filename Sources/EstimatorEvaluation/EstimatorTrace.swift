/// One progress update of a synthetic trace, with the truth attached.
struct TraceSample: Sendable, Hashable {
    /// Seconds since the operation started.
    var time: Double
    /// Units completed at `time`.
    var completed: Int64
    /// Seconds from `time` until the operation actually finished.
    var trueRemaining: Double
}

/// A deterministic, synthetic progress trace: the samples a progress library
/// would see for one operation, and when it really finished.
///
/// Updates come every 100 ms ± 30 ms, with a 2 % chance of a missed-update
/// gap of 0.3–0.8 s (the bursty trace has its own pattern). The amount done
/// per update varies by ±15 % around the current speed.
struct EstimatorTrace: Sendable {
    /// Short name used in the results table.
    var name: String
    /// The total unit count.
    var total: Int64
    /// The updates, in time order; the last one has `completed == total`.
    var samples: [TraceSample]
    /// When the trace's stall began (last progress before it), if it has one.
    var stallStart: Double?
    /// When the trace's stall ended, if it has one: the update at this time
    /// still brings no progress, the next one does.
    var stallEnd: Double?

    /// All six traces with their standard seeds, in report order.
    static let all: [EstimatorTrace] = [
        steady(), bursty(), stallThenResume(), speedHalves(), speedDoubles(), smallFilesThenBig(),
    ]

    /// All six kinds of trace generated from one other seed, in report
    /// order: fresh realizations of the same scenarios.
    static func all(seed: UInt64) -> [EstimatorTrace] {
        [
            steady(seed: seed), bursty(seed: seed), stallThenResume(seed: seed),
            speedHalves(seed: seed), speedDoubles(seed: seed), smallFilesThenBig(seed: seed),
        ]
    }

    /// (a) A constant 1 MB/s for 180 s.
    static func steady(seed: UInt64 = 0xA) -> EstimatorTrace {
        var builder = TraceBuilder(seed: seed, total: 180_000_000)
        while !builder.finished {
            builder.advance(builder.tick(), rate: 1_000_000 * builder.noise())
        }
        return builder.build(name: "steady")
    }

    /// (b) Wi-Fi-like: bursts of 0.2–1.5 s at 1.2–2.8 MB/s with updates every
    /// 50–150 ms, separated by silent gaps of 0.2–2.5 s without any update.
    /// About 0.8 MB/s on average, about 180 s in all.
    static func bursty(seed: UInt64 = 0xB) -> EstimatorTrace {
        var builder = TraceBuilder(seed: seed, total: 140_000_000)
        while !builder.finished {
            let burstRate = 2_000_000 * builder.rng.uniform(0.6...1.4)
            var burstLeft = builder.rng.uniform(0.2...1.5)
            while burstLeft > 0 && !builder.finished {
                let step = min(burstLeft, builder.rng.uniform(0.05...0.15))
                builder.advance(step, rate: burstRate * builder.noise())
                burstLeft -= step
            }
            builder.advance(builder.rng.uniform(0.2...2.5), rate: 0, emit: false)
        }
        return builder.build(name: "bursty")
    }

    /// (c) 1 MB/s, then no progress for 20 s from t = 60 s (updates keep
    /// coming with the same count), then 1 MB/s again; about 180 s in all.
    static func stallThenResume(seed: UInt64 = 0xC) -> EstimatorTrace {
        var builder = TraceBuilder(seed: seed, total: 160_000_000)
        while !builder.finished {
            if builder.time >= 60 && builder.stallStart == nil {
                builder.stallStart = builder.time
                while builder.time < 80 {
                    builder.advance(builder.tick(), rate: 0)
                }
                builder.stallEnd = builder.time
            }
            builder.advance(builder.tick(), rate: 1_000_000 * builder.noise())
        }
        return builder.build(name: "stall then resume")
    }

    /// (d) 1.2 MB/s for 90 s, then 0.6 MB/s for 90 s.
    static func speedHalves(seed: UInt64 = 0xD) -> EstimatorTrace {
        var builder = TraceBuilder(seed: seed, total: 162_000_000)
        while !builder.finished {
            let speed: Double = builder.time < 90 ? 1_200_000 : 600_000
            builder.advance(builder.tick(), rate: speed * builder.noise())
        }
        return builder.build(name: "speed halves")
    }

    /// (e) 0.6 MB/s for 90 s, then 1.2 MB/s for 90 s.
    static func speedDoubles(seed: UInt64 = 0xE) -> EstimatorTrace {
        var builder = TraceBuilder(seed: seed, total: 162_000_000)
        while !builder.finished {
            let speed: Double = builder.time < 90 ? 600_000 : 1_200_000
            builder.advance(builder.tick(), rate: speed * builder.noise())
        }
        return builder.build(name: "speed doubles")
    }

    /// (f) 400 small files of 20–200 kB, each with 0.1–0.2 s of per-file
    /// overhead without progress (about 0.45 MB/s overall), then one 120 MB
    /// file; both copied at 1.2 MB/s. About 200 s in all.
    static func smallFilesThenBig(seed: UInt64 = 0xF) -> EstimatorTrace {
        var rng = SplitMix64(seed: seed)
        var files: [Double] = []
        for _ in 0..<400 {
            files.append(rng.uniform(20_000...200_000).rounded(.down))
        }
        files.append(120_000_000)
        let total = files.reduce(0, +)
        var builder = TraceBuilder(seed: seed &* 0x10, total: Int64(total))
        for file in files where !builder.finished {
            builder.advance(builder.rng.uniform(0.1...0.2), rate: 0)
            var left = file
            while left > 0.5 && !builder.finished {
                let speed = 1_200_000 * builder.noise()
                let step = builder.tick()
                let needed = left / speed
                if needed <= step {
                    builder.advance(needed, rate: speed)
                    left = 0
                } else {
                    builder.advance(step, rate: speed)
                    left -= speed * step
                }
            }
        }
        return builder.build(name: "small files, then big")
    }
}

/// Simulates an operation step by step and collects its updates.
private struct TraceBuilder {
    var rng: SplitMix64
    let total: Double
    private(set) var time = 0.0
    private(set) var progress = 0.0
    private(set) var finished = false
    private var points: [(time: Double, completed: Int64)] = [(0, 0)]
    var stallStart: Double?
    var stallEnd: Double?

    init(seed: UInt64, total: Int64) {
        rng = SplitMix64(seed: seed)
        self.total = Double(total)
    }

    /// The interval until the next regular update.
    mutating func tick() -> Double {
        if rng.chance(0.02) {
            return rng.uniform(0.3...0.8)
        }
        return rng.uniform(0.07...0.13)
    }

    /// Variation of the amount done per update: ±15 %.
    mutating func noise() -> Double {
        rng.uniform(0.85...1.15)
    }

    /// Lets `duration` seconds pass at `rate` units per second, then records
    /// an update if `emit`. Stops exactly at the total.
    mutating func advance(_ duration: Double, rate: Double, emit: Bool = true) {
        guard !finished else { return }
        let amount = rate * duration
        if amount > 0 && progress + amount >= total - 0.5 {
            time += duration * max(0, total - progress) / amount
            progress = total
            finished = true
            points.append((time, Int64(total)))
            return
        }
        time += duration
        progress += amount
        if emit {
            points.append((time, Int64(progress.rounded(.down))))
        }
    }

    func build(name: String) -> EstimatorTrace {
        let end = time
        let samples = points.map {
            TraceSample(time: $0.time, completed: $0.completed, trueRemaining: end - $0.time)
        }
        return EstimatorTrace(
            name: name, total: Int64(total), samples: samples,
            stallStart: stallStart, stallEnd: stallEnd)
    }
}

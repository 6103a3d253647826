/// One operation as the estimators see it: the completed count at each sample, and when the
/// operation really ended.
///
/// A replay is built from a synthetic trace (its own irregular updates) or from a recorded
/// network trace (a download sampled every 100 ms or every second, see
/// ``downloads(of:sampling:)``). Samples start at time 0.
struct Replay: Sendable {
    /// A sample: `completed` units done at `time` seconds.
    struct Sample: Sendable, Hashable {
        var time: Double
        var completed: Int64
    }

    /// The trace it was made from: the row of the tables it counts towards.
    var trace: String
    /// Where in the trace it starts and how long it lasts, such as `@20 s, 60 s`.
    var label: String
    /// The total unit count.
    var total: Int64
    /// The samples, in time order, from time 0; the last one has `completed == total`.
    var samples: [Sample]
    /// When the operation ended, in seconds: the truth the shown times are scored against.
    var end: Double
    /// Which of its trace's start offsets it uses (0 for the first): even ones tune, odd ones are
    /// held out.
    var offsetIndex: Int = 0

    /// A synthetic trace's updates, ending with its last one.
    init(synthetic trace: EstimatorTrace) {
        self.trace = trace.name
        label = trace.name
        total = trace.total
        samples = trace.samples.map { Sample(time: $0.time, completed: $0.completed) }
        end = trace.samples.last?.time ?? 0
    }

    init(trace: String, label: String, total: Int64, samples: [Sample], end: Double, offsetIndex: Int) {
        self.trace = trace
        self.label = label
        self.total = total
        self.samples = samples
        self.end = end
        self.offsetIndex = offsetIndex
    }
}

extension Replay {
    /// How long the downloads replayed from each recorded trace last, in seconds.
    static let downloadDurations: [Int64] = [60, 120, 240, 480]
    /// At most this many start offsets per duration, spread evenly over the trace...
    static let maximumOffsets = 4
    /// ...and at least this many seconds apart.
    static let minimumOffsetSpacing: Int64 = 20

    /// The downloads replayed from `trace`, sampled every `sampling` seconds (a whole number of
    /// milliseconds): for each duration that fits in the trace, a download starting at each of up
    /// to four offsets spread evenly from the start to the last offset that still ends within the
    /// recording, so a download never repeats its trace. A download's size is what the link
    /// delivered in its span; it ends with its last packet.
    static func downloads(of trace: MahimahiTrace, sampling: Double) -> [Replay] {
        let step = max(1, Int64((sampling * 1_000).rounded()))
        var replays: [Replay] = []
        for duration in downloadDurations {
            let span = duration * 1_000
            let room = trace.lastMillisecond - span
            guard room >= 0 else { continue }
            let count = Int(min(Int64(maximumOffsets), 1 + room / (minimumOffsetSpacing * 1_000)))
            for index in 0..<count {
                let offset = count == 1 ? 0 : room * Int64(index) / Int64(count - 1)
                if let replay = download(of: trace, from: offset, lasting: span, step: step, offsetIndex: index) {
                    replays.append(replay)
                }
            }
        }
        return replays
    }

    /// The download of what `trace` delivers from millisecond `offset` for `span` milliseconds,
    /// sampled every `step` milliseconds; `nil` if nothing crosses the link in that span.
    static func download(
        of trace: MahimahiTrace, from offset: Int64, lasting span: Int64, step: Int64, offsetIndex: Int
    ) -> Replay? {
        let before = trace.packets(through: offset - 1)
        let within = trace.packets(through: offset + span - 1) - before
        guard within > 0 else { return nil }
        let total = Int64(within) * MahimahiTrace.packetBytes
        let endMillisecond = trace.milliseconds[before + within - 1] - offset
        var samples: [Sample] = []
        var time: Int64 = 0
        while true {
            let delivered = Int64(trace.packets(through: offset + time) - before) * MahimahiTrace.packetBytes
            samples.append(Sample(time: Double(time) / 1_000, completed: min(delivered, total)))
            if delivered >= total { break }
            time += step
        }
        return Replay(
            trace: trace.name, label: "@\(offset / 1_000) s, \(span / 1_000) s", total: total, samples: samples,
            end: Double(endMillisecond) / 1_000, offsetIndex: offsetIndex)
    }
}

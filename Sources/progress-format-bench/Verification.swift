import CBenchBaseline
import ProgressFormat

/// The lines each system produced for one update, as shown in the report.
struct ProducedLines: Codable, Sendable {
    var locale: String
    var formattingLocale: String
    var workload: String
    var update: Int
    var system: String
    var description: String
    var additionalDescription: String
}

/// What the start-up check established.
struct VerificationReport: Codable, Sendable {
    /// English lines compared with the expected text (A).
    var expectedChecked: Int
    /// Updates on which lean = A, umsg = A and A+stream = A were checked, over all locales and workloads.
    var floorUpdatesCompared: Int
    /// Updates at an operation's ends (nothing done yet, finished) the floors were not compared
    /// on: the floors write the running text.
    var floorEndsSkipped: Int = 0
    /// Whether every update was compared (false with `--quick`: every 10th).
    var everyUpdate: Bool
    /// English updates where B's lines differ from A's (reported, not required), and how many were compared.
    var bDifferences: Int
    var bCompared: Int
    /// Sample lines of every system, per locale and workload.
    var lines: [ProducedLines]
    /// Plural selections the lean floor makes per locale ("ru: counted, files, time").
    var floorPlurals: [String]
    /// Heap bytes each dashboard transfer's `ProgressTextStream` keeps once it has formatted its
    /// updates (the growth of heap in use over the pass ÷ 500), by locale.
    var streamHeapBytesPerTransfer: [String: Double] = [:]
    /// Heap growth over the live download's checked pass through its one stream (the stream's
    /// last description, and whatever else the process kept on the way), by locale.
    var warmStreamHeapBytes: [String: Double] = [:]
}

enum Verification {
    /// Expected English lines (A): the README's "everything" pair, and one update of each kind
    /// in the workloads (which also pins the generated workloads).
    static let expected: [(workload: String, update: Int, text: ProgressText)] = [
        ("legacy-oneoff", 0, ProgressText(
            description: "Downloading 9 files…",
            additionalDescription: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")),
        ("live", 0, ProgressText(
            description: "Downloading “ubuntu-24.04.1-desktop-amd64.iso”…",
            additionalDescription: "102 kB of 1.47 GB (1.2 MB/s) — 20 minutes, 5 seconds remaining")),
        // The last update: finished (what was done; the workload records no elapsed time).
        ("live", 9_999, ProgressText(
            description: "Downloaded “ubuntu-24.04.1-desktop-amd64.iso”",
            additionalDescription: "1.47 GB — done")),
        ("dashboard", 2, ProgressText(
            description: "1% completed", additionalDescription: "15,603 of 1,396,818 — 8 minutes, 38 seconds remaining")),
        ("dashboard", 16, ProgressText(
            description: "Uploading 289 files…", additionalDescription: "8 of 289 files — 32 minutes, 17 seconds remaining")),
        ("dashboard", 19, ProgressText(
            description: "Receiving 171 files…", additionalDescription: "93 kB of 493 kB (13 kB/s) — 36 seconds remaining")),
        ("dashboard", 31, ProgressText(
            description: "Duplicating “dataset-31.pdf”…",
            additionalDescription: "289.6 MB of 14.66 GB — estimating time remaining…")),
        ("dashboard", 1_004, ProgressText(
            description: "Receiving “holiday-photos-4.zip”…", additionalDescription: "13 kB of 41 kB — paused")),
    ]

    /// Checks A against the expected text, and both floors and A+stream against A on every update
    /// of every workload in every locale (every 10th with `quick`); throws a message on a mismatch.
    static func run(_ subjects: [LocaleSubjects], streams: Streams, quick: Bool,
                    includeFoundation: Bool) throws(BenchError) -> VerificationReport {
        func show(_ text: ProgressText) -> String {
            "\"\(text.description)\" / \"\(text.additionalDescription)\""
        }
        var expectedChecked = 0
        if let english = subjects.first(where: { $0.locale == "en" }) {
            for item in expected {
                guard let stream = streams.all.first(where: { $0.id == item.workload }) else { continue }
                let text = english.formatter.format(stream.snapshots[item.update])
                guard sameLines(text, item.text) else {
                    throw BenchError("A (en, \(item.workload) #\(item.update)) produced \(show(text)); expected \(show(item.text))")
                }
                expectedChecked += 1
            }
        }
        let stride = quick ? 10 : 1
        var compared = 0
        var endsSkipped = 0
        var bDifferences = 0
        var bCompared = 0
        var lines: [ProducedLines] = []
        var streamHeap: [String: Double] = [:]
        var warmHeap: [String: Double] = [:]
        for subject in subjects {
            let floor = subject.floor
            for stream in streams.all {
                // A+stream formats every update of the stream in order (each transfer's with its
                // own stream), as in the timed loop, and must write exactly A's text.
                let heapBefore = cbench_heap_in_use()
                let transferStreams = (0..<stream.transferCount).map { _ in ProgressTextStream(subject.formatter) }
                for index in 0..<stream.count {
                    let fromStream = transferStreams[stream.transfers[index]].format(stream.snapshots[index])
                    guard index % stride == 0 else { continue }
                    let fromA = subject.formatter.format(stream.snapshots[index])
                    guard sameLines(fromStream, fromA) else {
                        throw BenchError("""
                            A+stream ≠ A: \(subject.locale), \(stream.id) update #\(index):
                              A:        \(show(fromA))
                              A+stream: \(show(fromStream))
                            """)
                    }
                    // The floors write the running text; an operation's ends (nothing done yet,
                    // finished) are the library's moments, checked above for A+stream only.
                    let snapshot = stream.snapshots[index]
                    if snapshot.isFinished || snapshot.completedUnitCount == 0 {
                        endsSkipped += 1
                        continue
                    }
                    for (method, name) in [(CBENCH_LEAN, "lean"), (CBENCH_UMSG, "umsg")] {
                        let status = floor.status(method, stream.snapshots[index])
                        let fromFloor = floor.text
                        guard status <= 0, sameLines(fromFloor, fromA) else {
                            throw BenchError("""
                                \(name) floor ≠ A: \(subject.locale), \(stream.id) update #\(index) (status \(status)):
                                  A:     \(show(fromA))
                                  \(name): \(show(fromFloor))
                                """)
                        }
                    }
                    compared += 1
                    if includeFoundation, subject.locale == "en", index % 10 == 0 {
                        bCompared += 1
                        if !sameLines(subject.foundation.text(stream.snapshots[index]), fromA) { bDifferences += 1 }
                    }
                }
                // What the streams keep, measured while they are alive.
                if stream.transferCount > 1 {
                    streamHeap[subject.locale] = Double(cbench_heap_in_use() - heapBefore) / Double(stream.transferCount)
                } else if stream.id == "live" {
                    warmHeap[subject.locale] = Double(cbench_heap_in_use() - heapBefore)
                }
                withExtendedLifetime(transferStreams) {}
                // Sample lines for the report.
                let samples = sampleUpdates(stream)
                for index in samples where index < stream.count {
                    var texts: [(String, ProgressText)] = [("A", subject.formatter.format(stream.snapshots[index]))]
                    if includeFoundation {
                        texts.append(("B", subject.foundation.text(stream.snapshots[index])))
                    }
                    for (system, text) in texts {
                        lines.append(ProducedLines(locale: subject.locale, formattingLocale: subject.formatter.resolvedLocale,
                                                   workload: stream.id, update: index, system: system,
                                                   description: text.description,
                                                   additionalDescription: text.additionalDescription))
                    }
                }
            }
        }
        let plurals = subjects.map { subject in
            let p = subject.floor.glue.plurals
            let used = [p.counted ? "counted" : nil, p.files ? "files" : nil, p.time ? "time" : nil].compactMap { $0 }
            return "\(subject.locale): \(used.isEmpty ? "none" : used.joined(separator: ", "))"
        }
        return VerificationReport(expectedChecked: expectedChecked, floorUpdatesCompared: compared, floorEndsSkipped: endsSkipped,
                                  everyUpdate: !quick,
                                  bDifferences: bDifferences, bCompared: bCompared, lines: lines, floorPlurals: plurals,
                                  streamHeapBytesPerTransfer: streamHeap, warmStreamHeapBytes: warmHeap)
    }
}

/// Updates shown in the report: the start and middle of the live download, and the first
/// update of each kind of dashboard row.
func sampleUpdates(_ stream: UpdateStream) -> [Int] {
    switch stream.id {
    case "live": return [0, 5_000, stream.count - 1]
    case "dashboard":
        let kinds: [(ProgressSnapshot) -> Bool] = [
            { $0.kind == .file && ($0.fileTotalCount ?? 0) <= 1 && $0.status == nil },
            { $0.kind == .file && ($0.fileTotalCount ?? 0) > 1 && $0.totalUnitCount > 0 },
            { $0.kind == .file && $0.totalUnitCount < 0 },
            { $0.kind == nil },
            { $0.status == .paused },
            { $0.status == .estimating },
        ]
        return kinds.compactMap { stream.snapshots.firstIndex(where: $0) }
    default: return [0]
    }
}

/// Whether two texts have the same two lines (the parts marked in them are not compared).
func sameLines(_ a: ProgressText?, _ b: ProgressText?) -> Bool {
    a?.description == b?.description && a?.additionalDescription == b?.additionalDescription && (a == nil) == (b == nil)
}

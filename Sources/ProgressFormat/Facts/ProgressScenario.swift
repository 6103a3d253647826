import struct Foundation.URL
internal import ProgressTables

/// A named, built-in set of facts that shows one kind of sentence: the cases previews, tests
/// and benchmarks run through every locale.
///
///     for scenario in ProgressScenario.all {
///         print(scenario.name, formatter.format(scenario.snapshot))
///     }
///     // plain-percent      7% completed / 419,431 of 5,356,456
///     // everything         Downloading 9 files… / 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining
public struct ProgressScenario: Hashable, Sendable, Identifiable {
    /// A short kebab-case name, such as `"everything"`.
    public let name: String
    /// One line saying what the scenario shows.
    public let summary: String
    /// The facts.
    public let snapshot: ProgressSnapshot

    /// The scenario's name.
    public var id: String { name }

    /// Creates a scenario.
    public init(name: String, summary: String, snapshot: ProgressSnapshot) {
        self.name = name
        self.summary = summary
        self.snapshot = snapshot
    }

    /// The scenario with this name, if there is one.
    public static func named(_ name: String) -> ProgressScenario? {
        all.first { $0.name == name }
    }

    /// Every built-in scenario, covering every sentence the library can produce.
    public static let all: [ProgressScenario] = {
        let url = URL(fileURLWithPath: "/home/user/Downloads/photos.zip")
        func file(_ operation: ProgressSnapshot.FileOperationKind?, _ change: (inout ProgressSnapshot) -> Void = { _ in }) -> ProgressSnapshot {
            var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                            fileOperationKind: operation)
            change(&snapshot)
            return snapshot
        }
        var scenarios = [
            ProgressScenario(name: "plain-percent", summary: "Generic units with a known total.",
                             snapshot: ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)),
            ProgressScenario(name: "indeterminate", summary: "Generic units, total unknown: nothing to say.",
                             snapshot: ProgressSnapshot(completedUnitCount: 12, totalUnitCount: -1)),
            ProgressScenario(name: "percent-time-remaining", summary: "Generic units with a time remaining.",
                             snapshot: ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456,
                                                        estimatedTimeRemaining: 97)),
        ]
        let operations: [ProgressSnapshot.FileOperationKind?] = ProgressSnapshot.FileOperationKind.allKnown + [nil]
        for operation in operations {
            let name = operation?.shortName ?? ProgressSnapshot.FileOperationKind.processingShortName
            scenarios.append(ProgressScenario(name: "\(name)-named", summary: "\(name.capitalized) one file, by name.",
                                              snapshot: file(operation) { $0.fileURL = url }))
            scenarios.append(ProgressScenario(name: "\(name)-counted", summary: "\(name.capitalized) a counted set of files.",
                                              snapshot: file(operation) { $0.fileTotalCount = 9; $0.fileCompletedCount = 7 }))
            scenarios.append(ProgressScenario(name: "\(name)-unnamed", summary: "\(name.capitalized) files, neither named nor counted.",
                                              snapshot: file(operation)))
        }
        scenarios += [
            ProgressScenario(name: "bytes-only", summary: "File bytes done of the total.",
                             snapshot: file(.copying)),
            ProgressScenario(name: "bytes-throughput", summary: "File bytes with the transfer speed.",
                             snapshot: file(.downloading) { $0.throughput = 50_000 }),
            ProgressScenario(name: "bytes-time-remaining", summary: "File bytes with the time remaining.",
                             snapshot: file(.copying) { $0.estimatedTimeRemaining = 3_725 }),
            ProgressScenario(name: "everything", summary: "Downloading 9 files: bytes, speed and time remaining.",
                             snapshot: file(.downloading) {
                                 $0.fileURL = url
                                 $0.fileTotalCount = 9
                                 $0.fileCompletedCount = 7
                                 $0.throughput = 50_000
                                 $0.estimatedTimeRemaining = 97
                             }),
            ProgressScenario(name: "file-counts-only", summary: "File counts, sizes unknown.",
                             snapshot: file(.copying) { $0.totalUnitCount = 0; $0.fileTotalCount = 9; $0.fileCompletedCount = 7 }),
            ProgressScenario(name: "throughput-only", summary: "Only the transfer speed is known.",
                             snapshot: file(.receiving) { $0.totalUnitCount = 0; $0.throughput = 2_500_000 }),
            ProgressScenario(name: "throughput-time-remaining", summary: "Speed and time remaining, sizes unknown.",
                             snapshot: file(.uploading) { $0.totalUnitCount = 0; $0.throughput = 2_500_000; $0.estimatedTimeRemaining = 7_200 }),
            ProgressScenario(name: "time-remaining-only", summary: "Only the time remaining is known.",
                             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: 90_061)),
            ProgressScenario(name: "completed-over-total", summary: "More done than the total (generic units).",
                             snapshot: ProgressSnapshot(completedUnitCount: 6, totalUnitCount: 5)),
            ProgressScenario(name: "zero-bytes", summary: "A transfer that has not started: starting, not 0 kB.",
                             snapshot: file(.downloading) { $0.completedUnitCount = 0; $0.fileTotalCount = 1; $0.fileURL = url }),
            ProgressScenario(name: "paused", summary: "A paused download: the status replaces speed and time remaining.",
                             snapshot: file(.downloading) {
                                 $0.fileTotalCount = 9
                                 $0.throughput = 50_000
                                 $0.estimatedTimeRemaining = 97
                                 $0.status = .paused
                             }),
            ProgressScenario(name: "cancelled", summary: "A cancelled upload.",
                             snapshot: file(.uploading) { $0.fileURL = url; $0.throughput = 50_000; $0.status = .cancelled }),
            ProgressScenario(name: "stalled", summary: "No progress for a while: stalled instead of a stale speed.",
                             snapshot: file(.downloading) { $0.fileURL = url; $0.throughput = 0; $0.status = .stalled }),
            ProgressScenario(name: "estimating", summary: "Not enough data yet for a time remaining; the speed is known.",
                             snapshot: file(.downloading) { $0.fileURL = url; $0.throughput = 50_000; $0.status = .estimating }),
            ProgressScenario(name: "estimating-size-unknown", summary: "Estimating, with only the speed known.",
                             snapshot: file(.receiving) { $0.totalUnitCount = 0; $0.throughput = 2_500_000; $0.status = .estimating }),
            ProgressScenario(name: "failed", summary: "A download an error stopped: failed instead of the speed and time remaining.",
                             snapshot: file(.downloading) { $0.fileURL = url; $0.throughput = 50_000; $0.status = .failed }),
            ProgressScenario(name: "finished", summary: "Nine files downloaded: what was done and how long it took.",
                             snapshot: file(.downloading) {
                                 $0.completedUnitCount = $0.totalUnitCount
                                 $0.fileTotalCount = 9
                                 $0.fileCompletedCount = 9
                                 $0.elapsedTime = 97
                             }),
            ProgressScenario(name: "finished-named", summary: "One file copied, how long it took unknown.",
                             snapshot: file(.copying) { $0.completedUnitCount = $0.totalUnitCount; $0.fileURL = url }),
            ProgressScenario(name: "finished-unnamed", summary: "Files received, neither named nor counted.",
                             snapshot: file(.receiving) { $0.completedUnitCount = $0.totalUnitCount; $0.elapsedTime = 3_725 }),
            ProgressScenario(name: "finished-generic", summary: "Generic work done, with how long it took.",
                             snapshot: ProgressSnapshot(completedUnitCount: 5_356_456, totalUnitCount: 5_356_456, elapsedTime: 14)),
            ProgressScenario(name: "paused-alone", summary: "A paused operation with nothing else to say.",
                             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, status: .paused)),
            ProgressScenario(name: "huge-values", summary: "Exabytes, a huge speed and a very long time remaining.",
                             snapshot: file(.downloading) {
                                 $0.completedUnitCount = 999_950_000
                                 $0.totalUnitCount = .max
                                 $0.fileTotalCount = 1_000_000
                                 $0.throughput = 9.9e15
                                 $0.estimatedTimeRemaining = 1e9
                             }),
        ]
        return scenarios
    }()
}

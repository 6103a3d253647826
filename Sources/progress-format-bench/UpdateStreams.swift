import EstimatorEvaluation
import Foundation
import ProgressFormat

/// One workload: the updates, in order, and which transfer each belongs to.
final class UpdateStream: Sendable {
    /// Short id used in case ids: `live`, `dashboard`, `legacy-stream`, `legacy-oneoff`.
    let id: String
    /// What it is, for the report.
    let label: String
    /// The updates, as every system gets them.
    let snapshots: [ProgressSnapshot]
    /// Whether a repetition is one pass over the whole stream (true) or calibrated to a duration.
    let fixedLength: Bool
    /// Which transfer each update belongs to (0 ..< `transferCount`): the dashboard's 500, one
    /// for the other streams. A+stream formats each transfer's updates with its own stream.
    let transfers: [Int]
    let transferCount: Int

    init(id: String, label: String, snapshots: [ProgressSnapshot], transfers: [Int]? = nil, fixedLength: Bool) {
        self.id = id
        self.label = label
        self.snapshots = snapshots
        self.fixedLength = fixedLength
        self.transfers = transfers ?? Array(repeating: 0, count: snapshots.count)
        transferCount = (self.transfers.max() ?? 0) + 1
    }

    var count: Int { snapshots.count }
}

enum Workloads {
    static let liveLength = 10_000
    static let dashboardTransfers = 500
    static let dashboardRounds = 20

    /// The "everything" scenario: 419,431 of 5,356,456 bytes, downloading 9 files, 50,000 B/s, 97 s.
    static let everything: ProgressSnapshot = ProgressScenario.named("everything")?.snapshot
        ?? ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                            fileOperationKind: .downloading, fileTotalCount: 9, fileCompletedCount: 7,
                            throughput: 50_000, estimatedTimeRemaining: 97)

    /// A live download: one 1.47 GB file, 10,000 updates (about 10 per second), each distinct.
    ///
    /// Completed bytes grow by irregular steps (0 kB → 1.47 GB, through kB, MB and GB); the
    /// throughput shown is a short moving average of the per-update rate (±30 % noise, a slow
    /// drift), so it jitters; the time remaining is recomputed on every update from the bytes
    /// left and a slower average, so its text changes every few updates. One named file
    /// (`fileURL`), operation downloading, file counts 0 of 1.
    static func liveDownload() -> UpdateStream {
        var random = SplitMix64(seed: 0x5EED_0011)
        let total: Int64 = 1_468_006_400
        let url = URL(fileURLWithPath: "/home/ada/Downloads/ubuntu-24.04.1-desktop-amd64.iso")
        var weights: [Double] = []
        var intervals: [Double] = []
        for index in 0..<liveLength {
            let drift = 1 + 0.35 * sin(Double(index) / 900)
            weights.append(drift * random.uniform(0.7...1.3))
            intervals.append(random.uniform(0.08...0.12))
        }
        let sum = weights.reduce(0, +)
        var cumulative = 0.0
        var fastRate = 0.0
        var slowRate = 0.0
        var previous: Int64 = 0
        var snapshots: [ProgressSnapshot] = []
        for index in 0..<liveLength {
            cumulative += weights[index]
            let completed = index == liveLength - 1 ? total : Int64(Double(total) * cumulative / sum)
            let instant = Double(completed - previous) / intervals[index]
            previous = completed
            fastRate = index == 0 ? instant : fastRate + 0.3 * (instant - fastRate)
            slowRate = index == 0 ? instant : slowRate + 0.03 * (instant - slowRate)
            var snapshot = ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, kind: .file,
                                            fileOperationKind: .downloading, fileURL: url, fileTotalCount: 1,
                                            fileCompletedCount: completed == total ? 1 : 0)
            snapshot.throughput = fastRate.rounded()
            snapshot.estimatedTimeRemaining = Double(total - completed) / max(slowRate, 1)
            snapshots.append(snapshot)
        }
        return UpdateStream(id: "live", label: "live download: 10,000 distinct updates of one 1.47 GB file",
                            snapshots: snapshots, fixedLength: true)
    }

    /// What one dashboard row is.
    private struct Transfer {
        enum Shape { case namedFile, countedFiles, filesOnly, generic }
        var shape: Shape
        var operation: ProgressSnapshot.FileOperationKind?
        var url: URL?
        var total: Int64
        var completed: Int64
        var files: Int
        var filesDone: Int
        var rate: Double
        var showsTimeRemaining: Bool
        /// Rounds that start estimating; -1 never.
        var estimatingRounds: Int
        /// Paused on every third round.
        var pausesOften: Bool
    }

    private static let nameStems = [
        "report", "holiday-photos", "backup", "dataset", "invoice", "thesis", "podcast-episode", "build-artifacts",
        "Résumé", "отчёт", "写真", "تقرير", "presentation", "kernel-source", "game-assets", "Holiday photos",
        "meeting notes", "scan", "archive", "video-call-recording", "Übersicht", "データ", "مستند", "logs",
    ]
    private static let extensions = [".zip", ".tar.gz", ".pdf", ".mp4", ".iso", ".dmg", ".csv", ".mkv", ".docx", ".7z"]

    /// A dashboard: 500 different transfers rendered round-robin, 20 rounds, 10,000 updates.
    ///
    /// Each transfer has its own total (300 B to 80 GB, log-uniform), name, operation, rate
    /// (300 B/s to 200 MB/s) and time remaining: 59 % one named file, 16 % several files with
    /// sizes ("Copying 37 files…"), 12 % file counts only ("7 of 9 files"), 13 % generic units
    /// ("7% completed", "419,431 of 5,356,456"); some have no time remaining, 6 % estimate
    /// during their first rounds (`status = .estimating`), 6 % show `.paused` every third round.
    /// Every round each transfer advances by an irregular step and its rate and time remaining
    /// are recomputed, so no update repeats its transfer's previous one.
    static func dashboard() -> UpdateStream {
        var random = SplitMix64(seed: 0xDA5B_0A2D)
        let operations: [(ProgressSnapshot.FileOperationKind?, Double)] = [
            (.downloading, 0.35), (.uploading, 0.15), (.receiving, 0.10), (.copying, 0.16),
            (.decompressingAfterDownloading, 0.1), (.duplicating, 0.1), (nil, 0.04),
        ]
        func operation() -> ProgressSnapshot.FileOperationKind? {
            var pick = random.unit()
            for (operation, weight) in operations {
                pick -= weight
                if pick < 0 { return operation }
            }
            return .downloading
        }
        var transfers: [Transfer] = []
        for index in 0..<dashboardTransfers {
            let roll = random.unit()
            let shape: Transfer.Shape = roll < 0.59 ? .namedFile : roll < 0.75 ? .countedFiles : roll < 0.87 ? .filesOnly : .generic
            let stem = nameStems[random.integer(0...(nameStems.count - 1))]
            let fileName = "\(stem)-\(index)\(extensions[random.integer(0...(extensions.count - 1))])"
            var transfer = Transfer(shape: shape, operation: nil, url: nil, total: -1, completed: 0, files: 0,
                                    filesDone: 0, rate: random.logUniform(300...200e6),
                                    showsTimeRemaining: random.chance(0.85), estimatingRounds: -1, pausesOften: false)
            switch shape {
            case .namedFile, .countedFiles, .filesOnly:
                transfer.operation = operation()
                let url = URL(fileURLWithPath: shape == .namedFile ? "/srv/transfers/\(fileName)" : "/srv/transfers/\(stem)-\(index)")
                transfer.url = url
                transfer.files = shape == .namedFile ? 1 : random.integer(2...400)
                transfer.total = shape == .filesOnly ? -1 : Int64(random.logUniform(300...80e9))
            case .generic:
                transfer.total = Int64(random.logUniform(10...5_000_000))
            }
            // A round is one second; long enough for 20 rounds without finishing (rate in bytes or units per second).
            if transfer.total > 0 {
                transfer.rate = min(transfer.rate, Double(transfer.total) / random.uniform(25...400))
                transfer.completed = Int64(Double(transfer.total) * random.uniform(0...0.3))
            }
            transfer.filesDone = transfer.files > 1 ? random.integer(0...(transfer.files / 3)) : 0
            if random.chance(0.06) {
                transfer.estimatingRounds = random.integer(2...6)
            } else if random.chance(0.064) {
                transfer.pausesOften = true
            }
            transfers.append(transfer)
        }
        var snapshots: [ProgressSnapshot] = []
        var updateTransfers: [Int] = []
        for round in 0..<dashboardRounds {
            for index in transfers.indices {
                var transfer = transfers[index]
                let jitter = random.uniform(0.55...1.45)
                let step = max(1, transfer.rate * jitter)
                if transfer.total > 0 {
                    transfer.completed = min(transfer.total - 1, transfer.completed + Int64(step))
                }
                if transfer.files > 1, transfer.filesDone < transfer.files - 1, random.chance(0.4) {
                    transfer.filesDone += 1
                }
                transfers[index] = transfer
                var snapshot = ProgressSnapshot(completedUnitCount: transfer.completed, totalUnitCount: transfer.total)
                if transfer.shape != .generic {
                    snapshot.kind = .file
                    snapshot.fileOperationKind = transfer.operation
                    snapshot.fileURL = transfer.url
                    snapshot.fileTotalCount = transfer.files
                    snapshot.fileCompletedCount = transfer.filesDone
                    snapshot.throughput = (transfer.rate * jitter).rounded()
                }
                let left = transfer.total > 0 ? Double(transfer.total - transfer.completed) / max(transfer.rate, 1)
                    : Double(transfer.files - transfer.filesDone) * 7.3
                if transfer.showsTimeRemaining {
                    snapshot.estimatedTimeRemaining = left * random.uniform(0.9...1.1)
                }
                if round < transfer.estimatingRounds {
                    snapshot.status = .estimating
                } else if transfer.pausesOften, round % 3 == 2 {
                    snapshot.status = .paused
                }
                snapshots.append(snapshot)
                updateTransfers.append(index)
            }
        }
        return UpdateStream(id: "dashboard",
                            label: "dashboard: 500 different transfers round-robin through one formatter, 20 rounds, 10,000 updates",
                            snapshots: snapshots, transfers: updateTransfers, fixedLength: true)
    }

    /// Legacy: 256 updates of the "everything" scenario, only completed, throughput and time
    /// remaining changing (the old benchmark's stream).
    static func legacyStream() -> UpdateStream {
        let snapshots = (0..<256).map { step in
            var snapshot = everything
            snapshot.completedUnitCount = 419_431 + Int64(step) * 2_207
            snapshot.throughput = Double(40_000 + (step * 7_919) % 20_000)
            snapshot.estimatedTimeRemaining = Double(60 + (step * 13) % 540)
            return snapshot
        }
        return UpdateStream(id: "legacy-stream", label: "legacy stream: 256 updates of \"everything\" (old benchmark)",
                            snapshots: snapshots, fixedLength: false)
    }

    /// Legacy: the same "everything" snapshot on every call; its description is planned once
    /// (A's formatter and the floors plan a description again only when its facts change).
    static func legacyOneOff() -> UpdateStream {
        return UpdateStream(id: "legacy-oneoff",
                            label: "legacy one-off: the same \"everything\" snapshot every call (its description planned once)",
                            snapshots: [everything], fixedLength: false)
    }
}

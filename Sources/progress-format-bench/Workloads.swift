import Foundation
import ProgressFormat

/// Which implementation a case measures.
enum System: String, Codable, Sendable, CaseIterable {
    /// ProgressFormat's `format(_:)`.
    case a = "A"
    /// The Foundation composite.
    case b = "B"
    /// The raw-ICU floor from C (UTF-16 left in C buffers).
    case c = "C"
    /// The raw-ICU floor plus decoding both lines into Swift `String`s (what A must also return).
    case cString = "C+String"
}

/// How the inputs vary between calls.
enum Mode: String, Codable, Sendable {
    /// The same snapshot every call, on a shared formatter.
    case oneOff = "oneoff"
    /// A progress bar's updates: only completed bytes, throughput and time remaining change.
    case stream
}

/// The facts the benchmark formats.
enum Inputs {
    /// The "everything" scenario: 419,431 of 5,356,456 bytes, downloading 9 files, 50,000 B/s, 97 s.
    static let everything: ProgressSnapshot = ProgressScenario.named("everything")?.snapshot
        ?? ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                            fileOperationKind: .downloading, fileTotalCount: 9, fileCompletedCount: 7,
                            throughput: 50_000, estimatedTimeRemaining: 97)

    /// The "plain-percent" scenario: 419,431 of 5,356,456 generic units.
    static let plainPercent: ProgressSnapshot = ProgressScenario.named("plain-percent")?.snapshot
        ?? ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)

    /// Number of distinct updates in the stream (a power of two; the loop indexes with a mask).
    static let streamLength = 256

    /// 256 updates of the "everything" scenario as a progress bar sees them: completed grows
    /// 419,431 → 982,216 bytes (kB range), throughput varies 40,000–59,999 B/s (kB/s range), the
    /// time remaining varies 60–599 s (both "N minutes" and "N minutes, M seconds"). Total, file
    /// name, operation and file count never change. The ranges keep the C floor's fixed units
    /// right, so C and A must agree on every update (checked at start).
    static let stream: [ProgressSnapshot] = (0..<streamLength).map { step in
        var snapshot = everything
        snapshot.completedUnitCount = 419_431 + Int64(step) * 2_207
        snapshot.throughput = Double(40_000 + (step * 7_919) % 20_000)
        snapshot.estimatedTimeRemaining = Double(60 + (step * 13) % 540)
        return snapshot
    }
}

/// One timed case: which system, scenario, mode and locale, and the loop that runs it.
struct Workload {
    /// `system.mode.scenario.locale`, such as `A.stream.everything.en` (what `--case` matches).
    var id: String { "\(system.rawValue).\(mode.rawValue).\(scenario).\(locale)" }
    /// The cases compared with each other share this key: same mode, scenario and locale.
    var groupKey: String { "\(mode.rawValue).\(scenario).\(locale)" }
    var system: System
    var scenario: String
    var mode: Mode
    /// The locale requested from ProgressFormat.
    var locale: String
    /// The locale the numbers are formatted in (A's `resolvedLocale`; B and C use it too).
    var formattingLocale: String
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
    /// C: the raw-ICU floor, in A's resolved locale.
    let floor: RawICUFloor

    /// Opens all three for `locale`; throws a message when one cannot be opened.
    init(locale: String) throws(BenchError) {
        self.locale = locale
        do {
            formatter = try ProgressTextFormatter(locale: locale)
        } catch {
            throw BenchError("ProgressTextFormatter(locale: \"\(locale)\") failed: \(error)")
        }
        foundation = FoundationComposite(locale: formatter.resolvedLocale)
        guard let floor = RawICUFloor(locale: formatter.resolvedLocale) else {
            throw BenchError("the raw-ICU floor could not be opened for \(formatter.resolvedLocale)")
        }
        self.floor = floor
    }

    /// The timed cases of this locale.
    func workloads() -> [Workload] {
        let formatter = self.formatter
        let foundation = self.foundation
        let floor = self.floor
        let everything = Inputs.everything
        let plainPercent = Inputs.plainPercent
        let stream = Inputs.stream
        let mask = Inputs.streamLength - 1
        let resolved = formatter.resolvedLocale

        func workload(_ system: System, _ mode: Mode, _ scenario: String, _ run: @escaping (Int) -> Int) -> Workload {
            Workload(system: system, scenario: scenario, mode: mode, locale: locale, formattingLocale: resolved, run: run)
        }
        func length(_ text: ProgressText) -> Int {
            text.description.utf8.count &+ text.additionalDescription.utf8.count
        }
        func floorEverything(_ snapshot: ProgressSnapshot) -> Int {
            floor.everything(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount,
                             files: Int64(snapshot.fileTotalCount ?? 0), bytesPerSecond: Int64(snapshot.throughput ?? 0),
                             secondsRemaining: snapshot.estimatedTimeRemaining ?? 0)
        }
        func floorString() -> Int {
            let text = floor.text
            return text.description.utf8.count &+ text.additionalDescription.utf8.count
        }

        return [
            workload(.a, .oneOff, "everything") { n in
                var sum = 0
                for _ in 0..<n { sum &+= length(formatter.format(everything)) }
                return sum
            },
            workload(.b, .oneOff, "everything") { n in
                var sum = 0
                for _ in 0..<n { sum &+= length(foundation.everything(everything)) }
                return sum
            },
            workload(.c, .oneOff, "everything") { n in
                var sum = 0
                for _ in 0..<n { sum &+= floorEverything(everything) }
                return sum
            },
            workload(.cString, .oneOff, "everything") { n in
                var sum = 0
                for _ in 0..<n { sum &+= floorEverything(everything) &+ floorString() }
                return sum
            },
            workload(.a, .stream, "everything") { n in
                var sum = 0
                stream.withUnsafeBufferPointer { updates in
                    for i in 0..<n { sum &+= length(formatter.format(updates[i & mask])) }
                }
                return sum
            },
            workload(.b, .stream, "everything") { n in
                var sum = 0
                stream.withUnsafeBufferPointer { updates in
                    for i in 0..<n { sum &+= length(foundation.everything(updates[i & mask])) }
                }
                return sum
            },
            workload(.c, .stream, "everything") { n in
                var sum = 0
                stream.withUnsafeBufferPointer { updates in
                    for i in 0..<n { sum &+= floorEverything(updates[i & mask]) }
                }
                return sum
            },
            workload(.cString, .stream, "everything") { n in
                var sum = 0
                stream.withUnsafeBufferPointer { updates in
                    for i in 0..<n { sum &+= floorEverything(updates[i & mask]) &+ floorString() }
                }
                return sum
            },
            workload(.a, .oneOff, "plain-percent") { n in
                var sum = 0
                for _ in 0..<n { sum &+= length(formatter.format(plainPercent)) }
                return sum
            },
            workload(.b, .oneOff, "plain-percent") { n in
                var sum = 0
                for _ in 0..<n { sum &+= length(foundation.plainPercent(plainPercent)) }
                return sum
            },
            workload(.c, .oneOff, "plain-percent") { n in
                var sum = 0
                for _ in 0..<n {
                    sum &+= floor.plainPercent(completed: plainPercent.completedUnitCount, total: plainPercent.totalUnitCount)
                }
                return sum
            },
            workload(.cString, .oneOff, "plain-percent") { n in
                var sum = 0
                for _ in 0..<n {
                    sum &+= floor.plainPercent(completed: plainPercent.completedUnitCount, total: plainPercent.totalUnitCount)
                        &+ floorString()
                }
                return sum
            },
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

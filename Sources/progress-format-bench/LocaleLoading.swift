import CBenchBaseline
import Foundation
import ProgressFormat

/// Private memory figures of the process.
struct PrivateMemory: Codable, Sendable {
    /// `Private_Dirty` of `/proc/self/smaps_rollup`, in kB: pages only this process wrote.
    var privateDirtyKB: Int
    /// `Anonymous` of `/proc/self/smaps_rollup`, in kB.
    var anonymousKB: Int
    /// Heap bytes in use (glibc `mallinfo2`: `uordblks + hblkhd`).
    var heapBytes: Int

    static func now() -> PrivateMemory {
        let text = (try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8)) ?? ""
        func value(_ key: String) -> Int {
            for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
                return Int(line.dropFirst(key.count + 1).filter(\.isNumber)) ?? 0
            }
            return 0
        }
        return PrivateMemory(privateDirtyKB: value("Private_Dirty"), anonymousKB: value("Anonymous"),
                             heapBytes: Int(cbench_heap_in_use()))
    }
}

/// One child process's first use of 20 locales: the time of each first text, and the memory
/// all of them added (each locale's formatter or handles kept alive).
struct LocaleLoadingRun: Codable, Sendable {
    /// "A" (ProgressTextFormatter) or "C" (the lean floor's ICU handles opened from C + its first text).
    var system: String
    var locales: [String]
    /// Per locale: creating the formatter / opening the handles, wall-clock ns.
    var createNs: [Double]
    /// Per locale: the first text afterwards, wall-clock ns.
    var firstTextNs: [Double]
    /// Per locale: both, thread CPU ns (`CLOCK_THREAD_CPUTIME_ID`; preemption not counted).
    var totalCPUNs: [Double]
    var before: PrivateMemory
    var after: PrivateMemory
    /// Locales whose first text differed between C and A (checked in the C child after the
    /// measurement), or could not be formatted.
    var mismatches: [String]
    /// Child processes pooled into this report (the samples are every round's; the memory is
    /// the round with the median heap growth).
    var rounds: Int = 1
    /// Heap growth per locale in each round, KB.
    var heapPerLocaleKBByRound: [Double] = []
    /// The median CPU ns of a locale's first text in each round (A and C run in turn within a
    /// round, so a round's A and C saw the host at about one speed).
    var medianTotalCPUNsByRound: [Double] = []
    /// The memory after every locale has then formatted ``LocaleLoading/warmUpdates`` updates of
    /// the live download (A: through its formatter; C: through a lean floor on its handles):
    /// what a locale keeps once it is streaming (what ICU compiles on first use; the formatter's
    /// last description).
    var warm: PrivateMemory?
    /// The thread CPU time of those updates, all locales together, ns (A: its formatters; C: the
    /// lean floors, planning included).
    var warmCPUNs: Double?

    var totalNs: [Double] { zip(createNs, firstTextNs).map { $0 + $1 } }
    var medianTotalCPUNs: Double { Statistics.percentile(totalCPUNs.sorted(), 0.5) }
    var p90TotalCPUNs: Double { Statistics.nearestRank(totalCPUNs.sorted(), 0.9) }
    var medianTotalNs: Double { Statistics.percentile(totalNs.sorted(), 0.5) }
    var p90TotalNs: Double { Statistics.nearestRank(totalNs.sorted(), 0.9) }
    var maxTotalNs: Double { totalNs.max() ?? .nan }
    private var count: Double { Double(max(locales.count, 1)) }
    var privateDirtyPerLocaleKB: Double { Double(after.privateDirtyKB - before.privateDirtyKB) / count }
    var anonymousPerLocaleKB: Double { Double(after.anonymousKB - before.anonymousKB) / count }
    var heapPerLocaleKB: Double { Double(after.heapBytes - before.heapBytes) / 1024 / count }
    var warmHeapPerLocaleKB: Double? { warm.map { Double($0.heapBytes - before.heapBytes) / 1024 / count } }
    /// CPU per update over each locale's first ``LocaleLoading/warmUpdates`` updates, ns.
    var warmCPUNsPerUpdate: Double? { warmCPUNs.map { $0 / count / Double(LocaleLoading.warmUpdates) } }
}

/// Cold start and memory per locale, each system in a fresh child process (so neither warms
/// ICU's caches for the other), both over the same 20 locales with string tables.
///
/// Under callgrind (`WORKLOAD=locales scripts/callgrind-update.sh`), a child instruments only
/// its loop over the 20 locales: the instructions of creating each and writing its first text.
enum LocaleLoading {
    /// Locales with tables of their own, none used elsewhere in the benchmark.
    static let locales = ["fr", "it", "es", "nl", "sv", "pl", "da", "fi", "cs", "tr",
                          "ro", "hu", "el", "he", "ko", "th", "vi", "uk", "id", "hr"]

    /// The snapshot of the first text: the "everything" scenario.
    static var first: ProgressSnapshot { Workloads.everything }

    /// How many updates of the live download each locale formats after its first text, before
    /// the warm memory is read.
    static let warmUpdates = 2_000

    /// The live download's first ``warmUpdates`` updates.
    static func warmStream() -> UpdateStream {
        let live = Workloads.liveDownload()
        let count = min(warmUpdates, live.count)
        return UpdateStream(id: "warm", label: "", snapshots: Array(live.snapshots[..<count]), fixedLength: true)
    }

    /// Runs the children `rounds` times each, alternating A and C, and returns one report per
    /// system (A first) with every round's samples pooled and the median round's memory;
    /// throws if a child fails.
    static func measure(rounds: Int) throws(BenchError) -> [LocaleLoadingRun] {
        var runs: [String: [LocaleLoadingRun]] = [:]
        for _ in 0..<rounds {
            for system in ["A", "C"] {
                runs[system, default: []].append(try child(system))
            }
        }
        return ["A", "C"].compactMap { system in
            guard let all = runs[system], let first = all.first else { return nil }
            let byHeap = all.sorted { $0.heapPerLocaleKB < $1.heapPerLocaleKB }
            let median = byHeap[byHeap.count / 2]
            return LocaleLoadingRun(system: system, locales: first.locales, createNs: all.flatMap(\.createNs),
                                    firstTextNs: all.flatMap(\.firstTextNs), totalCPUNs: all.flatMap(\.totalCPUNs),
                                    before: median.before, after: median.after,
                                    mismatches: Array(Set(all.flatMap(\.mismatches))).sorted(), rounds: all.count,
                                    heapPerLocaleKBByRound: all.map(\.heapPerLocaleKB),
                                    medianTotalCPUNsByRound: all.map(\.medianTotalCPUNs), warm: median.warm,
                                    warmCPUNs: Statistics.percentile(all.compactMap(\.warmCPUNs).sorted(), 0.5))
        }
    }

    private static func child(_ system: String) throws(BenchError) -> LocaleLoadingRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--locale-loading-child", system]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BenchError("could not start the locale-loading child: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let run = try? JSONDecoder().decode(LocaleLoadingRun.self, from: data) else {
            throw BenchError("the locale-loading child (\(system)) failed with status \(process.terminationStatus)")
        }
        return run
    }

    /// The child's work: `system` "A" or "C"; prints the JSON report.
    static func runChild(_ system: String) -> Int32 {
        let run = system == "A" ? library() : floors()
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(run) else { return 1 }
        FileHandle.standardOutput.write(data)
        return 0
    }

    /// A: `ProgressTextFormatter(locale:)` + the first `format`, per locale, after English.
    private static func library() -> LocaleLoadingRun {
        var keep: [ProgressTextFormatter] = []
        if let english = try? ProgressTextFormatter(locale: "en") {
            Sink.consume(english.format(first).additionalDescription.utf8.count)
            keep.append(english)
        }
        var create: [Double] = []
        var firstText: [Double] = []
        var cpu: [Double] = []
        var mismatches: [String] = []
        // The updates of the warm phase are made before the memory is first read, so neither
        // figure counts them.
        let warm = warmStream()
        let before = PrivateMemory.now()
        let underCallgrind = cbench_running_on_valgrind() != 0
        if underCallgrind { cbench_callgrind_start() }
        for locale in locales {
            let cpuStart = threadCPUNanoseconds()
            let start = monotonicNanoseconds()
            guard let formatter = try? ProgressTextFormatter(locale: locale) else {
                mismatches.append("\(locale): no formatter")
                continue
            }
            let created = monotonicNanoseconds()
            let text = formatter.format(first)
            let done = monotonicNanoseconds()
            let cpuDone = threadCPUNanoseconds()
            Sink.consume(text.additionalDescription.utf8.count)
            keep.append(formatter)
            create.append(Double(created - start))
            firstText.append(Double(done - created))
            cpu.append(Double(cpuDone - cpuStart))
        }
        if underCallgrind { cbench_callgrind_stop() }
        let after = PrivateMemory.now()
        // Then each locale streams (English, loaded before, is left out).
        let warmStart = threadCPUNanoseconds()
        for formatter in keep.dropFirst() {
            for snapshot in warm.snapshots {
                Sink.consume(formatter.format(snapshot).additionalDescription.utf8.count)
            }
        }
        let warmCPU = Double(threadCPUNanoseconds() - warmStart)
        let warmMemory = PrivateMemory.now()
        Sink.consume(keep.count)
        return LocaleLoadingRun(system: "A", locales: locales, createNs: create, firstTextNs: firstText, totalCPUNs: cpu,
                                before: before,
                                after: after, mismatches: mismatches, warm: warmMemory, warmCPUNs: warmCPU)
    }

    /// C: opens the ICU handles the lean floor writes the library's text with
    /// (`cbench_handles_open`: a number formatter per format, the plain numbers, the plural rules
    /// and the unit list) and writes the first text with the lean floor — the library's planners,
    /// then ICU — per locale, after English. The glue of every locale is built before (a C program
    /// would have it compiled in), so it is neither timed nor counted; the floor's own state (its
    /// `UFormattedNumber`, buffer and planned description) is let go after the first text, the
    /// handles stay open.
    private static func floors() -> LocaleLoadingRun {
        var keep: [RawICUFloor.SharedHandles] = []
        var keptGlues: [FloorGlue] = []
        var english: RawICUFloor?
        if let glue = FloorGlue(locale: "en", withMessages: false), let floor = RawICUFloor(glue: glue) {
            Sink.consume(floor.format(CBENCH_LEAN, first))
            english = floor
        }
        let glues = locales.map { FloorGlue(locale: $0, withMessages: false) }
        var create: [Double] = []
        var firstText: [Double] = []
        var cpu: [Double] = []
        var texts: [ProgressText?] = []
        // The updates of the warm phase are made before the memory is first read, so neither
        // figure counts them.
        let warm = warmStream()
        let before = PrivateMemory.now()
        let underCallgrind = cbench_running_on_valgrind() != 0
        if underCallgrind { cbench_callgrind_start() }
        for glue in glues {
            guard let glue else {
                texts.append(nil)
                continue
            }
            let cpuStart = threadCPUNanoseconds()
            let start = monotonicNanoseconds()
            guard let handles = RawICUFloor.SharedHandles(locale: glue.locale),
                  let floor = RawICUFloor(glue: glue, handles: handles) else {
                texts.append(nil)
                continue
            }
            let created = monotonicNanoseconds()
            let status = floor.status(CBENCH_LEAN, first)
            let done = monotonicNanoseconds()
            let cpuDone = threadCPUNanoseconds()
            keep.append(handles)
            keptGlues.append(glue)
            create.append(Double(created - start))
            firstText.append(Double(done - created))
            cpu.append(Double(cpuDone - cpuStart))
            texts.append(status > 0 ? nil : floor.text)
        }
        if underCallgrind { cbench_callgrind_stop() }
        let after = PrivateMemory.now()
        // Then each locale streams through a lean floor on its handles (the floor's own state is
        // let go after; the handles stay).
        let warmStart = threadCPUNanoseconds()
        for (handles, glue) in zip(keep, keptGlues) {
            guard let floor = RawICUFloor(glue: glue, handles: handles) else { continue }
            for snapshot in warm.snapshots {
                Sink.consume(floor.format(CBENCH_LEAN, snapshot))
            }
        }
        let warmCPU = Double(threadCPUNanoseconds() - warmStart)
        let warmMemory = PrivateMemory.now()
        // After the measurement: the floor's first text must equal the library's.
        var mismatches: [String] = []
        for (locale, text) in zip(locales, texts) {
            let fromA = (try? ProgressTextFormatter(locale: locale))?.format(first)
            if text == nil || !sameLines(text, fromA) {
                mismatches.append("\(locale): C \(text.map { "\($0.description) / \($0.additionalDescription)" } ?? "failed"), A \(fromA.map { "\($0.description) / \($0.additionalDescription)" } ?? "failed")")
            }
        }
        withExtendedLifetime(glues) {}
        Sink.consume(keep.count + (english == nil ? 0 : 1))
        return LocaleLoadingRun(system: "C", locales: locales, createNs: create, firstTextNs: firstText, totalCPUNs: cpu,
                                before: before,
                                after: after, mismatches: mismatches, warm: warmMemory, warmCPUNs: warmCPU)
    }
}

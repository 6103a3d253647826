import CBenchBaseline
import EstimatorEvaluation
import Foundation
import ProgressFormat

/// `progress-format-bench`: ProgressFormat (A) against two raw-ICU floors (the library's planners,
/// then ICU from C — lean: glue copied by hand, the target; umsg: glue by `umsg_format`) and the
/// Foundation composite (B), on a user's workloads (a live download, a dashboard of 500 transfers)
/// in five locales, plus the first text in a new locale, private memory per locale and two
/// threads sharing a formatter (issues 11 and 21). See BENCHMARKS.md.
///
///     swift run -c release --scratch-path .build-bench progress-format-bench [--json] [--quick]
///     swift run -c release --scratch-path .build-bench progress-format-bench --quick --verify-only
///
/// Exit status: 0 on success, 1 when a check fails (A differs from the expected text or a floor
/// from A), 2 for a bad command line.
@main
enum ProgressFormatBench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let options: BenchOptions
        do {
            options = try BenchOptions(arguments)
        } catch {
            if error.isHelp {
                print(error.description)
                exit(0)
            }
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            exit(2)
        }
        if let child = options.localeLoadingChild {
            exit(LocaleLoading.runChild(child))
        }
        if options.estimators {
            exit(estimatorReport(options))
        }
        do {
            try run(options, arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("progress-format-bench: check failed: \(error.description)\n".utf8))
            exit(1)
        }
    }

    /// The estimator comparison (`--estimators`): on the recorded traces in `--traces`, then on the
    /// synthetic ones (or their seed sweep). Returns the exit status.
    static func estimatorReport(_ options: BenchOptions) -> Int32 {
        var text = ""
        if let directory = options.traces {
            do {
                text += "## Recorded network traces\n\n" + (try EvaluationReport.realTraceReport(directory: directory))
                text += "\n## Synthetic traces\n\n"
            } catch {
                FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                return 1
            }
        }
        text += options.seeds.map { EvaluationReport.seedSweep(count: UInt64($0)) } ?? EvaluationReport.comparisonTable()
        print(text, terminator: "")
        return 0
    }

    /// Progress messages go to stderr, so `--json` output stays clean.
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("[bench] \(message)\n".utf8))
    }

    static func run(_ options: BenchOptions, arguments: [String]) throws(BenchError) {
        let started = Date()
        let loadAtStart = Machine.loadAverage()
        let streams = Streams()
        let subjects = try options.locales.map { (locale) throws(BenchError) in
            try LocaleSubjects(locale: locale)
        }
        let onValgrind = cbench_running_on_valgrind() != 0
        // Under valgrind the check takes every 10th update (it is not what is measured).
        let verification = try Verification.run(subjects, streams: streams, quick: options.quick || onValgrind,
                                                includeFoundation: !options.verifyOnly && !onValgrind)
        if options.verifyOnly {
            print("progress-format-bench: verify ok: A (en) = expected (\(verification.expectedChecked)); lean = A, umsg = A and A+stream = A on \(verification.floorUpdatesCompared) updates (\(verification.everyUpdate ? "all" : "every 10th") of live, dashboard, legacy; \(verification.floorEndsSkipped) at an operation's start or end, A+stream = A only) in \(options.locales.joined(separator: ", "))")
            return
        }

        let repetitions = options.repetitions ?? (options.quick ? 5 : 11)
        let plan = TimingPlan(repetitions: repetitions,
                              targetRepetitionNs: options.quick ? 3_000_000 : 50_000_000,
                              fixedIterations: options.iterations,
                              instrumentCallgrind: options.casePattern != nil && onValgrind)
        let countsAllocations = allocationCountingWorks()
        var notes: [String] = []

        // Warm cases, in groups of the systems compared (repetitions interleaved).
        var results: [CaseResult] = []
        for stream in streams.all {
            for subject in subjects {
                let group = subject.workloads(stream, quick: options.quick).filter { options.selects($0.id) }
                guard !group.isEmpty else { continue }
                progress(group.map(\.id).joined(separator: ", "))
                let measurements = measureInterleaved(group.map { ($0.run, $0.iterations) }, plan: plan,
                                                      allocationCounting: countsAllocations)
                for (workload, measurement) in zip(group, measurements) {
                    results.append(CaseResult(id: workload.id, system: workload.system.rawValue, workload: stream.id,
                                              locale: workload.locale, formattingLocale: workload.formattingLocale,
                                              measurement: measurement))
                }
            }
        }

        // Threads: the live download in the first locale.
        var threads: [ThreadScaling] = []
        if options.selects("threads"), let subject = subjects.first {
            progress("threads: 1 vs 2 sharing one formatter")
            let updates = options.iterations ?? (options.quick ? 2_000 : streams.live.count)
            let threadReps = options.quick ? 3 : 15
            threads = ThreadScalingRun.measure([
                ThreadScalingRun.sharedFormatter(subject.formatter, stream: streams.live),
                ThreadScalingRun.leanFloor(subject.floor, stream: streams.live),
                ThreadScalingRun.formatterPerThread(
                    ["en", "en_GB"],
                    kind: "A, control: a formatter per thread (en, en_GB; nothing of the library shared), live download",
                    stream: streams.live),
                ThreadScalingRun.formatterPerThread(
                    [subject.locale, subject.locale],
                    kind: "A, diagnosis: a formatter per thread, both \(subject.locale) (the locale's parts and messages shared), live download",
                    stream: streams.live),
                ThreadScalingRun.streamPerThread(subject.formatter, stream: streams.live),
            ], updates: updates, repetitions: threadReps)
        }

        // First text and memory per locale, in child processes.
        var loading: [LocaleLoadingRun] = []
        if options.selects("locales") {
            progress("locales: first text and memory, \(LocaleLoading.locales.count) fresh locales, A and C in alternating child processes")
            loading = try LocaleLoading.measure(rounds: options.quick ? 1 : 3)
        }

        if countsAllocations {
            notes.append("Allocations: malloc/calloc/realloc/memalign calls on the timing thread per update, counted over the warm-up pass (CBenchBaseline interposes the allocator).")
        } else {
            notes.append("Allocations were not measured: the allocator interposition did not see the Swift runtime's allocations.")
        }
        notes.append("Times are thread CPU time (CLOCK_THREAD_CPUTIME_ID) per update, so time the thread spends preempted on a busy machine is not counted; --json also has wall-clock statistics. Callgrind instruction counts (scripts/callgrind-update.sh) are the load-independent figure.")
        notes.append("A repetition of live and dashboard is one pass over all 10,000 updates (every 10th with --quick); B takes every 10th of them (every 100th with --quick). Legacy cases are calibrated to about 50 ms per repetition.")
        notes.append("lean and umsg run the library's planners on every update (a description again only when its facts change, as A) and write every number of both lines with ICU on every update (no memo of written text); their glue is the library's string tables (see BENCHMARKS.md). lean+S = lean plus making the two Swift strings.")
        notes.append("B writes English glue in every locale and Foundation's own ICU; it is not the same text (see the check line).")
        if options.quick {
            notes.append("--quick: \(repetitions) short repetitions per case; numbers are noisy.")
        }
        if onValgrind {
            notes.append("Ran under valgrind: timings are meaningless; use the callgrind instruction counts.")
        }

        let comparisons = BenchReport.comparisons(results)
        let report = BenchReport(
            machine: Machine.current(loadAverageAtStart: loadAtStart, date: started),
            command: (["progress-format-bench"] + arguments).joined(separator: " "),
            repetitions: repetitions, allocationsCounted: countsAllocations,
            workloads: streams.all.map(\.label) + ["updates' facts are generated with SplitMix64 from fixed seeds: every run formats the same updates"],
            verification: verification, cases: results, comparisons: comparisons, localeLoading: loading, threads: threads,
            targets: BenchReport.targets(comparisons: comparisons, loading: loading, threads: threads),
            notes: notes)
        if options.json || options.jsonFile != nil {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                          nan: "nan")
            guard let data = try? encoder.encode(report) else { throw BenchError("could not encode the JSON report") }
            if let path = options.jsonFile {
                guard (try? data.write(to: URL(fileURLWithPath: path))) != nil else {
                    throw BenchError("could not write \(path)")
                }
            }
            if options.json {
                print(String(decoding: data, as: UTF8.self))
                return
            }
        }
        print(report.text, terminator: "")
    }
}

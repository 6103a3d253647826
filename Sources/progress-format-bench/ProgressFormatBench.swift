import CBenchBaseline
import EstimatorEvaluation
import Foundation
import ProgressFormat

/// `progress-format-bench`: ProgressFormat (A) against the Foundation composite (B) and the
/// raw-ICU floor from C (C), in one run, on the same machine and inputs (issue 5).
///
///     swift run -c release --scratch-path .build-bench progress-format-bench [--json] [--quick]
///     swift run -c release --scratch-path .build-bench progress-format-bench --quick --verify-only
///
/// Exit status: 0 on success, 1 when a check fails (A differs from the expected text or C from
/// A), 2 for a bad command line.
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
        if options.estimators {
            print(options.seeds.map { EvaluationReport.seedSweep(count: UInt64($0)) } ?? EvaluationReport.comparisonTable(),
                  terminator: "")
            exit(0)
        }
        do {
            try run(options, arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("progress-format-bench: check failed: \(error.description)\n".utf8))
            exit(1)
        }
    }

    /// Progress messages go to stderr, so `--json` output stays clean.
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("[bench] \(message)\n".utf8))
    }

    static func run(_ options: BenchOptions, arguments: [String]) throws(BenchError) {
        let loadAtStart = Machine.loadAverage()
        let subjects = try options.locales.map { (locale) throws(BenchError) in try LocaleSubjects(locale: locale) }
        let verification = try Verification.run(subjects)
        if options.verifyOnly {
            print("progress-format-bench: verify ok: A (en) = expected; C = A (en, 2 scenarios, \(verification.streamUpdatesCompared) stream updates); B = A (en): \(verification.bMatchesA ? "yes" : "no"); \(subjects.count) locales open")
            return
        }

        let repetitions = options.repetitions ?? (options.quick ? 5 : 11)
        let onValgrind = cbench_running_on_valgrind() != 0
        let plan = TimingPlan(repetitions: repetitions,
                              targetRepetitionNs: options.quick ? 3_000_000 : 50_000_000,
                              fixedIterations: options.iterations,
                              instrumentCallgrind: options.casePattern != nil && onValgrind)
        let countsAllocations = allocationCountingWorks()
        var notes: [String] = []

        // Cold first: each locale is new to the process.
        var cold: [ColdReport] = []
        let coldCount = max(5, min(repetitions, ColdStart.shipped.count))
        if options.selects("cold") {
            progress("cold: first format in new locales")
            cold.append(ColdStart.formatter(kind: "A: as shipped (embedded tables)",
                                            locales: Array(ColdStart.shipped.prefix(coldCount)), tables: nil,
                                            instrument: plan.instrumentCallgrind))
            if let tables = SyntheticTables() {
                cold.append(ColdStart.formatter(kind: "A: table from a directory (synthetic: de.json relabelled)",
                                                locales: Array(ColdStart.synthetic.prefix(coldCount)), tables: tables))
            } else {
                notes.append("Resources/Strings/de.json not found next to the sources: the own-table cold and memory cases were skipped.")
            }
            cold.append(ColdStart.floor(locales: Array(ColdStart.floorOnly.prefix(coldCount))))
        }

        // Warm cases, in groups of the systems compared (repetitions interleaved).
        var results: [CaseResult] = []
        for subject in subjects {
            let selected = subject.workloads().filter { options.selects($0.id) }
            var groupKeys: [String] = []
            for workload in selected where !groupKeys.contains(workload.groupKey) {
                groupKeys.append(workload.groupKey)
            }
            for key in groupKeys {
                let group = selected.filter { $0.groupKey == key }
                progress(group.map(\.id).joined(separator: ", "))
                let measurements = measureInterleaved(group.map(\.run), plan: plan, allocationCounting: countsAllocations)
                for (workload, measurement) in zip(group, measurements) {
                    results.append(CaseResult(id: workload.id, system: workload.system.rawValue, scenario: workload.scenario,
                                              mode: workload.mode.rawValue, locale: workload.locale,
                                              formattingLocale: workload.formattingLocale, measurement: measurement))
                }
            }
        }

        // Threads.
        var threads: [ThreadScaling] = []
        if options.selects("threads"), let english = subjects.first(where: { $0.locale == "en" }) {
            progress("threads: 1 vs 2")
            let perOpNs = results.first { $0.id == "A.stream.everything.en" }?.measurement.statistics.medianNs ?? 20_000
            let ops = options.iterations ?? max(100, Int((options.quick ? 20e6 : 300e6) / perOpNs))
            let threadReps = max(repetitions / 2, 3)
            threads.append(ThreadScalingRun.progressFormat(english.formatter, ops: ops, repetitions: threadReps))
            threads.append(ThreadScalingRun.progressFormatPerThread(locale: english.locale, ops: ops,
                                                                    repetitions: threadReps))
            let floorOps = ops * 3
            threads.append(ThreadScalingRun.floor(locale: english.formatter.resolvedLocale, ops: floorOps,
                                                  repetitions: threadReps))
        }

        // Memory last: it loads many locales.
        var memory: [MemoryPhase] = []
        if options.selects("memory") {
            progress("memory: 40 locales")
            var keep: [ProgressTextFormatter] = []
            memory.append(MemoryUse.phase(kind: "as shipped (embedded tables; locales without one share the English formatters)",
                                          locales: MemoryUse.shipped, tables: nil, keep: &keep))
            if let tables = SyntheticTables() {
                memory.append(MemoryUse.phase(kind: "table from a directory each (synthetic; each opens its own ICU formatters)",
                                              locales: MemoryUse.tabled, tables: tables, keep: &keep))
            }
            Sink.consume(keep.count)
        }

        if !countsAllocations {
            notes.append("Allocations were not measured: the allocator interposition did not see the Swift runtime's allocations.")
        } else {
            notes.append("Allocations: malloc/calloc/realloc/memalign calls on the timing thread per op (CBenchBaseline interposes the allocator; warm-up loop).")
        }
        let untabled = subjects.filter { !$0.formatter.resolvedLocale.hasPrefix($0.locale) }.map(\.locale)
        if !untabled.isEmpty {
            notes.append("No table for \(untabled.joined(separator: ", ")): ProgressFormat writes English words and numbers there, so B and C also format in the resolved locale (fmt column).")
        }
        notes.append("B and C use English sentence glue in every locale; C uses fixed units (kB, MB, kB/s, minutes and seconds) valid for these inputs.")
        notes.append("C+String = C plus decoding both lines into Swift Strings (A must return Strings).")
        if options.quick {
            notes.append("--quick: \(repetitions) short repetitions per case; numbers are noisy.")
        }
        if onValgrind {
            notes.append("Ran under valgrind: timings are meaningless; use the callgrind instruction counts.")
        }

        let comparisons = BenchReport.comparisons(results)
        let report = BenchReport(
            machine: Machine.current(loadAverageAtStart: loadAtStart),
            command: (["progress-format-bench"] + arguments).joined(separator: " "),
            repetitions: repetitions, allocationsCounted: countsAllocations, verification: verification,
            cases: results, comparisons: comparisons, cold: cold, memory: memory, threads: threads,
            targets: BenchReport.targets(comparisons: comparisons, cold: cold, memory: memory, threads: threads),
            notes: notes)
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                          nan: "nan")
            guard let data = try? encoder.encode(report) else { throw BenchError("could not encode the JSON report") }
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(report.text, terminator: "")
        }
    }
}

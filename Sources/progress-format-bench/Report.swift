import Foundation

/// The machine and build a run was made on.
struct Machine: Codable, Sendable {
    var cpuModel: String
    var processors: Int
    var kernel: String
    var icuVersion: String
    var swiftCompiler: String
    var build: String
    /// `/proc/loadavg` when the run started and when it ended (other processes skew timings).
    var loadAverageAtStart: String
    var loadAverageAtEnd: String

    /// The 1, 5 and 15 minute load averages from `/proc/loadavg`.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The current machine, from `/proc/cpuinfo`, `uname` and the linked ICU.
    static func current(loadAverageAtStart: String) -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
        }
        return Machine(cpuModel: model, processors: ProcessInfo.processInfo.activeProcessorCount,
                       kernel: "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))",
                       icuVersion: RawICUFloor.icuVersion, swiftCompiler: swiftCompiler, build: build,
                       loadAverageAtStart: loadAverageAtStart, loadAverageAtEnd: loadAverage())
    }

    private static var swiftCompiler: String {
        #if compiler(>=6.4)
        "Swift ≥ 6.4"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #else
        "Swift < 6.2"
        #endif
    }

    private static var build: String {
        #if DEBUG
        "debug (numbers are not representative: use -c release)"
        #else
        "release"
        #endif
    }
}

/// One timed case and its numbers.
struct CaseResult: Codable, Sendable {
    var id: String
    var system: String
    var scenario: String
    var mode: String
    var locale: String
    var formattingLocale: String
    var measurement: Measurement
}

/// A, B and C side by side for one scenario, mode and locale (medians).
struct Comparison: Codable, Sendable {
    var scenario: String
    var mode: String
    var locale: String
    var formattingLocale: String
    var aMedianNs: Double?
    var bMedianNs: Double?
    var cMedianNs: Double?
    var cStringMedianNs: Double?
    var aOverB: Double?
    var aOverC: Double?
    var aOverCString: Double?
}

/// One of the issue's targets and whether this run reached it.
struct TargetResult: Codable, Sendable {
    var target: String
    var measured: String
    /// `nil` when the run did not measure it.
    var reached: Bool?
}

/// Everything one run measured.
struct BenchReport: Codable, Sendable {
    var machine: Machine
    var command: String
    var repetitions: Int
    var allocationsCounted: Bool
    var verification: VerificationReport
    var cases: [CaseResult]
    var comparisons: [Comparison]
    var cold: [ColdReport]
    var memory: [MemoryPhase]
    var threads: [ThreadScaling]
    var targets: [TargetResult]
    var notes: [String]
}

extension BenchReport {
    /// Builds the A/B/C comparisons from the case results.
    static func comparisons(_ cases: [CaseResult]) -> [Comparison] {
        var seen: [String] = []
        var rows: [Comparison] = []
        for result in cases {
            let key = "\(result.scenario)|\(result.mode)|\(result.locale)"
            guard !seen.contains(key) else { continue }
            seen.append(key)
            func median(_ system: System) -> Double? {
                cases.first {
                    $0.system == system.rawValue && $0.scenario == result.scenario && $0.mode == result.mode
                        && $0.locale == result.locale
                }?.measurement.statistics.medianNs
            }
            let a = median(.a), b = median(.b), c = median(.c), cString = median(.cString)
            func ratio(_ x: Double?, _ y: Double?) -> Double? {
                guard let x, let y, y > 0 else { return nil }
                return x / y
            }
            rows.append(Comparison(scenario: result.scenario, mode: result.mode, locale: result.locale,
                                   formattingLocale: result.formattingLocale, aMedianNs: a, bMedianNs: b, cMedianNs: c,
                                   cStringMedianNs: cString, aOverB: ratio(a, b), aOverC: ratio(a, c),
                                   aOverCString: ratio(a, cString)))
        }
        return rows
    }

    /// Evaluates the issue's targets against this run's numbers.
    static func targets(comparisons: [Comparison], cold: [ColdReport], memory: [MemoryPhase],
                        threads: [ThreadScaling]) -> [TargetResult] {
        var targets: [TargetResult] = []
        func ratios(_ mode: String, _ keyPath: KeyPath<Comparison, Double?>) -> [(String, Double)] {
            comparisons.filter { $0.scenario == "everything" && $0.mode == mode }
                .compactMap { row in row[keyPath: keyPath].map { (row.locale, $0) } }
        }
        func evaluate(_ name: String, _ values: [(String, Double)], limit: Double, format: (Double) -> String) {
            guard !values.isEmpty else {
                targets.append(TargetResult(target: name, measured: "not measured", reached: nil))
                return
            }
            let measured = values.map { "\($0.0) \(format($0.1))" }.joined(separator: ", ")
            targets.append(TargetResult(target: name, measured: measured, reached: values.allSatisfy { $0.1 <= limit }))
        }
        let twoDecimals = { (value: Double) in String(format: "%.2f", value) }
        evaluate("warm update stream, everything: A/C ≤ 1.0", ratios("stream", \.aOverC), limit: 1.0, format: twoDecimals)
        evaluate("warm one-off full pair (everything): A/C ≤ 1.5", ratios("oneoff", \.aOverC), limit: 1.5,
                 format: twoDecimals)
        evaluate("warm one-off full pair (everything): A/B ≤ 1/30", ratios("oneoff", \.aOverB), limit: 1.0 / 30,
                 format: { "1/\(String(format: "%.1f", 1 / $0))" })

        // The A kind whose locales most often got formatters of their own (the real cost).
        func ownShare(_ report: ColdReport) -> Double {
            Double(report.samples.filter(\.ownFormatters).count) / Double(max(report.samples.count, 1))
        }
        let coldA = cold.filter { $0.kind.hasPrefix("A:") && !$0.samples.isEmpty }
        if let own = coldA.max(by: { ownShare($0) < ownShare($1) }) {
            targets.append(TargetResult(
                target: "first format in a new locale ≤ 1 ms (\(own.kind.prefix(while: { $0 != "(" }).trimmingCharacters(in: .whitespaces)))",
                measured: String(format: "median %.3f ms, max %.3f ms over %d locales", own.medianTotalNs / 1e6,
                                 own.maxTotalNs / 1e6, own.samples.count),
                reached: own.medianTotalNs <= 1e6))
        } else {
            targets.append(TargetResult(target: "first format in a new locale ≤ 1 ms", measured: "not measured", reached: nil))
        }
        if !memory.isEmpty {
            // Every phase must stay under the limit (the worst one decides).
            let measured = memory.map {
                String(format: "%.1f KB VmRSS / %.1f KB VmHWM per locale (%d locales, %d own formatters)",
                       $0.rssPerLocaleKB, $0.peakPerLocaleKB, $0.created, $0.ownFormatters)
            }.joined(separator: "; ")
            targets.append(TargetResult(target: "≤ 100 KB resident per additional loaded locale", measured: measured,
                                        reached: memory.allSatisfy { $0.rssPerLocaleKB <= 100 && $0.peakPerLocaleKB <= 100 }))
        } else {
            targets.append(TargetResult(target: "≤ 100 KB resident per additional loaded locale", measured: "not measured",
                                        reached: nil))
        }
        if let scaling = threads.first(where: { $0.kind.hasPrefix("A") }) {
            targets.append(TargetResult(target: "2 threads ≥ 1.8× the throughput of 1 thread (A, shared formatter)",
                                        measured: String(format: "%.2f× wall-clock (CPU-time estimate with two free cores: %.2f×)",
                                                         scaling.ratio, scaling.cpuScalingEstimate),
                                        reached: scaling.ratio >= 1.8))
        } else {
            targets.append(TargetResult(target: "2 threads ≥ 1.8× the throughput of 1 thread", measured: "not measured",
                                        reached: nil))
        }
        return targets
    }

    /// The human-readable report.
    var text: String {
        var out = ""
        func line(_ text: String = "") { out += text + "\n" }
        func ns(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "—" }
            return value >= 100_000 ? String(format: "%.0fk", value / 1000) : String(format: "%.0f", value)
        }
        func ratio(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "—" }
            return value < 0.1 ? "1/\(String(format: "%.0f", 1 / value))" : String(format: "%.2f", value)
        }
        func allocs(_ value: Double?) -> String {
            guard let value else { return "—" }
            return value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.1f", value)
        }
        func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
            let count = text.count
            guard count < width else { return text }
            let padding = String(repeating: " ", count: width - count)
            return left ? text + padding : padding + text
        }

        line("progress-format-bench — A: ProgressFormat · B: Foundation composite · C: raw ICU from C")
        line("machine: \(machine.processors) × \(machine.cpuModel), \(machine.kernel), ICU \(machine.icuVersion), \(machine.swiftCompiler), \(machine.build) build")
        line("load:    \(machine.loadAverageAtStart) at start, \(machine.loadAverageAtEnd) at end (1/5/15 min; \(machine.processors) processors)")
        line("command: \(command)")
        line("check:   A = expected (en) ✓ · C = A (en, both scenarios + \(verification.streamUpdatesCompared) stream updates) ✓ · B = A (en): \(verification.bMatchesA ? "yes" : "no") (stream: \(verification.bStreamDifferences) of \(verification.streamUpdatesCompared) updates differ)")
        line()
        line("Lines produced (English glue in B and C for every locale; A uses the locale's table):")
        for produced in verification.lines {
            line("  \(pad(produced.system, 1, left: true)) \(pad(produced.locale + "→" + produced.formattingLocale, 9, left: true)) \(pad(produced.scenario, 13, left: true)) \(produced.description) | \(produced.additionalDescription)")
        }
        line()
        if !comparisons.isEmpty {
            line("Warm cases: ns/op, median and p90 over \(repetitions) repetitions; allocations/op\(allocationsCounted ? "" : " (not measured)")")
            let header = [pad("case", 26, left: true), pad("loc→fmt", 8, left: true), pad("A med", 7), pad("A p90", 7),
                          pad("B med", 7), pad("B p90", 7), pad("C med", 6), pad("C p90", 6), pad("C+Str", 6),
                          pad("A/B", 6), pad("A/C", 5), pad("A/C+S", 6), pad("alloc A/B/C", 12)]
            line(header.joined(separator: " "))
            for row in comparisons {
                func stat(_ system: System, _ keyPath: KeyPath<Statistics, Double>) -> Double? {
                    cases.first {
                        $0.system == system.rawValue && $0.scenario == row.scenario && $0.mode == row.mode
                            && $0.locale == row.locale
                    }?.measurement.statistics[keyPath: keyPath]
                }
                func allocations(_ system: System) -> String {
                    allocs(cases.first {
                        $0.system == system.rawValue && $0.scenario == row.scenario && $0.mode == row.mode
                            && $0.locale == row.locale
                    }?.measurement.allocationsPerOp)
                }
                let name = "\(row.scenario) \(row.mode == "stream" ? "stream" : "one-off")"
                let fields = [pad(name, 26, left: true), pad("\(row.locale)→\(row.formattingLocale)", 8, left: true),
                              pad(ns(row.aMedianNs), 7), pad(ns(stat(.a, \.p90Ns)), 7),
                              pad(ns(row.bMedianNs), 7), pad(ns(stat(.b, \.p90Ns)), 7),
                              pad(ns(row.cMedianNs), 6), pad(ns(stat(.c, \.p90Ns)), 6), pad(ns(row.cStringMedianNs), 6),
                              pad(ratio(row.aOverB), 6), pad(ratio(row.aOverC), 5), pad(ratio(row.aOverCString), 6),
                              pad("\(allocations(.a))/\(allocations(.b))/\(allocations(.c))", 12)]
                line(fields.joined(separator: " "))
            }
            line()
        }
        if !cold.isEmpty {
            line("Cold: first text in a locale never used before in the process (create + first format, one locale per repetition)")
            for report in cold {
                line("  \(report.kind): " + String(format: "median %.3f ms, max %.3f ms", report.medianTotalNs / 1e6, report.maxTotalNs / 1e6))
                let detail = report.samples.map {
                    "\($0.locale)→\($0.formattingLocale) " + String(format: "%.2f+%.2f", $0.createNs / 1e6, $0.firstFormatNs / 1e6)
                }
                line("    create+first ms: " + detail.joined(separator: ", "))
            }
            line()
        }
        if !threads.isEmpty {
            line("Threads: stream throughput, 1 thread vs 2 threads (median of repetitions)")
            for scaling in threads {
                line("  \(scaling.kind): " + String(format: "1 thread %.0f ops/s; 2 threads %.0f ops/s (%.0f each); ratio %.2f×",
                            scaling.oneThreadOpsPerSecond, scaling.twoThreadsOpsPerSecond, scaling.twoThreadsOpsPerSecond / 2,
                            scaling.ratio))
                line(String(format: "      CPU per op: 1 thread %.0f ns, 2 threads %.0f ns → %.2f× with two free cores",
                            scaling.oneThreadCPUNsPerOp, scaling.twoThreadsCPUNsPerOp, scaling.cpuScalingEstimate))
            }
            line()
        }
        if !memory.isEmpty {
            line("Memory: resident size around creating formatters for 40 locales (each formats once; all kept alive)")
            for phase in memory {
                line("  \(phase.kind): " + String(format: "%d created, %d with own formatters; VmRSS %d → %d kB (%.1f KB/locale); VmHWM %d → %d kB (%.1f KB/locale)",
                            phase.created, phase.ownFormatters, phase.before.rssKB, phase.after.rssKB,
                            phase.rssPerLocaleKB, phase.before.peakKB, phase.after.peakKB, phase.peakPerLocaleKB))
            }
            line()
        }
        line("Targets (issue 5):")
        for target in targets {
            let mark = target.reached.map { $0 ? "reached" : "MISSED " } ?? "n/a    "
            line("  \(mark)  \(target.target): \(target.measured)")
        }
        if !notes.isEmpty {
            line()
            line("Notes:")
            for note in notes { line("  - \(note)") }
        }
        return out
    }
}

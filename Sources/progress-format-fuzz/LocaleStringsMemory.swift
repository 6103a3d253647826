import Foundation
import ProgressFormat

/// Memory for many distinct locale strings: each string once, a formatter created, used and
/// dropped; the resident set size (`VmRSS`, `/proc/self/status`) before, after the first 1,000
/// and after all, so growth per string shows.
enum LocaleStringsMemory {
    static func measure(count: Int, pattern: String) {
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading, fileTotalCount: 9, throughput: 50_000,
                                        estimatedTimeRemaining: 97)
        func run(_ range: ClosedRange<Int>) -> Int {
            var failures = 0
            for index in range {
                let locale = pattern.replacingOccurrences(of: "%d", with: String(index))
                guard let formatter = try? ProgressTextFormatter(locale: locale) else {
                    failures += 1
                    continue
                }
                _ = formatter.format(snapshot)
            }
            return failures
        }
        _ = run(0...0)
        let before = residentKilobytes()
        let warmFailures = run(1...min(1_000, count))
        let warm = residentKilobytes()
        let failures = warmFailures + (count > 1_000 ? run(1_001...count) : 0)
        let after = residentKilobytes()
        print("\(count) locale strings like '\(pattern.replacingOccurrences(of: "%d", with: "1"))' (\(failures) refused): "
              + "VmRSS \(before) KB before, \(warm) KB after 1,000, \(after) KB after all "
              + "(+\(after - warm) KB for the last \(max(0, count - 1_000)))")
    }

    /// `VmRSS` of this process, in kilobytes.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}

import Foundation
import Logging
import ProgressFormat
import ProgressFormatLogging

/// `swift-log-demo [--include-file-name]`: a simulated three-second download of 48 MB, logged
/// through swift-log's `StreamLogHandler` to standard output, in the language of the
/// environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
///
///     $ LANG=de_DE.UTF-8 swift run swift-log-demo
///     2026-… info swift-log-demo: progress.completed=0 … [ProgressFormatLogging] 1 Datei wird heruntergeladen: wird gestartet
///     …
///     2026-… info swift-log-demo: progress.completed=48000000 … progress.outcome=finished … [ProgressFormatLogging] 1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 3 Sekunden
///
/// The file's name ("Urlaub in Köln.mov") is logged only with `--include-file-name`.
@main
enum SwiftLogDemo {
    static func main() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
        let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
        var progress = ProgressLogger(logger: Logger(label: "swift-log-demo"), formatter: formatter,
                                      includesFileName: CommandLine.arguments.contains("--include-file-name"))

        let size: Int64 = 48_000_000
        let steps: Int64 = 30
        let clock = ContinuousClock()
        var deadline = progress.update(ProgressSnapshot(totalUnitCount: size, kind: .file, fileOperationKind: .downloading,
                                                        fileDisplayName: "Urlaub in Köln.mov", fileTotalCount: 1))
        // 1.6 MB every 100 ms. A real transfer also ticks at the deadline when no chunk comes
        // in time (a stall, a quiet interval); the last chunk finishes the operation.
        for step in 1...steps {
            let chunk = clock.now.advanced(by: .milliseconds(100))
            if let due = deadline, due < chunk {
                try await clock.sleep(until: due)
                deadline = progress.tick()
            }
            try await clock.sleep(until: chunk)
            deadline = progress.update(completed: size * step / steps)
        }
    }
}

import ConsoleKitTerminal
import Foundation
import ProgressFormat
import ProgressFormatConsoleKit

/// `console-kit-demo`: a simulated three-second download of 48 MB drawn by console-kit, with
/// the text in the language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
///
///     $ LANG=de_DE.UTF-8 swift run console-kit-demo
///     1 Datei wird heruntergeladen…
///     [============             ] 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden
///
/// redrawn in place on a terminal, and at the end:
///
///     1 Datei wurde heruntergeladen
///     [=========================] 48,0 MB – fertig, Dauer: 3 Sekunden
///
/// To a pipe, console-kit writes the start and the end, one line each.
@main
enum ConsoleKitDemo {
    static func main() async throws {
        let formatter = ProgressTextFormatter(environment: ProcessInfo.processInfo.environment)
        let bar = ConsoleProgressBar(console: Terminal(), formatter: formatter)
        let size: Int64 = 48_000_000
        let steps: Int64 = 30
        bar.start(ProgressSnapshot(totalUnitCount: size, kind: .file, fileOperationKind: .downloading, fileTotalCount: 1))
        // 1.6 MB every 100 ms; the last chunk reaches the total and ends the bar.
        for step in 1...steps {
            try await Task.sleep(for: .milliseconds(100))
            bar.update(completed: size * step / steps)
        }
    }
}

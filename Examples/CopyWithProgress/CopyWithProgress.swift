import Foundation
import ProgressFormat
import ProgressFormatTerminal

/// `copy-with-progress SOURCE DESTINATION`: copies a directory tree under a Foundation
/// `Progress` and shows the localized progress lines — the starting point to copy for a tool
/// that wants ProgressFormat's text.
///
///     $ copy-with-progress --locale de ~/Fotos /media/backup/Fotos
///     301 Dateien werden kopiert…
///     142 MB von 312 MB (48,2 MB/s) – noch 4 Sekunden
///
/// The display is ProgressFormatTerminal's: on a terminal the two lines and a bar redrawn in
/// place, coloured and fitted to the width; to a pipe the log lines the library's cadence
/// decides on; the end with what was done and how long it took.
///
/// Ctrl-C is the example's own: its handler cancels the `Progress`, the copy stops at the next
/// chunk, and the exit status is 130 — the terminal's interrupt handling is on too, and keeps
/// that handler: it writes the cancelled line, puts the handler back and raises the signal
/// again, so the handler runs as if the terminal were not there. Other failures print
/// `error: …` and exit with 1 (2 for a command line that cannot be run).
@main
enum CopyWithProgress {
    static func main() async {
        let environment = ProcessInfo.processInfo.environment
        let options: CopyOptions
        do {
            options = try CopyOptions(Array(CommandLine.arguments.dropFirst()))
        } catch {
            guard let message = error.message else {
                print(CopyOptions.usage)
                return
            }
            fail("\(message)\n\(CopyOptions.usage)", status: 2)
        }

        let formatter: ProgressTextFormatter
        let copy: TreeCopy
        do {
            formatter = try ProgressTextFormatter(locale: options.locale ?? ProgressTextFormatter.environmentLocale(environment),
                                                  unitWidth: options.unitWidth)
            copy = try TreeCopy(from: URL(fileURLWithPath: options.source), to: URL(fileURLWithPath: options.destination),
                                bytesPerSecondLimit: options.bytesPerSecondLimit)
        } catch let error as ProgressFormatError {
            fail(error.description)
        } catch let error as CopyError {
            fail(error.description)
        } catch {
            fail(Printable.escaped(error.localizedDescription))
        }

        // Ctrl-C cancels the progress instead of killing the process half way through a file:
        // the app's own handler, installed before the terminal's, which keeps it.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { copy.progress.cancel() }
        interrupt.resume()

        var terminalOptions = ProgressTerminal<ContinuousClock>.Options()
        terminalOptions.handlesInterrupts = true
        let terminal = ProgressTerminal(formatter: formatter, output: FileDescriptorOutput.standardOutput,
                                        environment: environment, options: terminalOptions)
        async let shown: Void = terminal.show(copy.progress)
        let outcome = await copy.runOnItsOwnThread()
        if case .failure = outcome, !copy.progress.isCancelled {
            copy.progress.setUserInfoObject("failed", forKey: .statusKey)   // "… — failed"
        }
        await shown
        interrupt.cancel()
        switch outcome {
        case .success: break
        case .failure where copy.progress.isCancelled:
            // The line already says "cancelled"; 128 + SIGINT, as shells report it.
            FileHandle.standardError.write(Data("copy-with-progress: interrupted; \(Printable.quoted(options.destination)) is incomplete\n".utf8))
            exit(130)
        case .failure(let error): fail(error.description)
        }
    }

    /// Writes `error: message` to standard error and exits with `status` (2 for a command line
    /// that cannot be run, 1 for a copy that failed).
    static func fail(_ message: String, status: Int32 = 1) -> Never {
        // Colours and a redraw are over; the message holds no raw outside text (see Printable).
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(status)
    }
}

extension TreeCopy {
    /// Runs the copy on a thread of its own (file I/O blocks; the display's task keeps running).
    func runOnItsOwnThread() async -> Result<Void, CopyError> {
        await withCheckedContinuation { continuation in
            Thread {
                do {
                    try self.run()
                    continuation.resume(returning: .success(()))
                } catch let error as CopyError {
                    continuation.resume(returning: .failure(error))
                } catch {
                    continuation.resume(returning: .failure(CopyError(Printable.escaped(error.localizedDescription))))
                }
            }.start()
        }
    }
}

import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a clean-up when the user presses Ctrl-C (SIGINT) or the process is asked to stop
/// (SIGTERM), then exits with 128 + the signal number, as shells expect (130 for Ctrl-C).
///
///     let handler = InterruptHandler { Terminal.write("\u{1B}[?25h") }   // show the cursor again
///     defer { handler.cancel() }
///
/// The signals are taken from their default action and delivered through `DispatchSource`, so
/// the clean-up runs as ordinary code, not inside a signal handler.
final class InterruptHandler {
    private var sources: [any DispatchSourceSignal] = []
    private let signals: [Int32] = [SIGINT, SIGTERM]

    /// Starts handling SIGINT and SIGTERM with `cleanUp`.
    init(cleanUp: @escaping @Sendable () -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                cleanUp()
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops handling the signals and gives them back their default action.
    func cancel() {
        sources.forEach { $0.cancel() }
        sources = []
        for number in signals {
            signal(number, SIG_DFL)
        }
    }
}

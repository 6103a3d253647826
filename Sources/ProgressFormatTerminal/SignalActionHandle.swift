import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The pipe a signal handler writes to, read by the watching thread: the state a C signal
/// handler can reach (a handler captures nothing). Written once, before any handler is
/// installed, and never again.
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

/// The signal handler: the signal's number, one byte, into the pipe — `write(2)` is
/// async-signal-safe, and nothing else is done here.
private func relaySignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    let saved = errno
    _ = write(signalPipe.write, &byte, 1)
    errno = saved
}

/// The handle on the process's signal actions and the pipe behind them: installs the relay's
/// handler, keeps the actions it found, puts them back. Only ``InterruptRelay`` uses it, under
/// its lock.
final class SignalActionHandle: @unchecked Sendable {
    // @unchecked: `previous` is read and written only under InterruptRelay's lock, and by the
    // watching thread while it handles a signal (install/restore are not called then).
    private var previous: [Int32: sigaction] = [:]

    /// Opens the pipe and starts the thread that reads it, calling `received` with each signal;
    /// `false` when the pipe cannot be opened (then nothing is installed).
    func startWatching(_ received: @escaping @Sendable (Int32) -> Void) -> Bool {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return false }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        signalPipe = (descriptors[0], descriptors[1])
        let readEnd = descriptors[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    received(Int32(byte))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "ProgressTerminal signals"
        thread.start()
        return true
    }

    /// Installs the relay's handler for `signals`, keeping the actions found — but for a signal
    /// the process ignores (a background job's SIGINT, `nohup`'s SIGHUP): the app meant it, so it
    /// stays ignored.
    func install(_ signals: [Int32]) {
        for number in signals {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0,
                  unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
            else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var found = sigaction()
            if sigaction(number, &action, &found) == 0 {
                previous[number] = found
            }
        }
    }

    /// Puts back every action found.
    func restore() {
        for (number, found) in previous {
            var action = found
            _ = sigaction(number, &action, nil)
        }
        previous = [:]
    }

    /// Stops the process with `signal` as the action found before would (the default stops it),
    /// and installs the relay's handler again once the process resumes.
    func stopWithPreviousAction(_ signal: Int32) {
        guard var found = previous[signal] else { return }
        var ours = sigaction()
        _ = sigaction(signal, &found, &ours)
        raise(signal)
        _ = sigaction(signal, &ours, nil)
    }
}

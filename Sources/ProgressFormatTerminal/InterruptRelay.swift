import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's handling of SIGINT, SIGTERM and SIGTSTP while a ``ProgressTerminal`` asked for it
/// (``ProgressTerminal/Options/handlesInterrupts``): the one place that touches signal actions.
///
/// A signal handler may do almost nothing safely, so ours only writes the signal's number to a
/// pipe; a thread that waits on the pipe does the work as ordinary code:
/// - **SIGINT, SIGTERM**: each terminal says its operations were cancelled and shows the cursor;
///   then the actions found before are put back and the signal is raised again, so the process
///   still ends by it (or the app's own handler runs, as if we had never been there);
/// - **SIGTSTP** (Ctrl-Z): each terminal shows the cursor, the signal stops the process with the
///   action found before, and on resuming the terminals hide the cursor and redraw.
///
/// Nothing is installed until a terminal registers, and everything is put back when the last one
/// leaves. Windows has no such signals: the relay does nothing there.
final class InterruptRelay: Sendable {
    /// What a terminal does on each signal.
    struct Listener: Sendable {
        var interrupted: @Sendable () -> Void
        var suspending: @Sendable () -> Void
        var resumed: @Sendable () -> Void
    }

    static let shared = InterruptRelay()

    /// The signals handled.
    static let interrupts: [Int32] = [SIGINT, SIGTERM]
    static let suspend = SIGTSTP

    private struct State: Sendable {
        var listeners: [ObjectIdentifier: Listener] = [:]
        var installed = false
        var watching = false
    }

    private let state = Mutex(State())
    private let handle = SignalActionHandle()

    /// Starts relaying the signals to `listener` (installing the handlers when it is the first).
    func register(_ id: ObjectIdentifier, _ listener: Listener) {
        state.withLock { state in
            state.listeners[id] = listener
            if !state.watching {
                state.watching = handle.startWatching { [weak self] signal in self?.received(signal) }
            }
            if !state.installed, state.watching {
                handle.install(Self.interrupts + [Self.suspend])
                state.installed = true
            }
        }
    }

    /// Stops relaying to `id`; the last one to leave puts the actions found before back.
    func unregister(_ id: ObjectIdentifier) {
        state.withLock { state in
            state.listeners[id] = nil
            if state.listeners.isEmpty, state.installed {
                handle.restore()
                state.installed = false
            }
        }
    }

    /// Runs on the watching thread for each signal received.
    private func received(_ signal: Int32) {
        let listeners = state.withLock { Array($0.listeners.values) }
        if signal == Self.suspend {
            listeners.forEach { $0.suspending() }
            handle.stopWithPreviousAction(signal)
            listeners.forEach { $0.resumed() }
            return
        }
        listeners.forEach { $0.interrupted() }
        state.withLock { state in
            state.listeners = [:]
            if state.installed {
                handle.restore()
                state.installed = false
            }
        }
        raise(signal)
    }
}

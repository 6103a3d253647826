import ConsoleKitTerminal
import Synchronization

/// A console-kit console that keeps what is written to it, with the width and the answer to
/// "does it take ANSI commands?" a test chooses: off a terminal (`ansi: false`) console-kit's
/// indicator runs no timer, so nothing is drawn that the test did not ask for.
final class RecordingConsole: Console {
    private struct State {
        var output = ""
        var styled: [(text: String, color: String)] = []
        var userInfo: [AnySendableHashable: any Sendable] = [:]
    }

    let width: Int
    let ansi: Bool
    private let state = Mutex(State())

    init(width: Int = 80, ansi: Bool) {
        self.width = width
        self.ansi = ansi
    }

    /// Everything written, as plain text.
    var output: String { state.withLock { $0.output } }
    /// Each fragment written with its colour's name (`plain` without one).
    var styled: [(text: String, color: String)] { state.withLock { $0.styled } }
    /// Forgets what was written.
    func clearOutput() { state.withLock { $0.output = ""; $0.styled = [] } }

    var size: (width: Int, height: Int) { (width, 24) }
    var supportsANSICommands: Bool { ansi }
    var userInfo: [AnySendableHashable: any Sendable] {
        get { state.withLock { $0.userInfo } }
        set { state.withLock { $0.userInfo = newValue } }
    }

    func input(isSecure: Bool) -> String { "" }
    func report(error: String, newLine: Bool) {}
    func clear(_ type: ConsoleClear) {
        state.withLock { $0.output += "<clear>" }
    }
    func output(_ text: ConsoleText, newLine: Bool) {
        state.withLock { state in
            for fragment in text.fragments {
                state.output += fragment.string
                state.styled.append((fragment.string, fragment.style.color.map { "\($0)" } ?? "plain"))
            }
            if newLine { state.output += "\n" }
        }
    }
}

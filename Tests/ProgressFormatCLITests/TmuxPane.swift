import Foundation

/// A tmux pane of a given size on a private tmux server, running one shell command: a real
/// terminal for what only shows on one (a live redraw), read back with `capture-pane`.
///
///     let pane = try TmuxPane(columns: 40, rows: 8, command: "'/path/progress-format' simulate")
///     defer { pane.stop() }
///     let lines = try pane.waitForLines { $0.contains("exit status 0") }
///
/// The server has its own socket and no user configuration, runs in UTF-8 (`-u`), and is
/// started with only the standard descriptors (each pointing at `/dev/null`): a server that
/// inherited one of this process's pipes would keep another test's child from seeing its end.
/// ``stop()`` ends the server and everything in it.
final class TmuxPane {
    /// Whether tmux is installed.
    static let isAvailable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// The private server's socket name (`tmux -L`).
    let socket = "progress-format-tests-\(UUID().uuidString.prefix(8))"
    /// The server's process, once started.
    private var serverID: Int32?

    /// Starts a server with one `columns` × `rows` pane running `command` in the shell.
    init(columns: Int, rows: Int, command: String) throws {
        _ = try tmux(["new-session", "-d", "-s", "pane", "-x", String(columns), "-y", String(rows), command])
        serverID = Int32(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit {
        stop()
    }

    /// The pane's lines as text (no attributes), trailing blank lines left out.
    func capture() throws -> [String] {
        var lines = try tmux(["capture-pane", "-p", "-t", "pane"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The pane's lines once `isReady` holds for them, polled every 50 ms — a wait for a state,
    /// not a measured time; after `limit` seconds, the last lines seen (the caller's checks
    /// then fail on them and show them).
    func waitForLines(limit: Double = 30, _ isReady: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(limit)
        var lines = try capture()
        while !isReady(lines), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            lines = try capture()
        }
        return lines
    }

    /// Types `keys` into the pane as tmux names them (`C-c` is Ctrl-C, `C-z` Ctrl-Z).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "pane"] + keys)
    }

    /// Makes the window `columns` wide, as a user dragging a terminal's edge does.
    func resize(columns: Int) throws {
        try tmux(["resize-window", "-t", "pane", "-x", String(columns)])
    }

    /// Whether the pane shows its cursor (DECTCEM), as tmux tracks it.
    func cursorIsVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "pane", "#{cursor_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Ends the server and the pane's processes.
    func stop() {
        _ = try? tmux(["kill-server"])
        // kill-server can leave the server waiting for a pane process that ignores SIGHUP.
        if let serverID, serverID > 0 { kill(serverID, SIGKILL) }
        serverID = nil
    }

    /// Runs `tmux -u -L socket -f /dev/null arguments…` through `bash`, which first closes every
    /// descriptor but the standard three (dash cannot: it keeps one of its own); returns what
    /// it printed.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = try TemporaryDirectory()
        let stdoutURL = output.url.appendingPathComponent("stdout")
        guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil) else {
            throw CLIProcess.LaunchError(description: "cannot create \(stdoutURL.path)")
        }
        let handle = try FileHandle(forWritingTo: stdoutURL)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", """
            for fd in /proc/$$/fd/*; do
              fd=${fd##*/}
              if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
            done
            exec tmux -u -L "$0" -f /dev/null "$@"
            """, socket] + arguments
        process.environment = ProcessInfo.processInfo.environment
            .filter { !(CLIProcess.localeVariables.contains($0.key) || $0.key == "COLUMNS" || $0.key == "TMUX") }
            .merging(["LC_ALL": "C.UTF-8"]) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try withExtendedLifetime(output) {
            String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
        }
    }
}

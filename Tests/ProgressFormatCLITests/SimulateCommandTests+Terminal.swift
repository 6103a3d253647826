import Foundation
import ProgressFormat
import Testing

/// `simulate` on a real terminal (tmux), through ProgressFormatTerminal: bars that fill in the
/// text's direction, Ctrl-C's cancelled line in the table's words, a window that changes width.
/// What is asserted is what the screen shows once it holds still, never how long anything took.
extension SimulateCommandTests {
    /// A pane command: simulate, then its exit status. SIGINT's default action is restored first
    /// (a test runner may start its children with it ignored, and a shell cannot undo that), then
    /// the shell traps it (a handler, not an ignored signal, so simulate gets the default action
    /// and the shell lives on to say how simulate ended).
    static func interruptibleCommand(_ arguments: String) throws -> String {
        let binary = (try CLIProcess.executableURL().path).replacingOccurrences(of: "'", with: "'\\''")
        let inner = "trap : INT; env -u COLUMNS NO_COLOR=1 '\(binary)' simulate \(arguments); echo \"exit status $?\"; read -r _"
        return "env --default-signal=INT sh -c '" + inner.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Arabic and Hebrew: the percentage first, the filled cells at the right end of the bar.
    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (apt-get install -y tmux)"), .timeLimit(.minutes(1)),
          arguments: [("ar", #"^[\x{0660}-\x{0669}]{1,3}\x{066A}\x{061C} +░+█+$"#), ("he", #"^[0-9]{1,3}% +░+█+$"#)])
    func rightToLeftBarsFillFromTheRight(locale: String, bar: String) throws {
        let pane = try TmuxPane(columns: 80, rows: 8,
                                command: try Self.interruptibleCommand("--locale \(locale) --size 100MB --rate 10MB/s --speed-up 2"))
        defer { pane.stop() }
        let running = try pane.waitForLines { lines in
            lines.count >= 3 && lines[1].range(of: bar, options: .regularExpression) != nil
        }
        #expect(running.count >= 3 && running[1].range(of: bar, options: .regularExpression) != nil, "\(running)")
        #expect(running[1].hasSuffix("█") && !running[1].hasPrefix("█"), "\(running)")
    }

    /// Ctrl-C: the running line becomes the cancelled one, in the table's words; the cursor is
    /// shown; simulate ends by the signal (the shell reports 130).
    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (apt-get install -y tmux)"), .timeLimit(.minutes(1)),
          arguments: [("en", " — cancelled"), ("de", " \u{2013} abgebrochen")])
    func ctrlCWritesTheCancelledLine(locale: String, ending: String) throws {
        let pane = try TmuxPane(columns: 80, rows: 8,
                                command: try Self.interruptibleCommand("--locale \(locale) --size 100MB --rate 10MB/s"))
        defer { pane.stop() }
        _ = try pane.waitForLines { $0.count >= 3 && $0[1].contains("█") }
        #expect(try !pane.cursorIsVisible())
        try pane.send("C-c")
        let after = try pane.waitForLines { $0.contains("exit status 130") }
        #expect(after.count == 4, "\(after)")
        #expect(after.dropFirst(2).first?.hasSuffix(ending) == true, "\(after)")
        #expect(after.last == "exit status 130")
        #expect(try pane.cursorIsVisible())
    }

    /// A window made narrower while the bar runs: the next frames fit the new width.
    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (apt-get install -y tmux)"), .timeLimit(.minutes(1)))
    func aWidthChangeIsHonoured() throws {
        let pane = try TmuxPane(columns: 100, rows: 8,
                                command: try Self.interruptibleCommand("--locale en --size 1GB --rate 10MB/s --file-name \(Self.longName)"))
        defer { pane.stop() }
        let wide = try pane.waitForLines { $0.count >= 3 && $0[1].contains("█") }
        #expect(wide.first == "Downloading “\(Self.longName)”…", "\(wide)")
        try pane.resize(columns: 40)
        // The screen once redrawn at 40 columns: every line fits 39, the name shortened.
        let narrow = try pane.waitForLines { lines in
            lines.count >= 3 && lines.allSatisfy { DisplayWidth.columns(of: $0) <= 39 } && lines[1].contains("█")
                && lines[0] != wide.first
        }
        #expect(narrow.allSatisfy { DisplayWidth.columns(of: $0) <= 39 }, "\(narrow)")
        #expect(narrow.first?.hasPrefix("Downloading “holiday-") == true, "\(narrow)")
        try pane.send("C-c")
    }
}

import Foundation
import ProgressFormat
import Testing

/// `simulate` on terminals of 40, 60 and 80 columns (tmux panes), in Arabic, Japanese, German
/// and Russian: every line fits the pane, and each line of text is the library's line fitted
/// to the pane's width (one column kept free) — shorter units, a shortened name, parts left
/// out, never a cut word. What is asserted is what the screen shows once it holds still, never
/// how long anything took.
extension SimulateCommandTests {
    static let fittingLocales = ["ar", "ja", "de", "ru"]
    static let paneWidths = [40, 60, 80]
    /// A name too long for a 40-column description in every one of those locales.
    static let longName = "holiday-photos-2024-summer-collection.zip"

    /// The facts simulate shows for 2 GB at 40 MB/s with `longName`: at its start (the clock
    /// slowed so far that no byte is done while the test looks), and at its end.
    static func transferSnapshot(done: Bool) -> ProgressSnapshot {
        var snapshot = ProgressSnapshot(completedUnitCount: done ? 2_000_000_000 : 0, totalUnitCount: 2_000_000_000,
                                        kind: .file, fileOperationKind: .downloading)
        snapshot.fileDisplayName = longName
        // At the start nothing is measured ("Starting…"); at the end, the 50 seconds it took.
        if done { snapshot.elapsedTime = 50 }
        return snapshot
    }

    /// The command line a pane runs: simulate, then its exit status.
    static func paneCommand(locale: String, speedUp: String) throws -> String {
        let binary = "'" + (try CLIProcess.executableURL().path).replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "env -u COLUMNS NO_COLOR=1 LC_CTYPE=C.UTF-8 \(binary) simulate --locale \(locale) --file-name \(longName) "
            + "--speed-up \(speedUp); echo \"exit status $?\"; read -r _"
    }

    /// Whether `lines` are a whole frame: the description, the bar (with its percentage before
    /// it in Arabic), the additional description.
    static func isFrame(_ lines: [String]) -> Bool {
        lines.count >= 3 && !lines[0].isEmpty && lines[1].contains("░") && !lines[2].isEmpty
    }

    /// On a terminal narrower than 16 columns the bar takes what the line leaves beside the
    /// percentage, and none at all where only the percentage fits: every line fits the pane (the
    /// bar once kept 10 cells, and its line wrapped, so the redraw went wrong).
    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (apt-get install -y tmux)"),
          .timeLimit(.minutes(1)), arguments: [(15, "░░░░░░░░░   0%"), (10, "░░░░   0%"), (6, "0%"), (4, "0%")])
    func theBarFitsANarrowTerminal(columns: Int, bar: String) throws {
        let running = try TmuxPane(columns: columns, rows: 8, command: try Self.paneCommand(locale: "en", speedUp: "0.000000001"))
        defer { running.stop() }
        let frame = try running.waitForLines { $0.count >= 3 && $0[1] == bar }
        #expect(frame.count >= 3 && frame[1] == bar, "\(columns): \(frame)")
        #expect(frame.filter { DisplayWidth.columns(of: $0) > columns - 1 } == [], "\(columns): \(frame)")
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "tmux is not installed (apt-get install -y tmux)"),
          .timeLimit(.minutes(1)), arguments: fittingLocales, paneWidths)
    func linesFitTheTerminal(locale: String, columns: Int) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let textColumns = columns - 1

        // While it runs: a simulated clock a billion times slower than the wall's shows the
        // first moment's text (starting) in every frame.
        let running = try TmuxPane(columns: columns, rows: 8,
                                   command: try Self.paneCommand(locale: locale, speedUp: "0.000000001"))
        defer { running.stop() }
        let start = formatter.format(Self.transferSnapshot(done: false), columns: textColumns)
        let frame = try running.waitForLines { Self.isFrame($0) && $0[2] == start.additionalDescription }
        #expect(frame.count == 3, "\(frame)")
        #expect(frame.filter { DisplayWidth.columns(of: $0) > textColumns } == [], "\(locale) \(columns)")
        #expect(frame.first == start.description, "\(locale) \(columns)")
        #expect(frame.dropFirst(2).first == start.additionalDescription, "\(locale) \(columns)")

        // At the end: the last frame, then the shell's line.
        let done = try TmuxPane(columns: columns, rows: 8, command: try Self.paneCommand(locale: locale, speedUp: "1000"))
        defer { done.stop() }
        let end = formatter.format(Self.transferSnapshot(done: true), columns: textColumns)
        let last = try done.waitForLines { $0.last == "exit status 0" }
        #expect(last.count == 4, "\(last)")
        #expect(last.filter { DisplayWidth.columns(of: $0) > textColumns } == [], "\(locale) \(columns)")
        #expect(last.first == end.description, "\(locale) \(columns)")
        #expect(last.dropFirst().first?.contains(String(repeating: "█", count: 10)) == true, "\(last)")
        #expect(last.dropFirst().first?.contains("░") == false, "\(last)")
        #expect(last.dropFirst(2).first == end.additionalDescription, "\(locale) \(columns)")

        // The pane does make the text fit: at 40 columns the description is not the whole
        // sentence, and no shown line is wider than the pane leaves it.
        if columns == 40 {
            #expect(start.description != formatter.format(Self.transferSnapshot(done: false)).description)
        }
    }
}

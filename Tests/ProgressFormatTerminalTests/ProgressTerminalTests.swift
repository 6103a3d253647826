import Foundation
import ProgressFormat
import ProgressFormatTerminal
import ProgressFormatTestSupport
import Synchronization
import Testing

/// What a terminal writes, byte for byte, with no terminal: a fake output that says it is one
/// (or not) and how wide it is, a fake environment, and a clock that moves only when told to.
@Suite struct ProgressTerminalTests {
    /// An output that keeps what is written; a terminal of `columns` columns when `isTerminal`.
    final class FakeOutput: TerminalOutput {
        let isTerminal: Bool
        private let state: Mutex<(columns: Int?, written: String)>

        init(isTerminal: Bool = true, columns: Int? = 60) {
            self.isTerminal = isTerminal
            state = Mutex((columns, ""))
        }

        var columns: Int? { state.withLock { $0.columns } }
        func resize(to columns: Int) { state.withLock { $0.columns = columns } }
        func write(_ text: String) { state.withLock { $0.written += text } }

        /// What was written since the last call.
        func take() -> String {
            state.withLock { state in
                defer { state.written = "" }
                return state.written
            }
        }
    }

    static let utf8 = ["LANG": "C.UTF-8", "NO_COLOR": "1"]

    static func terminal(_ locale: String = "en", output: FakeOutput, environment: [String: String] = utf8,
                         channel: ProgressTerminal<ScriptedClock>.Options.Channel = .automatic)
        throws -> (ProgressTerminal<ScriptedClock>, ScriptedClock) {
        let clock = ScriptedClock()
        var options = ProgressTerminal<ScriptedClock>.Options()
        options.channel = channel
        options.ticksAutomatically = false
        return (ProgressTerminal(formatter: try ProgressTextFormatter(locale: locale), output: output,
                                 environment: environment, clock: clock, options: options), clock)
    }

    static func download(_ completed: Int64, total: Int64 = 10_000_000) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, kind: .file,
                         fileOperationKind: .downloading, fileDisplayName: "photos.zip")
    }

    static let hide = "\u{1B}[?25l", show = "\u{1B}[?25h", clear = "\r\u{1B}[2K"
    static func up(_ lines: Int) -> String { "\u{1B}[\(lines)A" }

    /// On a terminal: the cursor hidden, three lines drawn, then replaced in place at most ten
    /// times a second, and the end drawn with the cursor shown again.
    @Test func redrawsInPlaceAndShowsTheCursorAtTheEnd() throws {
        let output = FakeOutput(columns: 60)
        let (terminal, clock) = try Self.terminal(output: output)
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(0), at: clock.at(0))
        #expect(output.take() == Self.hide
                + Self.clear + "Downloading “photos.zip”…\n"
                + Self.clear + String(repeating: "░", count: 50) + "   0%\n"
                + Self.clear + "Starting…\n")
        bar.update(Self.download(2_000_000), at: clock.at(0.05))
        #expect(output.take() == "")   // held back by the throttle
        bar.update(Self.download(4_200_000), at: clock.at(0.2))
        #expect(output.take() == Self.up(3)
                + Self.clear + "Downloading “photos.zip”…\n"
                + Self.clear + String(repeating: "█", count: 21) + String(repeating: "░", count: 29) + "  42%\n"
                + Self.clear + "4.2 MB of 10.0 MB — estimating time remaining…\n")
        bar.finish(at: clock.at(3))
        #expect(output.take() == Self.up(3)
                + Self.clear + "Downloaded “photos.zip”\n"
                + Self.clear + String(repeating: "█", count: 50) + " 100%\n"
                + Self.clear + "10.0 MB — done in 3 seconds\n"
                + Self.show)
    }

    /// Arabic and Hebrew: the bar fills from the right, the percentage before it, in the order
    /// written.
    @Test(arguments: [
        ("ar", "\u{0664}\u{0662}\u{066A}\u{061C} "),
        ("he", "42% "),
    ])
    func rightToLeftBarsFillFromTheRight(locale: String, percent: String) throws {
        let output = FakeOutput(columns: 60)
        let (terminal, clock) = try Self.terminal(locale, output: output)
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(4_200_000), at: clock.at(0))
        let lines = output.take().components(separatedBy: Self.clear).map { $0.trimmingCharacters(in: .newlines) }
        let padding = String(repeating: " ", count: DisplayWidth.columns(of: try #require(try ProgressTextFormatter(locale: locale).percent(1)))
                             - DisplayWidth.columns(of: percent) + 1)
        #expect(lines[2] == percent + padding + String(repeating: "░", count: 29) + String(repeating: "█", count: 21))
    }

    /// Where the locale's encoding is not UTF-8 (or nothing says it is), an ASCII bar; colours
    /// unless NO_COLOR says no.
    @Test func asciiBarAndColours() throws {
        let output = FakeOutput(columns: 40)
        let (terminal, clock) = try Self.terminal(output: output, environment: ["LANG": "de_DE.ISO-8859-1"])
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(5_000_000), at: clock.at(0))
        let written = output.take()
        // 39 columns: a bar of 34 cells, then the percentage; "estimating" kept with the amount.
        #expect(written.contains(Self.clear + String(repeating: "#", count: 17) + "\u{1B}[2m" + String(repeating: "-", count: 17)
                                 + "\u{1B}[0m  50%\n"))
        #expect(written.contains(Self.clear + "\u{1B}[1;36m5.0 MB\u{1B}[0m — \u{1B}[2mestimating time remaining…\u{1B}[0m\n"))
        #expect(written.contains("“\u{1B}[35mphotos.zip\u{1B}[0m”"))
    }

    /// The width is read at each redraw; every line fits all but the last column.
    @Test func aWidthChangeIsHonoured() throws {
        let output = FakeOutput(columns: 80)
        let (terminal, clock) = try Self.terminal(output: output)
        let bar = terminal.add(Self.download(0))
        var snapshot = Self.download(419_431)
        snapshot.throughput = 50_000
        snapshot.estimatedTimeRemaining = 97
        bar.update(snapshot, at: clock.at(0))
        #expect(output.take().contains(Self.clear + "419 kB of 10.0 MB (50 kB/s) — 1 minute, 37 seconds remaining\n"))
        output.resize(to: 36)
        bar.update(snapshot, at: clock.at(1))
        let narrow = output.take()
        #expect(narrow.contains(Self.clear + "419kB of 10.0MB — 1m 37s remaining\n"))
        #expect(narrow.contains(Self.clear + "█" + String(repeating: "░", count: 29) + "   4%\n"))
    }

    /// Not a terminal (a pipe, a file): the log lines, no escape sequence.
    @Test func aPipeGetsLogLines() throws {
        let output = FakeOutput(isTerminal: false)
        let (terminal, clock) = try Self.terminal(output: output)
        let bar = terminal.add(Self.download(0))
        for tenth in 0...30 { bar.update(Self.download(Int64(tenth) * 100_000), at: clock.at(Double(tenth) / 10)) }
        bar.cancel(at: clock.at(3.5))
        #expect(output.take() == """
            Downloading “photos.zip”: starting
            Downloading “photos.zip”: 1.0 MB of 10.0 MB — estimating time remaining
            Downloading “photos.zip”: 2.0 MB of 10.0 MB (1.0 MB/s) — 8 seconds remaining
            Downloading “photos.zip”: 3.0 MB of 10.0 MB (1.0 MB/s) — 7 seconds remaining
            Downloading “photos.zip”: 3.0 MB of 10.0 MB — cancelled

            """)
    }

    /// `TERM=dumb` cannot move its cursor: log lines there too.
    @Test func aDumbTerminalGetsLogLines() throws {
        let output = FakeOutput(isTerminal: true)
        let (terminal, clock) = try Self.terminal(output: output, environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(0), at: clock.at(0))
        bar.finish(at: clock.at(2))
        #expect(output.take() == "Downloading “photos.zip”: starting\nDownloaded “photos.zip”: 10.0 MB — done in 2 seconds\n")
    }

    /// The speech channel on request: what a screen reader announces, as lines.
    @Test func speechOnRequest() throws {
        let output = FakeOutput(isTerminal: true)
        let (terminal, clock) = try Self.terminal("de", output: output, channel: .speech)
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(0), at: clock.at(0))
        bar.finish(at: clock.at(14))
        #expect(output.take() == "„photos.zip“ wird heruntergeladen, wird gestartet\n"
                + "„photos.zip“ wurde heruntergeladen, 10,0 Megabyte, fertig, Dauer: 14 Sekunden\n")
    }

    /// A line of the app's above the bars: the bars erased, the line, the bars again; what it
    /// holds of escape sequences is made visible.
    @Test func aLineAboveTheBars() throws {
        let output = FakeOutput(columns: 60)
        let (terminal, clock) = try Self.terminal(output: output)
        let bar = terminal.add(Self.download(0))
        bar.update(Self.download(0), at: clock.at(0))
        _ = output.take()
        terminal.write("fetched index\u{1B}[2J")
        #expect(output.take() == Self.up(3) + "\r\u{1B}[J" + "fetched index␛[2J\n"
                + Self.clear + "Downloading “photos.zip”…\n"
                + Self.clear + String(repeating: "░", count: 50) + "   0%\n"
                + Self.clear + "Starting…\n")
    }

    /// Several operations: a line each, then the total (both count bytes).
    @Test func severalBarsAndATotal() throws {
        let output = FakeOutput(columns: 100)
        let (terminal, clock) = try Self.terminal(output: output)
        let first = terminal.add(Self.download(0, total: 4_000_000))
        var other = Self.download(0, total: 6_000_000)
        other.fileDisplayName = "video.mov"
        let second = terminal.add(other)
        first.update(completed: 1_000_000, at: clock.at(0))
        #expect(output.take().components(separatedBy: Self.clear).dropFirst().map { $0.trimmingCharacters(in: .newlines) } == [
            "██░░░░░░░░  25% Downloading “photos.zip”: 1.0 MB of 4.0 MB — estimating time remaining",
            "░░░░░░░░░░   0% Downloading “video.mov”: starting",
            "█░░░░░░░░░  10% Downloading 2 files: 1.0 MB of 10.0 MB",
        ].map { $0 })
        second.update(completed: 3_000_000, at: clock.at(0.5))
        let written = output.take()
        #expect(written.hasPrefix(Self.up(3)))
        let lines = written.components(separatedBy: Self.clear).dropFirst().map { $0.trimmingCharacters(in: .newlines) }
        #expect(lines == [
            "██░░░░░░░░  25% Downloading “photos.zip”: 1.0 MB of 4.0 MB — estimating time remaining",
            "█████░░░░░  50% Downloading “video.mov”: 3.0 MB of 6.0 MB — estimating time remaining",
            "████░░░░░░  40% Downloading 2 files: 4.0 MB of 10.0 MB",
        ])
        first.finish(at: clock.at(1))
        second.finish(at: clock.at(2))
        let end = output.take()
        #expect(end.hasSuffix("██████████ 100% Downloaded 2 files: 10.0 MB — done in 2 seconds\n" + Self.show))
    }

    /// A bar dropped without an end no longer keeps the cursor hidden.
    @Test func aDroppedBarShowsTheCursor() throws {
        let output = FakeOutput(columns: 60)
        let (terminal, clock) = try Self.terminal(output: output)
        do {
            let bar = terminal.add(Self.download(0))
            bar.update(Self.download(1_000_000), at: clock.at(0))
        }
        #expect(output.take().hasSuffix(Self.show))
    }

    /// The terminal dropped while a bar runs shows the cursor too.
    @Test func aDroppedTerminalShowsTheCursor() throws {
        let output = FakeOutput(columns: 60)
        var bar: ProgressTerminal<ScriptedClock>.Bar?
        do {
            let (terminal, clock) = try Self.terminal(output: output)
            bar = terminal.add(Self.download(0))
            bar?.update(Self.download(1_000_000), at: clock.at(0))
        }
        bar = nil
        #expect(output.take().hasSuffix(Self.show))
    }

    /// A stall, with no update: drawn at the deadline the presenter gave.
    @Test func aStallIsDrawnAtATick() throws {
        let output = FakeOutput(isTerminal: false)
        let (terminal, clock) = try Self.terminal(output: output)
        let bar = terminal.add(Self.download(0))
        for tenth in 0...20 { bar.update(Self.download(Int64(tenth) * 100_000), at: clock.at(Double(tenth) / 10)) }
        _ = output.take()
        terminal.tick(at: clock.at(7))
        #expect(output.take() == "Downloading “photos.zip”: 2.0 MB of 10.0 MB — stalled\n")
    }

    /// README's bar, as written there, against a fake terminal of 80 columns in German: what it
    /// draws first and last.
    @Test func readmesBar() throws {
        let output = FakeOutput(columns: 80)
        let clock = ScriptedClock()
        var options = ProgressTerminal<ScriptedClock>.Options()
        options.ticksAutomatically = false
        // README: ProgressTextFormatter(environment:) and ProgressTerminal(formatter:), here with
        // the fake output and a clock that moves when told.
        let formatter = ProgressTextFormatter(environment: ["LANG": "de_DE.UTF-8"])
        let terminal = ProgressTerminal(formatter: formatter, output: output, environment: ["LANG": "de_DE.UTF-8", "NO_COLOR": "1"],
                                        clock: clock, options: options)
        let download = terminal.add(ProgressSnapshot(totalUnitCount: 5_356_456, kind: .file,
                                                     fileOperationKind: .downloading, fileDisplayName: "photos.zip"))
        var received: Int64 = 0
        for second in 0...13 {   // 5.2 MB of 5.4 MB after 13 seconds
            clock.advance(to: clock.at(Double(second)))
            download.update(completed: received)
            received = min(5_356_456, received + 400_000)
        }
        _ = output.take()
        clock.advance(to: clock.at(14))
        download.finish()
        #expect(output.take() == Self.up(3)
                + Self.clear + "„photos.zip“ wurde heruntergeladen\n"
                + Self.clear + String(repeating: "█", count: 50) + " 100\u{00A0}%\n"
                + Self.clear + "5,4 MB – fertig, Dauer: 14 Sekunden\n"
                + Self.show)
    }
}

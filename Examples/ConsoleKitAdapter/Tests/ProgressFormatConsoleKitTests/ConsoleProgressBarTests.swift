import ConsoleKitTerminal
import ProgressFormat
import ProgressFormatConsoleKit
import Testing

/// The bar's text through console-kit, in virtual time. The bar's own console is never a
/// terminal (`ansi: false`), so console-kit runs no timer; a frame is drawn by asking the
/// activity for one, on a console that is a terminal of a chosen width.
@Suite struct ConsoleProgressBarTests {
    /// A download of 48 MB in one file, 12 MB a second.
    static let download = ProgressSnapshot(totalUnitCount: 48_000_000, kind: .file, fileOperationKind: .downloading,
                                           fileTotalCount: 1)
    let clock = ManualClock()
    let pipe = RecordingConsole(ansi: false)

    func bar(locale: String = "de") throws -> ConsoleProgressBar<ManualClock> {
        ConsoleProgressBar(console: pipe, formatter: try ProgressTextFormatter(locale: locale), clock: clock)
    }

    /// Starts `bar` on the download and feeds it a quarter each second up to `seconds`.
    func run(_ bar: ConsoleProgressBar<ManualClock>, seconds: Int, snapshot: ProgressSnapshot = download) {
        bar.start(snapshot)
        for second in 1...seconds {
            bar.update(completed: Int64(second) * 12_000_000, at: clock.advance(by: .seconds(1)))
        }
    }

    /// What `bar` draws on a terminal `width` columns wide in `state`.
    func frame(_ bar: ConsoleProgressBar<ManualClock>, width: Int = 80, _ state: ActivityIndicatorState = .active(tick: 1))
        -> RecordingConsole {
        let screen = RecordingConsole(width: width, ansi: true)
        bar.activity.outputActivityIndicator(to: screen, state: state)
        return screen
    }

    @Test(arguments: [
        ("de", "1 Datei wird heruntergeladen: wird gestartet\n1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 4 Sekunden\n"),
        ("en", "Downloading 1 file: starting\nDownloaded 1 file: 48.0 MB — done in 4 seconds\n"),
    ])
    func aPipeGetsTheStartAndTheEnd(locale: String, expected: String) throws {
        run(try bar(locale: locale), seconds: 4)
        #expect(pipe.output == expected)
    }

    @Test func aFrameOnATerminal() throws {
        let bar = try bar()
        run(bar, seconds: 2)
        let screen = frame(bar)
        #expect(screen.output == """
            1 Datei wird heruntergeladen…
            [============             ] 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden

            """)
        #expect(screen.styled.map(\.color) == ["plain", "plain", "cyan", "plain", "plain"])
        #expect(pipe.output == "1 Datei wird heruntergeladen: wird gestartet\n")   // frames only on a terminal
    }

    /// Time passes without updates: each frame lets the presenter catch up with the clock.
    @Test func theTimeRemainingCountsDownAndAStallShows() throws {
        let bar = try bar()
        run(bar, seconds: 2)
        clock.advance(by: .seconds(1))
        #expect(frame(bar).output.hasSuffix("] 24,0 MB von 48,0 MB (12,0 MB/s) – noch 1 Sekunde\n"))
        clock.advance(by: .seconds(5))
        #expect(frame(bar).output.hasSuffix("] 24,0 MB von 48,0 MB – stockt\n"))
    }

    @Test func eachLineFitsANarrowTerminal() throws {
        let bar = try bar()
        run(bar, seconds: 2)
        let screen = frame(bar, width: 30)
        #expect(screen.output == """
            1 Datei wird heruntergeladen…
            [====     ] 24,0 MB von…

            """)
        for line in screen.output.split(separator: "\n") { #expect(line.count <= 29, "\(line)") }
    }

    @Test func theEndReplacesTheFrameInItsColour() throws {
        let bar = try bar()
        run(bar, seconds: 4)
        let finished = frame(bar, .success)
        #expect(finished.output == """
            1 Datei wurde heruntergeladen
            [=========================] 48,0 MB – fertig, Dauer: 4 Sekunden

            """)
        #expect(finished.styled.last?.color == "green")

        let failing = try self.bar()
        run(failing, seconds: 1)
        let end = failing.fail(at: clock.advance(by: .seconds(1)))
        #expect(end?.outcome == .failed)
        #expect(end?.elapsed == .seconds(2))
        let failed = frame(failing, .failure)
        #expect(failed.output.hasSuffix("[======                   ] 12,0 MB von 48,0 MB – fehlgeschlagen\n"))
        #expect(failed.styled.last?.color == "red")
    }

    @Test func theEndIsSaidOnce() throws {
        let bar = try bar()
        run(bar, seconds: 1)
        #expect(bar.cancel(at: clock.advance(by: .seconds(1)))?.outcome == .cancelled)
        #expect(bar.fail() == nil)
        #expect(bar.finish() == nil)
        bar.update(completed: 48_000_000)
        #expect(pipe.output == "1 Datei wird heruntergeladen: wird gestartet\n1 Datei wird heruntergeladen: 12,0 MB von 48,0 MB – abgebrochen\n")
    }

    @Test(arguments: ["ar", "he"])
    func theBarFillsFromTheRightInARightToLeftLanguage(locale: String) throws {
        let bar = try bar(locale: locale)
        run(bar, seconds: 2)
        let bars = frame(bar).styled.filter { $0.color == "cyan" }.map(\.text)
        #expect(bars == ["[             ============]"])
    }

    @Test func anUnknownTotalMovesConsoleKitsLoadingBar() throws {
        let bar = try bar()
        var snapshot = Self.download
        snapshot.totalUnitCount = -1
        bar.start(snapshot)
        bar.update(completed: 12_000_000, at: clock.advance(by: .seconds(1)))
        let first = frame(bar, .active(tick: 1)).styled.filter { $0.color == "cyan" }.map(\.text)
        let second = frame(bar, .active(tick: 2)).styled.filter { $0.color == "cyan" }.map(\.text)
        #expect(first == ["[ •                       ]"])
        #expect(second == ["[  •                      ]"])
    }

    @Test func aDroppedBarEndsCancelled() throws {
        do {
            let bar = try bar()
            run(bar, seconds: 1)
        }
        #expect(pipe.output == "1 Datei wird heruntergeladen: wird gestartet\n1 Datei wird heruntergeladen: 12,0 MB von 48,0 MB – abgebrochen\n")
        do {
            _ = try bar()   // never started: nothing to end
        }
        #expect(pipe.output.split(separator: "\n").count == 2)
    }
}

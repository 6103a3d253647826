import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

/// `progress-format simulate`: a transfer at a steady rate, its text updating as it runs.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulates a transfer: a live progress bar with both lines of text updating in place.",
        usage: "progress-format simulate [<options>]",
        discussion: """
            On a terminal, draws the description, a bar with the percentage (written as the \
            locale writes it: 7 % in German) and the additional description, redrawn in place at most 10 times a second, with the cursor hidden until \
            the end or Ctrl-C. Each line fits the terminal ($COLUMNS, else the window's width, \
            one column kept free) as the library fits it: shorter units, then the file name \
            shortened, the speed and the time remaining left out, never a word cut. Otherwise \
            (a pipe, a file, a CI log) writes the log lines the library's cadence decides on: \
            the start, every 10 %, each status change and the completion sentence, not one per \
            second; --channel speech writes what a screen reader would announce instead, and \
            --channel terminal one "description | additional description" line per simulated \
            second.

            Sizes and rates take decimal (kB, MB, GB, TB) or binary (KiB, MiB, GiB, TiB) units in \
            any case, with an optional space: 2GB, '1.5 MiB', 40MB/s, 500kB/s.

            Examples:
              progress-format simulate --locale ja
              progress-format simulate --locale de --size 2GB --rate 40MB/s \\
                --files 12 --speed-up 10
              progress-format simulate --locale en --operation uploading \\
                --file-name photos.zip
              progress-format simulate --size 10MB --rate 1MB/s --speed-up 100 | cat
              progress-format simulate --locale de --channel speech --speed-up 100 | cat
            """
    )

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The file operation (the description's verb).")
    var operation = OperationArgument(.downloading)

    @Option(parsing: .unconditional, help: "The size of the transfer, such as 2GB or '1.5 MiB' (default: 2GB).", transform: ByteSizeArgument.init(parsing:))
    var size = ByteSizeArgument(bytes: 2_000_000_000, text: "2GB")

    @Option(parsing: .unconditional, help: "The transfer rate, such as 40MB/s or 500kB/s (default: 40MB/s).", transform: ByteRateArgument.init(parsing:))
    var rate = ByteRateArgument(bytesPerSecond: 40_000_000, text: "40MB/s")

    @Option(parsing: .unconditional, help: "How many files are transferred (the description counts them).")
    var files: Int?

    @Option(name: .customLong("file-name"), help: "The name of the file transferred (the description names it).")
    var fileName: String?

    @Option(name: .customLong("speed-up"), parsing: .unconditional, help: "How many simulated seconds pass per second of wall time.")
    var speedUp: Double = 1

    /// The shortest pause between two redraws: at most 10 a second.
    static let redrawInterval = 0.1

    func validate() throws {
        if let files, files < 1 {
            throw ValidationError("--files must be at least 1, not \(files)")
        }
        guard speedUp > 0, speedUp.isFinite else {
            throw ValidationError("--speed-up must be a number more than 0, not \(speedUp)")
        }
    }

    @Option(help: ArgumentHelp(
        "What to write when the output is not a terminal: log (lines at the start, milestones, status changes and the end; the default), speech (a screen reader's announcements) or terminal (a line per simulated second).",
        valueName: "channel"))
    var channel: OutputChannel?

    func run() throws {
        let formatter = try localeOptions.makeFormatter()
        let transfer = TransferSimulation(totalBytes: size.bytes, bytesPerSecond: rate.bytesPerSecond,
                                          fileCount: files, fileName: fileName, operation: operation.kind)
        // One transfer: a stream of its formatter's text.
        let stream = ProgressTextStream(formatter)
        switch (Terminal.isStandardOutputTerminal, channel ?? .log) {
        case (true, _) where channel == nil || channel == .terminal:
            runLive(transfer, stream: stream)
        case (_, .terminal):
            runPlain(transfer, stream: stream)
        case (_, let channel):
            runChannel(channel, transfer: transfer, formatter: formatter)
        }
    }

    /// The lines (or announcements) the library's cadence decides on, the simulated clock read
    /// every tenth of a second and paced by the speed-up.
    private func runChannel(_ channel: OutputChannel, transfer: TransferSimulation, formatter: ProgressTextFormatter) {
        var cadence = channel == .speech ? ProgressCadence.speech : ProgressCadence.log
        var tick = 0
        var written = 0.0
        while true {
            // Whole tenths, so the clock reads exactly 1.0 after ten of them.
            let seconds = min(Double(tick) * Self.redrawInterval, transfer.duration)
            let snapshot = transfer.snapshot(at: seconds)
            if cadence.reason(for: snapshot, at: seconds) != nil {
                if seconds > written { Thread.sleep(forTimeInterval: (seconds - written) / speedUp) }
                written = seconds
                let line = channel == .speech ? formatter.spokenText(for: snapshot) : formatter.logLine(for: snapshot)
                Terminal.write(OutputPolicy.terminal(line) + "\n")
            }
            if seconds >= transfer.duration { break }
            tick += 1
        }
    }

    /// One line per simulated second, paced by the speed-up, then the last line at 100%.
    private func runPlain(_ transfer: TransferSimulation, stream: ProgressTextStream) {
        var seconds = 0.0
        while true {
            let text = stream.format(transfer.snapshot(at: seconds))
            let parts = [text.description, text.additionalDescription].filter { !$0.isEmpty }.map(OutputPolicy.terminal)
            Terminal.write(parts.joined(separator: " | ") + "\n")
            if seconds >= transfer.duration { break }
            let next = min(seconds + 1, transfer.duration)
            Thread.sleep(forTimeInterval: (next - seconds) / speedUp)
            seconds = next
        }
    }

    /// The bar and both lines redrawn in place until the transfer is done, each line fitted to
    /// the terminal's width as read at each redraw (a resized window gets lines of its new width).
    private func runLive(_ transfer: TransferSimulation, stream: ProgressTextStream) {
        let environment = ProcessInfo.processInfo.environment
        let style = TerminalStyle.forStandardOutput(environment: environment)
        var bar = ProgressBar(width: 10, formatter: stream.formatter)
        let display = LiveDisplay()
        let interrupts = InterruptHandler { Terminal.write(LiveDisplay.showCursor + "\n") }
        defer { interrupts.cancel() }
        display.begin()
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let elapsed = start.duration(to: clock.now).components
            let wallSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            let seconds = min(transfer.duration, wallSeconds * speedUp)
            let columns = Self.textColumns(terminalWidth: Terminal.width(environment: environment))
            bar.width = ProgressBar.width(columns: columns, percentColumns: bar.percentColumns)
            let text = stream.format(transfer.snapshot(at: seconds), columns: columns)
            display.draw([
                Self.shown(text.description, columns: columns),
                bar.line(fraction: transfer.fractionCompleted(at: seconds), style: style, columns: columns),
                Self.shown(text.additionalDescription, columns: columns),
            ])
            if seconds >= transfer.duration { break }
            Thread.sleep(forTimeInterval: Self.redrawInterval)
        }
        display.end()
    }

    /// The columns a live line may take in a terminal `terminalWidth` columns wide: all but the
    /// last, so a line never ends in the last column (where a terminal that counts a character's
    /// width otherwise, such as an ambiguous-width "…" in a CJK terminal, would wrap it and the
    /// redraw's cursor-up count would be wrong).
    ///
    ///     SimulateCommand.textColumns(terminalWidth: 40)   // 39
    static func textColumns(terminalWidth: Int) -> Int {
        max(1, terminalWidth - 1)
    }

    /// A fitted line made safe for the terminal. Its cut is only a guard: the library's text
    /// holds nothing the policy changes, so the fitted line comes through whole.
    static func shown(_ line: String, columns: Int) -> String {
        OutputPolicy.terminal(line, columns: columns)
    }
}

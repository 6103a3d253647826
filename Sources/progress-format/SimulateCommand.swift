import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTerminal
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
        let output = StandardOutput()
        if channel == .terminal && !output.isTerminal {
            runPlain(transfer, formatter: formatter)
        } else if output.isTerminal && (channel == nil || channel == .terminal) {
            runLive(transfer, formatter: formatter, output: output)
        } else {
            runLines(transfer, formatter: formatter, output: output, channel: channel == .speech ? .speech : .log)
        }
    }

    /// The bar and both lines redrawn in place on the terminal (ProgressFormatTerminal), the
    /// transfer's time running `speedUp` times faster than the wall: redraws at most 10 a second
    /// of wall time, the width read at each, Ctrl-C writing the cancelled lines.
    private func runLive(_ transfer: TransferSimulation, formatter: ProgressTextFormatter, output: StandardOutput) {
        let clock = SimulatedClock(speedUp: speedUp)
        var options = ProgressTerminal<SimulatedClock>.Options()
        options.channel = .terminal
        options.handlesInterrupts = true
        options.presenter.redrawInterval = .milliseconds(100) * speedUp
        options.presenter.countdownInterval = .seconds(1) * speedUp
        let terminal = ProgressTerminal(formatter: formatter, output: output,
                                        environment: ProcessInfo.processInfo.environment, clock: clock, options: options)
        let bar = terminal.add(transfer.snapshot(at: 0))
        // The first moment at the clock's zero: "Starting…", however long the set-up took.
        bar.update(transfer.snapshot(at: 0), at: clock.instant(at: 0))
        while true {
            let now = clock.now
            let seconds = min(transfer.duration, Double(now.offset.components.seconds)
                              + Double(now.offset.components.attoseconds) / 1e18)
            bar.update(transfer.snapshot(at: seconds), at: now)
            if seconds >= transfer.duration { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        bar.finish(at: clock.now)
    }

    /// The log lines (or announcements) the library's cadence decides on, written to a pipe or
    /// a file: the transfer fed to the terminal product in at most about a thousand steps of
    /// simulated time (a tenth of a second at least), each paced by the speed-up — so the work
    /// depends on the steps, not on how many simulated seconds the transfer takes.
    private func runLines(_ transfer: TransferSimulation, formatter: ProgressTextFormatter, output: StandardOutput,
                          channel: ProgressTerminal<SimulatedClock>.Options.Channel) {
        let clock = SimulatedClock(speedUp: speedUp)
        var options = ProgressTerminal<SimulatedClock>.Options()
        options.channel = channel
        options.handlesInterrupts = true
        options.ticksAutomatically = false
        // Every step is looked at: the steps are the simulation's own pace.
        options.presenter.redrawInterval = .zero
        let terminal = ProgressTerminal(formatter: formatter, output: output,
                                        environment: ProcessInfo.processInfo.environment, clock: clock, options: options)
        let bar = terminal.add(transfer.snapshot(at: 0))
        for seconds in Self.steps(duration: transfer.duration) {
            let wall = clock.now
            let instant = clock.instant(at: seconds)
            if instant > wall { Thread.sleep(forTimeInterval: Double((instant.offset - wall.offset) / .seconds(1)) / speedUp) }
            bar.update(transfer.snapshot(at: seconds), at: instant)
        }
        bar.finish(at: clock.instant(at: transfer.duration))
    }

    /// The simulated times a transfer of `duration` seconds is fed at: every tenth of a second,
    /// or every thousandth of the transfer when that is longer, ending at `duration` exactly.
    ///
    ///     SimulateCommand.steps(duration: 0.25)        // [0.0, 0.1, 0.2, 0.25]
    ///     SimulateCommand.steps(duration: 1e8).count   // 1001
    static func steps(duration: Double) -> [Double] {
        guard duration.isFinite, duration > 0 else { return [0] }
        let step = max(0.1, duration / 1000)
        let count = Int((duration / step).rounded(.up))
        // Whole tenths (k × 0.1, not a running sum): the clock reads exactly 1.0 after ten of them.
        return (0...count).map { $0 == count ? duration : min(duration, Double($0) * step) }
    }

    /// One "description | details" line per simulated second, paced by the speed-up, then the
    /// end: the terminal channel's text without a terminal.
    private func runPlain(_ transfer: TransferSimulation, formatter: ProgressTextFormatter) {
        let clock = SimulatedClock(speedUp: speedUp)
        var configuration = ProgressPresenter<SimulatedClock>.Configuration()
        configuration.redrawInterval = .zero
        var presenter = ProgressPresenter(formatter: formatter, clock: clock, channels: .terminal, configuration: configuration)
        var seconds = 0.0
        while true {
            let instant = clock.instant(at: seconds)
            if let redraw = presenter.update(transfer.snapshot(at: seconds), at: instant).redraw {
                let text = redraw.text()
                let parts = [text.description, text.additionalDescription].filter { !$0.isEmpty }.map(OutputPolicy.terminal)
                Terminal.write(parts.joined(separator: " | ") + "\n")
            }
            if seconds >= transfer.duration { break }
            let next = min(seconds + 1, transfer.duration)
            Thread.sleep(forTimeInterval: (next - seconds) / speedUp)
            seconds = next
        }
    }
}

import Foundation
import ProgressFormat

/// Shows a `Progress` as its two localized lines, with throughput and time remaining from a
/// ``ProgressEstimator``.
///
/// On a terminal the lines are redrawn in place at most ten times a second, each fitted to the
/// terminal's width by the library (shorter units, then parts left out, never a cut word), their
/// numbers coloured (unless `NO_COLOR` is set); anywhere else (a pipe, a log, CI) one
/// self-contained log line whenever the library's cadence says one is due — the start, every
/// 10 %, a change of status, the end with how long it took — without escape sequences.
struct ProgressDisplay: Sendable {
    /// The text of this one operation: a stream of the formatter's.
    let stream: ProgressTextStream
    /// Whether standard output is a terminal: redraw in place.
    let redraws: Bool
    /// Whether to colour the parts.
    let colours: Bool
    /// `$COLUMNS`, when set: the width to fit instead of the window's.
    let columnsVariable: Int?

    /// Time between redraws on a terminal: at most ten a second, so the numbers stay readable.
    static let redrawInterval = Duration.milliseconds(100)

    init(formatter: ProgressTextFormatter, environment: [String: String]) {
        stream = ProgressTextStream(formatter)
        redraws = isatty(STDOUT_FILENO) == 1
        colours = redraws && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        columnsVariable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The columns a line may take on the terminal now: `$COLUMNS` or the window's width, less
    /// one (a line that ends in the last column wraps on some terminals, and a wrapped line
    /// would break the redraw); `nil` when nothing says (a pipe: whole lines).
    var columns: Int? {
        guard redraws else { return nil }
        var size = winsize()
        let window = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        return (columnsVariable ?? window).map { max(1, $0 - 1) }
    }

    /// Draws `progress` until the task is cancelled, then once more as it ended.
    func show(_ progress: Progress) async {
        let clock = ContinuousClock()
        var estimator = ProgressEstimator()
        var screen = Screen(redraws: redraws)
        var cadence = ProgressCadence.log
        let start = clock.now
        var elapsed: Double?
        while !Task.isCancelled {
            let now = clock.now
            var snapshot = ProgressSnapshot(progress)
            estimator.record(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount, at: now)
            let estimate = estimator.estimate(at: now)
            snapshot.apply(estimate)
            elapsed = estimate.elapsedTime
            show(snapshot, at: Self.seconds(start.duration(to: now)), on: &screen, cadence: &cadence)
            try? await Task.sleep(for: Self.redrawInterval)
        }
        // The end: the facts as they are, without an estimate, and how long it took ("Copied 42
        // files" / "5.0 MB — done in 3 seconds"), or cancelled.
        var end = ProgressSnapshot(progress)
        end.elapsedTime = elapsed
        show(end, at: Self.seconds(start.duration(to: clock.now)), on: &screen, cadence: &cadence)
    }

    /// Redraws `snapshot` on a terminal; elsewhere writes its log line when the cadence says
    /// one is due at `seconds`.
    func show(_ snapshot: ProgressSnapshot, at seconds: Double, on screen: inout Screen, cadence: inout ProgressCadence) {
        if redraws {
            screen.draw(lines(for: snapshot))
        } else if cadence.reason(for: snapshot, at: seconds) != nil {
            screen.draw([stream.formatter.logLine(for: snapshot)])
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The two lines, fitted to the terminal and coloured when colours are on.
    func lines(for snapshot: ProgressSnapshot) -> [String] {
        let text = columns.map { stream.format(snapshot, columns: $0) } ?? stream.format(snapshot)
        return ProgressText.Line.allCases.map { line in
            colours ? Self.coloured(text, line, status: snapshot.status) : text[line]
        }
    }

    /// `line` of `text` with an ANSI colour around each of its parts.
    static func coloured(_ text: ProgressText, _ line: ProgressText.Line, status: ProgressSnapshot.Status?) -> String {
        let bytes = Array(text[line].utf8)
        var result = ""
        var position = 0
        for part in text.parts where part.line == line && part.utf8Offsets.lowerBound >= position {
            let range = part.utf8Offsets.clamped(to: 0..<bytes.count)
            result += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
            result += "\u{1B}[\(colour(of: part.field, status: status))m"
            result += String(decoding: bytes[range], as: UTF8.self)
            result += "\u{1B}[0m"
            position = range.upperBound
        }
        return result + String(decoding: bytes[position...], as: UTF8.self)
    }

    /// The SGR parameters of a field: what is done in bold cyan, totals in cyan, the speed in
    /// green, the time remaining in yellow, names in magenta, a status by its weight.
    static func colour(of field: ProgressText.Field, status: ProgressSnapshot.Status?) -> String {
        switch field {
        case .percent, .completedBytes, .completedCount, .completedFileCount: "1;36"
        case .totalBytes, .totalCount, .totalFileCount, .fileCount: "36"
        case .throughput: "32"
        case .timeRemaining: "33"
        case .fileName: "35"
        case .status:
            switch status {
            case .cancelled?, .failed?: "1;31"
            case .paused?, .stalled?: "33"
            default: "2"
            }
        }
    }
}

/// Where the lines go: redrawn in place on a terminal (each line fits it, so none wraps and
/// moving up over them finds their start), appended elsewhere.
struct Screen {
    let redraws: Bool
    private var linesShown = 0

    init(redraws: Bool) {
        self.redraws = redraws
    }

    mutating func draw(_ lines: [String]) {
        var output = ""
        if redraws {
            output += linesShown == 0 ? "" : "\u{1B}[\(linesShown)A"
            for line in lines {
                output += "\r\u{1B}[2K" + line + "\n"
            }
            linesShown = lines.count
        } else {
            // A log: each line as it is given, whole.
            for line in lines where !line.isEmpty {
                output += line + "\n"
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

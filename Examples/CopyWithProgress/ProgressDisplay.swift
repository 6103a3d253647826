import Foundation
import ProgressFormat

/// Shows a `Progress` as its two localized lines, with throughput and time remaining from a
/// ``ProgressEstimator``.
///
/// On a terminal the lines are redrawn in place at most ten times a second, their numbers
/// coloured (unless `NO_COLOR` is set); anywhere else (a pipe, a log) the numbers line is
/// written once a second, the description only when it changes, without escape sequences.
struct ProgressDisplay: Sendable {
    let formatter: ProgressTextFormatter
    /// Whether standard output is a terminal: redraw in place.
    let redraws: Bool
    /// Whether to colour the parts.
    let colours: Bool

    /// Time between redraws on a terminal: at most ten a second, so the numbers stay readable.
    static let redrawInterval = Duration.milliseconds(100)
    /// Redraws between two lines written to a pipe or file.
    static let ticksPerPlainLine = 10

    init(formatter: ProgressTextFormatter, environment: [String: String]) {
        self.formatter = formatter
        redraws = isatty(STDOUT_FILENO) == 1
        colours = redraws && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Draws `progress` until the task is cancelled, then once more as it ended.
    func show(_ progress: Progress) async {
        let clock = ContinuousClock()
        var estimator = ProgressEstimator()
        var screen = Screen(redraws: redraws)
        var tick = 0
        while !Task.isCancelled {
            let now = clock.now
            var snapshot = ProgressSnapshot(progress)
            estimator.record(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount, at: now)
            snapshot.apply(estimator.estimate(at: now))
            if redraws || tick % Self.ticksPerPlainLine == 0 {
                screen.draw(lines(for: snapshot))
            }
            tick += 1
            try? await Task.sleep(for: Self.redrawInterval)
        }
        // The end: the facts as they are, without an estimate ("312 MB of 312 MB", or cancelled).
        screen.draw(lines(for: ProgressSnapshot(progress)))
        screen.finish()
    }

    /// The two lines, coloured when colours are on.
    func lines(for snapshot: ProgressSnapshot) -> [String] {
        let text = formatter.format(snapshot)
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
            case .cancelled?: "1;31"
            case .paused?, .stalled?: "33"
            default: "2"
            }
        }
    }
}

/// Where the lines go: redrawn in place on a terminal (line wrapping off, so a line wider than
/// the window is cut by the terminal instead of breaking the redraw), appended elsewhere.
struct Screen {
    let redraws: Bool
    private var linesShown = 0
    private var lastDescription: String?

    init(redraws: Bool) {
        self.redraws = redraws
    }

    mutating func draw(_ lines: [String]) {
        var output = ""
        if redraws {
            output += linesShown == 0 ? "\u{1B}[?7l" : "\u{1B}[\(linesShown)A"
            for line in lines {
                output += "\r\u{1B}[2K" + line + "\n"
            }
            linesShown = lines.count
        } else {
            // Once a second to a log: the description when it changes, the numbers every time.
            if let description = lines.first, description != lastDescription {
                output += description + "\n"
                lastDescription = description
            }
            for line in lines.dropFirst() where !line.isEmpty {
                output += line + "\n"
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// Turns line wrapping back on.
    func finish() {
        if redraws {
            FileHandle.standardOutput.write(Data("\u{1B}[?7h".utf8))
        }
    }
}

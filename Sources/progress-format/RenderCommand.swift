import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

/// `progress-format render`: the two lines for one snapshot of facts (the default command).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Prints the description and the additional description for one set of facts.",
        usage: "progress-format [render] [<options>]",
        discussion: """
            Examples:
              progress-format --locale en --kind file --operation downloading \\
                --completed 419431 --total 5356456 --file-total 9 \\
                --throughput 50000 --eta 97
              Downloading 9 files…
              419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining

              progress-format --locale en --kind file --operation downloading \\
                --completed 419431 --total 5356456 --file-total 9 \\
                --throughput 50000 --eta 97 --columns 40
              Downloading 9 files…
              419kB of 5.4MB — 1m 37s remaining

              progress-format --locale de --completed 7 --total 100 --format json
              my-downloader --progress-json | progress-format --locale de --input -

            With --columns N, each line fits N terminal columns (East Asian wide \
            characters take two) as the library fits it: the units' shorter forms, then \
            the file name shortened in the middle and left out, the speed and the time \
            remaining left out (each form in the widest units it fits in), last a cut \
            after a whole word with "…" — never inside a word or a number. It applies to every output: text, JSON and \
            each answer to --input.

            With --input, each snapshot is the JSON form of the facts \
            ({"completedUnitCount": 419431, "totalUnitCount": 5356456, "kind": "file", …}) \
            and each answer one line: the description, a tab and the additional \
            description, or with --format json one object that names its input line. A bad \
            line is reported as 'error: line N: …' and skipped (exit status 1).

            With no facts (and no --format), shows every scenario in the locale, as \
            'progress-format preview --locale de' does:
              progress-format --locale de
            """
    )

    @OptionGroup var localeOptions: LocaleOptions
    @OptionGroup var facts: SnapshotOptions

    @Option(help: "Output format: text (two lines) or json (one object: locale, resolvedLocale, direction, description, additionalDescription).")
    var format: ReportFormat?

    @Option(help: ArgumentHelp(
        "Where the text goes: terminal (two lines under a bar), log (one self-contained line) or speech (what a screen reader says, then its short value).",
        valueName: "channel"))
    var channel: OutputChannel = .terminal

    @Option(help: ArgumentHelp(
        "Read snapshots as JSON from a file, or from standard input with '-': one object per line (JSON Lines), answered line by line, or one pretty-printed object.",
        valueName: "file"))
    var input: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Fit each line to N terminal columns: shorter units, then parts left out, never a cut word. Without facts, the preview table's width.",
        valueName: "N"))
    var columns: Int?

    /// `--json`, the older spelling of `--format json`, kept for scripts.
    @Flag(help: .hidden)
    var json = false

    /// The format asked for with `--format` or `--json`; text when neither.
    var outputFormat: ReportFormat {
        json ? .json : format ?? .text
    }

    /// Whether the command shows the preview table: no facts, no input, no format asked for.
    var showsPreview: Bool {
        facts.isEmpty && format == nil && !json && input == nil
    }

    func validate() throws {
        if let columns, columns < 1 {
            throw ValidationError("--columns must be at least 1, not \(columns)")
        }
        if let columns, showsPreview, columns < PreviewCommand.minimumWidth {
            throw ValidationError("--columns must be at least \(PreviewCommand.minimumWidth) for the preview table, not \(columns)")
        }
        if json && format == .text {
            throw ValidationError("--json and --format text cannot be used together")
        }
        if columns != nil && channel != .terminal {
            throw ValidationError("--columns fits terminal lines; it cannot be used with --channel \(channel.rawValue)")
        }
        if input != nil && !facts.isEmpty {
            throw ValidationError("--input reads the facts; it cannot be used with facts given as flags")
        }
    }

    func run() throws {
        if showsPreview {
            try showPreview()
            return
        }
        let formatter = try localeOptions.makeFormatter()
        if let input {
            try renderInput(input, formatter: formatter)
        } else {
            let snapshot = facts.snapshot
            let text = text(snapshot, formatter: formatter)
            try write(snapshot, text, formatter: formatter, line: nil)
            let isEmpty = switch channel {
            case .terminal: text.description.isEmpty && text.additionalDescription.isEmpty
            case .log: formatter.logLine(for: snapshot).isEmpty
            case .speech: formatter.spokenText(for: snapshot).isEmpty && formatter.spokenValue(for: snapshot).isEmpty
            }
            if isEmpty {
                StandardError.write("warning: \(Self.emptyTextHint(channel: channel, total: facts.total))")
            }
        }
    }

    /// Why the text of facts given as flags is empty, on any channel: empty lines and nothing
    /// else would look like a failure. Apple's rules give an indeterminate generic progress no
    /// text, and a missing `--total` is the usual cause (`--completed 5` alone); the exit status
    /// stays 0, since the text is what the library shows for those facts.
    ///
    ///     RenderCommand.emptyTextHint(channel: .log, total: -1)
    ///     // "no total (--total N): an indeterminate generic progress has no text; the log line is empty"
    static func emptyTextHint(channel: OutputChannel, total: Int64) -> String {
        let what = switch channel {
        case .terminal: "both lines are empty"
        case .log: "the log line is empty"
        case .speech: "there is nothing to say"
        }
        return total < 0
            ? "no total (--total N): an indeterminate generic progress has no text; \(what)"
            : "these facts have no text; \(what)"
    }

    /// The text for `snapshot`: fitted to `--columns` when given.
    func text(_ snapshot: ProgressSnapshot, formatter: ProgressTextFormatter) -> ProgressText {
        columns.map { formatter.format(snapshot, columns: $0) } ?? formatter.format(snapshot)
    }

    /// The preview table of every scenario in the requested locale: "what will my German users see".
    private func showPreview() throws {
        let environment = ProcessInfo.processInfo.environment
        let preview = try Preview(locales: [localeOptions.requestedLocale()], scenarios: ProgressScenario.all,
                                  tablesDirectory: try localeOptions.tables.url())
        Terminal.write(try preview.output(.table, width: columns ?? Terminal.width(environment: environment),
                                          style: .forStandardOutput(environment: environment)))
    }
}

import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

extension RenderCommand {
    /// `render --input FILE|-`: snapshots in, one result per snapshot out, so a progress tool
    /// in any language can pipe facts in and read text back.
    ///
    ///     $ printf '%s\n' '{"completedUnitCount": 7, "totalUnitCount": 100}' '{"kind": "x"' \
    ///         | progress-format --locale en --input -
    ///     7% completed<TAB>7 of 100
    ///     error: line 2: not valid JSON at column 12: the line ends early; a '}' is missing
    ///
    /// - Input: JSON Lines read by `SnapshotLineReader` (a line is a snapshot, answered as soon
    ///   as it arrives; one pretty-printed object that is the whole input is read whole).
    /// - Output, one line per snapshot: `description<TAB>additionalDescription` (a tab can
    ///   never stand in either: the output policy shows it as ␉), or with `--format json` an
    ///   object with `line`, the input line it answers; with `--columns N`, each of the two
    ///   lines fitted to N columns.
    /// - A bad line — not JSON, not a snapshot, longer than 64 KiB — is reported on stderr as
    ///   `error: line N: …` and skipped; the exit status is then 1.
    func renderInput(_ path: String, formatter: ProgressTextFormatter) throws {
        var file = try InputFile(path: path)
        defer { file.closeFile() }
        var reader = SnapshotLineReader()
        var failed = false
        func answer(_ entry: SnapshotLineReader.Entry) throws {
            switch entry {
            case .snapshot(let snapshot, let line):
                try write(snapshot, channel == .terminal ? text(snapshot, formatter: formatter) : ProgressText(description: "", additionalDescription: ""),
                          formatter: formatter, line: line)
            case .problem(let problem, let line):
                StandardError.write("error: line \(line): \(problem)")
                failed = true
            }
        }
        while try file.readNext({ try reader.read($0, answer) }) {}
        try reader.finish(answer)
        if failed {
            throw ExitCode(1)
        }
    }

    /// Writes the text for one snapshot in the output format: two lines for a snapshot given
    /// as flags, one line for a snapshot read with `--input` (`line` is then its line).
    func write(_ snapshot: ProgressSnapshot, _ text: ProgressText, formatter: ProgressTextFormatter, line: Int?) throws {
        let direction = formatter.direction == .rightToLeft ? "rtl" : "ltr"
        switch (channel, outputFormat) {
        case (.log, .text):
            Terminal.write(OutputPolicy.terminal(formatter.logLine(for: snapshot)) + "\n")
        case (.speech, .text):
            let separator = line == nil ? "\n" : "\t"
            Terminal.write(OutputPolicy.terminal(formatter.spokenText(for: snapshot)) + separator
                + OutputPolicy.terminal(formatter.spokenValue(for: snapshot)) + "\n")
        case (.log, .json):
            Terminal.write(try JSONOutput.line(ChannelOutput(
                locale: formatter.locale, resolvedLocale: formatter.resolvedLocale, direction: direction, channel: channel.rawValue,
                text: formatter.logLine(for: snapshot), line: line)))
        case (.speech, .json):
            Terminal.write(try JSONOutput.line(ChannelOutput(
                locale: formatter.locale, resolvedLocale: formatter.resolvedLocale, direction: direction, channel: channel.rawValue,
                text: formatter.spokenText(for: snapshot), value: formatter.spokenValue(for: snapshot), line: line)))
        case (.terminal, .text):
            let separator = line == nil ? "\n" : "\t"
            // With --columns, the policy's cut is only a guard: the library's fitted lines hold
            // nothing the policy changes.
            let safe = { (line: String) in columns.map { OutputPolicy.terminal(line, columns: $0) } ?? OutputPolicy.terminal(line) }
            Terminal.write(safe(text.description) + separator + safe(text.additionalDescription) + "\n")
        case (.terminal, .json):
            Terminal.write(try JSONOutput.line(RenderOutput(
                locale: formatter.locale, resolvedLocale: formatter.resolvedLocale, direction: direction,
                description: text.description, additionalDescription: text.additionalDescription, line: line)))
        }
    }
}

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
    ///     error: line 2: not valid JSON (unexpected end of file during JSON parse)
    ///
    /// - Input: JSON Lines, one snapshot object per line, each answered as soon as its line
    ///   arrives; blank lines are skipped. When the first line is not a whole JSON value but
    ///   starts an object (a pretty-printed file), the whole input is read as one object.
    /// - Output, one line per snapshot: `description<TAB>additionalDescription` (a tab can
    ///   never stand in either: the output policy shows it as ␉), or with `--format json` an
    ///   object with `line`, the input line it answers.
    /// - A bad line — not JSON, not a snapshot, longer than 64 KiB — is reported on stderr as
    ///   `error: line N: …` and skipped; the exit status is then 1.
    func renderInput(_ path: String, formatter: ProgressTextFormatter) throws {
        var lines = try InputLines(path: path)
        defer { lines.closeFile() }
        var failed = false
        func report(_ number: Int, _ problem: String) {
            StandardError.write("error: line \(number): \(problem)")
            failed = true
        }
        func answer(_ number: Int, _ bytes: [UInt8]) throws {
            do {
                let snapshot = try SnapshotInput.snapshot(from: Data(bytes))
                try write(formatter.format(snapshot), formatter: formatter, line: number)
            } catch let problem as SnapshotInput.Problem {
                report(number, problem.description)
            }
        }

        var document: (start: Int, bytes: [UInt8], isTooLong: Bool)?
        var isFirst = true
        while let event = try lines.next() {
            switch event {
            case .tooLong(let number):
                if document != nil {
                    document?.isTooLong = true
                } else {
                    report(number, "longer than \(InputLines.maximumLength) bytes; skipped")
                }
            case .line(let number, let bytes):
                if var current = document {
                    current.bytes += [UInt8(ascii: "\n")] + bytes
                    current.isTooLong = current.isTooLong || current.bytes.count > InputLines.maximumLength
                    if current.isTooLong { current.bytes = [] }
                    document = current
                    continue
                }
                guard !bytes.allSatisfy(Self.isJSONWhiteSpace) else { continue }
                if isFirst, Self.startsDocument(bytes) {
                    document = (number, bytes, false)
                    continue
                }
                isFirst = false
                try answer(number, bytes)
            }
        }
        if let document {
            if document.isTooLong {
                report(document.start, "a JSON document longer than \(InputLines.maximumLength) bytes; skipped")
            } else {
                try answer(document.start, document.bytes)
            }
        }
        if failed {
            throw ExitCode(1)
        }
    }

    /// Writes the text for one snapshot in the output format: two lines for a snapshot given
    /// as flags, one line for a snapshot read with `--input` (`line` is then its line).
    func write(_ text: ProgressText, formatter: ProgressTextFormatter, line: Int?) throws {
        switch outputFormat {
        case .text:
            let separator = line == nil ? "\n" : "\t"
            Terminal.write(OutputPolicy.terminal(text.description) + separator
                + OutputPolicy.terminal(text.additionalDescription) + "\n")
        case .json:
            Terminal.write(try JSONOutput.line(RenderOutput(
                locale: formatter.locale, resolvedLocale: formatter.resolvedLocale,
                description: text.description, additionalDescription: text.additionalDescription, line: line)))
        }
    }

    /// Whether `bytes`, the first line, opens a JSON object it does not close: a
    /// pretty-printed document, read whole.
    static func startsDocument(_ bytes: [UInt8]) -> Bool {
        guard bytes.first(where: { !isJSONWhiteSpace($0) }) == UInt8(ascii: "{") else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) == nil
    }

    /// JSON's white space: space, tab, CR, LF.
    static func isJSONWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}

import Foundation
import Testing

/// Standard output that cannot be written — a full disk, a pipe whose reader has gone, a closed
/// descriptor — ends every command with one line on stderr and status 2, never a trap, through
/// real processes.
@Suite("write errors")
struct WriteErrorTests {
    /// A command of each kind that writes to standard output.
    static let commands: [[String]] = [
        ["--locale", "en", "--completed", "7", "--total", "100"],
        ["--locale", "en", "--completed", "7", "--total", "100", "--format", "json"],
        ["preview", "--locale", "de"],
        ["preview", "--locale", "en,ar", "--format", "csv"],
        ["scenarios"],
        ["locales"],
        ["simulate", "--locale", "de", "--size", "10MB", "--rate", "10MB/s", "--speed-up", "1000"],
        ["export", "--locale", "de"],
        ["--help"],
        ["review", "approve", "--help"],
        ["--version"],
    ]

    /// The line each kind of failure prints (glibc's `strerror` wording, in the C locale).
    static func line(for output: CLIProcess.Output) -> String {
        switch output {
        case .deviceFull: "error: cannot write to standard output: No space left on device\n"
        case .pipeWithoutReader: "error: cannot write to standard output: Broken pipe\n"
        case .closed, .captured: "error: cannot write to standard output: Bad file descriptor\n"
        }
    }

    @Test(arguments: commands, [CLIProcess.Output.deviceFull, .pipeWithoutReader, .closed])
    func aFailedWriteIsOneErrorLine(arguments: [String], output: CLIProcess.Output) throws {
        let result = try CLIProcess.run(arguments, stdout: output)
        #expect(result == CLIProcess.Result(stdout: "", stderr: Self.line(for: output), status: 2))
    }

    /// `render --input` stops at the first answer it cannot write: the error is the last line
    /// on stderr, after the bad input line reported before it.
    @Test(arguments: [CLIProcess.Output.deviceFull, .pipeWithoutReader, .closed])
    func inputStopsAtTheFirstFailedAnswer(output: CLIProcess.Output) throws {
        let input = "[1]\n" + #"{"completedUnitCount": 7, "totalUnitCount": 100}"# + "\n" + "[2]\n"
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data(input.utf8), stdout: output)
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: line 1: element 1: expected a JSON object of snapshot facts or a preview entry, found a number\n"
                + Self.line(for: output),
            status: 2))
    }

    /// A reader that takes the first bytes and then goes away: the command, blocked on a full
    /// pipe (the whole preview is larger than a pipe holds), gets `EPIPE` when it goes and
    /// ends with the one line.
    @Test func aReaderThatLeavesMidway() throws {
        let process = Process()
        process.executableURL = try CLIProcess.executableURL()
        process.arguments = ["preview", "--all-locales", "--format", "csv"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let first = try output.fileHandleForReading.read(upToCount: 100) ?? Data()
        try output.fileHandleForReading.close()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("scenario,locale,resolvedLocale,description,additionalDescription\r\n"))
        #expect(String(decoding: stderr, as: UTF8.self) == "error: cannot write to standard output: Broken pipe\n")
        #expect(process.terminationStatus == 2)
    }
}

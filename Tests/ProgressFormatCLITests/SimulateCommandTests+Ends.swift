import Foundation
import Testing

/// Issue 38's `simulate` cases: work that does not grow with simulated time, an end that always
/// reaches the log, and SIGINT's cancelled line on the log and speech channels.
extension SimulateCommandTests {
    /// 100 MB at 1 B/s, a billion times faster than real time: about three simulated years in a
    /// thousand steps, so the run ends in well under the limit (it once ran past a minute).
    @Test(.timeLimit(.minutes(1)))
    func aLongTransferAtAHugeSpeedUpEnds() throws {
        let run = try BoundedCLIProcess.runTogether(
            [["simulate", "--size", "100MB", "--rate", "1B/s", "--speed-up", "1e9", "--channel", "log"]], timeout: .seconds(30))[0]
        let result = try #require(run.result, "simulate ran past 30 s")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "Downloading files: starting")
        #expect(lines.last == "Downloaded files: 100.0 MB — done")
        #expect(lines.count <= 1_002)
    }

    /// Nothing to transfer, or less than a byte: the start, then the end, on both channels.
    @Test(arguments: [
        ("0", "log", "Downloading files: starting\nDownloaded files: done in 1 second\n"),
        ("0.4B", "log", "Downloading files: starting\nDownloaded files: done in 1 second\n"),
        ("0", "speech", "Downloading files, starting\nDownloaded files, done in 1 second\n"),
        ("0.4B", "speech", "Downloading files, starting\nDownloaded files, done in 1 second\n"),
    ])
    func anEmptyTransferEnds(size: String, channel: String, output: String) throws {
        let result = try CLIProcess.run(["simulate", "--size", size, "--rate", "1MB/s", "--speed-up", "1000", "--channel", channel])
        #expect(result == CLIProcess.Result(stdout: output, stderr: "", status: 0))
    }

    /// The largest sizes end too, at the total.
    @Test func aTransferNearInt64MaxEnds() throws {
        let result = try CLIProcess.run(["simulate", "--size", "9.22EB", "--rate", "9EB/s", "--speed-up", "1000", "--channel", "log"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "Downloaded files: 9.22 EB — done in 1 second")
    }

    /// SIGINT on the log and speech channels: the cancelled line, then the process ends by the
    /// signal. (It starts with SIGINT's default action: a test runner's children may inherit it
    /// ignored, and an ignored signal stays ignored.)
    @Test(.timeLimit(.minutes(1)), arguments: [
        ("log", "de", "Dateien werden heruntergeladen: wird gestartet\n", " – abgebrochen"),
        ("speech", "en", "Downloading files, starting\n", ", cancelled"),
    ])
    func sigintWritesTheCancelledLine(channel: String, locale: String, start: String, ending: String) throws {
        let output = try TemporaryDirectory()
        let stdout = output.url.appendingPathComponent("stdout")
        #expect(FileManager.default.createFile(atPath: stdout.path, contents: nil))
        let handle = try FileHandle(forWritingTo: stdout)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=INT", try CLIProcess.executableURL().path, "simulate", "--locale", locale,
                             "--size", "100MB", "--rate", "1MB/s", "--channel", channel]
        process.environment = ProcessInfo.processInfo.environment.filter { !CLIProcess.localeVariables.contains($0.key) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the start line (a state, not a time), then interrupt.
        var text = ""
        for _ in 0..<400 where !text.hasPrefix(start) {
            Thread.sleep(forTimeInterval: 0.05)
            text = String(decoding: try Data(contentsOf: stdout), as: UTF8.self)
        }
        #expect(text == start)
        process.interrupt()
        process.waitUntilExit()
        text = String(decoding: try Data(contentsOf: stdout), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2, "\(text)")
        #expect(lines.last?.hasSuffix(ending) == true, "\(text)")
        #expect(text.hasSuffix("\n"))
    }
}

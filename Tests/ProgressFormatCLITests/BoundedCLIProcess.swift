import Foundation

/// Runs `progress-format` as ``CLIProcess`` does, but for at most `timeout`: a run still going
/// then is ended (SIGTERM, then SIGKILL) and reported as timed out, so a test of hostile input
/// (a FIFO named like a table, a billion-laughs file) fails instead of hanging the suite.
///
///     let run = try BoundedCLIProcess.run(["export", "--locale", "de", "--strings", fifoDirectory], timeout: .seconds(20))
///     // run.result?.status == 2, run.timedOut == false
struct BoundedCLIProcess {
    /// What the run printed (`nil` if it timed out), and how long it took.
    struct Run {
        var result: CLIProcess.Result?
        var elapsed: Duration
        var timedOut: Bool { result == nil }
    }

    /// Starts the processes for `argumentLists` at once, in `currentDirectory`, and waits for
    /// each for at most `timeout` from the start.
    ///
    /// With `addressSpaceLimit` (KiB), each runs under `ulimit -v`, so a run that would blow
    /// memory fails instead (allocation fails, and the status is not the expected one).
    static func runTogether(_ argumentLists: [[String]], environment: [String: String] = [:],
                            timeout: Duration, addressSpaceLimit: Int? = nil) throws -> [Run] {
        let output = try TemporaryDirectory()
        var launched: [(process: Process, stdout: URL, stderr: URL, handles: [FileHandle])] = []
        for (index, arguments) in argumentLists.enumerated() {
            let stdoutURL = output.url.appendingPathComponent("stdout-\(index)")
            let stderrURL = output.url.appendingPathComponent("stderr-\(index)")
            for url in [stdoutURL, stderrURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
                throw CLIProcess.LaunchError(description: "cannot create \(url.path)")
            }
            let handles = [try FileHandle(forWritingTo: stdoutURL), try FileHandle(forWritingTo: stderrURL)]
            let process = Process()
            if let addressSpaceLimit {
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", "ulimit -v \(addressSpaceLimit) && exec \"$0\" \"$@\"",
                                     try CLIProcess.executableURL().path] + arguments
            } else {
                process.executableURL = try CLIProcess.executableURL()
                process.arguments = arguments
            }
            process.environment = ProcessInfo.processInfo.environment
                .filter { !CLIProcess.localeVariables.contains($0.key) }
                .merging(environment) { _, new in new }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = handles[0]
            process.standardError = handles[1]
            launched.append((process, stdoutURL, stderrURL, handles))
        }
        let clock = ContinuousClock()
        let start = clock.now
        for item in launched { try item.process.run() }
        var runs: [Run] = []
        for item in launched {
            while item.process.isRunning, clock.now - start < timeout {
                usleep(5_000)
            }
            var timedOut = false
            if item.process.isRunning {
                timedOut = true
                item.process.terminate()
                usleep(200_000)
                if item.process.isRunning { kill(item.process.processIdentifier, SIGKILL) }
            }
            item.process.waitUntilExit()
            let elapsed = clock.now - start
            item.handles.forEach { try? $0.close() }
            let result = timedOut ? nil : CLIProcess.Result(
                stdout: String(decoding: try Data(contentsOf: item.stdout), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: item.stderr), as: UTF8.self),
                status: item.process.terminationStatus)
            runs.append(Run(result: result, elapsed: elapsed))
        }
        return withExtendedLifetime(output) { runs }
    }

    /// Runs `progress-format` with `arguments` for at most `timeout`.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Duration,
                    addressSpaceLimit: Int? = nil) throws -> Run {
        try runTogether([arguments], environment: environment, timeout: timeout, addressSpaceLimit: addressSpaceLimit)[0]
    }
}

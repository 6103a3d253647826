import Foundation

/// Runs the built `progress-format` executable and captures what it prints.
///
///     let result = try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "100"])
///     // result.stdout == "7% completed\n7 of 100\n"
///     // result.stderr == ""
///     // result.status == 0
///
/// The child starts from this process's environment without `LC_ALL`, `LC_MESSAGES`, `LANG` and
/// `LANGUAGE`, so only the locale variables a test passes in `environment` reach it.
struct CLIProcess {
    /// What one run printed, and how it ended.
    struct Result: Equatable, Sendable {
        /// Standard output, decoded as UTF-8.
        var stdout: String
        /// Standard error, decoded as UTF-8.
        var stderr: String
        /// The exit status.
        var status: Int32
    }

    /// A failure to find or start the executable, or to set up its output files.
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the child's standard output goes.
    enum Output: Sendable, CustomStringConvertible {
        /// A file, read back into ``Result/stdout``.
        case captured
        /// `/dev/full`: every write fails with `ENOSPC`.
        case deviceFull
        /// A pipe whose read end is closed before the child starts: every write fails with
        /// `EPIPE` (the child ignores `SIGPIPE` itself, whatever it inherits).
        case pipeWithoutReader
        /// No descriptor at all: the child is started by `/bin/sh` with `>&-`.
        case closed

        var description: String {
            switch self {
            case .captured: "a file"
            case .deviceFull: "/dev/full"
            case .pipeWithoutReader: "a pipe without reader"
            case .closed: "closed"
            }
        }
    }

    /// The environment variables that choose the locale; removed unless a test sets them.
    static let localeVariables: Set<String> = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"]

    /// Runs `progress-format` with `arguments`, adding `environment` to the cleaned environment,
    /// in `currentDirectory` (this process's when `nil`); `input`, when given, is written to its
    /// standard input through a pipe (then closed), else standard input is `/dev/null`.
    /// Standard output goes where `stdout` says; unless ``Output/captured``, the result's
    /// `stdout` is empty.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
                    currentDirectory: URL? = nil, stdout: Output = .captured) throws -> Result {
        let output = try TemporaryDirectory()
        let stdoutURL = output.url.appendingPathComponent("stdout")
        let stderrURL = output.url.appendingPathComponent("stderr")
        // Files, not pipes: the child can never block on a full pipe nobody reads.
        for url in [stdoutURL, stderrURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw LaunchError(description: "cannot create \(url.path)")
        }
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        if case .closed = stdout {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" >&-"#, try executableURL().path] + arguments
        } else {
            process.executableURL = try executableURL()
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment
            .filter { !localeVariables.contains($0.key) }
            .merging(environment) { _, new in new }
        if let currentDirectory {
            process.currentDirectoryURL = currentDirectory
        }
        let stdinPipe = input.map { _ in Pipe() }
        process.standardInput = stdinPipe ?? FileHandle.nullDevice
        switch stdout {
        case .captured, .closed:
            process.standardOutput = stdoutHandle
        case .deviceFull:
            guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw LaunchError(description: "cannot open /dev/full") }
            process.standardOutput = full
        case .pipeWithoutReader:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        }
        process.standardError = stderrHandle
        try process.run()
        if let input, let stdinPipe {
            // The child reads as it goes and writes to files, so this cannot block for ever.
            try stdinPipe.fileHandleForWriting.write(contentsOf: input)
            try stdinPipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()

        // Keep the directory until both files are read; its deinit removes it.
        return try withExtendedLifetime(output) {
            Result(
                stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
                status: process.terminationStatus
            )
        }
    }

    /// The `progress-format` executable built beside this test binary or bundle.
    ///
    /// SwiftPM puts both in one products directory: on Linux the test binary sits in it
    /// directly, on macOS inside a `.xctest` bundle (or run by `xctest` from the toolchain), so
    /// each candidate directory and its parent are checked.
    static func executableURL() throws -> URL {
        let starts = [
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
        ] + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        let directories = starts.flatMap { [$0, $0.deletingLastPathComponent()] }
        for directory in directories {
            let candidate = directory.appendingPathComponent("progress-format")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw LaunchError(description: "no progress-format executable in \(directories.map(\.path))")
    }
}

import Foundation

/// Runs a command line under `script(1)`, so the command's standard output is a terminal
/// (a pseudo-terminal): for the behaviour that only shows on a terminal, such as colours.
///
///     let output = try TerminalProcess.run("stty cols 70; \"$0\" preview --locale en", binary: url)
///     // the preview as a terminal 70 columns wide receives it, "\r\n" turned back into "\n"
///
/// The command runs in `sh` with `$0` set to `binary`; `COLUMNS`, `NO_COLOR` and the locale
/// variables are removed from the environment unless `environment` sets them.
enum TerminalProcess {
    /// Whether `script` from util-linux is installed.
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// Runs `command` on a pseudo-terminal and returns what it printed.
    static func run(_ command: String, binary: URL, environment: [String: String] = [:]) throws -> String {
        let output = try TemporaryDirectory()
        let stdoutURL = output.url.appendingPathComponent("stdout")
        guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil) else {
            throw CLIProcess.LaunchError(description: "cannot create \(stdoutURL.path)")
        }
        let handle = try FileHandle(forWritingTo: stdoutURL)
        defer { try? handle.close() }
        let quoted = "'" + binary.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))' \(quoted)", "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment
            .filter { !(CLIProcess.localeVariables.contains($0.key) || $0.key == "COLUMNS" || $0.key == "NO_COLOR") }
            .merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try withExtendedLifetime(output) {
            String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
    }
}

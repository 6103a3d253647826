import Foundation
import Testing

/// `progress-format` itself: what happens before a command runs — a mistyped command (help
/// screens: `HelpScreenTests`).
@Suite("progress-format")
struct ProgressFormatCommandTests {
    /// A first argument that is no option and no command is a mistyped command: one line that
    /// suggests the nearest command (two edits at most, swaps count one), exit status 2.
    @Test(arguments: [
        (["previw"], "error: unknown command 'previw'; did you mean 'preview'?"),
        (["previw", "--locale", "de"], "error: unknown command 'previw'; did you mean 'preview'?"),
        (["lnit"], "error: unknown command 'lnit'; did you mean 'lint'?"),
        (["Preview"], "error: unknown command 'Preview'; did you mean 'preview'?"),
        (["scenario"], "error: unknown command 'scenario'; did you mean 'scenarios'?"),
        (["locale"], "error: unknown command 'locale'; did you mean 'locales'?"),
        (["simulat"], "error: unknown command 'simulat'; did you mean 'simulate'?"),
        (["rendr"], "error: unknown command 'rendr'; did you mean 'render'?"),
        (["xyz"], "error: unknown command 'xyz'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["pre"], "error: unknown command 'pre'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["de"], "error: unknown command 'de'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        (["\u{1B}[2Jlint\u{202E}"],
         "error: unknown command '␛[2Jlint'; the commands are render, preview, scenarios, locales, simulate, lint, export, import, review"),
        // Cut to 40 columns, as --input cuts a value it quotes.
        ([String(repeating: "x", count: 100_000)],
         "error: unknown command '\(String(repeating: "x", count: 39))…'; the commands are render, preview, scenarios, "
            + "locales, simulate, lint, export, import, review"),
    ])
    func mistypedCommand(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// A value ArgumentParser refuses is quoted cut to 40 columns, as `--input` errors quote
    /// theirs: a 100 KB `--status` was once echoed whole in the error line. (A path the
    /// command's own errors quote stays whole: `ReviewCommandTests`.)
    @Test(arguments: [
        (["--status", Self.long], "error: The value '\(Self.cut)' is invalid for '--status <status>'. "
            + "Please provide one of 'paused', 'cancelled', 'failed', 'stalled' or 'estimating'."),
        (["--status=" + Self.long], "error: The value '\(Self.cut)' is invalid for '--status <status>'. "
            + "Please provide one of 'paused', 'cancelled', 'failed', 'stalled' or 'estimating'."),
        (["--completed", Self.long], "error: The value '\(Self.cut)' is invalid for '--completed <completed>'"),
        (["--operation", "a\u{1B}[31m" + Self.long], "error: The value 'a␛[31m\(String(repeating: "x", count: 33))…' is invalid "
            + "for '--operation <operation>'. Please provide one of the following: downloading, uploading, decompressing, "
            + "receiving, copying, duplicating, processing"),
        (["--bogus" + Self.long], "error: Unknown option '--bogus\(String(repeating: "x", count: 32))…'"),
        (["--completed", "5", Self.long], "error: Unexpected argument '\(Self.cut)'"),
        // A short value is quoted whole.
        (["--status", "sleeping"], "error: The value 'sleeping' is invalid for '--status <status>'. "
            + "Please provide one of 'paused', 'cancelled', 'failed', 'stalled' or 'estimating'."),
    ])
    func aRefusedValueIsQuotedCut(arguments: [String], line: String) throws {
        #expect(try CLIProcess.run(arguments) == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// 100 KB of "x", and the 40 columns of it an error line quotes.
    static let long = String(repeating: "x", count: 100_000)
    static let cut = String(repeating: "x", count: 39) + "…"

    /// Options first, `help`, and real commands are not taken for mistakes.
    @Test func notMistakes() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "7", "--total", "100"])
            == CLIProcess.Result(stdout: "7% completed\n7 of 100\n", stderr: "", status: 0))
        let help = try CLIProcess.run(["help", "preview"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Shows what every scenario reads in one or more locales.\n"))
        #expect(try CLIProcess.run(["scenarios"]).status == 0)
    }

    /// Without `/proc` (a minimal container or chroot), Swift finds no arguments at all: the
    /// CLI refuses to run — one line, exit status 2 — instead of doing something else than asked
    /// (it once wrote the English preview for `export --locale fr`, exit status 0). Run in a
    /// mount namespace whose `/proc` is an empty file system.
    @Test(.enabled(if: ArgumentsProbe.canHideProc, "needs unshare(1) and a mount namespace"))
    func refusesToRunWithoutProc() throws {
        let result = try ArgumentsProbe.run(["/usr/bin/unshare", "-m", "/bin/sh", "-c",
                                             #"mount -t tmpfs none /proc && exec "$0" "$@""#,
                                             try CLIProcess.executableURL().path, "export", "--locale", "fr"])
        #expect(result == CLIProcess.Result(stdout: "", stderr: Self.cannotReadArguments, status: 2))
    }

    /// The same signal without `/proc` tricks: a command line whose program name is empty.
    @Test func refusesAnEmptyProgramName() throws {
        let result = try ArgumentsProbe.spawn(try CLIProcess.executableURL().path, arguments: ["", "--locale", "fr"])
        #expect(result == CLIProcess.Result(stdout: "", stderr: Self.cannotReadArguments, status: 2))
    }

    static let cannotReadArguments = "error: cannot read the command line: no arguments, not even the program's name, "
        + "in /proc/self/cmdline (is /proc mounted?); refusing to run without them\n"
}

/// Runs the CLI where it cannot read its arguments.
enum ArgumentsProbe {
    /// Whether this machine lets a test give a process an empty `/proc` (root, or user namespaces).
    static let canHideProc: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? run(["/usr/bin/unshare", "-m", "/bin/sh", "-c", "mount -t tmpfs none /proc && test ! -e /proc/self"]).status) == 0
    }()

    /// Runs `command` (its first word a path), capturing both outputs.
    static func run(_ command: [String]) throws -> CLIProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        return try capture(process)
    }

    /// Runs `path` with exactly `arguments` as its argv (`arguments[0]` the program name),
    /// started with `posix_spawn` (Foundation's `Process` always passes the path).
    static func spawn(_ path: String, arguments: [String]) throws -> CLIProcess.Result {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("stdout").path
        let err = directory.url.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, &argv, environ)
        guard spawned == 0 else { throw CLIProcess.LaunchError(description: "posix_spawn: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return withExtendedLifetime(directory) {
            CLIProcess.Result(stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                              stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
                              status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
        }
    }

    private static func capture(_ process: Process) throws -> CLIProcess.Result {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("stdout"), err = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return try withExtendedLifetime(directory) {
            CLIProcess.Result(stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                              stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self),
                              status: process.terminationStatus)
        }
    }
}

import ProgressFormat
import Foundation
import ProgressFormatTools
import Testing

/// `progress-format simulate`: with standard output a file, the log lines the library's
/// cadence decides on (`--channel speech`: announcements; `--channel terminal`: one plain line
/// per simulated second); on a terminal (tmux), the bar redrawn in place. Sizes are small and
/// the speed-up big, so every run ends in well under a second.
@Suite("progress-format simulate")
struct SimulateCommandTests {
    /// 10 MB at 1 MB/s, 100 times faster than real time: the start, a line at each 10 %
    /// (one a second here), and the completion sentence with how long it took. No escape
    /// sequences, no carriage returns, no ellipsis.
    @Test func logLines() throws {
        let result = try CLIProcess.run(["simulate", "--locale", "en", "--size", "10MB", "--rate", "1MB/s", "--speed-up", "100"])
        let lines = (1..<10).map {
            "Downloading files: \($0).0 MB of 10.0 MB (1.0 MB/s) — \(10 - $0) second\(10 - $0 == 1 ? "" : "s") remaining\n"
        }
        #expect(result == CLIProcess.Result(
            stdout: "Downloading files: starting\n" + lines.joined() + "Downloaded files: 10.0 MB — done in 10 seconds\n",
            stderr: "", status: 0))
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\r") && !result.stdout.contains("…"))
    }

    /// `--channel terminal`: the two lines of every simulated second, as a terminal shows them.
    @Test func plainLinesEverySecond() throws {
        let result = try CLIProcess.run(["simulate", "--locale", "en", "--size", "3MB", "--rate", "1MB/s", "--speed-up", "100",
                                         "--channel", "terminal"])
        #expect(result == CLIProcess.Result(stdout: """
            Downloading files… | Starting…
            Downloading files… | 1.0 MB of 3.0 MB (1.0 MB/s) — 2 seconds remaining
            Downloading files… | 2.0 MB of 3.0 MB (1.0 MB/s) — 1 second remaining
            Downloaded files | 3.0 MB — done in 3 seconds

            """, stderr: "", status: 0))
    }

    /// What a screen reader would announce: words, not symbols; every 10 % at most every 10
    /// seconds, so a 50-second transfer gets the start, four milestones and the end.
    @Test func speechAnnouncements() throws {
        let result = try CLIProcess.run(["simulate", "--locale", "de", "--files", "3", "--speed-up", "1000", "--channel", "speech"])
        #expect(result == CLIProcess.Result(stdout: """
            3 Dateien werden heruntergeladen, wird gestartet
            3 Dateien werden heruntergeladen, 400,0 Megabyte von 2,00 Gigabyte, 40,0 Megabyte pro Sekunde, noch 40 Sekunden
            3 Dateien werden heruntergeladen, 800,0 Megabyte von 2,00 Gigabyte, 40,0 Megabyte pro Sekunde, noch 30 Sekunden
            3 Dateien werden heruntergeladen, 1,20 Gigabyte von 2,00 Gigabyte, 40,0 Megabyte pro Sekunde, noch 20 Sekunden
            3 Dateien werden heruntergeladen, 1,60 Gigabyte von 2,00 Gigabyte, 40,0 Megabyte pro Sekunde, noch 10 Sekunden
            3 Dateien wurden heruntergeladen, 2,00 Gigabyte, fertig, Dauer: 50 Sekunden

            """, stderr: "", status: 0))
        for symbol in ["…", "/", "—", "–", "(", ")", "kB", "MB"] {
            #expect(!result.stdout.contains(symbol), "\(symbol)")
        }
    }

    /// Counted files, another operation, German: the words change, the pacing does not.
    @Test func germanCountedUpload() throws {
        let result = try CLIProcess.run(["simulate", "--locale", "de", "--operation", "uploading", "--files", "3",
                                         "--size", "1.5 MiB", "--rate", "500kB/s", "--speed-up", "50"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.first == "3 Dateien werden hochgeladen: wird gestartet")
        #expect(lines.last == "3 Dateien wurden hochgeladen: 1,6 MB \u{2013} fertig, Dauer: 3 Sekunden")
    }

    /// A named file.
    @Test func namedFile() throws {
        let result = try CLIProcess.run(["simulate", "--locale", "en", "--file-name", "photos.zip",
                                         "--size", "2MB", "--rate", "1MB/s", "--speed-up", "100"])
        #expect(result.stdout.split(separator: "\n").last == "Downloaded “photos.zip”: 2.0 MB — done in 2 seconds")
    }

    /// Sizes and rates in decimal and binary units, any case, with or without a space or
    /// "/s": the line count (the start, a milestone a second at most, the end) and the last line.
    @Test(arguments: [
        ("2GB", "1GB/s", 3, "2.00 GB — done in 2 seconds"),
        ("2 gb", "2GB", 2, "2.00 GB — done in 1 second"),
        ("1.5 MiB", "1 MiB/s", 3, "1.6 MB — done in 2 seconds"),
        ("500KB", "500kb/S", 2, "500 kB — done in 1 second"),
        ("1kib", "1024b/s", 2, "1 kB — done in 1 second"),
        ("1.5TB", "1TB/s", 3, "1.50 TB — done in 2 seconds"),
        ("3000", "1kB/s", 4, "3 kB — done in 3 seconds"),
    ])
    func sizesAndRates(size: String, rate: String, lineCount: Int, last: String) throws {
        let result = try CLIProcess.run(["simulate", "--locale", "en", "--size", size, "--rate", rate, "--speed-up", "1000"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == lineCount)
        #expect(lines.last == "Downloaded files: \(last)"[...])
    }

    /// A hostile table: the library refuses the messages with escapes, a C1 CSI, a CR, a line
    /// separator or an override (one warning each), and every line they would be in is
    /// English; no control character reaches the output.
    @Test func hostileMessagesAreRefused() throws {
        let tables = try HostileText.tables([
            "fileOperationUnnamed": "{operation, select, downloading {Laden\u{1B}[2J\u{202E}\u{2028}…} other {x…}}",
            "withTimeRemaining": "{progress}\u{9B}\r{timeRemaining}",
        ])
        let file = tables.url.appendingPathComponent("de.json").path
        let result = try CLIProcess.run(["simulate", "--strings", tables.url.path, "--locale", "de",
                                         "--size", "2MB", "--rate", "1MB/s", "--speed-up", "100"])
        // One language per line: a line that needs a refused message is English, all of it.
        #expect(result == CLIProcess.Result(stdout: """
            Downloading files: starting
            Downloading files: 1.0 MB of 2.0 MB (1.0 MB/s) — 1 second remaining
            Dateien wurden heruntergeladen: 2,0 MB \u{2013} fertig, Dauer: 2 Sekunden

            """, stderr: HostileText.refusal(file, key: "fileOperationUnnamed", position: 38)
                + HostileText.refusal(file, key: "withTimeRemaining", position: 10, code: "U+009B"), status: 0))
    }

    /// On a terminal nothing of a refused table reaches the screen either: only the display's
    /// own sequences do.
    @Test(.enabled(if: TerminalProcess.isAvailable, "needs script(1) from util-linux for a pseudo-terminal"))
    func hostileMessagesNeverReachATerminal() throws {
        let tables = try HostileText.tables([
            "fileOperationUnnamed": "{operation, select, downloading {Laden\u{1B}[2J\u{202E}…} other {x…}}",
        ])
        let output = try TerminalProcess.run(
            "stty cols 70; \"$0\" simulate --strings '\(tables.url.path)' --locale de --size 2MB --rate 1MB/s --speed-up 100",
            binary: try CLIProcess.executableURL())
        #expect(output.contains("Downloading files…"))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!output.contains("\u{202E}"))
    }

    /// The live bar writes its percentage as the locale writes it in "7% completed" — NBSP in
    /// German, Arabic-Indic digits and sign in Arabic — right-aligned in the widest one's
    /// columns, so every frame has the same width; the last frame reads 100. (Which values the
    /// frames in between show depends on the clock; their form does not.)
    @Test(.enabled(if: TerminalProcess.isAvailable, "needs script(1) from util-linux for a pseudo-terminal"),
          arguments: [
              ("en", #"^ +[0-9]{1,3}%$"#, " 100%"),
              ("de", #"^ +[0-9]{1,3}\x{00A0}%$"#, " 100\u{00A0}%"),
              // Arabic: the percentage first, padded after it, so the bar starts in one column.
              ("ar", #"^[\x{0660}-\x{0669}]{1,3}\x{066A}\x{061C} *$"#, " \u{0661}\u{0660}\u{0660}\u{066A}\u{061C}"),
          ])
    func liveBarPercentageIsLocalized(locale: String, percent: String, last: String) throws {
        let output = try TerminalProcess.run(
            "stty cols 60; \"$0\" simulate --locale \(locale) --size 2MB --rate 1MB/s --speed-up 100",
            binary: try CLIProcess.executableURL(), environment: ["NO_COLOR": "1", "LC_CTYPE": "C.UTF-8"])
        let screen = output.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]|\r", with: "", options: .regularExpression)
        let bars = screen.split(separator: "\n").map(String.init).filter { $0.contains("░") || $0.contains("█") }
        let full = String(repeating: "█", count: 50)
        #expect(!bars.isEmpty)
        // Arabic writes the percentage first and fills the bar from the right.
        let rightToLeft = locale == "ar"
        #expect(bars.last == (rightToLeft ? String(last.dropFirst()) + " " + full : full + last))
        for bar in bars {
            let blocks = rightToLeft ? bar.reversed().prefix { $0 == "█" || $0 == "░" }.count
                : bar.prefix { $0 == "█" || $0 == "░" }.count
            #expect(blocks == 50, "\(bar)")
            let percentage = rightToLeft ? String(bar.dropLast(51)) : String(bar.dropFirst(50))
            #expect(percentage.range(of: percent, options: .regularExpression) != nil, "\(bar)")
            #expect(DisplayWidth.columns(of: bar) == DisplayWidth.columns(of: full + last))
        }
    }

    /// UTF-8 whatever the environment's locale.
    @Test func outputIsUTF8() throws {
        let result = try CLIProcess.run(["simulate", "--size", "1MB", "--rate", "1MB/s", "--speed-up", "100"],
                                        environment: ["LC_ALL": "C"])
        #expect(result.stdout.hasPrefix("Downloading files: starting\nDownloaded files: 1.0 MB — done in 1 second"))
        #expect(!result.stdout.contains("\u{FFFD}"))
    }

    @Test func help() throws {
        let result = try CLIProcess.run(["simulate", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  progress-format simulate --locale ja\n"))
        #expect(result.stdout.contains("(default: 2GB)"))
    }

    /// Each error is exactly `line` and a newline on stderr, nothing on stdout, exit status 2.
    @Test(arguments: [
        (["--size", "-5MB"], "error: The value '-5MB' is invalid for '--size <size>': a size cannot be negative"),
        (["--size=-5MB"], "error: The value '-5MB' is invalid for '--size <size>': a size cannot be negative"),
        (["--size", "12XB"], "error: The value '12XB' is invalid for '--size <size>': unknown unit 'XB'; "
            + "use B, kB, MB, GB, TB, PB, EB or KiB, MiB, GiB, TiB, PiB, EiB"),
        (["--size", "abc"],
         "error: The value 'abc' is invalid for '--size <size>': expected a number and a unit, such as 2GB, 1.5 MiB or 500kB"),
        (["--size", "1,5GB"],
         "error: The value '1,5GB' is invalid for '--size <size>': expected a number and a unit, such as 2GB, 1.5 MiB or 500kB"),
        (["--size", "20EB"], "error: The value '20EB' is invalid for '--size <size>': a size must be less than 9.22 EB"),
        // 2^63 bytes: Double(Int64.max) rounds up to it, and converting it back trapped.
        (["--size", "8EiB"], "error: The value '8EiB' is invalid for '--size <size>': a size must be less than 9.22 EB"),
        (["--size", "9223372036854775808B"],
         "error: The value '9223372036854775808B' is invalid for '--size <size>': a size must be less than 9.22 EB"),
        (["--rate", "0MB/s"], "error: The value '0MB/s' is invalid for '--rate <rate>': a rate must be more than 0"),
        (["--rate", "-1MB/s"], "error: The value '-1MB/s' is invalid for '--rate <rate>': a rate cannot be negative"),
        (["--rate", "fast"], "error: The value 'fast' is invalid for '--rate <rate>': expected a number and a unit, "
            + "such as 40MB/s, 1.5 MiB/s or 500kB/s"),
        (["--speed-up", "0"], "error: --speed-up must be a number more than 0, not 0.0"),
        (["--speed-up", "abc"], "error: The value 'abc' is invalid for '--speed-up <speed-up>'"),
        (["--files", "0"], "error: --files must be at least 1, not 0"),
        (["--files", "abc"], "error: The value 'abc' is invalid for '--files <files>'"),
        (["--locale", "xx"], "error: unknown locale 'xx': ICU has no data for it"),
        (["--operation", "flying"],
         "error: The value 'flying' is invalid for '--operation <operation>'. Please provide one of the following: "
         + "downloading, uploading, decompressing, receiving, copying, duplicating, processing"),
    ])
    func error(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(["simulate"] + arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    // MARK: - On a terminal

    /// Whether tmux is installed.
    static let hasTmux = TmuxPane.isAvailable

    /// `Tests/simulate-tmux.sh` runs simulate in a 100x10 tmux pane and checks that the bar
    /// advances with the cursor hidden, the last line shows completion and the cursor comes back.
    @Test(.enabled(if: hasTmux, "tmux is not installed (apt-get install -y tmux)"), .timeLimit(.minutes(1)))
    func liveBarInTmux() throws {
        let script = RenderCommandTests.repositoryRoot.appendingPathComponent("Tests/simulate-tmux.sh")
        let output = try TemporaryDirectory()
        let log = output.url.appendingPathComponent("log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, try CLIProcess.executableURL().path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.hasPrefix("simulate-tmux: ok: "))
    }
}

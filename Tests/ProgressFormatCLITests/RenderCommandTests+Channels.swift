import Foundation
import Testing

/// `render --channel log|speech`, `--elapsed` and `direction`: each moment of an operation's
/// life as a log line and as a screen reader would say it, from flags and from `--input`.
extension RenderCommandTests {
    static let finishedFacts = ["--kind", "file", "--operation", "downloading", "--completed", "5356456", "--total", "5356456",
                                "--file-total", "6", "--elapsed", "14"]

    @Test func finishedWithElapsedTime() throws {
        #expect(try CLIProcess.run(["--locale", "en"] + Self.finishedFacts) == CLIProcess.Result(
            stdout: "Downloaded 6 files\n5.4 MB \u{2014} done in 14 seconds\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "de"] + Self.finishedFacts + ["--channel", "log"]) == CLIProcess.Result(
            stdout: "6 Dateien wurden heruntergeladen: 5,4 MB \u{2013} fertig, Dauer: 14 Sekunden\n", stderr: "", status: 0))
    }

    /// Speech: what a screen reader says, then its short value (for aria-valuetext).
    @Test func speech() throws {
        let facts = ["--kind", "file", "--operation", "downloading", "--completed", "419431", "--total", "5356456",
                     "--file-total", "9", "--throughput", "50000", "--eta", "97", "--channel", "speech"]
        #expect(try CLIProcess.run(["--locale", "en"] + facts) == CLIProcess.Result(stdout: """
            Downloading 9 files, 419 kilobytes of 5.4 megabytes, 50 kilobytes per second, 1 minute, 37 seconds remaining
            7 percent, 1 minute, 37 seconds remaining

            """, stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "ja"] + facts + ["--format", "json"]) == CLIProcess.Result(
            stdout: #"{"channel":"speech","direction":"ltr","locale":"ja","resolvedLocale":"ja","#
                + #""text":"9 個のファイルをダウンロード中、全 5.4 メガバイト 中 419 キロバイト、毎秒 50 キロバイト、残り 1 分 37 秒","#
                + #""value":"7 パーセント、残り 1 分 37 秒"}"# + "\n",
            stderr: "", status: 0))
    }

    /// `--input` with a channel: one answer per line, speech's two parts tab-separated.
    @Test func channelsWithInput() throws {
        let input = Data((#"{"completedUnitCount": 0, "totalUnitCount": 100}"# + "\n"
            + #"{"completedUnitCount": 100, "totalUnitCount": 100, "elapsedTime": 3725}"# + "\n").utf8)
        #expect(try CLIProcess.run(["--locale", "en", "--input", "-", "--channel", "log"], input: input) == CLIProcess.Result(
            stdout: "0% completed: starting\n100% completed: done in 1 hour, 2 minutes\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "ar", "--input", "-", "--channel", "log", "--format", "json"], input: input)
            == CLIProcess.Result(stdout: """
            {"channel":"log","direction":"rtl","line":1,"locale":"ar","resolvedLocale":"ar","text":"اكتمل ٠٪؜: جارٍ البدء"}
            {"channel":"log","direction":"rtl","line":2,"locale":"ar","resolvedLocale":"ar","text":"اكتمل ١٠٠٪؜: اكتمل، الوقت المستغرق: ساعة ودقيقتان"}

            """, stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--input", "-", "--channel", "speech"], input: input) == CLIProcess.Result(
            stdout: "0 percent completed, starting\t0 percent, starting\n"
                + "100 percent completed, done in 1 hour, 2 minutes\t100 percent, done in 1 hour, 2 minutes\n",
            stderr: "", status: 0))
    }

    /// Facts with no text warn on every channel, as on the terminal: an empty log line or an
    /// empty announcement and nothing else would look like a failure (they once said nothing).
    @Test func factsWithNoTextSayWhyOnEveryChannel() throws {
        let noTotal = "warning: no total (--total N): an indeterminate generic progress has no text; "
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5", "--channel", "log"])
            == CLIProcess.Result(stdout: "\n", stderr: noTotal + "the log line is empty\n", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5", "--channel", "speech"])
            == CLIProcess.Result(stdout: "\n\n", stderr: noTotal + "there is nothing to say\n", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "0", "--total", "0", "--channel", "log", "--format", "json"])
            == CLIProcess.Result(stdout: #"{"channel":"log","direction":"ltr","locale":"en","resolvedLocale":"en","text":""}"# + "\n",
                                 stderr: "warning: these facts have no text; the log line is empty\n", status: 0))
        #expect(try CLIProcess.run(["--locale", "de", "--completed", "0", "--total", "0", "--channel", "speech", "--format", "json"])
            == CLIProcess.Result(
                stdout: #"{"channel":"speech","direction":"ltr","locale":"de","resolvedLocale":"de","text":"","value":""}"# + "\n",
                stderr: "warning: these facts have no text; there is nothing to say\n", status: 0))
        // Facts with text, and --input answers, get no such line.
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5", "--total", "10", "--channel", "log"])
            == CLIProcess.Result(stdout: "50% completed: 5 of 10\n", stderr: "", status: 0))
        #expect(try CLIProcess.run(["--locale", "en", "--input", "-", "--channel", "log"], input: Data(#"{"completedUnitCount": 5}"#.utf8))
            == CLIProcess.Result(stdout: "\n", stderr: "", status: 0))
    }

    /// Fitting is for the terminal's lines.
    @Test func columnsAreForTheTerminal() throws {
        #expect(try CLIProcess.run(["--locale", "en", "--completed", "5", "--total", "10", "--channel", "log", "--columns", "20"])
            == CLIProcess.Result(stdout: "",
                                 stderr: "error: --columns fits terminal lines; it cannot be used with --channel log\n", status: 2))
    }
}

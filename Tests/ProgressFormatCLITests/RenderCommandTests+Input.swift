import Foundation
import Testing

/// `render --input FILE|-`: snapshots as JSON in, one line per snapshot out, bad lines
/// reported by number and skipped — through real pipes and files.
extension RenderCommandTests {
    /// The keys an unknown key's error lists when none is near.
    static let keyList = "completedUnitCount, totalUnitCount, kind, fileOperationKind, fileURL, fileDisplayName, "
        + "fileTotalCount, fileCompletedCount, throughput, estimatedTimeRemaining, elapsedTime, status, fractionCompleted"

    /// The headline facts in their JSON form.
    static let downloadJSON = #"{"completedUnitCount": 419431, "totalUnitCount": 5356456, "kind": "file", "#
        + #""fileOperationKind": "downloading", "fileTotalCount": 9, "throughput": 50000, "estimatedTimeRemaining": 97}"#

    /// JSON Lines on standard input: one tab-separated line per snapshot, blank lines skipped,
    /// each bad line one `error: line N:` line on stderr; the rest is answered; exit status 1.
    @Test func inputLinesFromStandardInput() throws {
        let input = [
            #"{"completedUnitCount": 7, "totalUnitCount": 100}"#,
            #"{"completedUnitCount": 7"#,
            "",
            Self.downloadJSON,
            "[1]",
            #"{"completedUnitcount": 3}"#,
            #"{"totalUnitCount": "many"}"#,
            #"{"totalUnitCount": 1e30}"#,
            #"{"throughput": true}"#,
            "  ",
            #"{"completedUnitCount": 1, "totalUnitCount": 2}"#,
        ].joined(separator: "\n") + "\n"
        let result = try CLIProcess.run(["--locale", "de", "--input", "-"], input: Data(input.utf8))
        #expect(result == CLIProcess.Result(
            stdout: "7\u{00A0}% abgeschlossen\t7 von 100\n"
                + "9 Dateien werden heruntergeladen…\t419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden\n"
                + "50\u{00A0}% abgeschlossen\t1 von 2\n",
            stderr: """
                error: line 2: not valid JSON at column 25: the line ends early; a '}' is missing
                error: line 5: element 1: expected a JSON object of snapshot facts or a preview entry, found a number
                error: line 6: unknown key 'completedUnitcount'; did you mean 'completedUnitCount'?
                error: line 7: 'totalUnitCount' must be a whole number, not a string
                error: line 8: 'totalUnitCount' must be a whole number from -9223372036854775808 to 9223372036854775807
                error: line 9: 'throughput' must be a number, not true

                """,
            status: 1))
    }

    /// A UTF-8 byte order mark at the start of the input is skipped (RFC 8259 lets a reader
    /// ignore it; PowerShell and Windows editors write one), from a file and from a pipe, before
    /// a line and before a pretty-printed document; anywhere else it is a bad line.
    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        let mark = "\u{FEFF}"
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("facts.jsonl")
        try Data((mark + #"{"completedUnitCount": 7, "totalUnitCount": 100}"# + "\r\n" + mark + "{}\r\n").utf8).write(to: file)
        #expect(try CLIProcess.run(["--locale", "en", "--input", file.path]) == CLIProcess.Result(
            stdout: "7% completed\t7 of 100\n", stderr: "error: line 2: not valid JSON at column 1: expected a value\n", status: 1))
        let document = mark + "{\n  \"completedUnitCount\": 1,\n  \"totalUnitCount\": 4\n}\n"
        #expect(try CLIProcess.run(["--locale", "de", "--input", "-"], input: Data(document.utf8)) == CLIProcess.Result(
            stdout: "25\u{00A0}% abgeschlossen\t1 von 4\n", stderr: "", status: 0))
    }

    /// A file of JSON Lines with `--format json`: one object per line, naming the line it
    /// answers; CRLF line ends and a last line without one are read too; exit status 0.
    @Test func inputLinesFromAFileAsJSON() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("facts.jsonl")
        try Data((#"{"completedUnitCount": 7, "totalUnitCount": 100}"# + "\r\n\r\n" + Self.downloadJSON).utf8).write(to: file)
        let result = try CLIProcess.run(["--locale", "en", "--format", "json", "--input", file.path])
        #expect(result == CLIProcess.Result(
            stdout: #"{"additionalDescription":"7 of 100","description":"7% completed","direction":"ltr","line":1,"locale":"en","resolvedLocale":"en"}"#
                + "\n"
                + #"{"additionalDescription":"419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining","#
                + #""description":"Downloading 9 files…","direction":"ltr","line":3,"locale":"en","resolvedLocale":"en"}"# + "\n",
            stderr: "", status: 0))
    }

    /// One pretty-printed object (as `jq .` writes it) is read as one snapshot.
    @Test func inputDocument() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("facts.json")
        let facts: [String: Any] = ["completedUnitCount": 419_431, "totalUnitCount": 5_356_456, "kind": "file",
                                    "fileURL": "file:///home/user/Downloads/photos.zip", "fileOperationKind": "downloading"]
        try JSONSerialization.data(withJSONObject: facts, options: [.prettyPrinted, .sortedKeys]).write(to: file)
        #expect(try CLIProcess.run(["--locale", "en", "--input", file.path]) == CLIProcess.Result(
            stdout: "Downloading “photos.zip”…\t419 kB of 5.4 MB\n", stderr: "", status: 0))
        // A broken document is not one JSON value: its lines are read, and reported, as lines.
        try Data("{\n  \"completedUnitCount\": 7,\n  \"totalUnitCount\": \n}\n".utf8).write(to: file)
        #expect(try CLIProcess.run(["--locale", "en", "--input", file.path]) == CLIProcess.Result(
            stdout: "", stderr: """
                error: line 1: not valid JSON at column 2: the line ends early; a '}' is missing
                error: line 2: not valid JSON at column 23: text after the end of the JSON value (one snapshot per line)
                error: line 3: not valid JSON at column 19: text after the end of the JSON value (one snapshot per line)
                error: line 4: not valid JSON at column 1: expected a value

                """, status: 1))
    }

    /// A line longer than 64 KiB is reported and skipped, in bounded memory, however long it
    /// is (here 4 MiB, with and without a newline at the end); the lines around it are answered.
    @Test func tooLongLines() throws {
        let long = #"{"fileDisplayName": ""# + String(repeating: "x", count: 4 << 20) + #""}"#
        let good = #"{"completedUnitCount": 1, "totalUnitCount": 4}"#
        let justFits = #"{"completedUnitCount": 2, "totalUnitCount": 4, "kind": "file", "fileDisplayName": ""#
        let padded = justFits + String(repeating: "y", count: 65_536 - justFits.utf8.count - 2) + #""}"#
        #expect(padded.utf8.count == 65_536)
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"],
                                        input: Data([good, long, padded, good, long].joined(separator: "\n").utf8))
        #expect(result.stdout.hasPrefix("25% completed\t1 of 4\nProcessing “yyyy"))
        #expect(result.stdout.hasSuffix("y”…\t2 bytes of 4 bytes\n25% completed\t1 of 4\n"))
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr == "error: line 2: longer than 65536 bytes; skipped\nerror: line 5: longer than 65536 bytes; skipped\n")
        #expect(result.status == 1)
    }

    /// Outside text in a snapshot is made safe, and the tab stays the only tab: a table message
    /// holding one is refused (its line falls back to English) and a file name's shows as ␉.
    @Test func inputTextIsMadeSafe() throws {
        let tables = try HostileText.tables(["percentCompleted": "{percent}\terledigt\u{202E}"])
        let file = tables.url.appendingPathComponent("de.json").path
        let input = #"{"completedUnitCount": 7, "totalUnitCount": 100}"# + "\n"
            + #"{"completedUnitCount": 7, "totalUnitCount": 100, "kind": "file", "fileDisplayName": "a\u001b[2Jb"}"# + "\n"
            + #"{"bad\u001b[31m": 1}"# + "\n"
        let result = try CLIProcess.run(["--locale", "de", "--strings", tables.url.path, "--input", "-"], input: Data(input.utf8))
        #expect(result == CLIProcess.Result(
            stdout: "7% completed\t7 von 100\n„a␛[2Jb“ wird verarbeitet…\t7 Byte von 100 Byte\n",
            stderr: HostileText.refusal(file, position: 9, code: "U+0009")
                + "error: line 3: unknown key 'bad␛[31m'; the keys are \(Self.keyList)\n", status: 1))
    }

    @Test(arguments: [
        (["--input", "/nonexistent-file"], "error: --input: cannot open '/nonexistent-file': No such file or directory"),
        (["--input", "/"], "error: --input: '/' is a directory"),
        (["--input", "-", "--completed", "5"], "error: --input reads the facts; it cannot be used with facts given as flags"),
        (["--input"], "error: Missing value for '--input <file>'"),
    ])
    func inputErrors(arguments: [String], line: String) throws {
        let result = try CLIProcess.run(["--locale", "en"] + arguments)
        #expect(result == CLIProcess.Result(stdout: "", stderr: line + "\n", status: 2))
    }

    /// Each line is answered as soon as it arrives: the test writes a line, reads its answer,
    /// and only then writes the next, through real pipes (a buffered answer would hang here,
    /// and the time limit would fail the test).
    @Test(.timeLimit(.minutes(1)))
    func inputIsAnsweredLineByLine() throws {
        let process = Process()
        process.executableURL = try CLIProcess.executableURL()
        process.arguments = ["--locale", "en", "--input", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var answers: [String] = []
        for completed in [1, 2, 3] {
            try input.fileHandleForWriting.write(contentsOf: Data(#"{"completedUnitCount": \#(completed), "totalUnitCount": 4}"#.utf8 + [10]))
            var line = Data()
            while !line.contains(10) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            answers.append(String(decoding: line, as: UTF8.self))
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(answers == ["25% completed\t1 of 4\n", "50% completed\t2 of 4\n", "75% completed\t3 of 4\n"])
        #expect(process.terminationStatus == 0)
    }
}

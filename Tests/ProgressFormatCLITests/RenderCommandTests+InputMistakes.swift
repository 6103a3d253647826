import Foundation
import Testing

/// `render --input` with the mistakes people and programs make: the tool's own JSON read back,
/// a bad first line that must not cost the rest, misspelt keys and values, and `--status`.
extension RenderCommandTests {
    /// Every scenario's facts, as `preview --format json` writes them (`status`,
    /// `fractionCompleted` included), piped back into `render --input` give the preview's text,
    /// in three locales.
    @Test(arguments: ["en", "de", "ar"])
    func previewFactsAreReadBack(locale: String) throws {
        let preview = try CLIProcess.run(["preview", "--locale", locale, "--format", "json"])
        #expect(preview.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(preview.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count > 10)
        #expect(entries.contains { ($0["facts"] as? [String: Any])?["status"] as? String == "paused" })
        let facts = try entries.map { entry in
            let data = try JSONSerialization.data(withJSONObject: try #require(entry["facts"]), options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        let result = try CLIProcess.run(["--locale", locale, "--input", "-"], input: Data((facts.joined(separator: "\n") + "\n").utf8))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let expected = entries.map { "\($0["description"] as? String ?? "?")\t\($0["additionalDescription"] as? String ?? "?")\n" }
        #expect(result.stdout == expected.joined())
        // As README shows it: the preview's whole output piped straight back in.
        let piped = try CLIProcess.run(["--locale", locale, "--input", "-"], input: Data(preview.stdout.utf8))
        #expect(piped == CLIProcess.Result(stdout: expected.joined(), stderr: "", status: 0))
    }

    /// A bad first line — truncated, a number beyond `Double`, two objects, `jq .` output of two
    /// objects — is reported and skipped, and every valid line after it is answered.
    @Test(arguments: [
        (#"{"completedUnitCount": 7, "totalUnitCount": 100"#,
         "error: line 1: not valid JSON at column 48: the line ends early; a '}' is missing\n"),
        (#"{"throughput": 1e400}"#,
         "error: line 1: 'throughput' is out of range: '1e400' is beyond 1.7976931348623157e+308\n"),
        (#"{"completedUnitCount": 7}{"totalUnitCount": 100}"#,
         "error: line 1: not valid JSON at column 26: text after the end of the JSON value (one snapshot per line)\n"),
        ("{\n  \"completedUnitCount\": 7\n}\n{\n  \"totalUnitCount\": 100\n}",
         "error: line 1: not valid JSON at column 2: the line ends early; a '}' is missing; a pretty-printed snapshot must "
            + "be the whole input (write one object per line, as jq -c does)\n"
            + "error: line 2: not valid JSON at column 23: text after the end of the JSON value (one snapshot per line)\n"
            + "error: line 3: not valid JSON at column 1: expected a value\n"
            + "error: line 4: not valid JSON at column 2: the line ends early; a '}' is missing\n"
            + "error: line 5: not valid JSON at column 19: text after the end of the JSON value (one snapshot per line)\n"
            + "error: line 6: not valid JSON at column 1: expected a value\n"),
    ])
    func aBadFirstLineCostsNothingAfterIt(first: String, errors: String) throws {
        let input = first + "\n" + #"{"completedUnitCount": 1, "totalUnitCount": 4}"# + "\n\n"
            + #"{"completedUnitCount": 3, "totalUnitCount": 4}"# + "\n"
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data(input.utf8))
        #expect(result == CLIProcess.Result(stdout: "25% completed\t1 of 4\n75% completed\t3 of 4\n", stderr: errors, status: 1))
    }

    /// A misspelt key or value gets the nearest valid one suggested; JSON's own rules hold
    /// (no trailing comma, no repeated key).
    @Test(arguments: [
        (#"{"completed": 5}"#, "unknown key 'completed'; did you mean 'completedUnitCount'?"),
        (#"{"totalunitcount": 5}"#, "unknown key 'totalunitcount'; did you mean 'totalUnitCount'?"),
        (#"{"fileOperation": "copying"}"#, "unknown key 'fileOperation'; did you mean 'fileOperationKind'?"),
        (#"{"eta": 5}"#, "unknown key 'eta'; did you mean 'estimatedTimeRemaining'?"),
        (#"{"kind": "folder"}"#, "unknown kind 'folder'; did you mean 'file'? (no kind: generic units)"),
        (#"{"kind": "file", "fileOperationKind": "downloadin"}"#,
         "unknown fileOperationKind 'downloadin'; did you mean 'downloading'? (no fileOperationKind: processing)"),
        (#"{"kind": "file", "fileOperationKind": "decompressing"}"#,
         "unknown fileOperationKind 'decompressing'; did you mean 'decompressingAfterDownloading'? (no fileOperationKind: processing)"),
        (#"{"status": "Paused"}"#, "unknown status 'Paused'; did you mean 'paused'?"),
        (#"{"status": 1}"#, "'status' must be a string, not a number"),
        (#"{"completedUnitCount": 5,}"#, "not valid JSON at column 26: JSON allows no ',' before '}'"),
        (#"{"completedUnitCount": 5, "completedUnitCount": 6}"#, "duplicate key 'completedUnitCount'"),
        (#"{"fileURL": ""}"#, "'fileURL' is not a URL: ''"),
        (#"{"totalUnitCount": 2.5}"#, "'totalUnitCount' must be a whole number, not '2.5'"),
        (#"{"fileTotalCount": 99999999999999999999}"#,
         "'fileTotalCount' must be a whole number from -9223372036854775808 to 9223372036854775807"),
        (#"{"fileDisplayName": "\ud800"}"#, #"not valid JSON at column 28: a \u escape of half a surrogate pair"#),
        ("{\"fileDisplayName\": \"a\u{1}\"}", "not valid JSON at column 23: a control character in a string must be escaped"),
        (#"{"kind": "\u001b[31mfolder\u001b[0m"}"#,
         "unknown kind '␛[31mfolder␛[0m'; did you mean 'file'? (no kind: generic units)"),
    ])
    func mistakesAreNamed(line: String, problem: String) throws {
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data((line + "\n").utf8))
        #expect(result == CLIProcess.Result(stdout: "", stderr: "error: line 1: \(problem)\n", status: 1))
    }

    /// Bytes that are not UTF-8 are reported with their column, the line skipped.
    @Test func bytesThatAreNotUTF8() throws {
        let input = Data(#"{"fileDisplayName": "a"#.utf8) + Data([0xFF]) + Data("\"}\n".utf8)
            + Data((#"{"completedUnitCount": 1, "totalUnitCount": 2}"# + "\n").utf8)
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: input)
        #expect(result == CLIProcess.Result(stdout: "50% completed\t1 of 2\n", stderr: "error: line 1: not UTF-8 at column 23\n",
                                            status: 1))
    }

    /// `--status` previews paused, cancelled, failed, stalled and estimating text for one's own facts,
    /// as a `status` key does with `--input`.
    @Test(arguments: [
        ("paused", "419 kB von 5,4 MB \u{2013} angehalten"),
        ("cancelled", "419 kB von 5,4 MB \u{2013} abgebrochen"),
        ("stalled", "419 kB von 5,4 MB \u{2013} stockt"),
        ("failed", "419 kB von 5,4 MB \u{2013} fehlgeschlagen"),
        ("estimating", "419 kB von 5,4 MB (50 kB/s) \u{2013} Restzeit wird ermittelt…"),
    ])
    func statusFlag(status: String, additional: String) throws {
        let facts = ["--locale", "de", "--kind", "file", "--operation", "downloading", "--completed", "419431",
                     "--total", "5356456", "--throughput", "50000", "--eta", "97"]
        #expect(try CLIProcess.run(facts + ["--status", status]) == CLIProcess.Result(
            stdout: "Dateien werden heruntergeladen…\n\(additional)\n", stderr: "", status: 0))
        let json = #"{"completedUnitCount": 419431, "totalUnitCount": 5356456, "kind": "file", "#
            + #""fileOperationKind": "downloading", "throughput": 50000, "estimatedTimeRemaining": 97, "status": "\#(status)"}"#
        #expect(try CLIProcess.run(["--locale", "de", "--input", "-"], input: Data((json + "\n").utf8)) == CLIProcess.Result(
            stdout: "Dateien werden heruntergeladen…\t\(additional)\n", stderr: "", status: 0))
    }

    /// Hostile lines cost bounded work: deep nesting, a line of 5,000 members, a number of
    /// 60,000 digits, 2,000 lines that each open an array — each reported, the next line answered.
    @Test func hostileLinesAreBounded() throws {
        let deep = String(repeating: "[", count: 60_000)
        let members = "{" + (0..<5_000).map { #""k\#($0)": 1"# }.joined(separator: ",") + "}"
        let digits = #"{"throughput": "# + String(repeating: "9", count: 60_000) + "}"
        let good = #"{"completedUnitCount": 1, "totalUnitCount": 2}"#
        let opening = String(repeating: "{\"a\": [\n", count: 2_000)
        let input = [deep, good, members, good, digits, good].joined(separator: "\n") + "\n" + opening + good + "\n"
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data(input.utf8))
        #expect(result.stdout == String(repeating: "50% completed\t1 of 2\n", count: 4))
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 3 + 2_000)
        #expect(errors.prefix(4) == [
            "error: line 1: not valid JSON at column 65: nested more than 64 levels",
            "error: line 3: unknown key 'k0'; the keys are \(Self.keyList)",
            "error: line 5: 'throughput' is out of range: '\(String(repeating: "9", count: 39))…' is beyond 1.7976931348623157e+308",
            "error: line 7: not valid JSON at column 8: the line ends early; a ']' is missing",
        ])
        #expect(result.status == 1)
    }

    /// A first line that opens a document that grows past 64 KiB without closing is read as
    /// lines after all: each reported, none held beyond the limit, the line after it answered.
    @Test func aDocumentThatNeverEndsIsBounded() throws {
        let input = "{\"a\": [\n" + String(repeating: "1,\n", count: 30_000) + #"{"completedUnitCount": 1, "totalUnitCount": 2}"# + "\n"
        let result = try CLIProcess.run(["--locale", "en", "--input", "-"], input: Data(input.utf8))
        #expect(result.stdout == "50% completed\t1 of 2\n")
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 30_001)
        #expect(errors.prefix(2) == [
            "error: line 1: not valid JSON at column 8: the line ends early; a ']' is missing",
            "error: line 2: not valid JSON at column 2: text after the end of the JSON value (one snapshot per line)",
        ])
        #expect(result.status == 1)
    }
}

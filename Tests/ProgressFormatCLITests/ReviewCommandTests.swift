import Foundation
import Testing

/// `progress-format review`: the HTML review sheets, written by the built executable and
/// compared byte for byte with the pages recorded for a small fixture table directory
/// (`Fixtures/review/tables`: a copy of the source and a German table with a translated, a
/// stale, a broken and an oddly marked message; the rest missing).
///
/// To re-record after an intended change: `PROGRESS_FORMAT_RECORD=1 swift test --filter ReviewCommandTests`,
/// then read the diff of `Fixtures/review/expected/` in review.
@Suite("progress-format review")
struct ReviewCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/review", isDirectory: true)
    static let tables = fixtures.appendingPathComponent("tables", isDirectory: true)
    static let expected = fixtures.appendingPathComponent("expected", isDirectory: true)

    /// Compares the page `name` written into `directory` with the recorded one (or records it).
    static func expectRecorded(_ name: String, in directory: URL) throws {
        let written = try Data(contentsOf: directory.appendingPathComponent(name))
        let file = expected.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PROGRESS_FORMAT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            try written.write(to: file)
            return
        }
        let recorded = try Data(contentsOf: file)
        guard written != recorded else { return }
        let writtenLines = String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let recordedLines = String(decoding: recorded, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(writtenLines, recordedLines).enumerated().first { $0.element.0 != $0.element.1 }
        Issue.record("""
            \(name) differs from Fixtures/review/expected/\(name) \
            (\(writtenLines.count) lines written, \(recordedLines.count) recorded)\
            \(line.map { "; first at line \($0.offset + 1):\n  recorded: \($0.element.1)\n  written:  \($0.element.0)" } ?? "")
            """)
    }

    @Test func sheetForOneLocaleIsTheRecordedPage() throws {
        let output = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "--locale", "de", "--strings", Self.tables.path, "--out", output.url.path])
        #expect(result == CLIProcess.Result(stdout: output.url.appendingPathComponent("de.html").path + "\n", stderr: "", status: 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path) == ["de.html"])
        try Self.expectRecorded("de.html", in: output.url)
    }

    /// `--all-locales` with `--strings` writes the sheets of that directory's tables and an index.
    @Test func allLocalesWritesEverySheetAndTheIndex() throws {
        let output = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "--all-locales", "--strings", Self.tables.path, "--out", output.url.path])
        let paths = ["de.html", "en.html", "index.html"].map { output.url.appendingPathComponent($0).path + "\n" }
        #expect(result == CLIProcess.Result(stdout: paths.joined(), stderr: "", status: 0))
        for name in ["de.html", "en.html", "index.html"] {
            try Self.expectRecorded(name, in: output.url)
        }
    }

    /// The explicit subcommand is the same command (`review` defaults to `review sheet`).
    @Test func sheetSubcommandWritesTheSamePage() throws {
        let output = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "sheet", "--locale", "de", "--strings", Self.tables.path, "--out", output.url.path])
        #expect(result.status == 0)
        try Self.expectRecorded("de.html", in: output.url)
    }

    /// Without `--out`, pages go to `./review`, created in the working directory.
    @Test func defaultOutputDirectoryIsReview() throws {
        let workingDirectory = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "--locale", "ja"], currentDirectory: workingDirectory.url)
        #expect(result == CLIProcess.Result(stdout: "review/ja.html\n", stderr: "", status: 0))
        let page = try String(contentsOf: workingDirectory.url.appendingPathComponent("review/ja.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n"))
        #expect(page.contains("<td class=\"rendered\" lang=\"ja\" dir=\"ltr\">9 個のファイルをダウンロード中…</td>"))
    }

    /// Every built-in table and draft gets a sheet (a reviewer works on a draft), and the index
    /// links each.
    @Test func allBuiltInLocales() throws {
        let output = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "--all-locales", "--out", output.url.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let index = try String(contentsOf: output.url.appendingPathComponent("index.html"), encoding: .utf8)
        let drafts = Self.builtInTables.appendingPathComponent("Drafts")
        let tags = try (FileManager.default.contentsOfDirectory(atPath: Self.builtInTables.path)
            + FileManager.default.contentsOfDirectory(atPath: drafts.path))
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(tags.contains("chr"))
        #expect(tags.count >= 46)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.url.path).sorted()
                == (tags.map { $0 + ".html" } + ["index.html"]).sorted())
        for tag in tags {
            #expect(index.contains("<a href=\"\(tag).html\"><code>\(tag)</code></a>"), "index lacks \(tag)")
        }
    }

    static let builtInTables = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Strings", isDirectory: true)

    // MARK: - Mistakes

    @Test func noLocaleGiven() throws {
        let result = try CLIProcess.run(["review"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: say which sheets to write: --locale TAG or --all-locales\n", status: 2))
    }

    @Test func unknownTable() throws {
        let result = try CLIProcess.run(["review", "--locale", "tlh"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: no string table 'tlh'; 'progress-format locales' lists them\n", status: 2))
    }

    @Test func localeAndAllLocalesTogether() throws {
        let result = try CLIProcess.run(["review", "--locale", "de", "--all-locales"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: --locale and --all-locales cannot be used together\n", status: 2))
    }

    /// An output directory that cannot be made (a file is in the way): one line naming it and
    /// the system's reason, nothing written.
    @Test func outputDirectoryThatCannotBeCreated() throws {
        let work = try TemporaryDirectory()
        let file = work.url.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let out = file.appendingPathComponent("sheets").path
        let result = try CLIProcess.run(["review", "--locale", "de", "--out", out])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: cannot create the directory '\(out)': Not a directory\n", status: 2))
    }

    /// A page that cannot be written (a directory has its name): one line naming it and the
    /// system's reason, not Foundation's whole error description.
    @Test func pageThatCannotBeWritten() throws {
        let output = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: output.url.appendingPathComponent("de.html"), withIntermediateDirectories: false)
        let result = try CLIProcess.run(["review", "--locale", "de", "--out", output.url.path])
        let page = output.url.appendingPathComponent("de.html").path
        #expect(result == CLIProcess.Result(stdout: "", stderr: "error: cannot write '\(page)': Is a directory\n", status: 2))
    }

    @Test func missingStringsDirectory() throws {
        let result = try CLIProcess.run(["review", "--locale", "de", "--strings", "/nonexistent"])
        #expect(result == CLIProcess.Result(
            stdout: "", stderr: "error: --strings: no directory at '/nonexistent'\n", status: 2))
    }
}

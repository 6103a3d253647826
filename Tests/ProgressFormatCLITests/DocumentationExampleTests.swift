import Foundation
import Testing

/// The documentation's examples are tests: every command line shown in README.md and the DocC
/// articles with its output beside it runs, and prints exactly what is shown — so an edit to
/// the program that changes what the docs claim fails here, and so does an edit to the docs
/// that claims what the program does not do.
@Suite("documentation examples")
struct DocumentationExampleTests {
    /// The examples that are run.
    static let literal = DocumentationExample.all.filter { $0.illustrativeReason == nil }

    /// Each literal example, run in the repository (its paths are the checkout's) with no
    /// locale in the environment and the default width, prints exactly its output: standard
    /// output and, for `error:`/`warning:` lines, standard error; status 0 unless it shows an
    /// error.
    @Test(arguments: literal)
    func exampleRunsAsShown(example: DocumentationExample) throws {
        let invocation: DocumentationExample.Invocation
        do {
            invocation = try example.invocation()
        } catch {
            Issue.record(Comment(rawValue: "\(example.file):\(example.line) cannot be run: \(error); make it runnable, "
                + "or mark its code block <!-- illustrative: why --> (see DocumentationExample)"))
            return
        }
        var input = invocation.input
        if let feeder = invocation.feeder {
            let fed = try CLIProcess.run(feeder, environment: ["COLUMNS": ""], currentDirectory: RenderCommandTests.repositoryRoot)
            #expect(fed.status == 0, "\(example.file):\(example.line): the command feeding it: \(fed.stderr)")
            input = Data(fed.stdout.utf8)
        }
        let result = try CLIProcess.run(invocation.arguments, environment: ["COLUMNS": ""], input: input,
                                        currentDirectory: RenderCommandTests.repositoryRoot)
        let expected = example.expected
        #expect(result.stdout == expected.stdout, "\(example.file):\(example.line)")
        #expect(result.stderr == expected.stderr, "\(example.file):\(example.line)")
        #expect((result.status == 0) == expected.stderr.isEmpty, "\(example.file):\(example.line): status \(result.status)")
    }

    /// The examples are found (a change to the Markdown's shape must not make them vanish): the
    /// README has literal ones for rendering, piping, a preview, simulate and a pseudo-locale, the
    /// CLI's guide the rest of the shapes; every illustrative one says why.
    @Test func examplesAreFound() {
        let readme = DocumentationExample.all.filter { $0.file == "README.md" }
        #expect(readme.count >= 9)
        for shape in ["--kind file", "--input -", "--format json | progress-format", "preview --locale en ", "simulate", "--locale en-XA"] {
            #expect(Self.literal.contains { $0.file == "README.md" && $0.command.contains(shape) }, "\(shape)")
        }
        for shape in ["preview --locale de ", "preview --locale en,de", "--channel log", "--channel speech"] {
            #expect(Self.literal.contains { $0.file.hasPrefix("Documentation/") && $0.command.contains(shape) }, "\(shape)")
        }
        #expect(DocumentationExample.all.allSatisfy { $0.illustrativeReason.map { !$0.isEmpty } ?? true })
    }

    /// The extraction itself: continuation lines, output up to a blank line, fences, markers.
    @Test func extraction() throws {
        let markdown = """
            Text.

                $ progress-format --locale en \\
                    --completed 7 --total 100
                7% completed
                7 of 100

                $ progress-format scenarios | cat
                plain-percent  …

            <!-- illustrative: a program of the reader's -->

                $ my-downloader | progress-format --input -
                …

            ```
            $ echo '{"completedUnitCount": 1}' | progress-format --input -
            error: line 1: …
            ```
            """
        let examples = DocumentationExample.examples(in: markdown, file: "x.md")
        #expect(examples.map(\.line) == [3, 8, 13, 17])
        #expect(examples[0].command == "progress-format --locale en --completed 7 --total 100")
        #expect(examples[0].output == ["7% completed", "7 of 100"])
        #expect(examples.map(\.illustrativeReason) == [nil, nil, "a program of the reader's", nil])
        #expect(try examples[0].invocation().arguments == ["--locale", "en", "--completed", "7", "--total", "100"])
        #expect(try examples[1].invocation().arguments == ["scenarios"])
        #expect(try examples[3].invocation() == .init(arguments: ["--input", "-"], input: Data(#"{"completedUnitCount": 1}"#.utf8 + [10])))
        #expect(examples[3].expected.stderr == "error: line 1: …\n")
        #expect(throws: DocumentationExample.NotRunnable.self) { try examples[2].invocation() }
        #expect(try DocumentationExample.pipeline(#"printf '%s\n' 'a b' "c\"d" e\ f | progress-format"#)
            == [["printf", "%s\\n", "a b", "c\"d", "e f"], ["progress-format"]])
    }

    /// What README's commands write into a checkout — review sheets (`review --locale de`
    /// writes `review/de.html`), an exported table (`export --locale de > de.xlf`), the binary of
    /// "Shipping the CLI" (`scripts/build-static-cli.sh` writes `dist/`) — is ignored by git, so a
    /// run of the README leaves the checkout clean; the XLIFF fixtures are not.
    @Test func whatTheReadmeWritesIsIgnoredByGit() throws {
        let readme = try String(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in ["progress-format review --locale de                  # writes review/de.html",
                        "progress-format export --locale de > de.xlf", "scripts/build-static-cli.sh        # writes dist/"] {
            #expect(readme.contains(command), "README no longer shows \(command)")
        }
        let written = ["review/de.html", "de.xlf", "dist/progress-format", "dist/LICENSE.ICU"]
        let fixtures = ["Tests/ProgressFormatCLITests/Fixtures/xliff/de.xlf", "Sources/progress-format/RenderCommand.swift"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "check-ignore", "--no-index"] + written + fixtures
        process.currentDirectoryURL = RenderCommandTests.repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ignored = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(ignored.split(separator: "\n").map(String.init) == written)
    }
}

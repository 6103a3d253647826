import ProgressFormat
import Foundation
import ProgressFormatTools
import Testing

/// Every help screen — every command and subcommand, found by following the SUBCOMMANDS lists —
/// fits 80 columns (fewer on a narrower terminal), and its examples can be pasted.
@Suite("help screens")
struct HelpScreenTests {
    /// Every command path, found from the root's help: `[]`, `["render"]`, …, `["review", "approve"]`.
    static let commandPaths: [[String]] = {
        var paths: [[String]] = [[]]
        var index = 0
        while index < paths.count {
            let path = paths[index]
            index += 1
            guard let help = try? CLIProcess.run(path + ["--help"]).stdout else { continue }
            paths += subcommands(in: help).map { path + [$0] }
        }
        return paths
    }()

    /// The names a help screen's SUBCOMMANDS section lists.
    static func subcommands(in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// The commands are all found: a new one is checked without being listed here.
    @Test func everyCommandIsFound() {
        #expect(Self.commandPaths.map { $0.joined(separator: " ") } == [
            "", "render", "preview", "scenarios", "locales", "simulate", "lint", "export", "import", "review",
            "review sheet", "review approve",
        ])
    }

    /// No line is wider than the screen: 80 columns when standard output is no terminal and
    /// `COLUMNS` is unset or wider, `COLUMNS` when narrower (50 at least); no line ends in a
    /// space; an example broken with `\` continues on lines indented further than its first; an example
    /// block has no line at the start of a line (a command ArgumentParser wrapped like prose).
    @Test(arguments: commandPaths, [(nil, 80), ("200", 80), ("80", 80), ("60", 60), ("10", 50)] as [(String?, Int)])
    func fits(command: [String], columns: (variable: String?, width: Int)) throws {
        let result = try CLIProcess.run(command + ["--help"], environment: columns.variable.map { ["COLUMNS": $0] } ?? [:])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { DisplayWidth.columns(of: $0) > columns.width } == [])
        #expect(lines.filter { $0.hasSuffix(" ") } == [])
        var commandIndent: Int?   // the indent of the first line of a command continued with "\"
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if let start = commandIndent {
                #expect(indent > start, "\(lines[index - 1]) ↵ \(line)")
            }
            commandIndent = line.hasSuffix(" \\") ? commandIndent ?? indent : nil
        }
        if let examples = lines.firstIndex(of: "Examples:") {
            let block = lines[(examples + 1)...].prefix { !$0.isEmpty }
            #expect(block.filter { !$0.hasPrefix("  ") } == [])
        }
        #expect(lines.contains { $0.hasPrefix("USAGE: progress-format") })
    }

    /// `help COMMAND` is the same screen as `COMMAND --help`.
    @Test func helpCommandShowsTheSameScreen() throws {
        #expect(try CLIProcess.run(["help", "review", "approve"]) == CLIProcess.Result(
            stdout: try CLIProcess.run(["review", "approve", "--help"]).stdout, stderr: "", status: 0))
    }

    /// An example too long for a line breaks between arguments (never inside quotes or between
    /// an option and its value), each line but the last ending in a backslash; examples written
    /// that way already are left as they are.
    @Test func examplesArePasteable() throws {
        let approve = try CLIProcess.run(["review", "approve", "--help"]).stdout
        #expect(approve.contains("""
            Examples:
              progress-format review approve --locale de --key percentCompleted \\
                --reviewer "Anna Müller"
              progress-format review approve --locale ja --key timeRemaining \\
                --key statusPaused --reviewer "Sato Yuki"

            """))
        let importHelp = try CLIProcess.run(["import", "--help"]).stdout
        #expect(importHelp.contains("""
              progress-format import translated/pt_BR.xlf --locale pt-BR \\
                --strings ~/translations

            """))
        let simulate = try CLIProcess.run(["simulate", "--help"]).stdout
        #expect(simulate.contains("""
              progress-format simulate --locale de --size 2GB --rate 40MB/s \\
                --files 12 --speed-up 10

            """))
        let root = try CLIProcess.run(["--help"]).stdout
        #expect(root.contains("""
              progress-format --locale de --operation downloading \\
                --completed 419431 --total 5356456 \\
                --file-total 9 --throughput 50000 --eta 97

            """))
        let lint = try CLIProcess.run(["lint", "--help"]).stdout
        #expect(lint.contains("  progress-format lint --strings ~/translations --locale ru --locale uk\n"))
    }

    /// A usage line too long for the screen continues under its first option.
    @Test func usageLinesAreWrapped() throws {
        let sheet = try CLIProcess.run(["review", "sheet", "--help"]).stdout
        #expect(sheet.contains("""

            USAGE: progress-format review sheet [--locale <locale> ...] [--all-locales]
                                                [--out <out>] [--strings <strings>]

            """))
    }

    /// Defaults read as the values one types: `--operation`'s is `downloading`, not the Swift
    /// value's description.
    @Test func defaultsReadAsValues() throws {
        let simulate = try CLIProcess.run(["simulate", "--help"]).stdout
        #expect(simulate.contains("""
              --operation <operation> The file operation (the description's verb). (values:
                                      downloading, uploading, decompressing, receiving,
                                      copying, duplicating, processing; default:
                                      downloading)
            """))
        #expect(!simulate.contains("OperationArgument"))
    }
}

import Foundation
import ProgressFormat
import Testing

/// `progress-format scenarios`: one line per built-in scenario.
@Suite("progress-format scenarios")
struct ScenariosCommandTests {
    /// Every scenario, in order, name padded to one column, then its summary.
    @Test func listsEveryScenario() throws {
        let result = try CLIProcess.run(["scenarios"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let width = ProgressScenario.all.map(\.name.count).max() ?? 0
        let expected = ProgressScenario.all.map {
            $0.name + String(repeating: " ", count: width - $0.name.count) + "  " + $0.summary + "\n"
        }.joined()
        #expect(result.stdout == expected)
    }

    /// No line ends in a space.
    @Test func noTrailingSpaces() throws {
        let lines = try CLIProcess.run(["scenarios"]).stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix(" ") } == [])
    }

    /// The first and last lines, word for word.
    @Test func wholeLines() throws {
        let lines = try CLIProcess.run(["scenarios"]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "plain-percent              Generic units with a known total.")
        #expect(lines.contains("everything                 Downloading 9 files: bytes, speed and time remaining."))
        #expect(lines.count == ProgressScenario.all.count)
    }

    /// Every listed name is accepted by `preview --scenario`.
    @Test func everyNamePreviews() throws {
        let names = try CLIProcess.run(["scenarios"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        let result = try CLIProcess.run(["preview", "--locale", "en", "--format", "csv", "--scenario", names.joined(separator: ",")])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\r\n").count == names.count + 1)
    }

    @Test func help() throws {
        let result = try CLIProcess.run(["scenarios", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:\n  progress-format scenarios\n"))
    }

    @Test func unexpectedArgument() throws {
        let result = try CLIProcess.run(["scenarios", "extra"])
        #expect(result == CLIProcess.Result(stdout: "", stderr: "error: Unexpected argument 'extra'\n", status: 2))
    }
}

import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func builtInTablesAreClean() throws {
        let result = try CLIProcess.run(["lint"])
        #expect(result.stdout == "")
        #expect(result.status == 0)
        #expect(result.stderr.hasSuffix(" checked: 0 errors, 0 warnings\n"))
    }

    @Test func brokenTablesFailWithOneLinePerProblem() throws {
        let tables = try RenderCommandTests.germanTables(percentCompleted: "{percent erledigt...")
        let result = try CLIProcess.run(["lint", "--strings", tables.url.path])
        let file = tables.url.appendingPathComponent("de.json").path
        #expect(result == CLIProcess.Result(
            stdout: "\(file):percentCompleted: error: position 9: expected ',' or '}' after placeholder 'percent'\n",
            stderr: "1 table checked: 1 error, 0 warnings\n",
            status: 1))
    }

    @Test func jsonReport() throws {
        let tables = try RenderCommandTests.germanTables(percentCompleted: "{percent} erledigt...")
        let result = try CLIProcess.run(["lint", "--strings", tables.url.path, "--format", "json", "--locale", "de"])
        struct Finding: Decodable, Equatable {
            var file: String
            var key: String?
            var severity: String
            var position: Int?
            var message: String
        }
        let findings = try JSONDecoder().decode([Finding].self, from: Data(result.stdout.utf8))
        #expect(findings == [Finding(file: tables.url.appendingPathComponent("de.json").path, key: "percentCompleted",
                                     severity: "error", position: nil,
                                     message: "uses '...' where the ellipsis '…' (U+2026) belongs")])
        #expect(result.status == 1)
    }

    @Test func unknownTable() throws {
        let result = try CLIProcess.run(["lint", "--locale", "tlh"])
        #expect(result.stdout == "tlh.json:-: error: no such table\n")
        #expect(result.status == 1)
    }
}

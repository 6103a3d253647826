import Foundation
import Testing

/// SECURITY.md's promises are held by tests that exist: every test and suite its "held by"
/// cells name is declared under `Tests/`, every script or corpus file it names is there — so a
/// renamed or deleted test cannot leave a promise held by nothing.
@Suite struct SecurityPolicyTests {
    /// What the "held by" cells name: suites (their names end in `Tests`), `Suite.test`s
    /// (`.test` after one means the same suite), and files under `Tests/`.
    struct Reference: Hashable, CustomStringConvertible {
        var suite: String?
        var test: String?
        var path: String?

        var description: String {
            path ?? [suite, test].compactMap { $0 }.joined(separator: ".")
        }
    }

    /// The references in the last cell of each row of every `| promise | held by |` table.
    static func references(in markdown: String) -> [Reference] {
        var references: [Reference] = []
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| promise | held by |") || line.hasPrefix("| promise | held by") {
                inTable = true
                continue
            }
            guard inTable, line.hasPrefix("|") else {
                inTable = false
                continue
            }
            guard !line.hasPrefix("|---"), let cell = line.dropLast().split(separator: "|").last else { continue }
            var suite: String?
            for (index, piece) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                let token = String(piece)
                if token.hasPrefix("Tests/") {
                    references.append(Reference(path: token))
                } else if token.hasPrefix("."), token.count > 1, token.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) {
                    references.append(Reference(suite: suite, test: String(token.dropFirst())))
                } else if token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }),
                          token.split(separator: ".").first?.hasSuffix("Tests") == true {
                    let parts = token.split(separator: ".").map(String.init)
                    suite = parts[0]
                    references.append(Reference(suite: parts[0], test: parts.count > 1 ? parts[1] : nil))
                }
            }
        }
        return references
    }

    /// Every Swift source under `Tests/`, read once.
    static let testSources: [String] = {
        let root = RenderCommandTests.repositoryRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
    }()

    /// Whether `reference` is declared: its suite as a type or extension, its test as a
    /// function in a file that declares or extends the suite.
    static func exists(_ reference: Reference) -> Bool {
        if let path = reference.path {
            return FileManager.default.fileExists(atPath: RenderCommandTests.repositoryRoot.appendingPathComponent(path).path)
        }
        guard let suite = reference.suite else { return false }
        let declarations = ["struct \(suite) ", "struct \(suite):", "extension \(suite) ", "class \(suite) ", "enum \(suite) "]
        let files = testSources.filter { source in declarations.contains { source.contains($0) } }
        guard let test = reference.test else { return !files.isEmpty }
        return files.contains { $0.contains("func \(test)(") }
    }

    @Test func everyTestNamedExists() throws {
        let markdown = try String(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("SECURITY.md"), encoding: .utf8)
        let references = Self.references(in: markdown)
        #expect(references.count >= 80)
        #expect(references.filter { !Self.exists($0) }.map(\.description) == [])
    }

    /// The reading itself: a suite, its tests after it, files.
    @Test func referencesAreRead() {
        let markdown = """
            | promise | held by |
            |---|---|
            | **A.** text `not.a.test` | `SuiteTests.one`, `.two` (`note`), `OtherTests`, `Tests/leak-check.sh` |
            """
        #expect(Self.references(in: markdown).map(\.description) == [
            "SuiteTests.one", "SuiteTests.two", "OtherTests", "Tests/leak-check.sh",
        ])
    }
}

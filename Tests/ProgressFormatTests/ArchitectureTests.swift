import Foundation
import Testing

/// The house's rules, read from the sources. The runtime is one module with folders by concern,
/// so the compiler no longer holds the direction between them: these tests do.
///
/// - Each target imports only what it may: the tables without ICU (the build tool shares them),
///   the runtime over the tables and the C shim, the tools over the runtime, the CLI over the two
///   products' public API.
/// - Only the ICU layer (`ICU/`) imports the C shim, and `internal`ly, so no client ever needs it.
/// - Between the runtime's folders, one direction: planning names no ICU type or call, the ICU
///   layer knows no sentence (no plan, no message, no table), the number model knows no message,
///   the facts know nothing else, the messages know nothing of the facade that uses them.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The Swift files under `directory` (relative to `Sources`), with their text.
    static func files(in directory: String) throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(directory)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var result: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            result.append((path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Every import line of the Swift files under `directory`, with the file name.
    static func imports(of directory: String) throws -> [(file: String, line: String)] {
        try files(in: directory).flatMap { file in
            file.text.split(separator: "\n")
                .filter { $0.contains("import ") && !$0.hasPrefix("//") && !$0.hasPrefix(" ") }
                .map { (file.path, String($0)) }
        }
    }

    static func module(of line: String) -> String {
        let words = line.split(separator: " ").filter {
            !["@_exported", "@testable", "public", "package", "internal", "import", "struct", "class", "enum", "protocol", "func"].contains($0)
        }
        return words.first.map { String($0.split(separator: ".").first ?? $0) } ?? ""
    }

    /// The code of a file without its comments (whole-line `//` comments and doc comments), so
    /// a name in prose is not a dependency.
    static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }
            .joined(separator: "\n")
    }

    /// The names of the types declared at the top level of the files in runtime folder `folder`.
    static func declaredTypes(in folder: String) throws -> Set<String> {
        let declaration = /^(?:(?:@\w+|public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in try files(in: "ProgressFormat/" + folder) {
            for match in file.text.matches(of: declaration) {
                names.insert(String(match.output.1))
            }
        }
        return names
    }

    /// The runtime's folders in layers, lowest first: a folder names types of lower layers only
    /// (never of its own layer's other folders, never of a higher one), so there is no cycle.
    /// This is the diagram in Package.swift and README, read from the code.
    static let layers: [[String]] = [
        ["Facts", "Text", "ICU"],   // the snapshot, the output's vocabulary, the thin ICU layer
        ["Planning", "Estimation"], // Apple's rules as decided values (no ICU); the estimator
        ["Numbers"],                // a locale's number model
        ["Messages"],               // the catalog along the locale chain, the renderer
        ["Formatter"],              // the facade: formatter, its memo and narrower renderers, streams
        ["Fitting"],                // lines fitted to columns, log lines
        ["Presentation"],           // the presenter: what is due when
        ["Integration"],            // Foundation.Progress, FormatStyles
        ["Values"],                 // values on their own, as FormatStyles
    ]

    /// Each folder with the folders whose types it must not name: those of its own layer and above,
    /// and, beyond the layers, planning names no ICU type, and the loop around the text
    /// (Presentation) uses the formatter's face, never the insides that write the text.
    static var folderRules: [(folder: String, mayNotName: [String])] {
        layers.enumerated().flatMap { index, layer in
            layer.map { folder in
                var forbidden = layers[index...].joined().filter { $0 != folder }
                if folder == "Planning" { forbidden.append("ICU") }
                if folder == "Presentation" { forbidden += ["Planning", "ICU", "Numbers", "Messages"] }
                return (folder, forbidden)
            }
        }
    }

    @Test func everyRuntimeFileIsInAFolderTheRulesKnow() throws {
        let known = Set(Self.layers.joined())
        for file in try Self.files(in: "ProgressFormat") {
            let folder = file.path.split(separator: "/").first.map(String.init) ?? ""
            #expect(known.contains(folder) || file.path == "ProgressFormat.swift", "ProgressFormat/\(file.path)")
        }
    }

    @Test(arguments: folderRules.map(\.folder))
    func foldersPointOneWay(folder: String) throws {
        let rule = try #require(Self.folderRules.first { $0.folder == folder })
        var forbidden: [String: String] = [:]
        for other in rule.mayNotName {
            for name in try Self.declaredTypes(in: other) { forbidden[name] = other }
        }
        #expect(!forbidden.isEmpty || rule.mayNotName.isEmpty)
        for file in try Self.files(in: "ProgressFormat/" + folder) {
            for match in Self.code(of: file.text).matches(of: /\b[A-Z]\w*/) where forbidden[String(match.output)] != nil {
                let name = String(match.output)
                Issue.record("\(folder)/\(file.path) names \(name), which \(forbidden[name] ?? "") declares")
            }
        }
    }

    @Test func planningNamesNoICUCallAndImportsNoShim() throws {
        for file in try Self.files(in: "ProgressFormat/Planning") + Self.files(in: "ProgressFormat/Facts") {
            let code = Self.code(of: file.text)
            #expect(!code.contains("CICUShim") && !code.contains("cicu_"), "\(file.path)")
            #expect(code.firstMatch(of: /\bu[a-z]+_[a-zA-Z]+\(/) == nil, "\(file.path): an ICU C call")
        }
    }

    @Test func theICULayerKnowsNoTable() throws {
        for (file, line) in try Self.imports(of: "ProgressFormat/ICU") {
            #expect(["Foundation", "CICUShim"].contains(Self.module(of: line)), "ICU/\(file): \(line)")
        }
    }

    @Test(arguments: [
        // The tables without ICU, which the build tool shares with the runtime. The C library:
        // TableFile checks what a table file is before reading it (lstat, fstat).
        ("ProgressTables", ["Foundation", "Glibc", "Musl", "Darwin"]),
        ("ProgressFormat", ["Foundation", "Synchronization", "ProgressTables", "CICUShim"]),
        // The tools' own ICU calls (lint's MessageFormat check and quotation marks, review's
        // locale names) go through the shim, in Tools/ICU/ alone.
        ("ProgressFormatTools", ["Foundation", "FoundationXML", "ProgressTables", "ProgressFormat", "CICUShim"]),
        // The build tool bakes the tables without ICU (a build host needs none to run it).
        ("embed-string-tables", ["Foundation", "ProgressTables"]),
        ("progress-format", ["Foundation", "Dispatch", "Glibc", "Musl", "Darwin", "ArgumentParser", "ProgressFormat", "ProgressFormatTools",
                             "ProgressFormatTerminal"]),
        // The terminal product: the runtime's public API and the C library (isatty, ioctl, write, sigaction).
        ("ProgressFormatTerminal", ["Foundation", "Synchronization", "Glibc", "Musl", "Darwin", "ProgressFormat"]),
    ])
    func targetsImportOnlyWhatTheyMay(target: String, allowed: [String]) throws {
        for (file, line) in try Self.imports(of: target) {
            #expect(allowed.contains(Self.module(of: line)), "\(target)/\(file): \(line)")
        }
    }

    /// Tests per target: the tests of the runtime and its tables link no tools (the tools' tests
    /// are ProgressFormatToolsTests).
    @Test func theRuntimeTestsImportNoTools() throws {
        let imports = try Self.imports(of: "../Tests/ProgressFormatTests")
        #expect(imports.contains { Self.module(of: $0.line) == "ProgressFormat" })
        for (file, line) in imports {
            #expect(Self.module(of: line) != "ProgressFormatTools", "ProgressFormatTests/\(file): \(line)")
        }
    }

    @Test(arguments: ["ProgressFormat", "ProgressFormatTools"])
    func theShimIsImportedInternallyByTheICULayerAlone(target: String) throws {
        for (file, line) in try Self.imports(of: target) where Self.module(of: line) == "CICUShim" {
            #expect(file.hasPrefix("ICU/") && line == "internal import CICUShim", "\(target)/\(file): \(line)")
        }
    }

    @Test func theRuntimeReExportsNothing() throws {
        for (file, line) in try Self.imports(of: "ProgressFormat") {
            #expect(!line.contains("@_exported") && !line.hasPrefix("public import ProgressTables"), "ProgressFormat/\(file): \(line)")
        }
    }

    @Test func theCLIImportsNothingTestableOrPackage() throws {
        for (file, line) in try Self.imports(of: "progress-format") {
            #expect(!line.contains("@testable") && !line.hasPrefix("package import"), "progress-format/\(file): \(line)")
        }
    }

    /// The rules can fail: a planning file that named the number model would be reported.
    @Test func theFolderRuleSeesAViolation() throws {
        let numbers = try Self.declaredTypes(in: "Numbers")
        #expect(numbers.contains("NumberModel"))
        let sample = Self.code(of: "/// NumberModel in prose is fine\nlet parts = NumberModel.self")
        #expect(sample.matches(of: /\b[A-Z]\w*/).map { String($0.output) }.filter(numbers.contains) == ["NumberModel"])
    }
}

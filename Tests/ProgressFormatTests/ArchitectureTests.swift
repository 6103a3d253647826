import Foundation
import Testing

/// The rooms' imports, read from the sources: what the target graph in Package.swift allows is
/// held by the compiler; this pins what it cannot — that the C shim is imported `internal`ly by
/// the thin ICU layer alone (so no client ever needs the shim module), that the facade hides the
/// rooms behind it, and that the CLI uses only the two products' public API.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every import line of the Swift files of `target`, with the file name.
    static func imports(of target: String) throws -> [(file: String, line: String)] {
        let directory = sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        var result: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("import ") && !line.hasPrefix("//") && !line.hasPrefix("    ") {
                result.append((path, String(line)))
            }
        }
        return result
    }

    static func module(of line: String) -> String {
        let words = line.split(separator: " ").filter { !["@_exported", "public", "package", "internal", "import", "struct", "class", "enum"].contains($0) }
        return words.first.map { String($0.split(separator: ".").first ?? $0) } ?? ""
    }

    @Test(arguments: [
        ("ProgressICU", ["Foundation", "CICUShim"]),
        ("ProgressPlanning", ["Foundation"]),
        // The tables without ICU, which the build tool shares with the runtime. The C library:
        // TableFile checks what a table file is before reading it (lstat, fstat).
        ("ProgressTables", ["Foundation", "Glibc", "Musl", "Darwin", "ProgressPlanning"]),
        ("ProgressParts", ["ProgressPlanning", "ProgressTables", "ProgressICU"]),
        ("ProgressMessages", ["Foundation", "ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts"]),
        ("ProgressFormat", ["Foundation", "ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts", "ProgressMessages"]),
        ("ProgressFormatTools", ["Foundation", "FoundationXML", "ProgressPlanning", "ProgressTables", "ProgressICU", "ProgressParts",
                                 "ProgressMessages", "ProgressFormat"]),
        // The build tool bakes the tables without ICU (a build host needs none to run it).
        ("embed-string-tables", ["Foundation", "ProgressPlanning", "ProgressTables"]),
        ("progress-format", ["Foundation", "Dispatch", "Glibc", "Musl", "Darwin", "ArgumentParser", "ProgressFormat", "ProgressFormatTools"]),
    ])
    func roomsImportOnlyWhatTheyMay(target: String, allowed: [String]) throws {
        for (file, line) in try Self.imports(of: target) {
            #expect(allowed.contains(Self.module(of: line)), "\(target)/\(file): \(line)")
        }
    }

    @Test func theShimIsImportedInternallyByTheICULayerAlone() throws {
        for (file, line) in try Self.imports(of: "ProgressICU") where Self.module(of: line) == "CICUShim" {
            #expect(line == "internal import CICUShim", "ProgressICU/\(file): \(line)")
        }
    }

    @Test func theFacadeHidesTheRoomsBehindIt() throws {
        for (file, line) in try Self.imports(of: "ProgressFormat") {
            switch Self.module(of: line) {
            case "ProgressTables", "ProgressICU", "ProgressParts", "ProgressMessages":
                #expect(line.hasPrefix("internal import"), "ProgressFormat/\(file): \(line)")
            case "ProgressPlanning":
                // Every public type is the facade's own: planning is never re-exported, and is
                // imported `package` only where the tools' package API reads a snapshot's facts.
                #expect(["internal import ProgressPlanning", "package import ProgressPlanning"].contains(line),
                        "ProgressFormat/\(file): \(line)")
            default:
                break
            }
        }
    }
}

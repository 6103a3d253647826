import Foundation
import Testing

/// README's dependency lines, resolved by SwiftPM as a client's `Package.swift` would write them.
///
/// SwiftPM names a URL dependency after the URL's last component and a path dependency after
/// its folder: `.package(path: "../main")` with `package: "ProgressFormat"` fails with "unknown
/// package 'ProgressFormat' … valid packages are: 'main'". README names a checkout explicitly,
/// and these tests resolve README's own lines — against a checkout behind a folder called `main`
/// and against a repository whose URL ends in `ProgressFormat.git` — with `swift package describe`,
/// which checks a target's product names against the packages it resolved.
@Suite(.serialized) struct DependencyLineTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines README's library section gives, in its order: the URL line, the path line, the
    /// product line.
    static func readmeLines() throws -> (url: String, path: String, product: String) {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        func line(starting prefix: String) throws -> String {
            let found = readme.split(separator: "\n").first { $0.hasPrefix(prefix) }
            let line = try #require(found, "README has no line starting \(prefix)")
            // The code, without the comment after it.
            let code = line.range(of: "  //").map { line[..<$0.lowerBound] } ?? line
            return code.trimmingCharacters(in: .whitespaces)
        }
        return (try line(starting: ".package(url:"), try line(starting: ".package(name: \"ProgressFormat\", path:"),
                try line(starting: ".product(name: \"ProgressFormat\""))
    }

    @Test func aCheckoutInAFolderOfAnotherNameResolvesWithREADMEsPathLine() throws {
        let lines = try Self.readmeLines()
        #expect(lines.path == #".package(name: "ProgressFormat", path: "../ProgressFormat"),"#)
        let directory = try ClientDirectory()
        let checkout = directory.url.appendingPathComponent("main")
        try FileManager.default.createSymbolicLink(at: checkout, withDestinationURL: Self.repositoryRoot)
        let dependency = lines.path.replacingOccurrences(of: "../ProgressFormat", with: checkout.path)
        let result = try directory.describe(dependency: dependency, product: lines.product)
        #expect(result.status == 0, "\(result.output)")

        // The control: the same checkout without the name is called "main", and the product line fails.
        let unnamed = try directory.describe(dependency: ".package(path: \"\(checkout.path)\"),", product: lines.product)
        #expect(unnamed.status != 0)
        #expect(unnamed.output.contains("unknown package 'ProgressFormat' in dependencies of target 'client'; valid packages are: 'main'"))
    }

    @Test func aRepositoryURLEndingInProgressFormatResolvesWithREADMEsURLLine() throws {
        let lines = try Self.readmeLines()
        #expect(lines.url == #".package(url: "https://github.com/<owner>/ProgressFormat.git", branch: "main"),"#)
        let directory = try ClientDirectory()
        // A repository whose URL ends as README's does, holding this checkout's HEAD on `main`.
        let repository = directory.url.appendingPathComponent("remote/ProgressFormat.git")
        let clone = try ClientDirectory.run("/usr/bin/env", ["git", "clone", "--quiet", "--bare", "--no-local",
                                                             Self.repositoryRoot.path, repository.path])
        #expect(clone.status == 0, "\(clone.output)")
        let head = try ClientDirectory.run("/usr/bin/env", ["git", "-C", Self.repositoryRoot.path, "rev-parse", "HEAD"])
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let branch = try ClientDirectory.run("/usr/bin/env", ["git", "-C", repository.path, "branch", "--force", "main", commit])
        #expect(branch.status == 0, "\(branch.output)")
        let dependency = lines.url.replacingOccurrences(of: "https://github.com/<owner>/ProgressFormat.git",
                                                        with: "file://" + repository.path)
        let result = try directory.describe(dependency: dependency, product: lines.product)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// A temporary client package: its manifest written from one dependency line and one product
/// line, resolved with `swift package describe`.
private final class ClientDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProgressFormatClient-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("client/Sources/client"),
                                                withIntermediateDirectories: true)
        try "print(1)\n".write(to: url.appendingPathComponent("client/Sources/client/main.swift"),
                               atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func describe(dependency: String, product: String) throws -> (status: Int32, output: String) {
        let client = url.appendingPathComponent("client")
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "client",
                dependencies: [
                    \(dependency)
                ],
                targets: [
                    .executableTarget(name: "client", dependencies: [
                        \(product)
                    ]),
                ]
            )

            """
        try manifest.write(to: client.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: client.appendingPathComponent(".build"))
        try? FileManager.default.removeItem(at: client.appendingPathComponent("Package.resolved"))
        return try Self.run("/usr/bin/env", ["swift", "package", "--package-path", client.path, "describe"])
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("client-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}

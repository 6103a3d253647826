import Foundation
import PackagePlugin

/// Compiles the string tables in `Resources/Strings/*.json` into the target that applies this
/// plugin, as `EmbeddedTables.swift`, on every `swift build` that finds a table added, removed or
/// edited: each table's bytes (for the tools) and the table baked — read, checked against the
/// source table and compiled (`BakedTable`) — for the runtime, which parses no JSON. A draft in
/// `Resources/Strings/Drafts/` is compiled in as bytes only: the tools read it, the runtime does
/// not serve it. Nothing
/// generated is checked in, so the compiled tables cannot go stale, and the library needs no
/// resource bundle at run time.
///
/// The command's inputs are every table and draft and the directories themselves (whose
/// modification time changes when a table is added or removed); the tool lists them on its own,
/// so the generated file always matches what is on disk.
@main
struct EmbedStringTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "Resources/Strings")
        let drafts = directory.appending(path: "Drafts")
        func tables(in directory: URL) -> [URL] {
            let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        }
        let inputs = tables(in: directory)
        let draftInputs = tables(in: drafts)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTables.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) string tables and \(draftInputs.count) drafts from Resources/Strings",
                executable: try context.tool(named: "embed-string-tables").url,
                arguments: [directory.path, output.path],
                inputFiles: inputs + draftInputs + [directory] + (draftInputs.isEmpty ? [] : [drafts]),
                outputFiles: [output]
            ),
        ]
    }
}

import Foundation
import ProgressTables

/// The build tool behind the `EmbedStringTables` plugin: writes a Swift file that holds every
/// `<locale>.json` table of a directory twice — byte for byte, for the tools, and baked (read,
/// checked against the source table `en.json` and compiled, see `BakedTable`), for the runtime —
/// and each draft of its `Drafts` folder once, byte for byte: the runtime does not serve drafts.
///
///     embed-string-tables Resources/Strings .build/…/EmbeddedTables.swift
///
/// Valid UTF-8 tables become escaped string literals (every character outside printable ASCII
/// as `\u{…}`, so no byte of a table can end the literal or upset the compiler); a table that is
/// not valid UTF-8 is kept as Base64, so the loader can still report the offset of its bad byte.
/// Directory entries that are not regular files (a FIFO, a directory or a dangling link named
/// `de.json`) and files over 1 MiB are recorded as unreadable with a reason, never read. The
/// output file is rewritten only when its content changes.
///
/// A baked table is a string literal in `BakedTable`'s text form, which the compiler takes as
/// it is (a large array literal would cost it seconds to type-check); the same tables give the
/// same file, byte for byte.
@main
enum EmbedStringTablesTool {
    /// The largest table embedded; the loader refuses larger ones with the same limit.
    static let maximumFileSize = 1 << 20

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let directory = arguments.first, let output = arguments.last else {
            FileHandle.standardError.write(Data("usage: embed-string-tables TABLES_DIRECTORY OUTPUT.swift\n".utf8))
            exit(2)
        }
        let source = generate(directory: URL(fileURLWithPath: directory, isDirectory: true))
        let outputURL = URL(fileURLWithPath: output)
        if let existing = try? Data(contentsOf: outputURL), existing == Data(source.utf8) {
            return
        }
        do {
            try Data(source.utf8).write(to: outputURL, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("embed-string-tables: cannot write \(output): \(error)\n".utf8))
            exit(1)
        }
    }

    /// The folder of drafts the runtime does not serve (`StringTableStore.draftsFolder`).
    static let draftsFolder = "Drafts"

    /// The `.json` files directly in `directory`, sorted.
    static func jsonFiles(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The Swift source for every table in `directory`, and every draft in its `Drafts` folder:
    /// a draft's bytes are compiled in under `Drafts/<name>` for the tools, but it is not
    /// baked, so the runtime never serves it.
    static func generate(directory: URL) -> String {
        let names = jsonFiles(in: directory)
        let files = names.map { (name: $0, contents: contents(of: directory.appendingPathComponent($0))) }
        let drafts = jsonFiles(in: directory.appendingPathComponent(draftsFolder)).map { name in
            (name: draftsFolder + "/" + name, contents: contents(of: directory.appendingPathComponent(draftsFolder).appendingPathComponent(name)))
        }
        let source = files.first { $0.name == "en.json" }.flatMap { file -> StringTable? in
            guard case .data(let data) = file.contents else { return nil }
            return try? StringTable.decode(data, file: BakedTable.builtInName(file.name))
        }
        var lines = [
            "// Generated at build time by the EmbedStringTables plugin from Resources/Strings. Not checked in.",
            "",
            "/// The string tables compiled into the library, by file name (\"de.json\").",
            "package enum EmbeddedTables {",
            "    /// Each table's bytes, for the tools (lint, review, export); drafts under \"Drafts/chr.json\".",
            "    package static let files: [String: EmbeddedTable] = [",
        ]
        for file in files + drafts {
            lines.append("        \(literal(file.name)): \(entry(for: file.contents)),")
        }
        lines += [
            "    ]",
            "",
            "    /// Each table baked (`BakedTable.encoded`), for the runtime's catalogs.",
            "    package static let baked: [String: String] = [",
        ]
        for file in files {
            let result: Result<BakedTable, ProgressProblem> = switch file.contents {
            case .data(let data): BakedTable.baking(data, name: file.name, file: BakedTable.builtInName(file.name), source: source)
            case .unreadable(let reason): .failure(.unreadableTable(file: BakedTable.builtInName(file.name), reason: reason))
            }
            lines.append("        \(literal(file.name)): \(literal(BakedTable.encoded(result))),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// What the build finds in one file: its bytes, or why it does not read them.
    enum Contents {
        case data(Data)
        case unreadable(reason: String)
    }

    /// The contents of the file at `url`.
    static func contents(of url: URL) -> Contents {
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
        guard values?.isRegularFile == true else {
            return .unreadable(reason: "not a regular file")
        }
        if let size = values?.fileSize, size > maximumFileSize {
            return .unreadable(reason: "larger than \(maximumFileSize / 1024) KiB")
        }
        guard let data = try? Data(contentsOf: url) else {
            return .unreadable(reason: "cannot be read")
        }
        guard data.count <= maximumFileSize else {
            return .unreadable(reason: "larger than \(maximumFileSize / 1024) KiB")
        }
        return .data(data)
    }

    /// The `EmbeddedTable` expression for one file.
    static func entry(for contents: Contents) -> String {
        let data: Data
        switch contents {
        case .data(let bytes): data = bytes
        case .unreadable(let reason): return ".unreadable(reason: \(literal(reason)))"
        }
        if let text = String(validating: data, as: UTF8.self) {
            return ".text(\(literal(text)))"
        }
        return ".base64(\(literal(data.base64EncodedString())))"
    }

    /// `text` as a Swift string literal with everything outside printable ASCII escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result + "\""
    }
}

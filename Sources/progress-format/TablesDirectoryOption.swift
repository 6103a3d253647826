import ArgumentParser
import Foundation

/// `--strings DIR`, declared once for every command that reads string tables: a directory of
/// `<locale>.json` tables (the ones a translator is editing) used instead of the built-in ones,
/// file by file, with no rebuild.
///
///     try TablesDirectoryOption(path: "/nonexistent").url()
///     // throws "--strings: no directory at '/nonexistent'"
struct TablesDirectoryOption: ParsableArguments {
    @Option(name: .customLong("strings"),
            help: "A directory of <locale>.json string tables to use instead of the built-in ones (a translator's edits; no rebuild).",
            completion: .directory)
    var path: String?

    init() {}

    init(path: String?) {
        self.path = path
    }

    /// The directory as a URL, `nil` when no `--strings` was given.
    /// - Throws: `ValidationError` when nothing or a file is at the path.
    func url() throws -> URL? {
        guard let path else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--strings: no directory at '\(path)'")
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}

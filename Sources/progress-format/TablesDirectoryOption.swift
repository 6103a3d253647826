import ArgumentParser
import Foundation
import ProgressFormatTools

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
        return try Self.directory(at: path)
    }

    /// `path`, given to `--strings`, as a directory URL (for ``EditedTablesOption`` too).
    /// - Throws: `ValidationError` when nothing or a file is at the path.
    static func directory(at path: String) throws -> URL {
        guard isDirectory(path) else { throw ValidationError("--strings: no directory at '\(path)'") }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Whether a directory (not a file) is at `path`.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Without `--strings`, a command reads the tables built into the program. Run in a
    /// checkout whose `Resources/Strings` holds tables edited since the build, it says so on
    /// stderr — one warning per table — so a translator never mistakes the built-in copy for
    /// their edit. `verb` says what the command did with the tables ("checked", "shown").
    func warnAboutEditedTables(_ tags: [String], verb: String) {
        guard path == nil else { return }
        let checkout = EditedTablesOption.defaultPath
        guard Self.isDirectory(checkout) else { return }
        for tag in StringTableFiles.editedSinceBuilt(tags, directory: URL(fileURLWithPath: checkout, isDirectory: true)) {
            StandardError.write("warning: \(checkout)/\(tag).json differs from the built-in \(tag).json \(verb) here (edited "
                + "since this program was built); rebuild, or pass --strings \(checkout) to use the file")
        }
    }

    /// `file` as the user named its directory: a path under the `--strings` directory given as
    /// `Resources/Strings` reads `Resources/Strings/fr.json`, not the absolute path the tables
    /// were read from.
    func displayed(_ file: String) -> String {
        guard let path, let absolute = try? url()?.path else { return file }
        let given = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        return file.hasPrefix(absolute + "/") ? given + file.dropFirst(absolute.count) : file
    }
}

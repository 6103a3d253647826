import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormat
import ProgressFormatTools

/// `--strings DIR` for the commands that change tables (`import`, `review approve`): the
/// directory whose `<locale>.json` files are read and rewritten — `Resources/Strings` of the
/// checkout by default. A table the directory lacks is started from the built-in copy.
///
///     try EditedTablesOption(path: "/nonexistent").directory()
///     // throws "--strings: no directory at '/nonexistent'"
struct EditedTablesOption: ParsableArguments {
    /// Where tables live in a ProgressFormat checkout.
    static let defaultPath = "Resources/Strings"

    @Option(name: .customLong("strings"),
            help: "The directory of <locale>.json tables to update (default: Resources/Strings, run in the checkout).",
            completion: .directory)
    var path: String?

    init() {}

    init(path: String?) {
        self.path = path
    }

    /// The directory, which must exist.
    func directory() throws -> URL {
        if let path { return try TablesDirectoryOption.directory(at: path) }
        guard TablesDirectoryOption.isDirectory(Self.defaultPath) else {
            throw ValidationError("no \(Self.defaultPath) directory here; run in the ProgressFormat checkout or pass --strings DIR")
        }
        return URL(fileURLWithPath: Self.defaultPath, isDirectory: true)
    }

    /// How messages name the table file `tag` in the directory ("Resources/Strings/de.json"; a
    /// draft's "Resources/Strings/Drafts/chr.json").
    func displayPath(for tag: String) -> String {
        let isDraft = (try? directory()).map {
            StringTableFiles.url(for: tag, directory: $0).deletingLastPathComponent().lastPathComponent == StringTableStore.draftsFolder
        } ?? false
        return OutputPolicy.terminal((path ?? Self.defaultPath) + "/" + (isDraft ? StringTableStore.draftsFolder + "/" : "") + tag + ".json")
    }

    /// The English source table: the directory's `en.json`, else the built-in one.
    func sourceDocument() throws -> StringTableDocument {
        guard let source = try StringTableFiles.document(for: "en", directory: try directory()) else {
            throw ValidationError("the source table en.json is missing")
        }
        return source
    }

    /// Writes `document` to `<directory>/<tag>.json` in the canonical style, unless the file
    /// already holds exactly those bytes; returns whether it wrote. A table the reader would
    /// refuse (over 1 MiB) is not written, and the file is left as it was.
    func write(_ document: StringTableDocument, tag: String, messageOrder: [String]) throws -> Bool {
        let directory = try directory()
        do {
            return try StringTableFiles.write(document, tag: tag, directory: directory, messageOrder: messageOrder)
        } catch {
            throw ValidationError(OutputPolicy.terminal(error.description))
        }
    }

    /// Runs `body` — read a table, change it, write it back — holding the directory's lock, so
    /// two runs on one table never lose each other's change.
    ///
    /// A run waits at most 30 s for another to finish, or `PROGRESS_FORMAT_LOCK_TIMEOUT`
    /// seconds when set (for scripts and tests).
    func locked<Result>(_ body: () throws -> Result) throws -> Result {
        let seconds = ProcessInfo.processInfo.environment["PROGRESS_FORMAT_LOCK_TIMEOUT"].flatMap { Int($0) }
        let timeout = seconds.map { Duration.seconds(max(0, min($0, 3600))) } ?? TableDirectoryLock.defaultTimeout
        do {
            return try TableDirectoryLock.withLock(on: try directory(), timeout: timeout, body)
        } catch let busy as TableDirectoryLock.Busy {
            throw ValidationError(OutputPolicy.terminal(busy.description))
        }
    }
}

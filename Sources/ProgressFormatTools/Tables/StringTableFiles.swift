import ProgressFormat
import ProgressTables
import struct Foundation.Data
import struct Foundation.URL
import class Foundation.FileManager

/// The one checked path to table files for the tools that read or change them (`export`,
/// `import`, `review approve`): `<directory>/<tag>.json` when it exists, else the copy of
/// `Resources/Strings/<tag>.json` compiled into the library.
///
/// Reading checks what the file is before a byte is read, as the formatter's loader does
/// (``TableFile``): a directory, FIFO, device or dangling link named like a table is refused and
/// never opened for reading or waited on; a file over ``StringTable/maximumFileSize`` is refused
/// from its size; UTF-16/32 is named; a table whose `@@locale` is not its file name is refused.
/// Writing (``write(_:tag:directory:messageOrder:)``) refuses a table the reader would refuse.
///
///     let german = try StringTableFiles.document(for: "de", directory: nil)       // the built-in de.json
///     try StringTableFiles.document(for: "../etc/passwd", directory: nil)        // throws: not a locale tag
package enum StringTableFiles {
    /// Whether `tag` can name a table file: 1–35 ASCII letters, digits, `-` and `_`, so it can
    /// never name a path outside the tables directory.
    package static func isTableTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.utf8.count <= 35 && tag.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// The file a table is written to: `<directory>/<tag>.json`, or for a draft (one whose file
    /// is in the directory's `Drafts` folder, or a built-in draft the directory does not hold as
    /// a table) `<directory>/Drafts/<tag>.json`, where it stays a draft.
    package static func url(for tag: String, directory: URL) -> URL {
        let table = directory.appendingPathComponent("\(tag).json")
        let draft = directory.appendingPathComponent(StringTableStore.draftKey("\(tag).json"))
        if FileManager.default.fileExists(atPath: table.path) { return table }
        if FileManager.default.fileExists(atPath: draft.path) || StringTableStore().draftLocales.contains(tag) { return draft }
        return table
    }

    /// How messages name the built-in copy of `tag`'s table: `built-in de.json` — it is the
    /// table compiled into this program, not the file of that name in a checkout, which may have
    /// been edited since.
    package static func builtInName(_ tag: String) -> String {
        StringTableStore.builtInName("\(tag).json")
    }

    /// The tags of the built-in tables and drafts, sorted.
    package static var builtInTags: [String] {
        let store = StringTableStore()
        return (store.availableLocales + store.draftLocales).sorted()
    }

    /// The table `tag` from `directory` (when it holds the file) or built in; `nil` when there
    /// is neither.
    /// - Throws: `ProgressProblem.unreadableTable` when the tag cannot name a file, or the
    ///   file is not a regular file of at most ``StringTable/maximumFileSize`` bytes, is not
    ///   UTF-8 JSON, or names another locale in `@@locale`.
    package static func document(for tag: String, directory: URL?) throws(ProgressProblem) -> StringTableDocument? {
        guard isTableTag(tag) else {
            throw .unreadableTable(file: "\(tag).json", reason: "'\(tag)' is not a locale tag")
        }
        // A table, else a draft: in the directory, then built in.
        guard let (data, file) = try StringTableStore(overrideDirectory: directory).tableData(for: tag, includingDrafts: true) else {
            return nil
        }
        return try checked(try decode(data, file: file), tag: tag)
    }

    /// `data` as a table document, an encoding other than UTF-8 named.
    private static func decode(_ data: Data, file: String) throws(ProgressProblem) -> StringTableDocument {
        if let encoding = StringTable.foreignEncoding(of: Array(data.prefix(4))) {
            throw .unreadableTable(file: file, reason: "not UTF-8 (looks like \(encoding)); save it as UTF-8")
        }
        return try StringTableDocument(decoding: data, file: file)
    }

    /// `document`, if its `@@locale` is the tag its file is named after.
    private static func checked(_ document: StringTableDocument, tag: String) throws(ProgressProblem) -> StringTableDocument {
        guard document.locale == tag else {
            throw .unreadableTable(file: document.file,
                                   reason: "@@locale is '\(document.locale)' but the file is named \(tag).json; the table is not used")
        }
        return document
    }
}

extension StringTableFiles {
    /// The tags among `tags` whose file in `directory` (a checkout's `Resources/Strings`) is
    /// not the built-in copy byte for byte: tables edited since this program was built, which a
    /// command reading the built-in tables must not pass over in silence. A file that cannot be
    /// read as a table file (a FIFO, one too large) counts as differing; a missing one does not.
    package static func editedSinceBuilt(_ tags: [String], directory: URL) -> [String] {
        tags.filter { tag in
            guard isTableTag(tag) else { return false }
            let name = "\(tag).json"
            let key = EmbeddedTables.files[name] == nil ? StringTableStore.draftKey(name) : name
            guard let embedded = EmbeddedTables.files[key] else { return false }
            let builtIn = try? embedded.data(file: builtInName(tag))
            do {
                guard let onDisk = try TableFile.contents(of: url(for: tag, directory: directory).path,
                                                          limit: StringTable.maximumFileSize) else { return false }
                return onDisk != builtIn
            } catch {
                return true
            }
        }
    }
}

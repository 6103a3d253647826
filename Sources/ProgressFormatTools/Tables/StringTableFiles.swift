import ProgressMessages
import ProgressPlanning
import struct Foundation.Data
import struct Foundation.URL
import class Foundation.FileHandle
import class Foundation.FileManager

/// Where the tools find a table file to change: `<directory>/<tag>.json` when it exists, else
/// the copy of `Resources/Strings/<tag>.json` compiled into the library.
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

    /// The file a table is written to: `<directory>/<tag>.json`.
    package static func url(for tag: String, directory: URL) -> URL {
        directory.appendingPathComponent("\(tag).json")
    }

    /// The tags of the built-in tables, sorted.
    package static var builtInTags: [String] {
        StringTableStore().availableLocales
    }

    /// The table `tag` from `directory` (when it holds the file) or built in; `nil` when there
    /// is neither.
    /// - Throws: `ProgressFormatError.unreadableTable` when the tag cannot name a file, or the
    ///   file cannot be read or is not a table.
    package static func document(for tag: String, directory: URL?) throws(ProgressFormatError) -> StringTableDocument? {
        guard isTableTag(tag) else {
            throw .unreadableTable(file: "\(tag).json", reason: "'\(tag)' is not a locale tag")
        }
        if let directory {
            let url = url(for: tag, directory: directory)
            if FileManager.default.fileExists(atPath: url.path) {
                return try StringTableDocument(decoding: try read(url), file: url.path)
            }
        }
        let name = "\(tag).json"
        guard let embedded = EmbeddedTables.files[name] else { return nil }
        let file = "Resources/Strings/\(name)"
        return try StringTableDocument(decoding: try embedded.data(file: file), file: file)
    }

    /// The bytes of `url`, at most one byte past the table size limit (the decoder refuses more).
    private static func read(_ url: URL) throws(ProgressFormatError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: StringTable.maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadableTable(file: url.path, reason: "cannot be read")
        }
    }
}

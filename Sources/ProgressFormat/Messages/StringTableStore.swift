import struct Foundation.Data
import struct Foundation.URL
import class Foundation.FileManager

/// Where tables come from: the embedded copies of `Resources/Strings`, optionally overridden
/// file by file from a directory a translator is editing (no rebuild needed).
struct StringTableStore: Sendable {
    /// A directory of `<locale>.json` files that take the place of the embedded ones.
    var overrideDirectory: URL?

    /// The tags of every table available, embedded or overriding, sorted.
    var availableLocales: [String] {
        var names = Set(EmbeddedTables.files.keys)
        if let overrideDirectory,
           let listing = try? FileManagerListing.jsonFiles(in: overrideDirectory) {
            names.formUnion(listing)
        }
        return names.map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// The tags of the tables in the override directory only, sorted.
    var overrideLocales: [String] {
        guard let overrideDirectory, let listing = try? FileManagerListing.jsonFiles(in: overrideDirectory) else { return [] }
        return listing.map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// The table for `tag`, or `nil` if there is none; throws if the table exists but cannot
    /// be read as a table.
    func table(for tag: String) throws(ProgressFormatError) -> StringTable? {
        let name = "\(tag).json"
        if let overrideDirectory {
            let url = overrideDirectory.appendingPathComponent(name)
            if let data = FileManagerListing.contents(of: url) {
                return try StringTable.decode(data, file: url.path)
            }
        }
        return try Self.embedded(name)
    }

    /// Embedded tables decoded so far, once per process.
    private static let decoded = FormatterCache<String, Result<StringTable, ProgressFormatError>>()

    /// The embedded table `name`, decoded once per process; `nil` if there is none.
    private static func embedded(_ name: String) throws(ProgressFormatError) -> StringTable? {
        guard let text = EmbeddedTables.files[name] else { return nil }
        let result = decoded.value(for: name) {
            Result { () throws(ProgressFormatError) in
                try StringTable.decode(Data((text + "\n").utf8), file: "Resources/Strings/\(name)")
            }
        }
        return try result?.get()
    }

    /// The embedded source table, which is always there and always valid (a test checks it).
    func embeddedSource() -> StringTable? {
        try? Self.embedded("en.json")
    }
}

/// The two file-system calls the store makes, kept in one place.
enum FileManagerListing {
    /// The names of the `.json` files directly inside `directory`.
    static func jsonFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
    }

    /// The bytes of the file at `url`, or `nil` if it does not exist or cannot be read.
    static func contents(of url: URL) -> Data? {
        try? Data(contentsOf: url)
    }
}

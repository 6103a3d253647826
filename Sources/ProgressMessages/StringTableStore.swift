import struct Foundation.Data
import struct Foundation.URL
import ProgressParts
import ProgressPlanning

/// Where tables come from: the copies of `Resources/Strings` compiled into the library,
/// optionally overridden file by file from a directory a translator is editing (no rebuild
/// needed).
package struct StringTableStore: Sendable {
    /// A directory of `<locale>.json` files that take the place of the embedded ones.
    package var overrideDirectory: URL?

    package init(overrideDirectory: URL? = nil) {
        self.overrideDirectory = overrideDirectory
    }

    /// The tags of every table available, embedded or overriding, sorted.
    package var availableLocales: [String] {
        var names = Set(EmbeddedTables.files.keys)
        if let overrideDirectory,
           let listing = try? FileManagerListing.jsonFiles(in: overrideDirectory) {
            names.formUnion(listing)
        }
        return names.map { String($0.dropLast(".json".count)) }.filter { PseudoLocale(localeID: $0) == nil }.sorted()
    }

    /// The tags of the tables in the override directory only, sorted.
    package var overrideLocales: [String] {
        guard let overrideDirectory, let listing = try? FileManagerListing.jsonFiles(in: overrideDirectory) else { return [] }
        return listing.map { String($0.dropLast(".json".count)) }.filter { PseudoLocale(localeID: $0) == nil }.sorted()
    }

    /// The table for `tag`, or `nil` if there is none; throws if the table exists but cannot
    /// be read as a table. A pseudo-locale's tag (`en-XA`, `ar-XB`) gives its table generated
    /// from the source table (the override directory's `en.json` if it has one): pseudo-locale
    /// tags are never read from files, and the available locales never list them.
    package func table(for tag: String) throws(ProgressFormatError) -> StringTable? {
        if let pseudo = PseudoLocale(localeID: tag) {
            return try pseudoTable(pseudo)
        }
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
        guard let table = EmbeddedTables.files[name] else { return nil }
        let file = "Resources/Strings/\(name)"
        let result = decoded.value(for: name) {
            Result { () throws(ProgressFormatError) in
                try StringTable.decode(try table.data(file: file), file: file)
            }
        }
        return try result?.get()
    }

    /// Pseudo-locale tables generated from the embedded source, once per process.
    private static let pseudoTables = FormatterCache<PseudoLocale, StringTable>()

    /// `pseudo`'s table, generated from the source table in use.
    private func pseudoTable(_ pseudo: PseudoLocale) throws(ProgressFormatError) -> StringTable? {
        if let overrideDirectory,
           let data = FileManagerListing.contents(of: overrideDirectory.appendingPathComponent("en.json")) {
            return try StringTable.decode(data, file: overrideDirectory.appendingPathComponent("en.json").path).pseudoLocalized(pseudo)
        }
        return Self.pseudoTables.value(for: pseudo) { embeddedSource()?.pseudoLocalized(pseudo) }
    }

    /// The embedded source table, which is always there and always valid (a test checks it).
    package func embeddedSource() -> StringTable? {
        try? Self.embedded("en.json")
    }
}

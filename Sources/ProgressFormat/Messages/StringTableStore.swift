import struct Foundation.Data
import struct Foundation.URL
package import ProgressTables

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
        Set(EmbeddedTables.files.keys.compactMap(StringTable.tag(ofFileNamed:))).union(overrideListing.tags)
            .filter { PseudoLocale(localeID: $0) == nil }.sorted()
    }

    /// The tags of the tables in the override directory only, sorted.
    package var overrideLocales: [String] {
        overrideListing.tags.filter { PseudoLocale(localeID: $0) == nil }
    }

    /// The override directory's `.json` files: the tags of those named `<locale tag>.json`, and
    /// the names of the others (`notes.json`, `README.json`), which are not tables and are
    /// ignored; both sorted, both empty without a directory.
    package var overrideListing: (tags: [String], ignored: [String]) {
        guard let overrideDirectory, let names = try? FileManagerListing.jsonFiles(in: overrideDirectory) else { return ([], []) }
        var tags: [String] = []
        var ignored: [String] = []
        for name in names {
            if let tag = StringTable.tag(ofFileNamed: name) { tags.append(tag) } else { ignored.append(name) }
        }
        return (tags, ignored)
    }

    /// The table for `tag`, or `nil` if there is none — and for a tag that is not a plain
    /// locale tag (``StringTable/isTableTag(_:)``), which never reaches the file system. A
    /// pseudo-locale's tag (`en-XA`, `ar-XB`) gives its table generated from the source table
    /// (the override directory's `en.json` if it has one): pseudo-locale tags are never read
    /// from files, and the available locales never list them.
    ///
    /// An override file is checked before it is read (see ``TableFile``). A table whose
    /// `@@locale` is not the tag its file is named after (`"ar"` in `de.json`) is refused: its
    /// words and its numbers would disagree.
    /// - Throws: ``ProgressProblem/unreadableTable(file:reason:)`` if the table exists but
    ///   cannot be read as a table.
    package func table(for tag: String) throws(ProgressProblem) -> StringTable? {
        if let pseudo = PseudoLocale(localeID: tag) {
            return try pseudoTable(pseudo)
        }
        guard StringTable.isTableTag(tag) else { return nil }
        let name = "\(tag).json"
        var table: StringTable?
        if let overrideDirectory {
            let path = overrideDirectory.appendingPathComponent(name).path
            if let data = try TableFile.contents(of: path, limit: StringTable.maximumFileSize) {
                table = try StringTable.decode(data, file: path)
            }
        }
        if table == nil {
            table = try Self.embedded(name)
        }
        guard let table else { return nil }
        try table.checkNamed(name)
        return table
    }

    /// The embedded source table, decoded once per process (every locale's catalog checks its
    /// messages against it).
    private static let decoded = FormatterCache<String, Result<StringTable, ProgressProblem>>()

    /// The embedded table `name`, decoded from its JSON; `nil` if there is none. For the tools,
    /// a pseudo-locale's source and a catalog with an override directory: a formatter of the
    /// built-in tables reads them baked (``bakedTable(for:)``). The source table is decoded once
    /// per process; a translation each time it is asked for.
    private static func embedded(_ name: String) throws(ProgressProblem) -> StringTable? {
        guard let table = EmbeddedTables.files[name] else { return nil }
        let file = builtInName(name)
        guard name == "en.json" else {
            return try StringTable.decode(try table.data(file: file), file: file)
        }
        let result = decoded.value(for: name) {
            Result { () throws(ProgressProblem) in
                try StringTable.decode(try table.data(file: file), file: file)
            }
        }
        return try result?.get()
    }

    /// Pseudo-locale tables generated from the embedded source, once per process.
    private static let pseudoTables = FormatterCache<PseudoLocale, StringTable>()

    /// `pseudo`'s table, generated from the source table in use.
    private func pseudoTable(_ pseudo: PseudoLocale) throws(ProgressProblem) -> StringTable? {
        if let overrideDirectory,
           let data = try TableFile.contents(of: overrideDirectory.appendingPathComponent("en.json").path,
                                             limit: StringTable.maximumFileSize) {
            return try StringTable.decode(data, file: overrideDirectory.appendingPathComponent("en.json").path).pseudoLocalized(pseudo)
        }
        return Self.pseudoTables.value(for: pseudo) { embeddedSource()?.pseudoLocalized(pseudo) }
    }

    /// How problems and lint name an embedded table: `built-in de.json` — the copy compiled into
    /// this program, which is not the file of that name in a checkout once that is edited.
    package static func builtInName(_ name: String) -> String {
        BakedTable.builtInName(name)
    }

    /// The file name a table's label names: `de.json` for `built-in de.json`, `/tmp/t/de.json`
    /// and `de.json`.
    package static func fileName(ofLabel label: String) -> String {
        let name = label.split(separator: "/").last.map(String.init) ?? label
        let prefix = builtInName("")
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }

    /// The embedded source table, which is always there and always valid (a test checks it).
    package func embeddedSource() -> StringTable? {
        try? Self.embedded("en.json")
    }
}

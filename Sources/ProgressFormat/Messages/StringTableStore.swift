import struct Foundation.Data
import struct Foundation.URL
package import ProgressTables

/// Where tables come from: the copies of `Resources/Strings` compiled into the library,
/// optionally overridden file by file from a directory a translator is editing (no rebuild
/// needed).
///
/// A draft known to be wrong sits in the tables directory's ``draftsFolder``
/// (`Resources/Strings/Drafts/chr.json`): the tools read it when they ask for drafts (lint,
/// export, import, review, `locales`), the runtime never serves it — a formatter for its locale
/// falls back as for a locale without a table, and the build bakes no draft.
package struct StringTableStore: Sendable {
    /// The folder of a tables directory that holds the drafts the runtime does not serve.
    package static let draftsFolder = "Drafts"

    /// A directory of `<locale>.json` files that take the place of the embedded ones.
    package var overrideDirectory: URL?
    /// Whether a catalog made from this store serves drafts: only for a review sheet, which
    /// renders a draft's messages for its reviewer.
    package var servesDrafts: Bool

    package init(overrideDirectory: URL? = nil, servesDrafts: Bool = false) {
        self.overrideDirectory = overrideDirectory
        self.servesDrafts = servesDrafts
    }

    /// The tags of every table available, embedded or overriding, sorted.
    package var availableLocales: [String] {
        Set(EmbeddedTables.files.keys.compactMap(StringTable.tag(ofFileNamed:))).union(overrideListing.tags)
            .filter { PseudoLocale(localeID: $0) == nil }.sorted()
    }

    /// The tags of the drafts (``draftsFolder``), built in or in the override directory's, that
    /// no served table has, sorted.
    package var draftLocales: [String] {
        let builtIn = EmbeddedTables.files.keys.compactMap(Self.draftTag(ofKey:))
        return Set(builtIn).union(overrideDraftLocales).subtracting(availableLocales).sorted()
    }

    /// The tags of the drafts in the override directory's ``draftsFolder`` only, sorted.
    package var overrideDraftLocales: [String] {
        guard let overrideDirectory,
              let names = try? FileManagerListing.jsonFiles(in: overrideDirectory.appendingPathComponent(Self.draftsFolder))
        else { return [] }
        return names.compactMap(StringTable.tag(ofFileNamed:)).filter { PseudoLocale(localeID: $0) == nil && !overrideLocales.contains($0) }
    }

    /// Whether `tag` names a draft (``draftLocales``).
    package func isDraft(_ tag: String) -> Bool {
        draftLocales.contains(tag)
    }

    /// The key a draft's file is compiled in under: `Drafts/chr.json`.
    package static func draftKey(_ name: String) -> String {
        draftsFolder + "/" + name
    }

    /// The tag of the draft a compiled file's key names (`Drafts/chr.json` → `chr`), else `nil`.
    private static func draftTag(ofKey key: String) -> String? {
        guard key.hasPrefix(draftsFolder + "/") else { return nil }
        return StringTable.tag(ofFileNamed: String(key.dropFirst(draftsFolder.count + 1)))
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
    ///
    /// With `includingDrafts`, a tag no served table has gives its draft (``draftsFolder``),
    /// the override directory's first: what the tools read.
    package func table(for tag: String, includingDrafts: Bool = false) throws(ProgressProblem) -> StringTable? {
        if let pseudo = PseudoLocale(localeID: tag) {
            return try pseudoTable(pseudo)
        }
        guard let (data, file) = try tableData(for: tag, includingDrafts: includingDrafts) else { return nil }
        // The source is decoded once per process; the others each time they are asked for.
        let table = file == Self.builtInName("en.json") ? try Self.embedded("en.json") : try StringTable.decode(data, file: file)
        guard let table else { return nil }
        try table.checkNamed("\(tag).json")
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

extension StringTableStore {
    /// The built-in table for `tag` as the build baked it (see ``BakedTable``), or the problem
    /// that makes it unusable — the same problem ``table(for:)`` throws for it; `nil` if there
    /// is none, and for a tag that is not a plain locale tag (``StringTable/isTableTag(_:)``).
    /// The source table is read once per process (every catalog ends with it); a translation
    /// each time it is asked for, once per formatter in practice.
    static func bakedTable(for tag: String) -> Result<BakedTable, ProgressProblem>? {
        guard StringTable.isTableTag(tag) else { return nil }
        let name = "\(tag).json"
        guard name == "en.json" else { return readBaked(name) }
        return bakedSource.value(for: name) { readBaked(name) }
    }

    /// The baked source table, read once.
    private static let bakedSource = FormatterCache<String, Result<BakedTable, ProgressProblem>>()

    /// The baked table in file `name`, read from the copy compiled in; a copy that does not read
    /// back (a build of another version) is reported as unreadable.
    private static func readBaked(_ name: String) -> Result<BakedTable, ProgressProblem>? {
        guard let baked = EmbeddedTables.baked[name] else { return nil }
        var reader = BakedTableReader(baked)
        return (try? BakedTable.decoded(&reader)) ?? .failure(.unreadableTable(file: builtInName(name), reason: "the embedded copy is damaged"))
    }
}

internal import ProgressTables

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

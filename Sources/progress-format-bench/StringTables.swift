import CBenchBaseline
import Foundation
import ProgressFormat
import ProgressTables

/// The string tables the library embeds (`Resources/Strings/<tag>.json`), read from the source
/// tree with the package's own table loading (ProgressTables' `StringTable`, as the build tool
/// and `--strings` read them): the floors take their glue from the same text, parsed by the same
/// parser, as the library.
enum StringTables {
    /// `Resources/Strings`, found from this source file's path; `nil` for a relocated binary.
    static let directory: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("Resources/Strings")
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("en.json").path) ? directory : nil
    }()

    /// The table of `tag`, loaded and checked as the library loads a table file (a message that
    /// does not parse is left out of its entries and named in its `failedKeys`); `nil` if there
    /// is no such table.
    /// - Throws: the problem of a table that cannot be used at all (not JSON, wrong `@@locale`).
    static func table(_ tag: String) throws(ProgressProblem) -> StringTable? {
        guard let directory, StringTable.isTableTag(tag) else { return nil }
        let name = "\(tag).json"
        guard let data = try TableFile.contents(of: directory.appendingPathComponent(name).path,
                                                limit: StringTable.maximumFileSize) else { return nil }
        let table = try StringTable.decode(data, file: "Resources/Strings/\(name)")
        try table.checkNamed(name)
        return table
    }

    /// The tables along a simple chain: the tag, its language, English; with the problems of
    /// the tables on it that could not be loaded.
    static func chain(_ tag: String) -> (tables: [StringTable], problems: [String]) {
        let language = String(tag.prefix(while: { $0 != "-" }))
        var tags = [tag]
        if language != tag { tags.append(language) }
        if !tags.contains("en") { tags.append("en") }
        var tables: [StringTable] = []
        var problems: [String] = []
        for tag in tags {
            do {
                if let table = try table(tag) { tables.append(table) }
            } catch {
                problems.append(error.description)
            }
        }
        return (tables, problems)
    }

    /// The floor's formats (`CBENCH_F_*`) that write the unit of a table's unit id
    /// (`digital-megabyte`, `digital-kilobyte-per-second`, `duration-minute`): a table's words
    /// for a unit apply to each of them. Empty for a unit the floors do not write.
    static func floorFormats(ofUnit unit: String) -> [Int32] {
        let sizes = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]
        let durations = ["second", "minute", "hour", "day"]
        if unit.hasPrefix("digital-"), unit.hasSuffix("-per-second") {
            let name = unit.dropFirst("digital-".count).dropLast("-per-second".count)
            guard let index = sizes.firstIndex(of: String(name)), index > 0 else { return [] }
            return index == 1 ? [CBENCH_F_SLOW_RATE, CBENCH_F_RATES + 1] : [CBENCH_F_RATES + Int32(index)]
        }
        if unit.hasPrefix("digital-"), let index = sizes.firstIndex(of: String(unit.dropFirst("digital-".count))) {
            return [CBENCH_F_BYTES + Int32(index)]
        }
        if unit.hasPrefix("duration-"), let index = durations.firstIndex(of: String(unit.dropFirst("duration-".count))) {
            return [CBENCH_F_DURATIONS + Int32(index)]
        }
        return []
    }
}

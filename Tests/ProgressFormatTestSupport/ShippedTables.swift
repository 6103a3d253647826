import Foundation

/// The string tables the repository ships (`Resources/Strings`, drafts in its `Drafts` folder),
/// where the tests of every target read them.
///
///     ShippedTables.locales.count          // 100 (drafts included)
///     ShippedTables.file("chr").path       // ".../Resources/Strings/Drafts/chr.json"
public enum ShippedTables {
    /// The repository's root (this file is `Tests/ProgressFormatTestSupport/ShippedTables.swift`).
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Resources/Strings`.
    public static let directory = repository.appendingPathComponent("Resources/Strings")

    /// The tags of the tables in ``directory`` and its `Drafts` folder, sorted.
    public static let locales: [String] = (jsonTags(in: directory) + drafts).sorted()

    /// The tags of the drafts in `Drafts` (`chr`), sorted.
    public static let drafts: [String] = jsonTags(in: directory.appendingPathComponent("Drafts")).sorted()

    /// The file of `locale`'s table: `Resources/Strings/<locale>.json`, or a draft's in `Drafts`.
    public static func file(_ locale: String) -> URL {
        drafts.contains(locale) ? directory.appendingPathComponent("Drafts/\(locale).json")
            : directory.appendingPathComponent("\(locale).json")
    }

    private static func jsonTags(in directory: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    }
}

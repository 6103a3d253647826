import Foundation

/// A fresh directory of table files under the system's temporary directory, removed when the
/// value is released.
///
///     let tables = try TemporaryTables()
///     try tables.writeGerman(changes: ["percentCompleted": "{percent"])
///     try ProgressTextFormatter(locale: "de", tablesDirectory: tables.url).tableProblems
///     // ["/tmp/…/de.json: percentCompleted: position 9: …"]
public final class TemporaryTables: Sendable {
    /// The directory.
    public let url: URL

    /// Creates an empty directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProgressFormatTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` in the directory.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `bytes` as `name`.
    public func write(_ name: String, _ bytes: Data) throws {
        try bytes.write(to: url.appendingPathComponent(name))
    }

    /// Writes the shipped German table as `name`, with `changes` applied to its top-level
    /// members (written with sorted keys).
    public func writeGerman(_ name: String = "de.json", changes: [String: String]) throws {
        let original = try Data(contentsOf: ShippedTables.file("de"))
        guard var table = try JSONSerialization.jsonObject(with: original) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: ShippedTables.file("de").path])
        }
        for (key, value) in changes { table[key] = value }
        try write(name, try JSONSerialization.data(withJSONObject: table, options: [.sortedKeys]))
    }
}

import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// A fresh directory of table files under the system's temporary directory, removed when the
/// value is released.
final class TemporaryTables: Sendable {
    /// The directory.
    let url: URL

    /// Creates an empty directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProgressFormatTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` in the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `bytes` as `name`.
    func write(_ name: String, _ bytes: Data) throws {
        try bytes.write(to: url.appendingPathComponent(name))
    }

    /// Writes the German draft table as `name`, with `changes` applied.
    func writeGerman(_ name: String = "de.json", changes: [String: String]) throws {
        let original = try #require(EmbeddedTables.files["de.json"]).data(file: "de.json")
        var table = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        for (key, value) in changes { table[key] = value }
        try write(name, try JSONSerialization.data(withJSONObject: table, options: [.sortedKeys]))
    }
}

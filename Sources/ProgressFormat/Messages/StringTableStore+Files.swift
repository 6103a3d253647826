import struct Foundation.Data
package import ProgressTables
import struct Foundation.URL
import class Foundation.FileManager

extension StringTableStore {
    /// The bytes of the table for `tag` as the store reads them — the override directory's file
    /// first, then the embedded copy — with the name the file is reported under; `nil` if there
    /// is no such table.
    ///
    /// For tools that need what a table says beyond what the loader keeps (a message that did
    /// not parse, a placeholder's example), such as the review sheet. With `includingDrafts`, a
    /// tag no served table has gives its draft (`Drafts/chr.json`), the override directory's
    /// first. `nil` for a tag that is not a plain locale tag, which never reaches the file system.
    package func tableData(for tag: String, includingDrafts: Bool = false) throws(ProgressProblem) -> (data: Data, file: String)? {
        guard StringTable.isTableTag(tag) else { return nil }
        let name = "\(tag).json"
        let places = includingDrafts ? [name, Self.draftKey(name)] : [name]
        for key in places {
            if let overrideDirectory {
                let url = overrideDirectory.appendingPathComponent(key)
                if let data = try TableFile.contents(of: url.path, limit: StringTable.maximumFileSize) {
                    return (data, url.path)
                }
            }
            if let table = EmbeddedTables.files[key] {
                let file = Self.builtInName(key)
                return (try table.data(file: file), file)
            }
        }
        return nil
    }
}

/// The directory listing the store makes (reading a file is ``TableFile``'s business).
enum FileManagerListing {
    /// The names of the `.json` files directly inside `directory`, sorted.
    static func jsonFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
    }
}

import struct Foundation.Data
package import ProgressTables

extension StringTableStore {
    /// The bytes of the table for `tag` as the store reads them — the override directory's file
    /// first, then the embedded copy — with the name the file is reported under; `nil` if there
    /// is no such table.
    ///
    /// For tools that need what a table says beyond what the loader keeps (a message that did
    /// not parse, a placeholder's example), such as the review sheet.
    package func tableData(for tag: String) throws(ProgressProblem) -> (data: Data, file: String)? {
        let name = "\(tag).json"
        if let overrideDirectory {
            let url = overrideDirectory.appendingPathComponent(name)
            if let data = try TableFile.contents(of: url.path, limit: StringTable.maximumFileSize) {
                return (data, url.path)
            }
        }
        guard let table = EmbeddedTables.files[name] else { return nil }
        let file = Self.builtInName(name)
        return (try table.data(file: file), file)
    }
}

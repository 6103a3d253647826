import struct Foundation.URL
import class Foundation.FileManager
internal import ProgressTables

/// The directory listing the store makes (reading a file is ``TableFile``'s business).
enum FileManagerListing {
    /// The names of the `.json` files directly inside `directory`, sorted.
    static func jsonFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
    }
}

import struct Foundation.Data
import struct Foundation.URL
import class Foundation.FileManager

/// The two file-system calls the store makes, kept in one place.
package enum FileManagerListing {
    /// The names of the `.json` files directly inside `directory`.
    package static func jsonFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
    }

    /// The bytes of the file at `url`, or `nil` if it does not exist or cannot be read.
    package static func contents(of url: URL) -> Data? {
        try? Data(contentsOf: url)
    }
}

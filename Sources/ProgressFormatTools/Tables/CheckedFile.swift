import ProgressFormat
import ProgressTables
import struct Foundation.Data

/// A file from outside read with the checks a table gets (``TableFile``): a regular file only
/// (a FIFO, device or directory is refused, never opened for reading or waited on), refused
/// from its size when larger than `limit`, and never more than `limit + 1` bytes read.
///
///     try CheckedFile.contents(of: "keys.txt", limit: 1 << 20)   // the bytes, or nil if there is no file
package enum CheckedFile {
    /// Why a file cannot be read.
    package struct Unreadable: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path as given.
        package var path: String
        /// Why: "not a regular file (a FIFO)", "larger than 1024 KiB".
        package var reason: String

        /// `path: reason`.
        package var description: String { "\(path): \(reason)" }
    }

    /// The bytes of the file at `path`, or `nil` if there is none.
    /// - Throws: ``Unreadable`` for anything that is not a regular file of at most `limit` bytes.
    package static func contents(of path: String, limit: Int) throws(Unreadable) -> Data? {
        do {
            return try TableFile.contents(of: path, limit: limit)
        } catch {
            if case .unreadableTable(_, let reason) = error {
                throw Unreadable(path: path, reason: reason)
            }
            throw Unreadable(path: path, reason: error.description)
        }
    }
}

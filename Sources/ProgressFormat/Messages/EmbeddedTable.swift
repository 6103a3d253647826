import struct Foundation.Data
package import ProgressTables

/// One string table as the build compiled it in (see the `EmbedStringTables` plugin): its
/// exact bytes, or why they could not be read.
package enum EmbeddedTable: Hashable, Sendable {
    /// A table that is valid UTF-8, as text.
    case text(String)
    /// A table that is not valid UTF-8, as Base64 of its bytes (so the loader can say where).
    case base64(String)
    /// A file the build could not read as a table (not a regular file, too large).
    case unreadable(reason: String)

    /// The table's bytes; throws ``ProgressProblem/unreadableTable(file:reason:)`` for an
    /// unreadable one.
    package func data(file: String) throws(ProgressProblem) -> Data {
        switch self {
        case .text(let text):
            return Data(text.utf8)
        case .base64(let encoded):
            guard let data = Data(base64Encoded: encoded) else {
                throw .unreadableTable(file: file, reason: "the embedded copy is damaged")
            }
            return data
        case .unreadable(let reason):
            throw .unreadableTable(file: file, reason: reason)
        }
    }
}

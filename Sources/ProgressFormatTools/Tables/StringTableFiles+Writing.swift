import ProgressFormat
import ProgressTables
import struct Foundation.Data
import struct Foundation.URL
import class Foundation.FileManager

extension StringTableFiles {
    /// Why a table was not written.
    package struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// One sentence: what and why.
        package var description: String
    }

    /// Writes `document` to `<directory>/<tag>.json` (a draft to `<directory>/Drafts/<tag>.json`,
    /// see ``url(for:directory:)``) in the canonical style, its messages in
    /// `messageOrder`, unless the file already holds exactly those bytes; returns whether it
    /// wrote. The file is replaced at once (written beside it, then renamed), so a reader never
    /// sees half a table.
    ///
    /// A table the reader would refuse is never written, and the file is left as it was: one
    /// larger than ``StringTable/maximumFileSize`` (an import of two 800 KB units), or one that
    /// does not read back as a table.
    /// - Throws: ``WriteError`` saying why nothing was written.
    @discardableResult
    package static func write(_ document: StringTableDocument, tag: String, directory: URL,
                              messageOrder: [String]) throws(WriteError) -> Bool {
        let url = url(for: tag, directory: directory)
        let data = StringTableWriter.data(for: document, messageOrder: messageOrder)
        guard data.count <= StringTable.maximumFileSize else {
            throw WriteError(description: "\(url.path): not written: the table would be \(data.count) bytes, larger than the "
                + "\(StringTable.maximumFileSize / 1024) KiB a table may have (the reader refuses it); the file is left as it was")
        }
        do {
            _ = try StringTable.decode(data, file: url.path)
            _ = try StringTableDocument(decoding: data, file: url.path)
        } catch {
            throw WriteError(description: "\(url.path): not written: the result would not read back as a table (\(error)); "
                + "the file is left as it was")
        }
        if (try? TableFile.contents(of: url.path, limit: StringTable.maximumFileSize)) == data {
            return false
        }
        do {
            if url.deletingLastPathComponent().lastPathComponent == StringTableStore.draftsFolder {
                // A built-in draft imported into a directory that has no Drafts folder yet.
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try data.write(to: url, options: .atomic)
        } catch {
            throw WriteError(description: "\(url.path): cannot be written (\(FileErrorText.describe(error)))")
        }
        return true
    }
}

import Foundation
import ProgressFormatTools

extension FuzzInput {
    /// Reads `data` as a table document and writes it back: the canonical form must read back
    /// as a table and be a fixed point of the writer.
    static func rewriteTable(_ data: Data) {
        guard let document = try? StringTableDocument(decoding: data, file: "fuzz.json") else { return }
        let written = StringTableWriter.data(for: document, messageOrder: document.messageKeys)
        guard let again = try? StringTableDocument(decoding: written, file: "fuzz.json") else {
            guard written.count > 1 << 20 else { fatalError("the writer wrote a table it cannot read") }
            return
        }
        if StringTableWriter.data(for: again, messageOrder: document.messageKeys) != written {
            fatalError("the canonical form is not a fixed point")
        }
    }

    /// Reads `data` as XLIFF and imports it into the built-in German table; the result must
    /// write as a table that reads back.
    static func importXLIFF(_ data: Data) {
        guard let xliff = try? XLIFFReader.document(from: data, file: "fuzz.xlf"),
              let source = try? StringTableFiles.document(for: "en", directory: nil),
              let german = try? StringTableFiles.document(for: "de", directory: nil),
              let result = try? XLIFFImporter.merge(xliff, file: "fuzz.xlf", into: german, source: source,
                                                    reviewer: "Fuzz", now: "2025-03-14T09:26:53Z") else { return }
        let written = StringTableWriter.data(for: result.document, messageOrder: source.messageKeys)
        if (try? StringTableDocument(decoding: written, file: "de.json")) == nil {
            fatalError("an import wrote a table that does not read back")
        }
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 1.2 file, bounded: the one entry to the XML parser. At most
/// ``maximumFileSize`` bytes, read through the checked path for files (a FIFO is never waited
/// on); UTF-8 only, the encoding found from the first bytes as XML 1.0 Appendix F does (UTF-16
/// and UTF-32 with or without a byte order mark are refused by name, before libxml2 could
/// switch to them), no zero byte, a strictly read XML declaration; no DOCTYPE or ENTITY (so no
/// entity can be declared, expanded, fetched or dropped), no processing instruction but the XML
/// declaration, elements nested at most ``maximumDepth`` deep, one `<file>`.
///
/// The checks before parsing also keep `XMLParser` (swift-corelibs-foundation on Linux) away
/// from inputs that crash it instead of failing: a name that is not valid UTF-8 (the whole file
/// must be UTF-8) and a processing instruction without data (`<?pi?>`).
///
/// Foundation's `XMLParser` (libxml2) parses; every problem is reported with the file and,
/// for XML that is not well-formed, the line and column:
///
///     try XLIFFReader.document(from: Data(#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#.utf8), file: "de.xlf")
///     // throws "de.xlf: line 1, column 68: not well-formed XML: the file ends inside the document"
///     try XLIFFReader.document(from: Data(#"<!DOCTYPE x [<!ENTITY a "aa">]><x/>"#.utf8), file: "de.xlf")
///     // throws "de.xlf: a DOCTYPE declaration is not accepted (no DTDs, no entities)"
///     try XLIFFReader.document(from: "<?xml version=\"1.0\"?><x/>".data(using: .utf16LittleEndian)!, file: "de.xlf")
///     // throws "de.xlf: the file is UTF-16LE, without a byte order mark; only UTF-8 is read (save it as UTF-8)"
package enum XLIFFReader {
    /// The largest file read: 4 MiB (an export of every message is about 20 KB).
    package static let maximumFileSize = 4 << 20
    /// How deeply elements may nest (XLIFF needs 6).
    package static let maximumDepth = 64

    /// Reads the file at `url` through the checked path for files from outside
    /// (``CheckedFile``): a FIFO, device or directory is refused without being waited on, a file
    /// over the limit from its size, and never more than one byte past the limit is read; `name`
    /// is how messages call it (the path as given).
    package static func document(contentsOf url: URL, name: String) throws(XLIFFError) -> XLIFFDocument {
        let data: Data
        do {
            guard let contents = try CheckedFile.contents(of: url.path, limit: maximumFileSize) else {
                throw XLIFFError.unreadable(file: name, reason: "cannot be read (no such file)")
            }
            data = contents
        } catch let error as XLIFFError {
            throw error
        } catch let error as CheckedFile.Unreadable {
            let tooLarge = error.reason.hasPrefix("larger than")
            throw .unreadable(file: name, reason: tooLarge ? "larger than \(maximumFileSize >> 20) MiB" : error.reason)
        } catch {
            throw .unreadable(file: name, reason: "cannot be read")
        }
        return try document(from: data, file: name)
    }

    /// Reads an XLIFF 1.2 document from `data`: the one entry to the XML parser. Before the
    /// parser sees a byte, the encoding is found from the first bytes (XML 1.0 Appendix F:
    /// UTF-16 and UTF-32 with or without a byte order mark, EBCDIC) and anything but UTF-8 is
    /// refused, as is a zero byte anywhere, bytes that are not UTF-8, an XML declaration that
    /// names another encoding or cannot be read strictly, and any DOCTYPE or ENTITY
    /// declaration — so no DTD is ever read, in any encoding, and no entity text can be
    /// declared, expanded or dropped.
    package static func document(from data: Data, file: String) throws(XLIFFError) -> XLIFFDocument {
        guard !data.isEmpty else { throw .unreadable(file: file, reason: "the file is empty") }
        guard data.count <= maximumFileSize else {
            throw .unreadable(file: file, reason: "larger than \(maximumFileSize >> 20) MiB")
        }
        let bytes = [UInt8](data)
        if let encoding = XMLEncodingSniffer.foreignEncoding(of: bytes) {
            throw .unreadable(file: file, reason: "the file is \(encoding); only UTF-8 is read (save it as UTF-8)")
        }
        if let offset = XMLEncodingSniffer.firstZeroByte(in: bytes) {
            throw .unreadable(file: file, reason: "a zero byte at offset \(offset): not UTF-8 text (UTF-16 or UTF-32?); "
                + "only UTF-8 is read")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .unreadable(file: file, reason: "not UTF-8")
        }
        let declaration: XMLDeclaration?
        do {
            declaration = try XMLDeclaration(bytes: bytes)
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        if containsDeclaration(bytes) {
            throw .unreadable(file: file, reason: "a DOCTYPE declaration is not accepted (no DTDs, no entities)")
        }
        if containsProcessingInstruction(bytes) {
            throw .unreadable(file: file, reason: "a processing instruction (<?…?>) is not accepted; only the XML declaration at the start")
        }
        if let encoding = declaration?.encoding, !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw .unreadable(file: file, reason: "declared as '\(encoding)'; only UTF-8 is read")
        }

        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        let delegate = XLIFFParserDelegate()
        parser.delegate = delegate
        let parsed = parser.parse()
        if let failure = delegate.failure {
            throw .malformed(file: file, line: failure.line, column: failure.column, reason: failure.reason)
        }
        guard parsed else {
            throw .malformed(file: file, line: parser.lineNumber, column: parser.columnNumber, reason: "not well-formed XML")
        }
        guard delegate.fileCount == 1 else { throw .unreadable(file: file, reason: "no <file> element") }
        guard let sourceLanguage = delegate.sourceLanguage else {
            throw .unreadable(file: file, reason: "<file> has no source-language")
        }
        return XLIFFDocument(original: delegate.original, sourceLanguage: sourceLanguage,
                             targetLanguage: delegate.targetLanguage, units: delegate.units)
    }

    /// Whether the bytes hold `<!DOCTYPE` or `<!ENTITY`, in any case.
    static func containsDeclaration(_ bytes: [UInt8]) -> Bool {
        let words = ["DOCTYPE", "ENTITY"].map { Array($0.utf8) }
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
                for word in words where index + 2 + word.count <= bytes.count {
                    let candidate = bytes[(index + 2)..<(index + 2 + word.count)].map { $0 & 0xDF }
                    if candidate == word { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// Whether the bytes hold `<?` anywhere but in an XML declaration at the very start
    /// (`<?xml` and white space, after an optional byte order mark). XLIFF needs no processing
    /// instructions, and Foundation's `XMLParser` on Linux crashes (a null `strlen`) on one
    /// without data, such as `<?pi?>` or a bare `<?xml?>`.
    static func containsProcessingInstruction(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        let hasDeclaration = bytes.count > start + declaration.count
            && Array(bytes[start..<(start + declaration.count)]) == declaration
            && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + declaration.count])
        var index = hasDeclaration ? start + declaration.count : 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") { return true }
            index += 1
        }
        return false
    }

}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 1.2 file, bounded: at most ``maximumFileSize`` bytes, UTF-8, no DOCTYPE (so
/// no entity can be declared, expanded or fetched), no processing instruction but the XML
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
package enum XLIFFReader {
    /// The largest file read: 4 MiB (an export of every message is about 20 KB).
    package static let maximumFileSize = 4 << 20
    /// How deeply elements may nest (XLIFF needs 6).
    package static let maximumDepth = 64

    /// Reads the file at `url`, reading no more than one byte past the size limit; `name` is
    /// how messages call it (the path as given).
    package static func document(contentsOf url: URL, name: String) throws(XLIFFError) -> XLIFFDocument {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadable(file: name, reason: "cannot be read")
        }
        return try document(from: data, file: name)
    }

    /// Reads an XLIFF 1.2 document from `data`.
    package static func document(from data: Data, file: String) throws(XLIFFError) -> XLIFFDocument {
        guard !data.isEmpty else { throw .unreadable(file: file, reason: "the file is empty") }
        guard data.count <= maximumFileSize else {
            throw .unreadable(file: file, reason: "larger than \(maximumFileSize >> 20) MiB")
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .unreadable(file: file, reason: "not UTF-8")
        }
        if containsDeclaration(bytes) {
            throw .unreadable(file: file, reason: "a DOCTYPE declaration is not accepted (no DTDs, no entities)")
        }
        if containsProcessingInstruction(bytes) {
            throw .unreadable(file: file, reason: "a processing instruction (<?…?>) is not accepted; only the XML declaration at the start")
        }
        if let encoding = declaredEncoding(bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
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

    /// The `encoding` of the XML declaration (`<?xml version="1.0" encoding="…"?>`), if any.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let head = String(decoding: bytes[start..<min(bytes.count, start + 200)], as: UTF8.self)
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return nil }
        let declaration = head[..<end.lowerBound]
        guard let name = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

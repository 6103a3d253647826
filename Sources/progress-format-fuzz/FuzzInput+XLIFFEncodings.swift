import Foundation
import ProgressFormatTools

extension FuzzInput {
    /// How mode 7 hands its bytes to the XLIFF reader: the first byte picks one.
    enum XLIFFEncoding: CaseIterable {
        case utf8, utf8WithByteOrderMark, utf16LittleEndian, utf16LittleEndianWithByteOrderMark,
             utf16BigEndian, utf16BigEndianWithByteOrderMark, utf32BigEndian

        /// Whether the reader must refuse the file whatever it holds (only UTF-8 is read).
        var isRefused: Bool { self != .utf8 && self != .utf8WithByteOrderMark }

        /// `text` in this encoding.
        func encode(_ text: String) -> Data {
            switch self {
            case .utf8: Data(text.utf8)
            case .utf8WithByteOrderMark: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
            case .utf16LittleEndian: text.data(using: .utf16LittleEndian) ?? Data()
            case .utf16LittleEndianWithByteOrderMark: Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
            case .utf16BigEndian: text.data(using: .utf16BigEndian) ?? Data()
            case .utf16BigEndianWithByteOrderMark: Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data())
            case .utf32BigEndian: text.data(using: .utf32BigEndian) ?? Data()
            }
        }
    }

    /// Mode 6: XLIFF in UTF-8 or UTF-16/32 with and without a byte order mark. The first byte
    /// picks the encoding (its low bits) and whether the rest is the whole file or the text of
    /// one `<target>` in an exporter-shaped file (its high bit), so the fuzzer reaches both the
    /// reader's checks and the importer. The reader must never trap or hang, and must refuse
    /// every file that is not UTF-8 — a UTF-16 file reaching the parser would let libxml2 read a
    /// DTD the byte checks never saw.
    static func readXLIFFInAnyEncoding(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let selector = bytes.first else { return }
        let encodings = XLIFFEncoding.allCases
        let encoding = encodings[Int(selector & 0x7F) % encodings.count]
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
        let text = selector & 0x80 == 0 ? body : """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="Resources/Strings/de.json" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="percentCompleted" resname="percentCompleted" xml:space="preserve">
                    <source>{percent} completed</source>
                    <target state="translated">\(body)</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let data = encoding.encode(text)
        let document = try? XLIFFReader.document(from: data, file: "fuzz.xlf")
        if encoding.isRefused, document != nil {
            fatalError("an XLIFF file that is not UTF-8 reached the parser (\(encoding))")
        }
        if document != nil {
            importXLIFF(data)
        }
    }
}

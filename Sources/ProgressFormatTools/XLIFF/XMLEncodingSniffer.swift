/// What encoding an XML file's first bytes say it is in, as XML 1.0 Appendix F detects it —
/// byte order marks, and without one the bytes of `<?` in each encoding family — so that a
/// file that is not UTF-8 is refused before any parser sees it. libxml2 detects UTF-16 and
/// UTF-32 from the same bytes and switches to them, past every check made on the raw bytes
/// (`<!DOCTYPE` spelled `<\0!\0D\0…` is not found by a byte search): the reader accepts UTF-8
/// only, so only UTF-8 reaches the parser.
///
///     XMLEncodingSniffer.foreignEncoding(of: [0x3C, 0x00, 0x3F, 0x00])   // "UTF-16LE, without a byte order mark"
///     XMLEncodingSniffer.foreignEncoding(of: Array("<?xml".utf8))        // nil: UTF-8 (or ASCII)
package enum XMLEncodingSniffer {
    /// The encoding the first bytes name when it is not UTF-8 (nor an ASCII-compatible one a
    /// UTF-8 check would judge), or `nil`.
    package static func foreignEncoding(of bytes: [UInt8]) -> String? {
        let first = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (first[0], first[1], first[2], first[3]) {
        // With a byte order mark.
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32BE, with a byte order mark"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32LE, with a byte order mark"
        case (0x00, 0x00, 0xFF, 0xFE), (0xFE, 0xFF, 0x00, 0x00): return "UCS-4 in an unusual byte order, with a byte order mark"
        case (0xFE, 0xFF, _, _): return "UTF-16BE, with a byte order mark"
        case (0xFF, 0xFE, _, _): return "UTF-16LE, with a byte order mark"
        // Without one: where the zero bytes of '<' (and '?') fall.
        case (0x00, 0x00, 0x00, 0x3C): return "UTF-32BE, without a byte order mark"
        case (0x3C, 0x00, 0x00, 0x00): return "UTF-32LE, without a byte order mark"
        case (0x00, 0x00, 0x3C, 0x00), (0x00, 0x3C, 0x00, 0x00): return "UCS-4 in an unusual byte order"
        case (0x00, 0x3C, 0x00, 0x3F): return "UTF-16BE, without a byte order mark"
        case (0x3C, 0x00, 0x3F, 0x00): return "UTF-16LE, without a byte order mark"
        case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
        // Any other start with a zero byte: UTF-16 or UTF-32 that begins with white space or
        // another character (XML 1.0 allows no U+0000, so UTF-8 never holds a zero byte).
        case (0x00, _, _, _), (_, 0x00, _, _): return "UTF-16 or UTF-32 (a zero byte at the start)"
        default: return nil
        }
    }

    /// The offset of the first zero byte: XML 1.0 allows no U+0000, so a zero byte means the
    /// file is not UTF-8 (UTF-16 or UTF-32 past its first characters) or is not text.
    package static func firstZeroByte(in bytes: [UInt8]) -> Int? {
        bytes.firstIndex(of: 0)
    }
}

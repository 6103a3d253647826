extension StringTable {
    /// The UTF-8 byte order mark, which a table may start with (RFC 8259 lets a parser ignore
    /// it, and editors on Windows write it); it is skipped.
    package static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The encoding a table that is not UTF-8 looks like, from its byte order mark or, without
    /// one, from where the zero bytes of its first characters fall (JSON text starts with ASCII:
    /// `{` is `7B 00` in UTF-16LE, `00 00 00 7B` in UTF-32BE): "UTF-16LE, with a byte order
    /// mark", "UTF-32BE"; `nil` when it does not look like UTF-16 or UTF-32.
    package static func foreignEncoding(of bytes: [UInt8]) -> String? {
        let first = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (first[0], first[1], first[2], first[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32BE, with a byte order mark"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32LE, with a byte order mark"
        case (0xFE, 0xFF, _, _): return "UTF-16BE, with a byte order mark"
        case (0xFF, 0xFE, _, _): return "UTF-16LE, with a byte order mark"
        case (0x00, 0x00, 0x00, let b) where b != 0 && bytes.count >= 4: return "UTF-32BE"
        case (let b, 0x00, 0x00, 0x00) where b != 0 && bytes.count >= 4: return "UTF-32LE"
        case (0x00, let b, _, _) where b != 0 && bytes.count >= 2: return "UTF-16BE"
        case (let b, 0x00, _, _) where b != 0 && bytes.count >= 2: return "UTF-16LE"
        default: return nil
        }
    }

    /// The offset of the first byte that does not start or continue a UTF-8 character.
    static func validUTF8Prefix(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                  bytes[index + 1 ..< index + length].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return index }
            index += length
        }
        return index
    }
}

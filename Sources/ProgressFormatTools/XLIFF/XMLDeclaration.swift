/// The XML declaration at the start of a file (`<?xml version="1.0" encoding="UTF-8"?>`),
/// read strictly: pseudo-attributes separated by any XML white space (space, tab, line
/// breaks), each `name = "value"` or `name='value'`, closed by `?>`. A declaration that cannot
/// be read this way is refused rather than guessed at — a lenient reader that misses
/// `encoding\n=\n"UTF-16"` would let libxml2 switch encodings behind the reader's back.
///
///     try XMLDeclaration(bytes: Array(#"<?xml version="1.0" encoding='utf-8'?><x/>"#.utf8))?.encoding  // "utf-8"
///     try XMLDeclaration(bytes: Array("<x/>".utf8))                                               // nil: none
package struct XMLDeclaration: Hashable, Sendable {
    /// Why a declaration cannot be read.
    package struct Malformed: Error, Hashable, Sendable {
        /// What is wrong.
        package var reason: String
    }

    /// One pseudo-attribute: `encoding="UTF-8"`.
    package struct Attribute: Hashable, Sendable {
        /// Its name (`version`, `encoding`, `standalone`).
        package var name: String
        /// Its value, as written between the quotes.
        package var value: String
    }

    /// The pseudo-attributes, in order.
    package var attributes: [Attribute]

    /// The `encoding` pseudo-attribute, if any.
    package var encoding: String? {
        attributes.first { $0.name == "encoding" }?.value
    }

    /// The declaration at the start of `bytes` (after a UTF-8 byte order mark), or `nil` when
    /// the file has none (it does not start with `<?xml` and white space).
    /// - Throws: ``Malformed`` for a declaration that is not closed within 256 bytes or whose
    ///   pseudo-attributes cannot be read.
    package init?(bytes: [UInt8]) throws(Malformed) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let opening = Array("<?xml".utf8)
        guard bytes.count > start + opening.count, Array(bytes[start..<(start + opening.count)]) == opening,
              Self.isSpace(bytes[start + opening.count]) else { return nil }
        var index = start + opening.count
        let end = min(bytes.count, start + 256)
        var attributes: [Attribute] = []
        while true {
            let hadSpace = index < end && Self.isSpace(bytes[index])
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end else { throw Malformed(reason: "the XML declaration is not closed by '?>'") }
            if bytes[index] == UInt8(ascii: "?") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw Malformed(reason: "the XML declaration is not closed by '?>'")
                }
                break
            }
            guard hadSpace else { throw Malformed(reason: "the XML declaration needs white space between its attributes") }
            let nameStart = index
            while index < end, Self.isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart else { throw Malformed(reason: "the XML declaration holds something other than attributes") }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Malformed(reason: "the XML declaration's '\(name)' has no '='")
            }
            index += 1
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Malformed(reason: "the XML declaration's '\(name)' has no quoted value")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < end, bytes[index] != quote { index += 1 }
            guard index < end else { throw Malformed(reason: "the XML declaration's '\(name)' value is not closed") }
            attributes.append(Attribute(name: name, value: String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            index += 1
        }
        self.attributes = attributes
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

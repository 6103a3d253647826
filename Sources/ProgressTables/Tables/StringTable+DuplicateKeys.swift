extension StringTable {
    /// The top-level keys of a JSON object that appear more than once, with the 1-based line of
    /// each repetition. JSON parsers silently keep one of the values; a translator who pasted a
    /// message twice must hear about it.
    package static func duplicateTopLevelKeys(in bytes: [UInt8]) -> [(key: String, line: Int)] {
        var seen: Set<String> = []
        var duplicates: [(String, Int)] = []
        var depth = 0
        var line = 1
        var index = 0
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = byte == UInt8(ascii: "{") && depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectingKey = depth == 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                if expectingKey, start <= min(index, bytes.count) {
                    let key = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                    if !seen.insert(key).inserted {
                        duplicates.append((key, line))
                    }
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        return duplicates
    }
}

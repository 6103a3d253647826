extension ICUText {
    /// Calls `body` to write UTF-8 straight onto the end of `bytes` (the line being built, so
    /// no `String` is made for one value), retrying once with the length ICU asked for; returns
    /// whether ICU succeeded (on failure `bytes` is as it was).
    package static func append(
        to bytes: inout [UInt8], capacity: Int = 48,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
    ) -> Bool {
        let start = bytes.count
        var size = capacity
        for _ in 0..<2 {
            bytes.append(contentsOf: repeatElement(0, count: size))
            var status = ICUStatus()
            let length = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                return (base + start).withMemoryRebound(to: CChar.self, capacity: size) { body($0, Int32(size), &status) }
            }
            if !status.isFailure, length >= 0, Int(length) <= size {
                bytes.removeLast(size - Int(length))
                return true
            }
            bytes.removeLast(size)
            guard Int(length) > size else { return false }
            size = Int(length)
        }
        return false
    }
}

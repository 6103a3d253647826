extension ICUText {
    /// Calls `body` to write UTF-8 into a stack buffer and appends what it wrote to `bytes` (the
    /// line being built, so no `String` is made for one value), retrying once with the length
    /// ICU asked for; returns whether ICU succeeded (on failure `bytes` is as it was).
    package static func append(
        to bytes: inout [UInt8], capacity: Int = 128,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
    ) -> Bool {
        var size = capacity
        for _ in 0..<2 {
            var status = ICUStatus()
            let length = withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                let length = body(base, Int32(size), &status)
                if !status.isFailure, length >= 0, Int(length) <= size {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(start: base, count: Int(length)))
                }
                return length
            }
            if !status.isFailure, length >= 0, Int(length) <= size {
                return true
            }
            guard Int(length) > size else { return false }
            size = Int(length)
        }
        return false
    }
}

internal import CICUShim

extension ICUPluralRules {
    /// The categories whole numbers reach, each with the first few integers in it
    /// (Russian: one → 1, 21, 31…; few → 2, 3, 4…; many → 0, 5, 6…).
    package var integerSamples: [String: [Int]] {
        var samples: [String: [Int]] = [:]
        let values = Array(0...220) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000]
        for value in values {
            var keyword = [CChar](repeating: 0, count: 16)
            var status: Int32 = 0
            keyword.withUnsafeMutableBufferPointer { buffer in
                _ = cicu_plural_select(handle, Double(value), buffer.baseAddress, Int32(buffer.count), &status)
            }
            let category = String(decoding: keyword.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard !category.isEmpty else { continue }
            samples[category, default: []].append(value)
        }
        return samples
    }
}

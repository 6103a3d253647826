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

extension ICUPluralRules {
    /// The rules' keywords ("one", "other"; "zero" … "other" in Arabic), as ICU lists them.
    /// ICU: `uplrules_getKeywords`.
    package var keywords: Set<String> {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
            var status: Int32 = 0
            guard let base = buffer.baseAddress else { return [] }
            let length = cicu_plural_keywords(handle, base, Int32(buffer.count), &status)
            guard cicu_is_failure(status) == 0, length > 0 else { return [] }
            let text = String(decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self)
            return Set(text.split(separator: " ").map(String.init))
        }
    }
}

internal import CICUShim

extension ICUPluralRules {
    /// The categories whole numbers reach, each with the first few integers in it
    /// (Russian: one → 1, 21, 31…; few → 2, 3, 4…; many → 0, 5, 6…).
    package var integerSamples: [String: [Int]] {
        var samples: [String: [Int]] = [:]
        let values = Array(0...220) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000]
        for value in values {
            samples[category(of: Double(value)).keyword, default: []].append(value)
        }
        return samples
    }
}

extension ICUPluralRules {
    /// The rules' keywords ("one", "other"; "zero" … "other" in Arabic), as ICU lists them.
    /// ICU: `uplrules_getKeywords`.
    package var keywords: Set<String> {
        let text = ICUText.cString(capacity: 128) { buffer, capacity, status in
            cicu_plural_keywords(handle, buffer, capacity, &status.rawValue)
        }
        return Set(text.split(separator: " ").map(String.init))
    }
}

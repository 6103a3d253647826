import CICUShim

/// ICU's own MessageFormat parser, used by lint to confirm what ICU itself would accept.
///
/// ICU: `umsg_open` (named arguments parse fine; only the C formatting API needs numbers).
enum ICUMessagePattern {
    /// `nil` if ICU parses `pattern`; otherwise ICU's error name and the UTF-16 offset it reports.
    static func syntaxError(in pattern: String, locale: String) -> (name: String, offset: Int)? {
        let units = Array(pattern.utf16)
        var offset: Int32 = 0
        let status = units.withUnsafeBufferPointer { buffer in
            cicu_message_check(buffer.baseAddress, Int32(buffer.count), locale, &offset)
        }
        let code = ICUStatus(rawValue: status)
        return code.isFailure ? (code.description, Int(offset)) : nil
    }
}

/// CLDR locale data lint compares tables with.
enum ICULocaleData {
    /// The locale's quotation marks: primary (“ ”) and alternate (‘ ’), from
    /// `ulocdata_getDelimiter`.
    static func quotationMarks(_ locale: String) -> (primary: (String, String), alternate: (String, String)) {
        var buffer = [UInt16](repeating: 0, count: 32)
        var status: Int32 = 0
        buffer.withUnsafeMutableBufferPointer { cicu_quotation_marks(locale, $0.baseAddress, &status) }
        func mark(_ index: Int) -> String {
            String(decoding: buffer[index * 8..<index * 8 + 8].prefix(while: { $0 != 0 }), as: UTF16.self)
        }
        return ((mark(0), mark(1)), (mark(2), mark(3)))
    }
}

extension ICUPluralRules {
    /// The categories whole numbers reach, each with the first few integers in it
    /// (Russian: one → 1, 21, 31…; few → 2, 3, 4…; many → 0, 5, 6…).
    var integerSamples: [String: [Int]] {
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

internal import CICUShim

/// Where a text's words end, by ICU's word break rules for a locale (dictionary-based for
/// Japanese, Chinese and Thai, which put no spaces between words).
///
///     ICUWordBoundaries.wordEnds(in: "9 Dateien werden heruntergeladen…", locale: "de")
///     // the UTF-8 offsets after "9", "Dateien", "werden", "heruntergeladen"
///
/// ICU: `ubrk_open(UBRK_WORD)`, `ubrk_next`, `ubrk_getRuleStatus`.
enum ICUWordBoundaries {
    /// The UTF-8 offsets in `text` at which a word or number ends (not a space or punctuation),
    /// in order; empty if ICU fails.
    static func wordEnds(in text: String, locale: String) -> [Int] {
        guard ICULocale.isSafeID(locale) else { return [] }
        let utf16 = Array(text.utf16)
        let capacity = utf16.count + 1
        var boundaries = [Int32](repeating: 0, count: capacity)
        var wordEnds = [Int32](repeating: 0, count: capacity)
        var status: Int32 = 0
        let count = unsafe Int(cicu_word_boundaries(locale, utf16, Int32(utf16.count), &boundaries, &wordEnds, Int32(capacity), &status))
        guard cicu_is_failure(status) == 0 else { return [] }
        // UTF-16 offsets to UTF-8 offsets, in one pass over the text.
        var result: [Int] = []
        var utf16Offset = 0
        var utf8Offset = 0
        var index = 0
        for scalar in text.unicodeScalars {
            while index < count, Int(boundaries[index]) <= utf16Offset {
                if Int(boundaries[index]) == utf16Offset, wordEnds[index] != 0 { result.append(utf8Offset) }
                index += 1
            }
            utf16Offset += scalar.utf16.count
            utf8Offset += scalar.utf8.count
        }
        while index < count {
            if Int(boundaries[index]) == utf16Offset, wordEnds[index] != 0 { result.append(utf8Offset) }
            index += 1
        }
        return result
    }
}

internal import CICUShim

// Unsafe code here: the buffers ICU writes text into (conversions, case mapping) and the word
// iterator's handle, each within one call.

/// Text conversions at the ICU boundary.
package enum ICUText {
    /// Calls `body` with a UTF-16 buffer, retrying once with the length ICU asked for, and
    /// returns what it wrote; `nil` if ICU failed.
    package static func utf16(capacity: Int = 128, _ body: (UnsafeMutablePointer<UInt16>?, Int32, inout ICUStatus) -> Int32) -> String? {
        var size = capacity
        for _ in 0..<2 {
            var status = ICUStatus()
            let result: String?? = unsafe withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { buffer in
                let length = unsafe body(buffer.baseAddress, Int32(size), &status)
                if Int(length) > size {
                    size = Int(length)
                    return .some(nil)
                }
                guard !status.isFailure, length >= 0 else { return .none }
                return unsafe .some(String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<Int(length)]), as: UTF16.self))
            }
            switch result {
            case .none: return nil
            case .some(.some(let text)): return text
            case .some(.none): continue
            }
        }
        return nil
    }

    /// Calls `body` to write UTF-8 straight into a new string's storage, retrying once with the
    /// length ICU asked for; `nil` if ICU failed. (Building a `String` from UTF-8 is several
    /// times cheaper than from UTF-16.)
    package static func utf8(capacity: Int = 48, _ body: (UnsafeMutablePointer<CChar>?, Int32, inout ICUStatus) -> Int32) -> String? {
        var size = capacity
        for _ in 0..<2 {
            var status = ICUStatus()
            var needed = 0
            let text = unsafe String(unsafeUninitializedCapacity: size) { buffer in
                let length = unsafe buffer.withMemoryRebound(to: CChar.self) { unsafe body($0.baseAddress, Int32(size), &status) }
                guard !status.isFailure, length >= 0, Int(length) <= size else {
                    needed = Int(length)
                    return 0
                }
                return Int(length)
            }
            if !status.isFailure {
                return text
            }
            guard needed > size else { return nil }
            size = needed
        }
        return nil
    }

    /// Calls `body` with a C string buffer and returns what ICU wrote (`""` on failure).
    package static func cString(capacity: Int = 160, _ body: (UnsafeMutablePointer<CChar>?, Int32, inout ICUStatus) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        var status = ICUStatus()
        let length = unsafe buffer.withUnsafeMutableBufferPointer { pointer in
            unsafe body(pointer.baseAddress, Int32(capacity), &status)
        }
        guard !status.isFailure, length > 0, Int(length) <= capacity else { return "" }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An ICU status code (`UErrorCode`): negative is a warning, zero success, positive a failure.
package struct ICUStatus: Hashable, Sendable, CustomStringConvertible {
    package init(rawValue: Int32 = 0) {
        self.rawValue = rawValue
    }

    /// The raw `UErrorCode`.
    package var rawValue: Int32 = 0

    /// Whether the code is a failure (`U_FAILURE`); warnings such as `U_USING_DEFAULT_WARNING`
    /// are not.
    package var isFailure: Bool { cicu_is_failure(rawValue) != 0 }

    /// ICU's name for the code, such as `"U_NUMBER_SKELETON_SYNTAX_ERROR"`.
    package var description: String { unsafe String(cString: cicu_error_name(rawValue)) }
}

/// Sentence-start capitalization by a locale's rules.
///
///     ICUCaseMapping.capitalizingStart(of: "noch 2 Stunden", locale: "de")  // "Noch 2 Stunden"
///     ICUCaseMapping.capitalizingStart(of: "iki saat kaldı", locale: "tr")  // "İki saat kaldı"
///
/// Only the first letter of the whole text changes (a text that starts with a digit or a
/// parenthesis and a digit is left as is); scripts without case are untouched.
/// ICU: `ucasemap_utf8ToTitle` with `U_TITLECASE_WHOLE_STRING | U_TITLECASE_NO_LOWERCASE`.
enum ICUCaseMapping {
    /// `text` with its first letter titlecased for `locale`; `text` itself if ICU fails.
    static func capitalizingStart(of text: String, locale: String) -> String {
        guard !text.isEmpty, ICULocale.isSafeID(locale) else { return text }
        var source = text
        return source.withUTF8 { bytes in
            unsafe bytes.withMemoryRebound(to: CChar.self) { bytes in
                unsafe ICUText.utf8(capacity: bytes.count + 8) { buffer, capacity, status in
                    unsafe cicu_titlecase_start_utf8(locale, bytes.baseAddress, Int32(bytes.count), buffer, capacity, &status.rawValue)
                }
            }
        } ?? text
    }
}

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

/// Character properties from ICU, for the tools that lay text out in a terminal.
///
/// ICU: `u_charType`, `u_getIntPropertyValue(UCHAR_EAST_ASIAN_WIDTH)`, `u_hasBinaryProperty`
/// (`UCHAR_EMOJI_PRESENTATION`, `UCHAR_EMOJI`), `u_charDirection`.
enum ICUCharacter {
    /// The terminal columns `scalar` takes: 0 for controls, combining marks and format
    /// characters; 2 for East Asian wide and fullwidth characters; 1 otherwise.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        Int(cicu_char_columns(Int32(bitPattern: scalar.value)))
    }

    /// Whether `scalar` is shown as a wide emoji: it has Emoji_Presentation ("😀"), or it is an
    /// emoji character followed by the emoji variation selector U+FE0F (`beforeVariationSelector`:
    /// "❤️").
    static func isWideEmoji(_ scalar: Unicode.Scalar, beforeVariationSelector: Bool) -> Bool {
        cicu_char_is_wide_emoji(Int32(bitPattern: scalar.value), beforeVariationSelector ? 1 : 0) != 0
    }

    /// Whether `scalar` is a right-to-left letter or a bidi control character.
    static func isBidiSensitive(_ scalar: Unicode.Scalar) -> Bool {
        cicu_char_is_bidi_sensitive(Int32(bitPattern: scalar.value)) != 0
    }
}

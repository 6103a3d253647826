internal import CICUShim

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

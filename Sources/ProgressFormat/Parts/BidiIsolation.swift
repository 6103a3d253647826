import CICUShim

/// Wraps user text in Unicode isolates (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
/// ISOLATE) so that its direction cannot reorder the sentence around it.
///
/// A file name is isolated when the sentence is right-to-left (Arabic, Hebrew…) or when the name
/// itself holds right-to-left letters; a plain Latin name in a left-to-right sentence is left as is.
///
///     BidiIsolation.isolate("photos.zip", inRightToLeftText: true)   // "\u{2068}photos.zip\u{2069}"
///     BidiIsolation.isolate("تقرير.pdf", inRightToLeftText: false)   // "\u{2068}تقرير.pdf\u{2069}"
///     BidiIsolation.isolate("photos.zip", inRightToLeftText: false)  // "photos.zip"
///
/// ICU: `u_charDirection`. Public so that tools which place whole texts side by side (the
/// CLI's preview table) isolate them by the same rule.
public enum BidiIsolation {
    /// U+2068 FIRST STRONG ISOLATE.
    public static let firstStrongIsolate: Character = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    public static let popDirectionalIsolate: Character = "\u{2069}"

    /// `text` wrapped in FSI…PDI where bidi reordering could affect it.
    public static func isolate(_ text: String, inRightToLeftText: Bool) -> String {
        guard inRightToLeftText || containsRightToLeft(text) else { return text }
        return "\(firstStrongIsolate)\(text)\(popDirectionalIsolate)"
    }

    /// Whether `text` has a right-to-left letter or a bidi control character.
    public static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { cicu_char_is_bidi_sensitive(Int32(bitPattern: $0.value)) != 0 }
    }
}

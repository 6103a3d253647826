internal import ProgressTables

/// Wraps user text in Unicode isolates (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
/// ISOLATE) so that its direction cannot reorder the sentence around it.
///
/// A file name is isolated when the sentence is right-to-left (Arabic, Hebrew…) or when the name
/// itself holds right-to-left letters; a plain Latin name in a left-to-right sentence is left as is.
///
///     TextDirection.isolate("photos.zip", inRightToLeftText: true)   // "\u{2068}photos.zip\u{2069}"
///     TextDirection.isolate("تقرير.pdf", inRightToLeftText: false)   // "\u{2068}تقرير.pdf\u{2069}"
///     TextDirection.isolate("photos.zip", inRightToLeftText: false)  // "photos.zip"
///
/// ICU: `u_charDirection`. The translator tools expose the same rule for placing whole texts
/// side by side (the CLI's preview table).
package enum TextDirection {
    /// U+2068 FIRST STRONG ISOLATE.
    package static let firstStrongIsolate: Character = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE.
    package static let popDirectionalIsolate: Character = "\u{2069}"

    /// `text` wrapped in FSI…PDI where bidi reordering could affect it.
    package static func isolate(_ text: String, inRightToLeftText: Bool) -> String {
        guard inRightToLeftText || containsRightToLeft(text) else { return text }
        return "\(firstStrongIsolate)\(text)\(popDirectionalIsolate)"
    }

    /// Whether `text` has a right-to-left letter or a bidi control character.
    package static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: ICUCharacter.isBidiSensitive)
    }
}

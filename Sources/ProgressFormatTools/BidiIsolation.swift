import ProgressFormat
import ProgressTables

/// Wraps text in Unicode isolates (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
/// ISOLATE) so that its direction cannot reorder what stands around it — the rule the runtime
/// applies to file names, for tools that place whole texts side by side (the CLI's preview
/// table).
///
///     BidiIsolation.isolate("photos.zip", inRightToLeftText: true)   // "\u{2068}photos.zip\u{2069}"
///     BidiIsolation.isolate("تقرير.pdf", inRightToLeftText: false)   // "\u{2068}تقرير.pdf\u{2069}"
///     BidiIsolation.isolate("photos.zip", inRightToLeftText: false)  // "photos.zip"
///
/// ICU: `u_charDirection`.
public enum BidiIsolation {
    /// U+2068 FIRST STRONG ISOLATE.
    public static let firstStrongIsolate: Character = TextDirection.firstStrongIsolate
    /// U+2069 POP DIRECTIONAL ISOLATE.
    public static let popDirectionalIsolate: Character = TextDirection.popDirectionalIsolate

    /// `text` wrapped in FSI…PDI where bidi reordering could affect it: always in right-to-left
    /// text, and in left-to-right text when `text` holds a right-to-left letter.
    public static func isolate(_ text: String, inRightToLeftText: Bool) -> String {
        TextDirection.isolate(text, inRightToLeftText: inRightToLeftText)
    }

    /// Whether `text` has a right-to-left letter or a bidi control character.
    public static func containsRightToLeft(_ text: String) -> Bool {
        TextDirection.containsRightToLeft(text)
    }
}

import ProgressMessages
import ProgressParts
import ProgressPlanning

/// No control characters in a message: C0 (tab and line breaks included), DEL and C1 never
/// belong in a line under a progress bar, and XLIFF (XML 1.0) cannot carry most of them.
///
///     de.json:percentCompleted: error: position 9: contains the control character U+001B
enum ControlCharacterRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        context.entries.compactMap { entry in
            guard let (offset, scalar) = firstControl(in: entry.text) else { return nil }
            return context.finding(entry.key, .error, "contains the control character \(codePoint(scalar))", position: offset)
        }
    }

    /// The first control character in `text` and its UTF-16 offset, if any.
    static func firstControl(in text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        var offset = 0
        for scalar in text.unicodeScalars {
            if isControl(scalar) { return (offset, scalar) }
            offset += scalar.utf16.count
        }
        return nil
    }

    /// C0, DEL or C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `U+001B`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

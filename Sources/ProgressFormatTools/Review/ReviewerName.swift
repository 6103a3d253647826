import Foundation

/// A reviewer's name as a table records it in `x-reviewer`: one line of at most
/// ``maximumLength`` characters, trimmed, with no control, bidi, separator or other invisible
/// character (a name is shown in review sheets, tables and terminals, and must read as written).
///
///     try ReviewerName.validated("  Anna Müller ")   // "Anna Müller"
///     try ReviewerName.validated(" ")                // throws "the reviewer's name is empty"
///     try ReviewerName.validated("Anna\u{2028}Müller")  // throws "… has the line separator U+2028; …"
package enum ReviewerName {
    /// Why a name cannot be recorded.
    package struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, as a sentence fragment.
        package var description: String

        /// A reason a name cannot be recorded.
        package init(description: String) {
            self.description = description
        }
    }

    /// The longest name recorded, in characters.
    package static let maximumLength = 100

    /// `name` trimmed of white space at either end.
    /// - Throws: ``Invalid`` for an empty or over-long name, or one holding a character that
    ///   is invisible or acts unseen: a control character (a line break, an escape), a line or
    ///   paragraph separator (U+2028, U+2029), a bidi mark, embedding, override or isolate, any
    ///   other format or default-ignorable character (ZWSP, BOM, tag characters, Hangul
    ///   fillers), U+FFFD, a private-use, unassigned or noncharacter code point. ZWJ and ZWNJ
    ///   pass between two letters, where scripts such as Persian need them ("می‌خواهم").
    package static func validated(_ name: String) throws(Invalid) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Invalid(description: "the reviewer's name is empty") }
        guard trimmed.count <= maximumLength else {
            throw Invalid(description: "the reviewer's name is longer than \(maximumLength) characters")
        }
        let scalars = Array(trimmed.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let between = index > 0 && index + 1 < scalars.count
                && scalars[index - 1].properties.isAlphabetic && scalars[index + 1].properties.isAlphabetic
            if let kind = Self.refusal(scalar, betweenLetters: between) {
                throw Invalid(description: "the reviewer's name has the \(kind) \(ControlCharacterRule.codePoint(scalar)); "
                    + "type the name as it is written, without invisible characters")
            }
        }
        return trimmed
    }

    /// What kind of character `scalar` is, when a name may not hold it.
    private static func refusal(_ scalar: Unicode.Scalar, betweenLetters: Bool) -> String? {
        if ControlCharacterRule.isControl(scalar) { return "control character" }
        if scalar == "\u{2028}" { return "line separator" }
        if scalar == "\u{2029}" { return "paragraph separator" }
        if isBidiControl(scalar) { return "bidi control" }
        if (scalar == "\u{200C}" || scalar == "\u{200D}") && betweenLetters { return nil }
        if scalar == "\u{FFFD}" { return "replacement character" }
        if scalar.properties.isNoncharacterCodePoint { return "noncharacter" }
        switch scalar.properties.generalCategory {
        case .format: return "invisible format character"
        case .privateUse: return "private-use character"
        case .unassigned: return "unassigned code point"
        default: break
        }
        if scalar.properties.isDefaultIgnorableCodePoint { return "invisible character" }
        return nil
    }

    /// A bidi mark (LRM, RLM, ALM), embedding, override or isolate.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        if TypographyRule.bidiControls.contains(scalar) { return true }
        switch ControlCharacterRule.Kind(scalar) {
        case .embeddingOrOverride?, .isolate?: return true
        default: return false
        }
    }
}

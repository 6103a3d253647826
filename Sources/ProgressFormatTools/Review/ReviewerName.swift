import Foundation

/// A reviewer's name as a table records it in `x-reviewer`: one line of at most
/// ``maximumLength`` characters, trimmed, with no control or bidi control characters.
///
///     try ReviewerName.validated("  Anna Müller ")   // "Anna Müller"
///     try ReviewerName.validated(" ")                // throws "the reviewer's name is empty"
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
    /// - Throws: ``Invalid`` for an empty or over-long name, or one with a control character
    ///   (a line break, an escape) or a bidi control.
    package static func validated(_ name: String) throws(Invalid) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Invalid(description: "the reviewer's name is empty") }
        guard trimmed.count <= maximumLength else {
            throw Invalid(description: "the reviewer's name is longer than \(maximumLength) characters")
        }
        if let control = trimmed.unicodeScalars.first(where: ControlCharacterRule.isControl) {
            throw Invalid(description: "the reviewer's name has the control character \(ControlCharacterRule.codePoint(control))")
        }
        if let control = trimmed.unicodeScalars.first(where: Self.isBidiControl) {
            throw Invalid(description: "the reviewer's name has the bidi control \(ControlCharacterRule.codePoint(control))")
        }
        return trimmed
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

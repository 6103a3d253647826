/// Why a pattern could not be parsed, and where.
package struct MessageSyntaxError: Error, Hashable, Sendable {
    /// The offset of the problem in UTF-16 code units from the start of the pattern
    /// (the unit ICU's `UParseError.offset` uses).
    package var position: Int
    /// What is wrong, as a sentence fragment ("unclosed '{'").
    package var reason: String

    package init(position: Int, reason: String) {
        self.position = position
        self.reason = reason
    }
}

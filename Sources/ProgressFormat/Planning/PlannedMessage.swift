package import ProgressTables

/// A message key with its named arguments: one sentence, not yet in any language.
package struct PlannedMessage: Hashable, Sendable {
    /// Which message of the string table.
    package var key: MessageKey
    /// The values of its placeholders, by name.
    package var arguments: ArgumentList

    package init(_ key: MessageKey, _ arguments: ArgumentList = []) {
        self.key = key
        self.arguments = arguments
    }
}

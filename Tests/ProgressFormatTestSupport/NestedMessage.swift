/// A German `fileOperationNamed` message with its argument nested `levels` deep: `levels - 1`
/// selects over `operation`, each with one `other` variant, around `Lade „{fileName}“…` — the
/// shape of a message that once overflowed the parser's stack.
///
///     NestedMessage.german(levels: 2)   // "{operation, select, other {Lade „{fileName}“…}}"
public enum NestedMessage {
    /// The message nested `levels` deep (at least 1).
    public static func german(levels: Int) -> String {
        String(repeating: "{operation, select, other {", count: levels - 1) + "Lade „{fileName}“…"
            + String(repeating: "}}", count: levels - 1)
    }
}

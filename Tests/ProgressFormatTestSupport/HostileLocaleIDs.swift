/// Locale strings that crashed ICU or could (a long malformed name ICU 72's plural rules copied
/// into a fixed buffer, an embedded NUL, a newline, a non-ASCII letter): every ICU wrapper, the
/// runtime's and the tools', must refuse them before ICU sees them.
public enum HostileLocaleIDs {
    /// The strings, each one that ICU must never be handed.
    public static let all = [
        "a@me {{a, select, other {" + String(repeating: "x", count: 400) + "}}}",
        String(repeating: "de_", count: 120),
        "de\u{0}CH",
        "de_CH@numbers=latn\n",
        "dé",
    ]
}

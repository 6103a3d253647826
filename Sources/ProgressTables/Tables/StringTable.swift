
/// One locale's string table: `Resources/Strings/<locale>.json`, parsed.
///
/// The format is ARB-compatible JSON: each key maps to an ICU MessageFormat pattern with named
/// placeholders, and `@key` holds its metadata — the translator `description` and the
/// `placeholders` with their `type` and `example` in the source table; the review state
/// `x-state` and the source text `x-source` it was translated from in a translation.
///
///     {
///       "@@locale": "de",
///       "percentCompleted": "{percent} abgeschlossen",
///       "@percentCompleted": { "x-state": "needs-review", "x-source": "{percent} completed" }
///     }
package struct StringTable: Sendable {
    /// The table's locale tag (`@@locale`), such as `de` or `zh-Hant`.
    package var locale: String
    /// Where the table came from, for messages ("Resources/Strings/de.json", "/tmp/de.json").
    package var file: String
    /// The messages that parsed.
    package var entries: [MessageKey: MessageEntry]
    /// Problems found while loading: messages that did not parse, unknown keys.
    package var problems: [ProgressProblem]
    /// Keys present in the file whose message could not be used (already in ``problems``).
    package var failedKeys: Set<String> = []
    /// The table's words for CLDR units (`@@x-units`), by CLDR unit identifier.
    package var unitOverrides: [String: UnitOverride] = [:]
    /// Each message's translator's note (`x-note` in `@key`), by key as written, also for a
    /// message that did not load: lint checks every note for characters no table may hold.
    package var notes: [String: String] = [:]
}

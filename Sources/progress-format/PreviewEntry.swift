import ProgressFormat

/// One scenario in one locale, as `preview --format json` prints it.
///
///     {"additionalDescription": "419,431 of 5,356,456", "description": "7% completed",
///      "facts": {"completedUnitCount": 419431, "totalUnitCount": 5356456},
///      "locale": "en", "resolvedLocale": "en", "scenario": "plain-percent"}
struct PreviewEntry: Codable, Hashable, Sendable {
    /// The scenario's name.
    var scenario: String
    /// The locale as requested.
    var locale: String
    /// The locale the text is written in.
    var resolvedLocale: String
    /// The first line ("7% completed").
    var description: String
    /// The second line ("419,431 of 5,356,456").
    var additionalDescription: String
    /// The facts the text was made from.
    var facts: ProgressSnapshot
}

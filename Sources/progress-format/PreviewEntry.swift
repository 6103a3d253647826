import ProgressFormat
import ProgressFormatTools

/// One scenario in one locale, as `preview --format json` prints it.
///
///     {"additionalDescription":"419,431 of 5,356,456","description":"7% completed",
///      "facts":{"completedUnitCount":419431,"totalUnitCount":5356456},
///      "locale":"en","resolvedLocale":"en","scenario":"plain-percent"}
struct PreviewEntry: Codable, Hashable, Sendable, JSONOutputValue {
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

    /// The entry with its texts, locales and the facts' display name made safe (the
    /// scenarios are built in, but the texts come from tables and the locales from the user).
    func applyingOutputPolicy() -> PreviewEntry {
        var safe = self
        safe.scenario = OutputPolicy.terminal(scenario)
        safe.locale = OutputPolicy.terminal(locale)
        safe.resolvedLocale = OutputPolicy.terminal(resolvedLocale)
        safe.description = OutputPolicy.terminal(description)
        safe.additionalDescription = OutputPolicy.terminal(additionalDescription)
        safe.facts.fileDisplayName = facts.fileDisplayName.map(OutputPolicy.terminal)
        return safe
    }
}

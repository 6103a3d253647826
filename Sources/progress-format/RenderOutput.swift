import ProgressFormat
import ProgressFormatTools

/// The JSON form of `render`: one object per snapshot.
///
///     {"additionalDescription":"7 of 100","description":"7% completed","direction":"ltr","locale":"en","resolvedLocale":"en"}
///
/// With `--input`, each object also carries `line`, the input line it answers (so a reader
/// can tell which line a skipped one was).
struct RenderOutput: Codable, Hashable, JSONOutputValue {
    /// The locale as requested.
    var locale: String
    /// The locale the text is written in.
    var resolvedLocale: String
    /// Which way the text runs: "ltr" or "rtl".
    var direction: String
    /// The first line.
    var description: String
    /// The second line.
    var additionalDescription: String
    /// The input line the object answers, with `--input`.
    var line: Int?

    func applyingOutputPolicy() -> RenderOutput {
        RenderOutput(locale: OutputPolicy.terminal(locale), resolvedLocale: OutputPolicy.terminal(resolvedLocale), direction: direction,
                     description: OutputPolicy.terminal(description),
                     additionalDescription: OutputPolicy.terminal(additionalDescription), line: line)
    }
}

/// The JSON form of `render --channel log|speech`: one object per snapshot.
///
///     {"channel":"log","direction":"ltr","locale":"en","resolvedLocale":"en","text":"7% completed: 7 of 100"}
///     {"channel":"speech","direction":"ltr",…,"text":"7% completed, 7 of 100","value":"7 percent"}
struct ChannelOutput: Codable, Hashable, JSONOutputValue {
    /// The locale as requested.
    var locale: String
    /// The locale the text is written in.
    var resolvedLocale: String
    /// Which way the text runs: "ltr" or "rtl".
    var direction: String
    /// "log" or "speech".
    var channel: String
    /// The log line, or what a screen reader says.
    var text: String
    /// With speech, the short form for a progress bar's accessibility value.
    var value: String?
    /// The input line the object answers, with `--input`.
    var line: Int?

    func applyingOutputPolicy() -> ChannelOutput {
        ChannelOutput(locale: OutputPolicy.terminal(locale), resolvedLocale: OutputPolicy.terminal(resolvedLocale), direction: direction,
                      channel: channel, text: OutputPolicy.terminal(text), value: value.map { OutputPolicy.terminal($0) }, line: line)
    }
}


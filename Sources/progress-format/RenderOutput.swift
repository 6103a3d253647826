import ProgressFormatTools

/// The JSON form of `render`: one object per snapshot.
///
///     {"additionalDescription":"7 of 100","description":"7% completed","locale":"en","resolvedLocale":"en"}
///
/// With `--input`, each object also carries `line`, the input line it answers (so a reader
/// can tell which line a skipped one was).
struct RenderOutput: Codable, Hashable, JSONOutputValue {
    /// The locale as requested.
    var locale: String
    /// The locale the text is written in.
    var resolvedLocale: String
    /// The first line.
    var description: String
    /// The second line.
    var additionalDescription: String
    /// The input line the object answers, with `--input`.
    var line: Int?

    func applyingOutputPolicy() -> RenderOutput {
        RenderOutput(locale: OutputPolicy.terminal(locale), resolvedLocale: OutputPolicy.terminal(resolvedLocale),
                     description: OutputPolicy.terminal(description),
                     additionalDescription: OutputPolicy.terminal(additionalDescription), line: line)
    }
}

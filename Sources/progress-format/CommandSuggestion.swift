import ProgressFormatTools

/// What to say when the first argument names no command: `progress-format previw` is not a
/// fact for the default `render` command but a mistyped `preview`.
///
///     CommandSuggestion.message(for: "previw", commands: ["render", "preview"])
///     // "unknown command 'previw'; did you mean 'preview'?"
///     CommandSuggestion.message(for: "--locale", commands: ["render", "preview"])   // nil: an option
///
/// A suggestion is a command at most ``maximumDistance`` edits away (insertions, deletions,
/// substitutions and swaps of neighbours, ignoring case); the nearest win, in the order given.
enum CommandSuggestion {
    /// The most edits a suggestion may be away.
    static let maximumDistance = 2

    /// The one-line error for `argument` when it is neither an option nor one of `commands`
    /// (nor `help`); `nil` when it is.
    static func message(for argument: String, commands: [String]) -> String? {
        guard !argument.hasPrefix("-"), argument != "help", !commands.contains(argument) else { return nil }
        let suggestions = nearest(to: argument, among: commands).map { "'\($0)'" }
        guard !suggestions.isEmpty else {
            return "unknown command '\(argument)'; the commands are \(commands.joined(separator: ", "))"
        }
        return "unknown command '\(argument)'; did you mean \(suggestions.joined(separator: " or "))?"
    }

    /// The `names` nearest to `word`, at most ``maximumDistance`` edits away ignoring case, in
    /// the order given; empty when none is that near (``NearestNames``).
    static func nearest(to word: String, among names: [String]) -> [String] {
        NearestNames.nearest(to: word, among: names, maximumDistance: maximumDistance)
    }
}

/// What to say when the first argument names no command: `progress-format previw` is not a
/// fact for the default `render` command but a mistyped `preview`.
///
///     CommandSuggestion.message(for: "previw", commands: ["render", "preview"])
///     // "unknown command 'previw'; did you mean 'preview'?"
///     CommandSuggestion.message(for: "--locale", commands: ["render", "preview"])   // nil: an option
///
/// The same nearness suggests a JSON key for a misspelt one (`render --input`).
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
    /// the order given; empty when none is that near.
    ///
    ///     CommandSuggestion.nearest(to: "completedUnitcount", among: ["completedUnitCount", "kind"])
    ///     // ["completedUnitCount"]
    static func nearest(to word: String, among names: [String]) -> [String] {
        // Bounded work whatever the word's length: nothing much longer is a near miss.
        let longest = names.map(\.count).max() ?? 0
        guard word.count <= longest + maximumDistance else { return [] }
        let distances = names.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        let nearest = distances.map(\.1).min() ?? .max
        return distances.filter { $0.1 == nearest && $0.1 <= maximumDistance }.map(\.0)
    }

    /// The optimal string alignment distance between `a` and `b`, in characters: how many
    /// insertions, deletions, substitutions and swaps of neighbours turn one into the other.
    ///
    ///     CommandSuggestion.distance("previw", "preview")   // 1
    ///     CommandSuggestion.distance("lnit", "lint")        // 1
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}

/// Which of a few known names a mistyped one was meant to be: the one suggestion behind "did
/// you mean …?" for commands, snapshot keys and snapshot values.
///
///     NearestNames.nearest(to: "previw", among: ["render", "preview"])              // ["preview"]
///     NearestNames.nearest(to: "xyz", among: ["render", "preview"])                 // []
///     NearestNames.nearest(to: "folder", among: ["file"], maximumDistance: .max)    // ["file"]
///
/// Nearness is the optimal string alignment distance, ignoring case: insertions, deletions,
/// substitutions and swaps of neighbours, one edit each. The work is bounded whatever the word:
/// a word much longer than every name is near none of them.
public enum NearestNames {
    /// How many edits away a suggestion may be unless the caller says otherwise.
    public static let defaultMaximumDistance = 2

    /// The `names` nearest to `word`, at most `maximumDistance` edits away ignoring case, in the
    /// order given; empty when none is that near, or when `word` is longer than every name by
    /// more than `maximumDistance` (and than 32 characters: no near miss is that long).
    ///
    ///     NearestNames.nearest(to: "completedUnitcount", among: ["completedUnitCount", "kind"])
    ///     // ["completedUnitCount"]
    public static func nearest(to word: String, among names: [String],
                               maximumDistance: Int = defaultMaximumDistance) -> [String] {
        let longest = names.map(\.count).max() ?? 0
        guard word.count <= longest + min(maximumDistance, 32) else { return [] }
        let lowered = word.lowercased()
        let distances = names.map { ($0, distance(lowered, $0.lowercased())) }
        let nearest = distances.map(\.1).min() ?? .max
        return distances.filter { $0.1 == nearest && $0.1 <= maximumDistance }.map(\.0)
    }

    /// The optimal string alignment distance between `a` and `b`, in characters: how many
    /// insertions, deletions, substitutions and swaps of neighbours turn one into the other.
    ///
    ///     NearestNames.distance("previw", "preview")   // 1
    ///     NearestNames.distance("lnit", "lint")        // 1
    ///
    /// - Complexity: O(*m* × *n*) in the lengths of the two strings.
    public static func distance(_ a: String, _ b: String) -> Int {
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

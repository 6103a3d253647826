import ProgressFormat

/// Why a line (or document) of snapshot JSON holds no snapshot, worded to follow
/// `error: line N: ` in one line.
///
///     SnapshotInputProblem(description: "unknown key 'completed'; did you mean 'completedUnitCount'?")
///
/// Text from the input (a key, a value) is quoted in its terminal-safe form
/// (``OutputPolicy/terminal(_:columns:)``) and cut to 40 columns, so a hostile line can make
/// neither the terminal nor the message misbehave.
public struct SnapshotInputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public var description: String

    /// A problem worded as `description`.
    public init(description: String) {
        self.description = description
    }

    /// The widest a quoted piece of input is shown.
    static let quotedColumns = 40

    /// `text` from the input, made safe and cut, in single quotes: `'folder'`.
    static func quoted(_ text: String) -> String {
        "'" + OutputPolicy.terminal(text, columns: quotedColumns) + "'"
    }
}

import ProgressFormat
import ProgressFormatTools

/// The shape of a table the CLI printed: what must hold whatever the words are.
///
///     TableShape.problems(in: output, width: 80)   // [] for a good table
///
/// A good table: no line wider than `width`, no line ending in a space, every separator (`│`,
/// and `┼` on the rules) of a block at the same display column on every line of that block
/// (blocks are divided by `━` lines), and every rule exactly as wide as the widest line.
enum TableShape {
    /// What is wrong with `output`'s table, one sentence per problem.
    static func problems(in output: String, width: Int) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var problems: [String] = []
        let widest = lines.map(DisplayWidth.columns(of:)).max() ?? 0
        var blockSeparators: [Int]?
        for (number, line) in lines.enumerated() {
            let columns = DisplayWidth.columns(of: line)
            if columns > width {
                problems.append("line \(number) is \(columns) columns wide")
            }
            if line.hasSuffix(" ") {
                problems.append("line \(number) ends in a space")
            }
            if line.hasPrefix("━") || line.contains("┼") {
                if columns != widest {
                    problems.append("rule \(number) is \(columns) columns wide, the widest line \(widest)")
                }
            }
            if line.hasPrefix("━") {
                blockSeparators = nil
                continue
            }
            let separators = separatorColumns(line)
            if let expected = blockSeparators, separators != expected {
                problems.append("line \(number) has separators at \(separators), its block at \(expected)")
            }
            blockSeparators = blockSeparators ?? separators
        }
        return problems
    }

    /// The display columns at which `│` or `┼` stand in `line`.
    static func separatorColumns(_ line: String) -> [Int] {
        var column = 0
        var result: [Int] = []
        for scalar in line.unicodeScalars {
            if scalar == "│" || scalar == "┼" {
                result.append(column)
            }
            column += DisplayWidth.columns(of: scalar)
        }
        return result
    }
}

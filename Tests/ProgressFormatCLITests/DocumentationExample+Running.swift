import Foundation

extension DocumentationExample {
    /// How an example is run: `progress-format`'s arguments and what its standard input holds.
    struct Invocation: Equatable {
        var arguments: [String]
        var input: Data?
        /// The arguments of a `progress-format` whose standard output is the input, when one feeds it.
        var feeder: [String]? = nil
    }

    /// Why an example cannot be run as written.
    struct NotRunnable: Error, CustomStringConvertible {
        var description: String
    }

    /// The example as an invocation of the built `progress-format`.
    ///
    /// The shapes run: `[swift run] progress-format ARGUMENTS`, optionally `| cat` after it (the
    /// same as a pipe: standard output is never a terminal here), and `echo TEXT |`,
    /// `printf '%s\n' LINE… |` or `progress-format ARGUMENTS |` before it, which become its
    /// standard input. Words are split as
    /// a POSIX shell splits them: single and double quotes, backslash escapes.
    func invocation() throws -> Invocation {
        var stages = try Self.pipeline(command)
        if stages.count > 1, stages.last == ["cat"] { stages.removeLast() }
        var input: Data?
        var feeder: [String]?
        if stages.count == 2 {
            var source = stages.removeFirst()
            if source.starts(with: ["swift", "run"]) { source.removeFirst(2) }
            if source.first == "progress-format" {
                feeder = Array(source.dropFirst())
            } else if source.first == "echo" {
                input = Data((source.dropFirst().joined(separator: " ") + "\n").utf8)
            } else if source.count >= 2, source[0] == "printf", source[1] == "%s\\n" {
                input = Data(source.dropFirst(2).map { $0 + "\n" }.joined().utf8)
            } else {
                throw NotRunnable(description: "its input comes from '\(source.joined(separator: " "))'")
            }
        }
        guard stages.count == 1, var words = stages.first else {
            throw NotRunnable(description: "it is a pipeline of \(stages.count) commands")
        }
        if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
        guard words.first == "progress-format" else {
            throw NotRunnable(description: "it runs '\(words.first ?? "")', not progress-format")
        }
        return Invocation(arguments: Array(words.dropFirst()), input: input, feeder: feeder)
    }

    /// The command's pipeline: the words of each command between unquoted `|`.
    static func pipeline(_ command: String) throws -> [[String]] {
        var stages: [[String]] = [[]]
        var word: String?
        var quote: Character?
        var characters = command.makeIterator()
        func endWord() {
            if let finished = word { stages[stages.count - 1].append(finished) }
            word = nil
        }
        while let character = characters.next() {
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word = (word ?? "") + String(character)
            case ("\"", "\\"):
                guard let next = characters.next() else { throw NotRunnable(description: "it ends in a backslash") }
                word = (word ?? "") + (["\"", "\\", "$", "`"].contains(next) ? "" : "\\") + String(next)
            case ("\"", _):
                word = (word ?? "") + String(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                word = word ?? ""
            case (nil, "\\"):
                guard let next = characters.next() else { throw NotRunnable(description: "it ends in a backslash") }
                word = (word ?? "") + String(next)
            case (nil, " "), (nil, "\t"):
                endWord()
            case (nil, "|"):
                endWord()
                stages.append([])
            case (nil, ">"), (nil, "<"), (nil, ";"), (nil, "&"), (nil, "$"), (nil, "`"), (nil, "~"), (nil, "…"):
                throw NotRunnable(description: "it uses '\(character)'")
            default:
                word = (word ?? "") + String(character)
            }
        }
        guard quote == nil else { throw NotRunnable(description: "a quote is not closed") }
        endWord()
        return stages
    }

    /// What the example shows on standard output and standard error.
    var expected: (stdout: String, stderr: String) {
        let isError = { (line: String) in line.hasPrefix("error: ") || line.hasPrefix("warning: ") }
        let join = { (lines: [String]) in lines.map { $0 + "\n" }.joined() }
        return (join(output.filter { !isError($0) }), join(output.filter(isError)))
    }
}

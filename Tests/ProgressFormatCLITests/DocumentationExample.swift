import Foundation
import Testing

/// A command line shown in the documentation with its output beside it, as found in the
/// Markdown, and what it takes to run it.
///
///     $ progress-format --locale en --completed 7 --total 100
///     7% completed
///     7 of 100
///
/// An example is a line starting `$ ` in a code block (indented or fenced), continued by lines
/// after a trailing backslash, and followed by its output: the lines of the block up to a blank
/// line or the next `$ `. Output lines starting `error: ` or `warning: ` are standard error's,
/// the others standard output's.
///
/// Every example is literal — run and compared — unless the Markdown says otherwise just before
/// its code block, with a reason: `<!-- illustrative: a program of the reader's -->`.
struct DocumentationExample: Sendable, CustomTestStringConvertible {
    /// The Markdown file, relative to the repository.
    var file: String
    /// The line of the `$ `.
    var line: Int
    /// The command, continuation lines joined.
    var command: String
    /// The output shown.
    var output: [String]
    /// Why the example is not run, when it is marked illustrative.
    var illustrativeReason: String?

    var testDescription: String {
        "\(file):\(line): \(command.count > 70 ? command.prefix(69) + "…" : command)"
    }

    /// The Markdown files whose examples are tests: README.md, the CLI's and translators' guides
    /// in Documentation/, and the DocC articles.
    static func documentationFiles(in root: URL) throws -> [String] {
        func markdown(in folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return ["README.md"] + (try markdown(in: "Documentation")) + (try markdown(in: "Sources/ProgressFormat/ProgressFormat.docc"))
    }

    /// Every example in the documentation.
    static let all: [DocumentationExample] = {
        let root = RenderCommandTests.repositoryRoot
        guard let files = try? documentationFiles(in: root) else { return [] }
        return files.flatMap { file in
            (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)).map { examples(in: $0, file: file) } ?? []
        }
    }()

    /// The examples in `markdown`.
    static func examples(in markdown: String, file: String) -> [DocumentationExample] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [DocumentationExample] = []
        var inFence = false
        var marker: String?       // an illustrative marker waiting for its code block
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if trimmed.hasPrefix("```") {
                inFence.toggle()
            } else if trimmed.hasPrefix("<!-- illustrative:"), let end = trimmed.range(of: "-->") {
                marker = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 18)..<end.lowerBound]
                    .trimmingCharacters(in: .whitespaces)
            } else if trimmed.hasPrefix("$ "), inFence || indent >= 4 {
                var command = String(trimmed.dropFirst(2))
                let start = index
                while command.hasSuffix("\\"), index + 1 < lines.count {
                    index += 1
                    command = command.dropLast().trimmingCharacters(in: .whitespaces) + " "
                        + lines[index].trimmingCharacters(in: .whitespaces)
                }
                var output: [String] = []
                while index + 1 < lines.count {
                    let next = lines[index + 1]
                    let nextIndent = next.prefix { $0 == " " }.count
                    guard !next.trimmingCharacters(in: .whitespaces).isEmpty, nextIndent >= indent || inFence,
                          !next.dropFirst(nextIndent).hasPrefix("$ "), !next.dropFirst(nextIndent).hasPrefix("```") else { break }
                    output.append(String(next.dropFirst(min(indent, nextIndent))))
                    index += 1
                }
                examples.append(DocumentationExample(file: file, line: start + 1, command: command, output: output,
                                                     illustrativeReason: marker))
                marker = nil
            } else if !trimmed.isEmpty, !inFence, indent < 4 {
                marker = nil   // a marker applies to the code block right after it
            }
            index += 1
        }
        return examples
    }
}

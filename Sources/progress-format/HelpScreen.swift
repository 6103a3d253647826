import ProgressFormat
import ArgumentParser
import ProgressFormatTools

/// A command's help, laid out to fit at most 80 columns (fewer on a narrower terminal), with
/// examples that can be pasted into a shell.
///
/// ArgumentParser wraps the options well but leaves the usage line whole and wraps an example
/// command like prose, its continuation at the start of a line. So the help is taken twice: the
/// part before `USAGE:` (overview, discussion, examples) unwrapped, and laid out here; the
/// rest (usage, arguments, options, subcommands) as ArgumentParser wraps it, with the usage line
/// and any line ArgumentParser leaves too long (its closing "See 'progress-format help …'")
/// wrapped here:
///
///     Examples:
///       progress-format import translated/pt_BR.xlf --locale pt-BR \
///         --strings ~/translations
///
///     USAGE: progress-format review approve --locale <locale> [--key <key> ...]
///                                           --reviewer <reviewer> [--strings <strings>]
///
/// - Prose wraps at spaces; an indented line keeps its indent on every line it takes.
/// - An example command (an indented line that starts with `progress-format`, `swift ` or
///   `$ `, or pipes into `progress-format`) breaks at a space outside quotes and not between an
///   option and its value, each piece but the
///   last ending in ` \`, the pieces after the first indented two columns more: the lines paste
///   as one command. An example already written that way fits and is left as it is.
/// - A word wider than a line stays whole.
enum HelpScreen {
    /// The widest help screen, whatever the terminal.
    static let maximumWidth = 80
    /// The narrowest: ArgumentParser indents option help 26 columns, and the longest words of
    /// the help must fit beside that.
    static let minimumWidth = 50

    /// The width ArgumentParser is asked for help it must not wrap.
    static let unwrappedColumns = Int(Int16.max)

    /// The width for help on this terminal: `$COLUMNS` or the window's, within
    /// ``minimumWidth`` … ``maximumWidth``.
    static func width(environment: [String: String]) -> Int {
        min(maximumWidth, max(minimumWidth, Terminal.width(environment: environment)))
    }

    /// The help ArgumentParser gives for `request` (a help request `error`), fitted to `width`.
    static func text(for request: any Error, command: any ParsableCommand.Type, width: Int) -> String {
        let unwrapped = command.fullMessage(for: request, columns: unwrappedColumns)
        let wrapped = command.fullMessage(for: request, columns: width)
        let unwrappedLines = unwrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wrappedLines = wrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let head = unwrappedLines.firstIndex(where: isUsageLine),
              let tail = wrappedLines.firstIndex(where: isUsageLine) else {
            return fit(unwrappedLines, width: width).joined(separator: "\n")
        }
        let lines = fit(Array(unwrappedLines[..<head]), width: width)
            + usage(wrappedLines[tail], width: width)
            + fit(Array(wrappedLines[(tail + 1)...]), width: width)
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// Whether `line` is ArgumentParser's usage line.
    private static func isUsageLine(_ line: String) -> Bool {
        line.hasPrefix("USAGE: ")
    }

    /// `lines` (prose and examples, each paragraph on one line) wrapped to `width`.
    static func fit(_ lines: [String], width: Int) -> [String] {
        var fitted: [String] = []
        var continuesCommand = false   // the line before ended in " \\"
        for line in lines {
            let isContinuation = continuesCommand
            continuesCommand = line.hasSuffix(" \\")
            guard DisplayWidth.columns(of: line) > width else {
                fitted.append(line)
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            var body = String(line.dropFirst(indent))
            let margin = String(repeating: " ", count: indent)
            if indent > 0, isContinuation || isCommand(body) {
                // A command's first line starts it; its continuation lines are indented 2 more. A
                // line of a command continued already keeps its indent, and its own " \\".
                if continuesCommand { body.removeLast(2) }
                let continuation = isContinuation ? margin : margin + "  "
                // Room for " \\" at the end of each piece.
                let pieces = wrap(words(ofCommand: body), firstWidth: width - indent - 2,
                                  continuationWidth: width - continuation.count - 2)
                fitted += pieces.enumerated().map { index, piece in
                    (index == 0 ? margin : continuation) + piece + (index < pieces.count - 1 || continuesCommand ? " \\" : "")
                }
                continue
            }
            let available = max(1, width - indent)
            fitted += wrap(body.split(separator: " ").map(String.init), firstWidth: available, continuationWidth: available)
                .map { margin + $0 }
        }
        return fitted
    }

    /// The usage line wrapped at spaces outside `[…]` and `<…>`, its continuation lines lined up
    /// under the first option (or indented 9 columns when that leaves too little room).
    static func usage(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.columns(of: line) > width else { return [line] }
        let words = words(ofUsage: line)
        let commandWords = words.prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[") && !$0.hasPrefix("<") }
        let aligned = commandWords.map { DisplayWidth.columns(of: $0) + 1 }.reduce(0, +)
        let indent = aligned <= width / 2 ? aligned : 9
        return wrap(words, firstWidth: width, continuationWidth: width - indent).enumerated().map { index, piece in
            index == 0 ? piece : String(repeating: " ", count: indent) + piece
        }
    }

    /// Whether an indented line is an example command.
    private static func isCommand(_ text: String) -> Bool {
        ["progress-format ", "swift ", "$ "].contains { text.hasPrefix($0) } || text.contains("| progress-format")
    }

    /// The pieces a command may break between: its words, a quoted argument ("Anna Müller")
    /// kept as one, and an option kept with its value (`--key statusPaused`).
    private static func words(ofCommand text: String) -> [String] {
        var pieces: [String] = []
        for word in arguments(ofCommand: text) {
            if let last = pieces.last, last.hasPrefix("--"), !last.contains(" "), !word.hasPrefix("-"), word != "|" {
                pieces[pieces.count - 1] = last + " " + word
            } else {
                pieces.append(word)
            }
        }
        return pieces
    }

    /// The words of a command, a quoted argument ("Anna Müller") kept as one.
    private static func arguments(ofCommand text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if character == " ", quote == nil {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character == "\"" || character == "'" {
                quote = quote == nil ? character : (quote == character ? nil : quote)
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The words of a usage line, an option in brackets (`[--key <key> ...]`) kept as one.
    private static func words(ofUsage text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == " ", depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Greedy wrapping of `words` joined by spaces: the first line at most `firstWidth`
    /// columns, the others at most `continuationWidth`; a word wider than a line stays whole.
    private static func wrap(_ words: [String], firstWidth: Int, continuationWidth: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in words {
            let wordWidth = DisplayWidth.columns(of: word)
            let limit = lines.isEmpty ? firstWidth : continuationWidth
            if !current.isEmpty, currentWidth + 1 + wordWidth > limit {
                lines.append(current)
                current = word
                currentWidth = wordWidth
            } else {
                current += current.isEmpty ? word : " " + word
                currentWidth += (currentWidth == 0 ? 0 : 1) + wordWidth
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

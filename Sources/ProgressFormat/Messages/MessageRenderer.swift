/// Renders planned messages into one locale's text: walks a ``MessagePattern``, lets
/// ``LocaleParts`` format each argument, and chooses `select` and `plural` variants.
///
/// Plural variants are chosen from the number *as displayed* (`uplrules_selectFormatted` on the
/// same ICU result that gives the digits), and an exact `=N` variant wins over a category, as in
/// ICU. Rendering cannot fail: a missing argument renders as nothing, an unknown keyword takes
/// the `other` variant.
struct MessageRenderer: Sendable {
    /// The patterns to render with.
    let catalog: MessageCatalog
    /// The locale's ICU formatters.
    let parts: LocaleParts
    /// The source language's formatters, for messages that fell back to the source text.
    let sourceParts: LocaleParts

    /// The text of one planned output string.
    func render(_ text: PlannedText) -> String {
        switch text {
        case .empty: ""
        case .message(let message): render(message)
        case .value(let value): format(value, with: parts)
        }
    }

    /// The text of one planned message.
    func render(_ message: PlannedMessage) -> String {
        guard let pattern = catalog.patterns[message.key] else { return "" }
        let parts = catalog.fallbackKeys.contains(message.key) ? sourceParts : parts
        var output = ""
        evaluate(pattern.nodes, arguments: message.arguments, literals: [:], pound: nil, parts: parts, into: &output)
        return output
    }

    // MARK: - Evaluation

    private func evaluate(
        _ nodes: [MessageNode], arguments: [String: PlannedValue], literals: [String: String],
        pound: String?, parts: LocaleParts, into output: inout String
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .pound:
                output += pound ?? ""
            case .argument(let name):
                if let literal = literals[name] {
                    output += literal
                } else if let value = arguments[name] {
                    output += format(value, with: parts)
                }
            case .select(let name, let cases):
                let keyword = if case .keyword(let keyword)? = arguments[name] { keyword } else { "other" }
                let branch = cases[keyword] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, literals: literals, pound: pound, parts: parts, into: &output)
            case .plural(let name, let offset, let exact, let cases):
                let number: Int64 = if case .count(let count)? = arguments[name] { count } else { 0 }
                let shown = number.subtractingReportingOverflow(offset).partialValue
                let (text, category) = parts.countWithCategory(shown)
                let branch = exact[number] ?? cases[category] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, literals: literals, pound: text, parts: parts, into: &output)
            }
        }
    }

    /// One argument's text, formatted by `parts`.
    private func format(_ value: PlannedValue, with parts: LocaleParts) -> String {
        switch value {
        case .count(let count):
            return parts.count(count)
        case .percent(let percent):
            return parts.percent(percent)
        case .byteCount(let bytes):
            switch parts.byteCount(bytes) {
            case .text(let text):
                return text
            case .exabytes(let number):
                guard let pattern = catalog.patterns[.exabyteCount] else { return number }
                var output = ""
                evaluate(pattern.nodes, arguments: [:], literals: [ArgumentName.value: number], pound: nil, parts: parts,
                         into: &output)
                return output
            }
        case .throughput(let bytesPerSecond):
            return parts.throughput(bytesPerSecond)
        case .duration(let duration):
            return parts.duration(duration)
        case .fileName(let name):
            return parts.fileName(name)
        case .keyword(let keyword):
            return keyword
        case .message(let message):
            return render(message)
        }
    }
}

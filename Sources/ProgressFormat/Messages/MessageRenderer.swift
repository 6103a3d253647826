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
    /// What was rendered last, for streams of updates.
    let memos = RenderMemos()

    /// Both output strings of a plan, reusing what the previous update already rendered.
    func render(_ plan: ProgressPlan) -> ProgressText {
        memos.withMemo { memo in
            guard let memo else {
                return ProgressText(description: render(plan.description), additionalDescription: render(plan.additionalDescription))
            }
            let description: String
            if let last = memo.description, last.plan == plan.description {
                description = last.text
            } else {
                description = render(plan.description, memo: memo)
                memo.description = (plan.description, description)
            }
            return ProgressText(description: description, additionalDescription: render(plan.additionalDescription, memo: memo))
        }
    }

    /// The text of one planned output string.
    func render(_ text: PlannedText, memo: RenderMemo? = nil) -> String {
        switch text {
        case .empty: ""
        case .message(let message): render(message, memo: memo)
        case .value(let value): format(value, with: parts, memo: memo)
        }
    }

    /// The text of one planned message.
    func render(_ message: PlannedMessage, memo: RenderMemo? = nil) -> String {
        var output = ""
        render(message, memo: memo, into: &output)
        return output
    }

    /// Appends the text of one planned message to `output`.
    private func render(_ message: PlannedMessage, memo: RenderMemo?, into output: inout String) {
        guard let pattern = catalog.patterns[message.key] else { return }
        let isFallback = catalog.fallbackKeys.contains(message.key)
        let parts = isFallback ? sourceParts : parts
        // The memo holds this locale's texts; fallback messages format in the source language.
        evaluate(pattern.nodes, arguments: message.arguments, literal: nil, pound: nil, parts: parts,
                 memo: isFallback ? nil : memo, into: &output)
    }

    // MARK: - Evaluation

    private func evaluate(
        _ nodes: [MessageNode], arguments: ArgumentList, literal: (name: String, text: String)?,
        pound: String?, parts: LocaleParts, memo: RenderMemo?, into output: inout String
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .pound:
                output += pound ?? ""
            case .argument(let name):
                if let literal, literal.name == name {
                    output += literal.text
                } else if case .message(let nested)? = arguments[name] {
                    // A nested sentence renders straight into this one's buffer.
                    render(nested, memo: memo, into: &output)
                } else if let value = arguments[name] {
                    output += format(value, with: parts, memo: memo)
                }
            case .select(let name, let cases):
                let keyword = if case .keyword(let keyword)? = arguments[name] { keyword } else { "other" }
                let branch = cases[keyword] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, literal: literal, pound: pound, parts: parts, memo: memo, into: &output)
            case .plural(let name, let offset, let exact, let cases):
                let number: Int64 = if case .count(let count)? = arguments[name] { count } else { 0 }
                let shown = number.subtractingReportingOverflow(offset).partialValue
                let (text, category) = parts.countWithCategory(shown)
                let branch = exact[number] ?? cases[category] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, literal: literal, pound: text, parts: parts, memo: memo, into: &output)
            }
        }
    }

    /// One argument's text, formatted by `parts` (or remembered by `memo`).
    private func format(_ value: PlannedValue, with parts: LocaleParts, memo: RenderMemo? = nil) -> String {
        switch value {
        case .count(let count):
            return parts.count(count)
        case .percent(let percent):
            return parts.percent(percent)
        case .byteCount(let bytes):
            if let memo {
                return memo.byteCount(bytes) { format(value, with: parts) }
            }
            switch parts.byteCount(bytes) {
            case .text(let text):
                return text
            case .exabytes(let number):
                guard let pattern = catalog.patterns[.exabyteCount] else { return number }
                var output = ""
                evaluate(pattern.nodes, arguments: [:], literal: (ArgumentName.value, number), pound: nil, parts: parts,
                         memo: nil, into: &output)
                return output
            }
        case .throughput(let bytesPerSecond):
            if let memo, let last = memo.throughput, last.bytesPerSecond == bytesPerSecond {
                return last.text
            }
            let text = parts.throughput(bytesPerSecond)
            memo?.throughput = (bytesPerSecond, text)
            return text
        case .duration(let duration):
            if let memo, let last = memo.duration, last.value == duration {
                return last.text
            }
            let text = parts.duration(duration)
            memo?.duration = (duration, text)
            return text
        case .fileName(let name):
            return parts.fileName(name)
        case .keyword(let keyword):
            return keyword
        case .message(let message):
            return render(message, memo: memo)
        }
    }
}

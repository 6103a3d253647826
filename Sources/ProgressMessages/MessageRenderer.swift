import ProgressParts
import ProgressPlanning

/// Renders planned messages into one locale's text: walks a ``MessagePattern``, lets
/// `LocaleParts` format each decided value, and chooses `select` and `plural` variants.
///
/// Plural variants are chosen from the number *as displayed* (`uplrules_selectFormatted` on the
/// same ICU result that gives the digits), and an exact `=N` variant wins over a category, as in
/// ICU. Rendering cannot fail: a missing argument renders as nothing, an unknown keyword takes
/// the `other` variant.
package struct MessageRenderer: Sendable {
    /// The patterns to render with.
    package let catalog: MessageCatalog
    /// The locale's ICU formatters.
    package let parts: LocaleParts
    /// The source language's formatters, for messages that fell back to the source text.
    package let sourceParts: LocaleParts
    /// What was rendered last, for streams of updates.
    private let memos = RenderMemos()

    package init(catalog: MessageCatalog, parts: LocaleParts, sourceParts: LocaleParts) {
        self.catalog = catalog
        self.parts = parts
        self.sourceParts = sourceParts
    }

    /// Both output strings of a plan, reusing what the previous update already rendered.
    package func render(_ plan: ProgressPlan) -> ProgressText {
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
    package func render(_ text: PlannedText, memo: RenderMemo? = nil) -> String {
        var output = ""
        switch text {
        case .empty:
            break
        case .message(let message):
            render(message, memo: memo, into: &output)
        case .value(let value, _):
            append(value, parts: parts, memo: memo, into: &output)
        }
        return output
    }

    /// The text of one planned message.
    package func render(_ message: PlannedMessage) -> String {
        var output = ""
        render(message, memo: nil, into: &output)
        return output
    }

    /// Appends the text of one planned message to `output`.
    private func render(_ message: PlannedMessage, memo: RenderMemo?, into output: inout String) {
        guard let pattern = catalog.patterns[message.key] else { return }
        let isFallback = catalog.fallbackKeys.contains(message.key)
        // The memo holds this locale's texts; fallback messages format in the source language.
        evaluate(pattern.nodes, arguments: message.arguments, pound: nil, parts: isFallback ? sourceParts : parts,
                 memo: isFallback ? nil : memo, into: &output)
    }

    // MARK: - Evaluation

    /// Appends `nodes`; `depth` counts the variants entered, never more than a parsed pattern nests.
    private func evaluate(
        _ nodes: [MessageNode], arguments: ArgumentList, pound: String?, parts: LocaleParts, memo: RenderMemo?,
        depth: Int = 0, into output: inout String
    ) {
        guard depth <= MessagePattern.maximumNesting else { return }
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .pound:
                output += pound ?? ""
            case .argument(let name):
                if let value = arguments[name] {
                    append(value, parts: parts, memo: memo, into: &output)
                }
            case .select(let name, let cases):
                let keyword = if case .keyword(let keyword)? = arguments[name] { keyword } else { "other" }
                let branch = cases[keyword] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, pound: pound, parts: parts, memo: memo, depth: depth + 1, into: &output)
            case .plural(let name, let offset, let exact, let cases):
                let number: Int64 = if case .count(let count)? = arguments[name] { count } else { 0 }
                let shown = number.subtractingReportingOverflow(offset).partialValue
                let (text, category) = parts.countWithCategory(shown)
                let branch = exact[number] ?? cases[category] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, pound: text, parts: parts, memo: memo, depth: depth + 1, into: &output)
            }
        }
    }

    /// Appends one value's text, formatted by `parts` (or remembered by `memo`).
    private func append(_ value: PlannedValue, parts: LocaleParts, memo: RenderMemo?, into output: inout String) {
        switch value {
        case .count(let count):
            output += parts.count(count)
        case .percent(let percent):
            output += parts.percent(percent)
        case .number(let number, let precision):
            output += parts.number(number, precision)
        case .measure(let measure):
            output += memo?.measure(measure) { parts.measure(measure) } ?? parts.measure(measure)
        case .duration(let duration):
            if let memo, let last = memo.duration, last.value == duration {
                output += last.text
            } else {
                let text = parts.duration(duration)
                memo?.duration = (duration, text)
                output += text
            }
        case .fileName(let name):
            output += parts.fileName(name)
        case .keyword(let keyword):
            output += keyword
        case .message(let message):
            // A nested sentence renders straight into this one's buffer.
            render(message, memo: memo, into: &output)
        }
    }
}

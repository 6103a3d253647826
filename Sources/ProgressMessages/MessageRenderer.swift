import ProgressParts
import ProgressPlanning

/// Renders planned messages into one locale's text: walks a ``MessagePattern``, lets
/// `LocaleParts` format each decided value, chooses `select` and `plural` variants, and marks
/// where each argument that is a part of its own (a byte count, the speed, a file name) lands.
///
/// Plural variants are chosen from the number *as displayed* (`uplrules_selectFormatted` on the
/// same ICU result that gives the digits), and an exact `=N` variant wins over a category, as in
/// ICU. Rendering cannot fail: a missing argument renders as nothing, an unknown keyword takes
/// the `other` variant.
///
/// One language per line: when any message a line needs is missing or broken in the
/// translation, the whole line is rendered from the source table with the source language's
/// numbers ("5 of 10 — 30 seconds remaining", never "5 von 10 – 30 seconds remaining").
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

    /// Both output strings of a plan and their parts, reusing what the previous update already
    /// rendered.
    package func render(_ plan: ProgressPlan) -> ProgressText {
        memos.withMemo { memo in
            var description = Line()
            if let memo, let last = memo.description, last.plan == plan.description {
                description = Line(text: last.text, parts: last.parts)
            } else {
                render(plan.description, voice: voice(for: plan.description), memo: memo, into: &description)
                memo?.description = (plan.description, description.text, description.parts)
            }
            var additional = Line()
            render(plan.additionalDescription, voice: voice(for: plan.additionalDescription), memo: memo, into: &additional)
            return ProgressText(description: description.text, descriptionParts: description.parts,
                                additionalDescription: additional.text, additionalDescriptionParts: additional.parts)
        }
    }

    /// The text of one planned output string.
    package func render(_ text: PlannedText) -> String {
        var line = Line()
        render(text, voice: voice(for: text), memo: nil, into: &line)
        return line.text
    }

    /// The text of one planned message.
    package func render(_ message: PlannedMessage) -> String {
        var line = Line()
        render(message, voice: voice(for: .message(message)), memo: nil, into: &line)
        return line.text
    }

    /// The language a line is written in: its patterns and the parts that format its values.
    private struct Voice {
        var patterns: [MessageKey: MessagePattern]
        var parts: LocaleParts
        /// Whether the formatter's memo (which holds the locale's texts) may serve this line.
        var usesMemo: Bool
    }

    /// The translation's voice, or the source language's when the line needs a message that
    /// fell back to it.
    private func voice(for text: PlannedText) -> Voice {
        if catalog.fallbackKeys.isEmpty || !Self.keys(of: text).contains(where: catalog.fallbackKeys.contains) {
            return Voice(patterns: catalog.patterns, parts: parts, usesMemo: true)
        }
        return Voice(patterns: catalog.sourcePatterns, parts: sourceParts, usesMemo: false)
    }

    /// Every message key a planned line renders.
    private static func keys(of text: PlannedText) -> [MessageKey] {
        func keys(of message: PlannedMessage) -> [MessageKey] {
            [message.key] + message.arguments.values.flatMap { value -> [MessageKey] in
                if case .message(let nested) = value { keys(of: nested) } else { [] }
            }
        }
        switch text {
        case .empty: return []
        case .message(let message), .sentenceStart(let message, _): return keys(of: message)
        case .value(.message(let message), _): return keys(of: message)
        case .value: return []
        }
    }

    /// A line being rendered: its text and the parts marked so far.
    private struct Line {
        var text = ""
        var parts = ProgressText.PartList()

        /// Marks what `body` appends as `field` (when there is one).
        mutating func marking(_ field: ProgressText.Field?, _ body: (inout Line) -> Void) {
            guard let field else { return body(&self) }
            let start = text.utf8.count
            body(&self)
            parts.append(field, start..<text.utf8.count)
        }
    }

    private func render(_ text: PlannedText, voice: Voice, memo: RenderMemo?, into line: inout Line) {
        let memo = voice.usesMemo ? memo : nil
        switch text {
        case .empty:
            break
        case .message(let message):
            render(message, voice: voice, memo: memo, into: &line)
        case .value(let value, let field):
            line.marking(field) { append(value, voice: voice, memo: memo, into: &$0) }
        case .sentenceStart(let message, let field):
            line.marking(field) { render(message, voice: voice, memo: memo, into: &$0) }
            capitalizeStart(of: &line, parts: voice.parts)
        }
    }

    /// Capitalizes the line's first letter, moving the parts after it if its length changed
    /// (Turkish "i" → "İ" takes a byte more).
    private func capitalizeStart(of line: inout Line, parts: LocaleParts) {
        let before = line.text.utf8.count
        let capitalized = parts.capitalizingSentenceStart(line.text)
        guard capitalized != line.text else { return }
        let changedAt = zip(line.text.utf8, capitalized.utf8).prefix(while: ==).count
        line.text = capitalized
        line.parts.shift(from: changedAt, by: capitalized.utf8.count - before)
    }

    /// Appends the text of one planned message.
    private func render(_ message: PlannedMessage, voice: Voice, memo: RenderMemo?, into line: inout Line) {
        guard let pattern = voice.patterns[message.key] else { return }
        evaluate(pattern.nodes, arguments: message.arguments, pound: nil, voice: voice, memo: memo, into: &line)
    }

    // MARK: - Evaluation

    /// Appends `nodes`; `depth` counts the variants entered, never more than a parsed pattern nests.
    private func evaluate(
        _ nodes: [MessageNode], arguments: ArgumentList, pound: (text: String, field: ProgressText.Field?)?,
        voice: Voice, memo: RenderMemo?, depth: Int = 0, into line: inout Line
    ) {
        guard depth <= MessagePattern.maximumNesting else { return }
        for node in nodes {
            switch node {
            case .text(let text):
                line.text += text
            case .pound:
                if let pound {
                    line.marking(pound.field) { $0.text += pound.text }
                }
            case .argument(let name):
                if let argument = arguments.argument(named: name) {
                    line.marking(argument.field) { append(argument.value, voice: voice, memo: memo, into: &$0) }
                }
            case .select(let name, let cases):
                let keyword = if case .keyword(let keyword)? = arguments[name] { keyword } else { "other" }
                let branch = cases[keyword] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, pound: pound, voice: voice, memo: memo, depth: depth + 1, into: &line)
            case .plural(let name, let offset, let exact, let cases):
                let argument = arguments.argument(named: name)
                let number: Int64 = if case .count(let count)? = argument?.value { count } else { 0 }
                let shown = number.subtractingReportingOverflow(offset).partialValue
                let (text, category) = voice.parts.countWithCategory(shown)
                let branch = exact[number] ?? cases[category] ?? cases["other"] ?? []
                evaluate(branch, arguments: arguments, pound: (text, argument?.field), voice: voice, memo: memo, depth: depth + 1,
                         into: &line)
            }
        }
    }

    /// Appends one value's text, formatted by `parts` (or remembered by `memo`).
    private func append(_ value: PlannedValue, voice: Voice, memo: RenderMemo?, into line: inout Line) {
        let parts = voice.parts
        switch value {
        case .count(let count):
            line.text += parts.count(count)
        case .percent(let percent):
            line.text += parts.percent(percent)
        case .number(let number, let precision):
            line.text += parts.number(number, precision)
        case .measure(let measure):
            line.text += memo?.measure(measure) { parts.measure(measure) } ?? parts.measure(measure)
        case .duration(let duration):
            if let memo, let last = memo.duration, last.value == duration {
                line.text += last.text
            } else {
                let text = parts.duration(duration)
                memo?.duration = (duration, text)
                line.text += text
            }
        case .fileName(let name):
            line.text += parts.fileName(name)
        case .keyword(let keyword):
            line.text += keyword
        case .message(let message):
            // A nested sentence renders straight into this one's buffer.
            render(message, voice: voice, memo: memo, into: &line)
        }
    }
}

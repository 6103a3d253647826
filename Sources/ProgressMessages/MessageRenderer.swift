import ProgressParts
import ProgressPlanning

/// Renders planned messages into one locale's text: walks a message's compiled instructions
/// (``CompiledMessages``), lets `LocaleParts` format each decided value, chooses `select` and
/// `plural` variants, and marks where each argument that is a part of its own (a byte count, the
/// speed, a file name) lands.
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
    /// The locale's ICU formatters.
    package let parts: LocaleParts
    /// The source language's formatters, for messages that fell back to the source text.
    package let sourceParts: LocaleParts
    /// The tag of the table each key's pattern came from.
    package let origins: MessageKeyed<String>
    /// Keys whose message fell back to another language (see ``MessageCatalog/fallbackKeys``).
    package let fallbackKeys: Set<MessageKey>
    /// What was rendered last, for streams of updates.
    private let memos = RenderMemos()
    /// The catalog's messages, compiled; the source's only when some key fell back to it (a
    /// line is written in the source language only then), else the same object.
    private let primary: CompiledMessages
    private let source: CompiledMessages

    /// A renderer for `catalog`'s messages. It keeps their compiled form, not the parsed
    /// patterns: the catalog can be let go.
    package init(catalog: MessageCatalog, parts: LocaleParts, sourceParts: LocaleParts) {
        self.parts = parts
        self.sourceParts = sourceParts
        origins = catalog.origins
        fallbackKeys = catalog.fallbackKeys
        primary = CompiledMessages(catalog.patterns.byOrdinal)
        source = catalog.fallbackKeys.isEmpty ? primary : CompiledMessages(catalog.sourcePatterns.byOrdinal)
    }

    /// Both output strings of a snapshot, planned with units of `width`, and their parts —
    /// reusing the previous update's description when its facts are the same (during a
    /// transfer it never changes, and planning it, the file name above all, is most of the
    /// planning).
    package func render(_ snapshot: ProgressSnapshot, width: TextWidth) -> ProgressText {
        // Taken and given back here, not through a closure: a closure would capture (copy and
        // retain) the whole renderer on every update.
        let memo = memos.acquire()
        defer { memo?.release() }
        return render(snapshot, width: width, memo: memo)
    }

    /// Both output strings of a snapshot, remembering in `memo` — which the caller holds (see
    /// ``RenderMemo/tryAcquire()``) and which only this renderer writes — rather than in one of
    /// the renderer's own: a memo per transfer, for many transfers through one renderer.
    package func render(_ snapshot: ProgressSnapshot, width: TextWidth, memo: RenderMemo?) -> ProgressText {
        let description: (text: String, parts: ProgressText.PartList)
        if let memo, memo.descriptionFacts?.describe(snapshot) == true {
            // The same string, not a copy of its bytes made into a new one.
            description = (memo.descriptionText, memo.descriptionParts)
        } else {
            let plan = DescriptionPlanner.plan(snapshot)
            let writer = writer(for: plan, memo: memo)
            description = line { render(plan, with: writer, into: &$0) }
            if let memo {
                memo.descriptionFacts = DescriptionFacts(snapshot)
                memo.descriptionText = description.text
                memo.descriptionParts = description.parts
            }
        }
        let plan = AdditionalDescriptionPlanner.plan(snapshot, width: width)
        let writer = writer(for: plan, memo: memo)
        let additional = line { render(plan, with: writer, into: &$0) }
        memo?.isWarm = true
        return ProgressText(description: description.text, descriptionParts: description.parts,
                            additionalDescription: additional.text, additionalDescriptionParts: additional.parts)
    }

    /// The text of one planned output string.
    package func render(_ text: PlannedText) -> String {
        let writer = writer(for: text, memo: nil)
        return line { render(text, with: writer, into: &$0) }.text
    }

    /// The text of one planned message.
    package func render(_ message: PlannedMessage) -> String {
        let writer = writer(for: .message(message), memo: nil)
        return line { render(message, with: writer, into: &$0) }.text
    }

    /// What one line is written with: the messages and formatters of its language — the
    /// translation's, or the source language's when the line needs a message that fell back to
    /// it — and the memo (which holds the locale's texts, so only for the translation's). Made
    /// once per line and passed down borrowed: walking the line retains nothing per value.
    private struct Writer {
        /// The messages and the formatters, unretained: the renderer keeps both alive while it
        /// writes a line, and threads sharing the renderer then write neither's reference count
        /// (two threads writing one counter on every update take turns with its cache line).
        private let messagesReference: Unmanaged<CompiledMessages>
        private let partsReference: Unmanaged<LocaleParts>
        let memo: RenderMemo?
        /// Whether measures are written with spliced units (a stream of updates, past its first:
        /// the first text in a locale does not pay for deciding them).
        let splicesUnits: Bool

        init(messages: CompiledMessages, parts: LocaleParts, memo: RenderMemo?, splicesUnits: Bool) {
            messagesReference = Unmanaged.passUnretained(messages)
            partsReference = Unmanaged.passUnretained(parts)
            self.memo = memo
            self.splicesUnits = splicesUnits
        }

        /// Calls `body` with the messages, not retained.
        func withMessages<Result>(_ body: (CompiledMessages) -> Result) -> Result {
            messagesReference._withUnsafeGuaranteedRef(body)
        }

        /// Calls `body` with the formatters, not retained.
        func withParts<Result>(_ body: (LocaleParts) -> Result) -> Result {
            partsReference._withUnsafeGuaranteedRef(body)
        }
    }

    /// The writer of a line.
    private func writer(for text: PlannedText, memo: RenderMemo?) -> Writer {
        if fallbackKeys.isEmpty || !Self.keys(of: text).contains(where: fallbackKeys.contains) {
            return Writer(messages: primary, parts: parts, memo: memo, splicesUnits: memo?.isWarm ?? false)
        }
        return Writer(messages: source, parts: sourceParts, memo: nil, splicesUnits: false)
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

    /// A line being rendered: its UTF-8, written into a stack buffer (ICU writes straight into
    /// it; one `String` is made at the end), and the parts marked so far, at UTF-8 offsets.
    private struct Line {
        var text: TextBuffer
        var parts = ProgressText.PartList()

        /// Appends `text`'s UTF-8.
        mutating func append(_ text: String) {
            self.text.append(text)
        }

        /// Marks what `body` appends as `field` (when there is one). Offsets count what the
        /// text needs, so they are right once it fits.
        mutating func marking(_ field: ProgressText.Field?, _ body: (inout Line) -> Void) {
            guard let field else { return body(&self) }
            let start = text.required
            body(&self)
            parts.append(field, start..<text.required)
        }
    }

    /// The text and parts `body` renders, in a stack buffer (again with room for all of it, in
    /// the rare line that does not fit).
    private func line(_ body: (inout Line) -> Void) -> (text: String, parts: ProgressText.PartList) {
        var parts = ProgressText.PartList()
        let text = TextBuffer.string { buffer in
            var line = Line(text: buffer)
            body(&line)
            buffer = line.text
            parts = line.parts
        }
        return (text, parts)
    }

    private func render(_ text: PlannedText, with writer: Writer, into line: inout Line) {
        switch text {
        case .empty:
            break
        case .message(let message):
            render(message, with: writer, into: &line)
        case .value(let value, let field):
            line.marking(field) { append(value, with: writer, into: &$0) }
        case .sentenceStart(let message, let field):
            line.marking(field) { render(message, with: writer, into: &$0) }
            writer.withParts { capitalizeStart(of: &line, parts: $0) }
        }
    }

    /// Capitalizes the line's first letter, moving the parts after it if its length changed
    /// (Turkish "i" → "İ" takes a byte more).
    private func capitalizeStart(of line: inout Line, parts: LocaleParts) {
        // A line that did not fit is rendered again; it is capitalized then.
        guard line.text.isComplete else { return }
        let before = line.text.count
        let text = line.text.string
        let capitalized = parts.capitalizingSentenceStart(text)
        guard capitalized != text else { return }
        let changedAt = zip(line.text.written, capitalized.utf8).prefix(while: ==).count
        line.text.removeSuffix(from: 0)
        line.text.append(capitalized)
        line.parts.shift(from: changedAt, by: line.text.required - before)
    }

    /// Appends the text of one planned message.
    private func render(_ message: PlannedMessage, with writer: Writer, into line: inout Line) {
        guard let range = writer.withMessages({ $0.message(message.key) }) else { return }
        evaluate(range, arguments: message.arguments, pound: nil, with: writer, into: &line)
    }

    // MARK: - Evaluation

    /// The text a `#` stands for: the plural argument's number as displayed (in a stack buffer
    /// that lives while its variant is rendered), and the part it is.
    private typealias Pound = (text: UnsafeBufferPointer<CChar>, field: ProgressText.Field?)

    /// Appends the instructions in `range`; `depth` counts the variants entered, never more
    /// than a parsed pattern nests.
    private func evaluate(
        _ range: Range<Int>, arguments: ArgumentList, pound: Pound?, with writer: Writer, depth: Int = 0,
        into line: inout Line
    ) {
        writer.withMessages { messages in
            evaluate(range, arguments: arguments, pound: pound, with: writer, messages: messages, depth: depth, into: &line)
        }
    }

    /// As ``evaluate(_:arguments:pound:with:depth:into:)``, with the writer's messages lent.
    private func evaluate(
        _ range: Range<Int>, arguments: ArgumentList, pound: Pound?, with writer: Writer, messages: CompiledMessages,
        depth: Int, into line: inout Line
    ) {
        guard depth <= MessagePattern.maximumNesting else { return }
        let instructions = messages.instructions
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = instructions[index]
            index += 1
            switch instruction.operation {
            case .text:
                line.text.append(messages.bytes(start: Int(instruction.first), count: Int(instruction.second)))
            case .pound:
                if let pound {
                    line.marking(pound.field) { $0.text.append(UnsafeRawBufferPointer(pound.text)) }
                }
            case .argument:
                if let name = messages.names[Int(instruction.name)] {
                    arguments.withArgument(named: name) { argument in
                        line.marking(argument.field) { append(argument.value, with: writer, into: &$0) }
                    }
                }
            case .select:
                let end = index + Int(instruction.first)
                let keyword = if let name = messages.names[Int(instruction.name)], case .keyword(let keyword)? = arguments[name] {
                    keyword
                } else {
                    "other"
                }
                if let body = messages.selectVariant(in: index..<end, keyword: keyword) {
                    evaluate(body, arguments: arguments, pound: pound, with: writer, messages: messages, depth: depth + 1,
                             into: &line)
                }
                index = end
            case .plural:
                let end = index + Int(instruction.first)
                let argument = messages.names[Int(instruction.name)].flatMap { arguments.argument(named: $0) }
                let number: Int64 = if case .count(let count)? = argument?.value { count } else { 0 }
                let shown = number.subtractingReportingOverflow(instruction.second).partialValue
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
                    let (length, category) = writeCount(shown, with: writer, into: buffer)
                    let chosen = messages.pluralVariant(in: index..<end, number: number, category: category)
                    if let chosen {
                        let pound = (UnsafeBufferPointer(rebasing: buffer[..<length]), argument?.field)
                        evaluate(chosen, arguments: arguments, pound: pound, with: writer, messages: messages,
                                 depth: depth + 1, into: &line)
                    }
                }
                index = end
            case .variant, .exact, .category:
                // Only reached through their header, which skips them.
                break
            }
        }
    }

    /// Writes a plural number into `buffer` — the memo's text when it is the last one (a time
    /// remaining's leading count stays for many updates) — and returns its length and category.
    private func writeCount(_ value: Int64, with writer: Writer,
                            into buffer: UnsafeMutableBufferPointer<CChar>) -> (length: Int, category: PluralCategory) {
        guard let memo = writer.memo else { return writer.withParts { $0.writeCount(value, into: buffer) } }
        if let remembered = memo.writeCount(value, into: buffer) { return remembered }
        let written = writer.withParts { $0.writeCount(value, into: buffer, learnedDigits: writer.splicesUnits) }
        memo.remember(count: value, UnsafeBufferPointer(rebasing: buffer[..<written.length]), category: written.category)
        return written
    }

    /// Appends a value the memo may remember (a measure, a duration): the text it remembers, or
    /// else the text `format` writes, which it then remembers for the next update.
    private func appendRemembered(
        into line: inout Line, memo: RenderMemo?, recall: (RenderMemo, inout TextBuffer) -> Bool,
        format: (RenderMemo?, inout TextBuffer) -> Void, remember: (RenderMemo, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let memo else { return format(nil, &line.text) }
        if recall(memo, &line.text) { return }
        let start = line.text.count
        format(memo, &line.text)
        // A line that did not fit is written again; the memo keeps only whole texts.
        if line.text.isComplete { remember(memo, line.text.written(from: start)) }
    }

    /// Appends one value's text, formatted by `parts` (or remembered by `memo`).
    private func append(_ value: PlannedValue, with writer: Writer, into line: inout Line) {
        writer.withParts { append(value, with: writer, parts: $0, into: &line) }
    }

    /// As ``append(_:with:into:)``, with the writer's formatters lent.
    private func append(_ value: PlannedValue, with writer: Writer, parts: LocaleParts, into line: inout Line) {
        switch value {
        case .count(let count):
            parts.appendCount(count, to: &line.text, learnedDigits: writer.splicesUnits)
        case .percent(let percent):
            parts.appendPercent(percent, to: &line.text)
        case .number(let number, let precision):
            line.append(parts.number(number, precision))
        case .measure(let measure):
            appendRemembered(into: &line, memo: writer.memo, recall: { $0.appendMeasure(measure, to: &$1) },
                             format: { parts.appendMeasure(measure, to: &$1, splicingUnits: writer.splicesUnits) },
                             remember: { $0.remember(measure, $1) })
        case .duration(let duration):
            appendRemembered(into: &line, memo: writer.memo, recall: { $0.appendDuration(duration, to: &$1) },
                             format: { memo, text in
                                 // The leading part ("20 minutes") is kept while the seconds change;
                                 // a warm stream writes parts below 60 from their units' texts.
                                 if let memo {
                                     parts.appendDuration(duration, to: &text, leadingPart: &memo.leadingPart,
                                                          clockUnits: writer.splicesUnits)
                                 } else {
                                     parts.appendDuration(duration, to: &text)
                                 }
                             }, remember: { $0.remember(duration, $1) })
        case .fileName(let name):
            line.append(parts.fileName(name))
        case .keyword(let keyword):
            line.append(keyword)
        case .message(let message):
            // A nested sentence renders straight into this one's buffer.
            render(message, with: writer, into: &line)
        }
    }
}

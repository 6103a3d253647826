package import ProgressTables

// Unsafe code here: the number model passed unretained for one line (Unmanaged, its owner the
// renderer outlives the call: no reference count written on a model threads share;
// CI's `CHECK=1 scripts/refcount-trace.sh` fails if it is counted).

/// Renders planned messages into one locale's text: walks a message's compiled instructions
/// (``MessageProgram``, plain bytes), lets `NumberModel` format each decided value, chooses `select` and
/// `plural` variants, and marks where each argument that is a part of its own (a byte count, the
/// speed, a file name) lands.
///
/// Plural variants are chosen from the number *as displayed* (its category by the locale's
/// rules), and an exact `=N` variant wins over a category, as in ICU. Rendering cannot fail: a missing argument renders as nothing, an unknown keyword takes
/// the `other` variant.
///
/// One language per line: when any message a line needs is missing or broken in the
/// translation, the whole line is rendered from the source table with the source language's
/// numbers ("5 of 10 — 30 seconds remaining", never "5 von 10 – 30 seconds remaining").
package struct MessageRenderer: Sendable {
    /// The locale's number model.
    package private(set) var numbers: NumberModel
    /// The source language's number model, for messages that fell back to the source text.
    package private(set) var sourceNumbers: NumberModel
    /// The tag of the table each key's pattern came from.
    package let origins: MessageKeyed<String>
    /// Keys whose message fell back to another language (see ``MessageCatalog/fallbackKeys``).
    package let fallbackKeys: Set<MessageKey>
    /// Keys whose message a screen reader cannot say (see ``MessageCatalog/unspokenKeys``).
    let unspokenKeys: Set<MessageKey>
    /// The catalog's messages; the source's only when some key fell back to it (a line is
    /// written in the source language only then), else the same.
    private let primary: MessageProgram
    private let source: MessageProgram

    /// A renderer for `catalog`'s messages (for a built-in table, the baked bytes themselves).
    init(catalog: MessageCatalog, numbers: NumberModel, sourceNumbers: NumberModel) {
        self.numbers = numbers
        self.sourceNumbers = sourceNumbers
        origins = catalog.origins
        fallbackKeys = catalog.fallbackKeys
        unspokenKeys = catalog.unspokenKeys
        primary = catalog.messages
        source = catalog.fallbackKeys.isEmpty && catalog.unspokenKeys.isEmpty ? primary : catalog.sourceMessages
    }

    /// A renderer of `other`'s messages with another number model (the same locale in another width): the
    /// compiled messages are shared.
    package init(sharing other: MessageRenderer, numbers: NumberModel, sourceNumbers: NumberModel) {
        self = other
        self.numbers = numbers
        self.sourceNumbers = sourceNumbers
    }

    /// One rendered line: its text and where its parts are, at UTF-8 offsets. A struct, not a
    /// tuple: a tuple held by a generic (a memory's ``Described``) is copied and destroyed
    /// through the runtime's generic tuple witnesses on every update.
    package struct RenderedLine: Sendable {
        /// The line.
        package var text: String
        /// Where its parts are.
        package var parts: PartList

        /// A line and its parts.
        package init(_ text: String, _ parts: PartList) {
            self.text = text
            self.parts = parts
        }
    }

    /// The text and parts of one planned line.
    ///
    /// The line is written by static functions that are handed the messages and the number
    /// model they write with, read where the renderer keeps them: nothing on the way copies the
    /// renderer or counts a reference to the locale's shared objects, which threads sharing a
    /// formatter would contend on (a closure capturing the renderer copied it, five retains of
    /// shared objects per line).
    @inline(never)
    package func line(_ text: PlannedText) -> RenderedLine {
        line(text, inSource: isInSourceLanguage(text))
    }

    /// The text and parts of `text` in the source language when `inSource`, else in the
    /// translation's.
    private func line(_ text: PlannedText, inSource: Bool) -> RenderedLine {
        inSource ? Self.written(text, messages: source, numbers: sourceNumbers)
            : Self.written(text, messages: primary, numbers: numbers)
    }

    /// The text of one planned output string.
    package func render(_ text: PlannedText) -> String {
        line(text).text
    }

    /// The text of `text` in the source language when `inSource`, else in the translation's:
    /// for a line put together from pieces (a log line, a spoken text), which are all written
    /// in the language ``needsSourceLanguage(_:)`` chose for them.
    func render(_ text: PlannedText, inSource: Bool) -> String {
        line(text, inSource: inSource).text
    }

    /// Whether any of `texts` needs a message that fell back to the source language — or, when
    /// the line is `spoken`, one a screen reader cannot say (``unspokenKeys``): a line put
    /// together from them is then written in it, all of it.
    func needsSourceLanguage(spoken: Bool = false, _ texts: PlannedText...) -> Bool {
        texts.contains(where: isInSourceLanguage)
            || (spoken && !unspokenKeys.isEmpty && texts.contains { Self.keys(of: $0).contains(where: unspokenKeys.contains) })
    }

    /// The text of one planned message.
    package func render(_ message: PlannedMessage) -> String {
        render(.message(message))
    }

    /// Whether a line is written in the source language: when it needs a message that fell
    /// back to it. A line is then written with the source's messages and parts, else with the
    /// translation's (see ``line(_:)``).
    private func isInSourceLanguage(_ text: PlannedText) -> Bool {
        !fallbackKeys.isEmpty && Self.keys(of: text).contains(where: fallbackKeys.contains)
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

    /// A line being rendered: its UTF-8, written into a stack buffer (one `String` is made at
    /// the end), and the parts marked so far, at UTF-8 offsets.
    private struct LineBuffer {
        var text: TextBuffer
        var parts = PartList()

        /// Marks what `body` appends as `field` (when there is one). Offsets count what the
        /// text needs, so they are right once it fits.
        mutating func marking(_ field: ProgressText.Field?, _ body: (inout LineBuffer) -> Void) {
            guard let field else { return body(&self) }
            let start = text.required
            body(&self)
            parts.append(field, start..<text.required)
        }
    }

    /// The text and parts of `text` written with `messages` and `numbers`, in a stack buffer
    /// (again with room for all of it, in the rare line that does not fit).
    ///
    /// The closure reaches `numbers` unretained (the caller holds it for the call): captured, the
    /// model every thread of the locale shares would be retained and released per line, a write
    /// two threads take turns at (`scripts/refcount-trace.sh` lists what an update retains).
    @inline(never)
    private static func written(_ text: PlannedText, messages: MessageProgram, numbers: NumberModel) -> RenderedLine {
        var parts = PartList()
        let model = unsafe Unmanaged.passUnretained(numbers)
        // The messages are lent down, never captured: a capture copied them (a reference count
        // on the array every thread's renderer shares).
        let string = TextBuffer.string(lending: messages) { buffer, messages in
            var line = LineBuffer(text: buffer)
            unsafe withNumbers(model, lending: messages) { messages, numbers in render(text, messages: messages, numbers: numbers, into: &line) }
            buffer = line.text
            parts = line.parts
        }
        return RenderedLine(string, parts)
    }

    /// Calls `body` with the number model `model` refers to (unretained: the caller holds it)
    /// and `value`, lent as a noncopyable generic so the closure below cannot copy it.
    private static func withNumbers<Value: ~Copyable>(_ model: Unmanaged<NumberModel>, lending value: borrowing Value,
                                                      _ body: (borrowing Value, NumberModel) -> Void) {
        unsafe model._withUnsafeGuaranteedRef { body(value, $0) }
    }

    private static func render(_ text: PlannedText, messages: MessageProgram, numbers: NumberModel, into line: inout LineBuffer) {
        switch text {
        case .empty:
            break
        case .message(let message):
            render(message, messages: messages, numbers: numbers, into: &line)
        case .value(let value, let field):
            line.marking(field) { append(value, messages: messages, numbers: numbers, into: &$0) }
        case .sentenceStart(let message, let field):
            line.marking(field) { render(message, messages: messages, numbers: numbers, into: &$0) }
            capitalizeStart(of: &line, numbers: numbers)
        }
    }

    /// Capitalizes the line's first letter, moving the parts after it if its length changed
    /// (Turkish "i" → "İ" takes a byte more).
    private static func capitalizeStart(of line: inout LineBuffer, numbers: NumberModel) {
        // A line that did not fit is rendered again; it is capitalized then.
        guard line.text.isComplete else { return }
        let before = line.text.count
        let text = line.text.string
        let capitalized = numbers.capitalizingSentenceStart(text)
        guard capitalized != text else { return }
        let changedAt = unsafe zip(line.text.written, capitalized.utf8).prefix(while: ==).count
        line.text.removeSuffix(from: 0)
        line.text.append(capitalized)
        line.parts.shift(from: changedAt, by: line.text.required - before)
    }

    /// Appends the text of one planned message.
    private static func render(_ message: PlannedMessage, messages: MessageProgram, numbers: NumberModel, into line: inout LineBuffer) {
        guard let range = messages.message(message.key) else { return }
        evaluate(range, arguments: message.arguments, pound: nil, messages: messages, numbers: numbers, depth: 0, into: &line)
    }

    // MARK: - Evaluation

    /// What a `#` stands for: the plural argument's number as displayed, and the part it is.
    private typealias Pound = (value: Int64, field: ProgressText.Field?)

    /// Appends the instructions in `range`; `depth` counts the variants entered, never more
    /// than a parsed pattern nests.
    private static func evaluate(_ range: Range<Int>, arguments: ArgumentList, pound: Pound?, messages: MessageProgram, numbers: NumberModel, depth: Int,
                          into line: inout LineBuffer) {
        guard depth <= MessagePattern.maximumNesting else { return }
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = messages.instruction(at: index)
            index += 1
            switch instruction.operation {
            case .text:
                // A text's bytes start at the arena's start plus its own (see MessageProgram's layout).
                line.text.append(messages.bytes, from: messages.arenaStart + instruction.textStart, count: instruction.textLength)
            case .pound:
                if let pound {
                    line.marking(pound.field) { numbers.appendCount(pound.value, to: &$0.text) }
                }
            case .argument:
                if let name = messages.name(instruction.tag) {
                    arguments.withArgument(named: name) { argument in
                        line.marking(argument.field) { append(argument.value, messages: messages, numbers: numbers, into: &$0) }
                    }
                }
            case .select:
                let end = index + instruction.span
                let keyword = if let name = messages.name(instruction.tag), case .keyword(let keyword)? = arguments[name] {
                    keyword
                } else {
                    "other"
                }
                if let body = Self.selectVariant(in: index..<end, of: messages, keyword: keyword) {
                    evaluate(body, arguments: arguments, pound: pound, messages: messages, numbers: numbers, depth: depth + 1, into: &line)
                }
                index = end
            case .plural:
                let end = index + instruction.span
                let argument = messages.name(instruction.tag).flatMap { arguments.argument(named: $0) }
                let number: Int64 = if case .count(let count)? = argument?.value { count } else { 0 }
                let shown = number.subtractingReportingOverflow(instruction.value).partialValue
                let category = numbers.category(ofCount: shown)
                if let chosen = Self.pluralVariant(in: index..<end, of: messages, number: number, category: category) {
                    evaluate(chosen, arguments: arguments, pound: (shown, argument?.field), messages: messages, numbers: numbers, depth: depth + 1,
                             into: &line)
                }
                index = end
            case .variant, .exact, .category:
                // Only reached through their header, which skips them.
                break
            }
        }
    }

    /// The body of the `select` variant in `range` (the instructions after a `select` header)
    /// for `keyword`, or else of its `other` variant; `nil` if it has neither. One pass:
    /// each variant's keyword compared by length first, then byte by byte.
    private static func selectVariant(in range: Range<Int>, of messages: MessageProgram, keyword: String) -> Range<Int>? {
        var other: Range<Int>?
        var index = range.lowerBound
        while index < range.upperBound {
            let header = messages.instruction(at: index)
            let body = index + 1..<index + 1 + header.span
            if messages.text(start: header.textStart, count: header.textLength, equals: keyword) {
                return body
            }
            if header.tag == PluralCategory.other.rawValue, other == nil {
                other = body
            }
            index = body.upperBound
        }
        return other
    }

    /// The body of the `plural` variant in `range` (the instructions after a `plural` header)
    /// for `number` (an exact `=N` first) or its `category`, or else of its `other` variant;
    /// `nil` if none applies. One pass: the compiler puts the exact variants first.
    private static func pluralVariant(in range: Range<Int>, of messages: MessageProgram, number: Int64,
                                      category: PluralCategory) -> Range<Int>? {
        var matching: Range<Int>?
        var other: Range<Int>?
        var index = range.lowerBound
        while index < range.upperBound {
            let header = messages.instruction(at: index)
            let body = index + 1..<index + 1 + header.span
            if header.operation == .exact, header.value == number {
                return body
            }
            if header.operation == .category {
                if header.tag == category.rawValue, matching == nil { matching = body }
                if header.tag == PluralCategory.other.rawValue, other == nil { other = body }
            }
            index = body.upperBound
        }
        return matching ?? other
    }

    /// Appends one value's text, written by the line's number model.
    private static func append(_ value: PlannedValue, messages: MessageProgram, numbers: NumberModel, into line: inout LineBuffer) {
        switch value {
        case .count(let count):
            numbers.appendCount(count, to: &line.text)
        case .percent(let percent):
            numbers.appendPercent(percent, to: &line.text)
        case .number(let number):
            numbers.appendNumber(number, to: &line.text)
        case .measure(let measure):
            numbers.appendMeasure(measure, to: &line.text)
        case .duration(let duration):
            numbers.appendDuration(duration, to: &line.text)
        case .fileName(let name):
            line.text.append(numbers.fileName(name))
        case .keyword(let keyword):
            line.text.append(keyword)
        case .text(let text):
            line.text.append(text)
        case .message(let message):
            // A nested sentence renders straight into this one's buffer.
            render(message, messages: messages, numbers: numbers, into: &line)
        }
    }
}

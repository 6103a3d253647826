internal import ProgressTables

/// How the log and speech channels put the two lines of a text together.
///
/// A terminal shows the description and the details on two lines that are redrawn; a log line
/// and a spoken text must each stand alone, so they join the description (without the
/// ellipsis that says the work goes on: a log line is read later, a screen reader would say
/// "dot dot dot") and the details with one message of the table: ``MessageKey/logLine``
/// ("Downloading 6 files: 419 kB of 5.4 MB …") or ``MessageKey/spokenWith`` ("Downloading 6
/// files, 419 kilobytes of 5.4 megabytes, …").
enum ChannelPlanner {
    /// `description` (already written) and `details` joined by `key`, or whichever of the two
    /// has something to say alone.
    static func joined(description: String, details: PlannedText, by key: MessageKey) -> PlannedText {
        let nested: PlannedValue? = switch details {
        case .empty: nil
        case .message(let message), .sentenceStart(let message, _): .message(message)
        case .value(let value, _): value
        }
        guard !description.isEmpty else { return details }
        let first = PlannedArgument(key == .logLine ? ArgumentName.description : ArgumentName.progress, .text(description))
        guard let nested else { return .value(.text(description), field: nil) }
        return .message(PlannedMessage(key, [first, PlannedArgument(ArgumentName.detail, nested)]))
    }

    /// `text` with each message nested in it written by `write` without its final ellipsis, as
    /// text: a status that ends in one ("estimating time remaining…") says nothing more to come
    /// on these channels wherever the table puts it in the line ("… (2.5 MB/s)"), nor does a
    /// message an `en-XA` bracket closes.
    static func withoutInnerEllipses(_ text: PlannedText, write: (PlannedMessage) -> String) -> PlannedText {
        switch text {
        case .empty: .empty
        case .message(let message): .message(withoutInnerEllipses(message, write: write))
        case .sentenceStart(let message, let field): .sentenceStart(withoutInnerEllipses(message, write: write), field: field)
        case .value(.message(let message), let field): .value(.text(withoutFinalEllipsis(write(withoutInnerEllipses(message, write: write)))), field: field)
        case .value: text
        }
    }

    private static func withoutInnerEllipses(_ message: PlannedMessage, write: (PlannedMessage) -> String) -> PlannedMessage {
        var result = message
        for argument in message.arguments.all {
            guard case .message(let nested) = argument.value else { continue }
            let written = withoutFinalEllipsis(write(withoutInnerEllipses(nested, write: write)))
            result.arguments.set(PlannedArgument(argument.name, .text(written), field: argument.field))
        }
        return result
    }

    /// `text` without a final ellipsis ("…", or "..." as some tables write it) and the space
    /// before it: "Downloading 6 files…" → "Downloading 6 files".
    static func withoutFinalEllipsis(_ text: String) -> String {
        var text = Substring(text)
        if text.hasSuffix("…") {
            text.removeLast()
        } else if text.hasSuffix("...") {
            text.removeLast(3)
        } else {
            return String(text)
        }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

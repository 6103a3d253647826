extension StringTable {
    /// The symbols a screen reader speaks as such ("50 kilobytes slash second", "dot dot dot"),
    /// full-width forms included. A message a reader says holds none of them; an ellipsis may
    /// end a message that the screen shows too, since the speech and log channels leave a
    /// message's final ellipsis out.
    package static let spokenSymbols: Set<Character> = ["/", "(", ")", "—", "–", "…", "／", "（", "）", "|"]

    /// Why `entry` cannot be used on the only channel it serves, or `nil`: a symbol a screen
    /// reader speaks in a message only speech says (``MessageKey/isSpoken``), or an ellipsis in a
    /// log line (``MessageKey/logLine``: a log line is read later, whole). At run time the
    /// message falls back to the source text, as a broken one does (one of
    /// ``refusals(of:file:against:)``), so the renderer never says what lint refuses.
    ///
    ///     de.json:spokenCompletedOfTotal: position 12: "/" is read aloud as a symbol; write words
    package static func channelSymbolProblem(of entry: MessageEntry, file: String) -> ProgressProblem? {
        guard entry.key.isSpoken || entry.key == .logLine else { return nil }
        return symbolProblem(of: entry, file: file)
    }

    /// Why `entry`, which the screen shows and a screen reader says (``MessageKey/reachesSpeech``
    /// but not ``MessageKey/isSpoken``: a description, a file count, a status), cannot be said,
    /// or `nil`: a symbol a reader speaks ("7 / 9 dosya"). The screen keeps the message; a
    /// spoken text that needs it is said in the source language, whole, as a line that needs a
    /// broken message is written.
    ///
    ///     tr.json:filesCompletedOfTotal: position 17: "/" is read aloud as a symbol; write words
    package static func speechProblem(of entry: MessageEntry, file: String) -> ProgressProblem? {
        guard entry.key.reachesSpeech, !entry.key.isSpoken else { return nil }
        return symbolProblem(of: entry, file: file)
    }

    private static func symbolProblem(of entry: MessageEntry, file: String) -> ProgressProblem? {
        channelSymbol(in: entry.text, key: entry.key).map { symbol in
            .malformedMessage(file: file, key: entry.key.rawValue, position: symbol.position, reason: symbol.reason)
        }
    }

    /// The first symbol of `text` that the channel `key` serves refuses, with its UTF-16
    /// position and the reason; `nil` when there is none (see ``channelSymbolProblem(of:file:)``).
    package static func channelSymbol(in text: String, key: MessageKey) -> (position: Int, reason: String)? {
        let characters = Array(text)
        var position = 0
        for (index, character) in characters.enumerated() {
            defer { position += character.utf16.count }
            let isEllipsis = character == "…" || (character == "." && characters[index...].starts(with: ["." , ".", "."]))
            if key == .logLine {
                if isEllipsis { return (position, "a log line holds no ellipsis: it is read later, whole") }
                continue
            }
            guard key.reachesSpeech, isEllipsis || spokenSymbols.contains(character) else { continue }
            // A final ellipsis of a message the screen shows too is left out on the channels.
            if isEllipsis, !key.isSpoken, endsAVariant(characters, after: index + (character == "…" ? 1 : 3)) { continue }
            return (position, "\"\(isEllipsis ? "…" : String(character))\" is read aloud as a symbol; write words")
        }
        return nil
    }

    /// Whether only white space stands between `index` and the end of a variant (`}`) or of the
    /// message.
    private static func endsAVariant(_ characters: [Character], after index: Int) -> Bool {
        characters[min(index, characters.count)...].first { !$0.isWhitespace }.map { $0 == "}" } ?? true
    }
}

import ProgressTables

/// A message a screen reader says holds a symbol it would read as one: a slash, a dash, an
/// ellipsis or a parenthesis ("50 kilobytes slash second", "dot dot dot"); or a log line holds
/// an ellipsis. The speech channel's own messages (``MessageKey/isSpoken``) are words and the
/// language's pauses only; the messages it shares with the screen (``MessageKey/reachesSpeech``:
/// descriptions, file counts, time remaining, statuses) may end in an ellipsis, which the
/// channel leaves out, and hold no other such symbol:
///
///     ja.json:spokenCompletedOfTotal: error: position 11: "/" is read aloud as a symbol; write words
///     tr.json:filesCompletedOfTotal: error: position 17: "/" is read aloud as a symbol; write words
///     de.json:logLine: error: position 14: a log line holds no ellipsis: it is read later, whole
///
/// The formatter refuses such a message at run time as well (the source text takes its place),
/// so what lint refuses is never said (``StringTable/channelSymbol(in:key:)``).
enum SpokenSymbolRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        context.entries.compactMap { entry in
            StringTable.channelSymbol(in: entry.text, key: entry.key).map { symbol in
                context.finding(entry.key, .error, symbol.reason, position: symbol.position)
            }
        }
    }
}

/// What the environment says about how to draw: colours, a terminal that can move its
/// cursor, the locale's encoding and a width.
///
///     TerminalEnvironment(["NO_COLOR": "1", "LANG": "de_DE.UTF-8"])   // no colours, Unicode bar
///     TerminalEnvironment(["TERM": "dumb"])                           // no escape sequences at all
///     TerminalEnvironment(["LANG": "C"])                              // an ASCII bar
struct TerminalEnvironment: Sendable {
    /// `NO_COLOR` set to anything but the empty string (<https://no-color.org>).
    let noColor: Bool
    /// `TERM=dumb`: a terminal that cannot move its cursor or show attributes.
    let isDumb: Bool
    /// Whether the locale's encoding is UTF-8 (`LC_ALL`, then `LC_CTYPE`, then `LANG`, as
    /// `setlocale` reads them; nothing set is the C locale, ASCII): otherwise the bar is ASCII.
    let isUTF8: Bool
    /// `$COLUMNS`, when a positive number.
    let columns: Int?

    init(_ environment: [String: String]) {
        noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        isDumb = environment["TERM"] == "dumb"
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let codeset = locale.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
        isUTF8 = ["utf-8", "utf8"].contains(codeset.lowercased())
        columns = environment["COLUMNS"].flatMap { Int($0.filter { $0 != " " }) }.flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Comma-separated values as RFC 4180 writes them.
///
/// A field is quoted when it holds a comma, a double quote, CR or LF, and a quote inside is
/// doubled; records end in CRLF:
///
///     CSVText.record(["plain-percent", "419,431 of 5,356,456", "say \"hi\""])
///     // "plain-percent,\"419,431 of 5,356,456\",\"say \"\"hi\"\"\"\r\n"
enum CSVText {
    /// The end of a record: CRLF.
    static let recordEnd = "\r\n"

    /// One field, quoted when it must be.
    static func field(_ text: String) -> String {
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One record: the fields joined by commas, ending in CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + recordEnd
    }
}

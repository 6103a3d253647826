import ProgressFormat
import ProgressFormatTools

/// Comma-separated values as RFC 4180 writes them, each field made safe by
/// ``OutputPolicy/csvField(_:)`` (controls visible, formulas neutralised, quoted when it must
/// be); records end in CRLF:
///
///     CSVText.record(["plain-percent", "419,431 of 5,356,456", "=1+1"])
///     // "plain-percent,\"419,431 of 5,356,456\",'=1+1\r\n"
enum CSVText {
    /// The end of a record: CRLF.
    static let recordEnd = "\r\n"

    /// One record: the fields, made safe, joined by commas, ending in CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(OutputPolicy.csvField).joined(separator: ",") + recordEnd
    }
}

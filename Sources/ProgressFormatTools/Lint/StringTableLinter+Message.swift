import ProgressFormat
import ProgressTables

extension StringTableLinter {
    /// The errors lint reports for one message of a `locale` table — `text` with its review
    /// `record` — checked against `source`: what an import or an approval checks before it
    /// writes the message (a message with an error is refused).
    ///
    ///     StringTableLinter.errors(key: "timeRemaining", text: "noch {dauer}", record: draft, locale: "de", source: english)
    ///     // [de.json:timeRemaining: error: position 6: unknown placeholder '{dauer}',
    ///     //  de.json:timeRemaining: error: missing placeholder '{duration}']
    package static func errors(key: String, text: String, record: ReviewRecord, locale: String,
                               source: StringTable) -> [LintFinding] {
        let file = "\(locale).json"
        var document = StringTableDocument(file: file, members: [JSONValue.Member(key: "@@locale", value: .string(locale))])
        document.setMessage(key, text)
        document.setReviewRecord(key, record)
        let table: StringTable
        do {
            table = try StringTable.decode(StringTableWriter.data(for: document, messageOrder: [key]), file: file)
        } catch {
            return [LintFinding(error)]
        }
        return findings(in: table, source: source).filter { $0.key == key && $0.severity == .error }
    }
}

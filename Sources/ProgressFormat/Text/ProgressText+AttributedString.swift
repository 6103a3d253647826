public import Foundation
internal import ProgressTables

extension ProgressText {
    /// One line as an `AttributedString` whose marked parts carry ``ProgressTextFieldAttribute``,
    /// for styling with Foundation's attributed text (or converting to a terminal's):
    ///
    ///     let line = text.attributedString(.additionalDescription)
    ///     for run in line.runs {
    ///         if let field = run[ProgressTextFieldAttribute.self] {
    ///             print(field, line[run.range])   // completedBytes 419 kB, totalBytes 5.4 MB, …
    ///         }
    ///     }
    public func attributedString(_ line: Line) -> AttributedString {
        let string = self[line]
        var attributed = AttributedString(string)
        for part in parts where part.line == line {
            if let range = Range(range(of: part), in: attributed) {
                attributed[range][ProgressTextFieldAttribute.self] = part.field
            }
        }
        return attributed
    }
}

/// The attribute that marks which `ProgressText.Field` a run of a progress line is, in
/// ``ProgressText/attributedString(_:)``.
public enum ProgressTextFieldAttribute: CodableAttributedStringKey {
    /// The field.
    public typealias Value = ProgressText.Field
    /// The attribute's name: `"ProgressFormat.field"`.
    public static let name = "ProgressFormat.field"
}

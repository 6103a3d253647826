internal import ProgressPlanning

/// Everything that can go wrong in ProgressFormat, each case carrying what a person needs to
/// find the problem, and worded as one sentence by ``description``.
///
///     ProgressFormatError.unknownLocale("xx").description
///     // "unknown locale 'xx': ICU has no data for it"
public enum ProgressFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The locale string is empty, too long, or not a BCP 47 or POSIX locale spelling.
    case invalidLocale(String, reason: String)
    /// The locale is well formed, but ICU has no data for it (ICU would silently use another).
    case unknownLocale(String)
    /// A string table could not be read or decoded as a table.
    case unreadableTable(file: String, reason: String)
    /// A message in a string table is not valid ICU MessageFormat, or is not a string.
    case malformedMessage(file: String, key: String, position: Int, reason: String)
    /// A message uses a placeholder its source message does not declare; `position` is the
    /// UTF-16 offset of its name in the message.
    case unknownPlaceholder(file: String, key: String, placeholder: String, position: Int)
    /// A message leaves out a placeholder its source message shows.
    case missingPlaceholder(file: String, key: String, placeholder: String)
    /// A placeholder is used in a way its type does not allow (a plural over a file name).
    case placeholderMisuse(file: String, key: String, placeholder: String, position: Int, reason: String)
    /// A table lacks a message, so the source language's is used.
    case missingMessage(file: String, key: String)
    /// ICU refused to open a formatter for the locale.
    case icuFailure(call: String, locale: String)

    /// The problem in one sentence, naming file, key and position where they apply.
    public var description: String {
        ProgressProblem(self).description
    }
}

/// What goes wrong — a table, a locale, ICU — each case carrying what a person needs to find
/// the problem, worded as one sentence by ``description``: the one list of problems and their
/// words. The runtime hands it to its callers inside the public `ProgressFormatError`; the tools
/// report it as it is.
///
///     ProgressProblem.unknownLocale("xx").description
///     // "unknown locale 'xx': ICU has no data for it"
package enum ProgressProblem: Error, Hashable, Sendable, CustomStringConvertible {
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
    package var description: String {
        switch self {
        case .invalidLocale(let locale, let reason):
            "invalid locale '\(locale)': \(reason)"
        case .unknownLocale(let locale):
            "unknown locale '\(locale)': ICU has no data for it"
        case .unreadableTable(let file, let reason):
            "\(file): unreadable string table: \(reason)"
        case .malformedMessage(let file, let key, let position, let reason):
            "\(file): \(key): position \(position): \(reason)"
        case .unknownPlaceholder(let file, let key, let placeholder, let position):
            "\(file): \(key): position \(position): unknown placeholder '{\(placeholder)}'"
        case .missingPlaceholder(let file, let key, let placeholder):
            "\(file): \(key): missing placeholder '{\(placeholder)}'"
        case .placeholderMisuse(let file, let key, let placeholder, let position, let reason):
            "\(file): \(key): position \(position): placeholder '{\(placeholder)}' \(reason)"
        case .missingMessage(let file, let key):
            "\(file): \(key): missing message; the source text is used"
        case .icuFailure(let call, let locale):
            "ICU failed in \(call) for locale '\(locale)'"
        }
    }

    /// Where the problem is: the locale string, or the table file, message key and position.
    package var location: (locale: String?, file: String?, key: String?, position: Int?) {
        switch self {
        case .invalidLocale(let locale, _), .unknownLocale(let locale), .icuFailure(_, let locale):
            (locale, nil, nil, nil)
        case .unreadableTable(let file, _):
            (nil, file, nil, nil)
        case .malformedMessage(let file, let key, let position, _), .unknownPlaceholder(let file, let key, _, let position),
             .placeholderMisuse(let file, let key, _, let position, _):
            (nil, file, key, position)
        case .missingPlaceholder(let file, let key, _), .missingMessage(let file, let key):
            (nil, file, key, nil)
        }
    }
}

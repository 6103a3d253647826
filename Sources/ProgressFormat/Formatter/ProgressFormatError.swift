package import ProgressTables
public import protocol Foundation.LocalizedError

/// What went wrong in ProgressFormat, in one sentence (``description``) that names what a person
/// needs to find the problem: the locale string, or the table file, the message key and the
/// position in the message.
///
///     do {
///         _ = try ProgressTextFormatter(locale: "xx")
///     } catch {
///         print(error.description)   // "unknown locale 'xx': ICU has no data for it"
///         error.locale                // "xx"
///     }
///
/// The problems it reports, and how each is worded, are listed once, inside the library, so a
/// kind of problem can be added without breaking a caller (as swift-argument-parser's
/// `CleanExit` does). A formatter's ``ProgressTextFormatter/tableProblems`` are values of this
/// type too: a broken translation, whose line falls back to the source text.
public struct ProgressFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem, as the library reports it.
    package let problem: ProgressProblem

    /// The error of `problem`.
    package init(_ problem: ProgressProblem) {
        self.problem = problem
    }

    /// The problem in one sentence, naming locale, or file, key and position where they apply.
    ///
    ///     // "unknown locale 'xx': ICU has no data for it"
    ///     // "fr.json: timeRemaining: position 4: unknown placeholder '{seconds}'"
    public var description: String { problem.description }

    /// The locale string the problem is about: malformed, unknown to ICU, or one ICU failed to
    /// open a formatter for; `nil` for a problem in a string table.
    public var locale: String? { problem.location.locale }

    /// The string table file the problem is in (`fr.json`); `nil` for a locale's problem.
    public var file: String? { problem.location.file }

    /// The key of the message the problem is in (`timeRemaining`); `nil` when the problem is
    /// not in one message.
    public var key: String? { problem.location.key }

    /// Where in the message: the UTF-16 offset that ICU MessageFormat and the lint report use;
    /// `nil` when the problem has no position.
    public var position: Int? { problem.location.position }
}

extension ProgressFormatError: LocalizedError {
    /// The error's sentence, so `error.localizedDescription` reads it (not Foundation's "The
    /// operation could not be completed"). The sentence is English, as every error and warning
    /// of the library and the CLI is.
    ///
    ///     (error as Error).localizedDescription   // "unknown locale 'xx': ICU has no data for it"
    public var errorDescription: String? { description }
}

import ProgressFormat
import ProgressTables

/// One problem `progress-format lint` reports in a string table.
///
///     de.json:timeRemaining: error: unknown placeholder '{dauer}'
///     ru.json:fileOperationCounted: error: plural '{fileCount}' lacks 'few' (2, 3, 4, 22…)
public struct LintFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad a finding is: errors make lint fail, warnings do not.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The message is wrong or unusable; at run time it falls back to the source text.
        case error
        /// The message works but deserves a look (an extra plural category, a stale source).
        case warning
    }

    /// The table file, as given to lint ("Resources/Strings/de.json" or a path in `--strings`).
    public var file: String
    /// The message key, or `nil` for a problem with the whole file.
    public var key: String?
    /// Error or warning.
    public var severity: Severity
    /// The UTF-16 offset in the message where the problem is, when known.
    public var position: Int?
    /// What is wrong, as one sentence fragment.
    public var message: String

    /// Creates a finding.
    public init(file: String, key: String?, severity: Severity, position: Int? = nil, message: String) {
        self.file = file
        self.key = key
        self.severity = severity
        self.position = position
        self.message = message
    }

    /// `file:key: severity: [position N: ]message`.
    public var description: String {
        let location = position.map { "position \($0): " } ?? ""
        return "\(file):\(key ?? "-"): \(severity.rawValue): \(location)\(message)"
    }
}

extension LintFinding {
    /// The finding for a problem the loader or the catalog reported.
    init(_ error: ProgressProblem, severity: Severity = .error) {
        switch error {
        case .unreadableTable(let file, let reason):
            self.init(file: file, key: nil, severity: severity, message: "unreadable string table: \(reason)")
        case .malformedMessage(let file, let key, let position, let reason):
            self.init(file: file, key: key, severity: severity, position: position == 0 ? nil : position, message: reason)
        case .unknownPlaceholder(let file, let key, let placeholder, let position):
            self.init(file: file, key: key, severity: severity, position: position, message: "unknown placeholder '{\(placeholder)}'")
        case .missingPlaceholder(let file, let key, let placeholder):
            self.init(file: file, key: key, severity: severity, message: "missing placeholder '{\(placeholder)}'")
        case .placeholderMisuse(let file, let key, let placeholder, let position, let reason):
            self.init(file: file, key: key, severity: severity, position: position, message: "placeholder '{\(placeholder)}' \(reason)")
        case .missingMessage(let file, let key):
            self.init(file: file, key: key, severity: severity, message: "missing message")
        case .invalidLocale, .unknownLocale, .icuFailure:
            self.init(file: "-", key: nil, severity: severity, message: error.description)
        }
    }
}

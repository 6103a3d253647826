import Foundation
import ProgressFormat

/// The locale of a command given no `--locale`: the one `LC_ALL`, `LC_MESSAGES` or `LANG`
/// names (with gettext's `LANGUAGE` list first for the language, unless that locale is C), or
/// English with one warning line when that locale cannot be served — a misspelt `LANG` never
/// stops a command.
///
///     // LANG=xx_YY.UTF-8 progress-format --completed 7 --total 100
///     // warning: the environment's locale cannot be used (unknown locale 'xx_YY.UTF-8': ICU has no data for it); writing English
///     // 7% completed
///     // 7 of 100
///
/// Each command asks once, so the warning is printed once.
enum EnvironmentLocale {
    /// The process's environment.
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Prints the warning when the environment's locale cannot be used.
    static func warnIfUnusable() {
        if let problem = ProgressTextFormatter.environmentLocaleProblem(environment) {
            StandardError.write("warning: the environment's locale cannot be used (\(problem)); writing English")
        }
    }

    /// The environment's locale tag (`en` when it cannot be used), after the warning.
    static func tag() -> String {
        warnIfUnusable()
        return ProgressTextFormatter.environmentLocale(environment)
    }
}

import ProgressFormat
import ProgressFormatTools

/// `lint --format json` writes findings with their file, key and message made safe: each can
/// quote a table's text.
extension LintFinding: JSONOutputValue {
    func applyingOutputPolicy() -> LintFinding {
        LintFinding(file: OutputPolicy.terminal(file), key: key.map(OutputPolicy.terminal), severity: severity,
                    position: position, message: OutputPolicy.terminal(message))
    }
}

import ProgressFormat
import ProgressFormatTools

/// `locales --format json` writes each summary with its tag (a file name) and names made safe.
extension StringTableSummary: JSONOutputValue {
    func applyingOutputPolicy() -> StringTableSummary {
        var safe = self
        safe.locale = OutputPolicy.terminal(locale)
        safe.englishName = OutputPolicy.terminal(englishName)
        safe.nativeName = OutputPolicy.terminal(nativeName)
        return safe
    }
}

import ProgressFormat
import ProgressTables

/// The table's `@@locale` names the locale its file name says, and ICU has data for it.
enum TableHeaderRule: LintRule {
    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let fileName = StringTableStore.fileName(ofLabel: context.table.file)
        if fileName != "\(context.table.locale).json" {
            findings.append(context.finding(nil, .error, "@@locale is '\(context.table.locale)' but the file is named \(fileName)"))
        }
        if !ICULocale.hasData(context.localeID) {
            findings.append(context.finding(nil, .error, "ICU has no locale data for '\(context.table.locale)'"))
        }
        return findings
    }
}

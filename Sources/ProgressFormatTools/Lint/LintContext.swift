import ProgressFormat
import ProgressTables

/// What every lint rule sees: one table, the source table, and the table language's CLDR data.
struct LintContext {
    /// The table being checked.
    let table: StringTable
    /// The English source table.
    let source: StringTable
    /// The ICU locale ID of the table's `@@locale` (`zh_Hant`).
    let localeID: String
    /// The language's plural rules.
    let pluralRules: ICUPluralRules?
    /// Whether `table` is the source table itself.
    var isSource: Bool { table.locale == "en" && table.file == source.file }

    /// The table's entries in key order, sorted once for all rules.
    let entries: [MessageEntry]

    init(table: StringTable, source: StringTable, localeID: String, pluralRules: ICUPluralRules?) {
        self.table = table
        self.source = source
        self.localeID = localeID
        self.pluralRules = pluralRules
        entries = table.entries.values.sorted { $0.key < $1.key }
    }

    /// A finding in this table.
    func finding(_ key: MessageKey?, _ severity: LintFinding.Severity, _ message: String, position: Int? = nil) -> LintFinding {
        LintFinding(file: table.file, key: key?.rawValue, severity: severity, position: position, message: message)
    }
}

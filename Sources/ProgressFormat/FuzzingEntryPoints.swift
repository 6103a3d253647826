import struct Foundation.Data

/// Entry points for the fuzz target (`Sources/progress-format-fuzz`), reaching the message
/// parser, the table loader and the linter without making them public API.
@_spi(Fuzzing)
public enum FuzzingEntryPoints {
    /// Parses `text` as a message pattern; returns whether it parsed.
    @discardableResult
    public static func parseMessage(_ text: String) -> Bool {
        (try? MessagePattern(parsing: text)) != nil
    }

    /// Decodes `data` as a string table, then checks every message against the source and
    /// runs every lint rule on it; returns the number of problems found.
    @discardableResult
    public static func loadAndLintTable(_ data: Data) -> Int {
        guard let table = try? StringTable.decode(data, file: "fuzz.json"),
              let source = StringTableStore().embeddedSource() else { return -1 }
        let localeID = ICULocale.localeID(forLanguageTag: table.locale) ?? "en"
        let context = LintContext(table: table, source: source, localeID: localeID,
                                  pluralRules: ICUPluralRules.cached(locale: "en"))
        return StringTableLinter.rules.reduce(table.problems.count) { $0 + $1.check(context).count }
    }
}

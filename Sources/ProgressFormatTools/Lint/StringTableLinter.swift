public import struct Foundation.URL
import ProgressFormat
import ProgressTables

/// Checks string tables the way `progress-format lint` does: syntax (ours and ICU's),
/// placeholders against the source, CLDR plural completeness, implied quantities, control and
/// invisible characters, typography, quotation marks, apostrophe quoting (what the renderer shows), completeness, staleness, and the unit
/// words a table overrides (`@@x-units`). Pseudo-locales (`en-XA`, `ar-XB`) are generated, not
/// written, and never checked.
///
///     let findings = StringTableLinter().lint()
///     findings.filter { $0.severity == .error }.isEmpty   // true for the shipped tables
///
/// With a `tablesDirectory`, only the tables in that directory are checked (against its
/// `en.json` if it has one, else the built-in source).
public struct StringTableLinter: Sendable {
    /// The rules, in the order their findings are listed for each table.
    static var rules: [any LintRule.Type] { [
        TableHeaderRule.self, LoadProblemsRule.self, CompletenessRule.self, ICUSyntaxRule.self, PlaceholderRule.self,
        PluralCompletenessRule.self, ImpliedQuantityRule.self, ControlCharacterRule.self, TypographyRule.self,
        SpokenSymbolRule.self, QuotationRule.self, ApostropheQuotingRule.self, StalenessRule.self, ReviewRecordRule.self, UnitOverrideRule.self,
        UnitLadderRule.self,
    ] }

    private let store: StringTableStore

    /// A linter for the built-in tables, or for the tables in `tablesDirectory`.
    public init(tablesDirectory: URL? = nil) {
        store = StringTableStore(overrideDirectory: tablesDirectory)
    }

    /// The tags of the tables this linter checks, drafts included (the runtime does not serve
    /// them, but a reviewer works on them), sorted.
    public var locales: [String] {
        (store.overrideDirectory == nil ? store.availableLocales + store.draftLocales
            : store.overrideLocales + store.overrideDraftLocales).sorted()
    }

    /// Every finding for `locales` (all tables when `nil`), table by table.
    ///
    /// A requested tag that is not a plain locale tag (`../x`, `de.bak`) is an error and is
    /// never looked up on disk. When every table of a directory is checked, each `.json` file in
    /// it that is not named after a locale tag (`notes.json`) is a warning: it is not a table,
    /// and is ignored.
    public func lint(locales requested: [String]? = nil) -> [LintFinding] {
        guard let embeddedSource = store.embeddedSource() else {
            return [LintFinding(file: StringTableStore.builtInName("en.json"), key: nil, severity: .error,
                                message: "the built-in source table is missing")]
        }
        var findings: [LintFinding] = []
        let source: StringTable
        do {
            source = try store.table(for: "en") ?? embeddedSource
        } catch {
            findings.append(LintFinding(error))
            source = embeddedSource
        }
        let listing = store.overrideListing
        if let directory = store.overrideDirectory, Set(requested ?? locales) == Set(locales) {
            for name in listing.ignored {
                findings.append(LintFinding(file: directory.appendingPathComponent(name).path, key: nil, severity: .warning,
                                            message: "not named after a locale tag (like de.json or pt-BR.json); not a table, ignored"))
            }
        }
        // Pseudo-locales (en-XA, ar-XB) are generated from the source, not written: nothing to check.
        for tag in requested ?? locales where PseudoLocale(localeID: tag) == nil {
            guard StringTable.isTableTag(tag) else {
                findings.append(LintFinding(file: "\(tag).json", key: nil, severity: .error,
                                            message: "not a locale tag; tables are named like de.json, pt-BR.json or zh-Hant.json"))
                continue
            }
            let table: StringTable
            do {
                guard let loaded = try store.table(for: tag, includingDrafts: true) else {
                    findings.append(LintFinding(file: "\(tag).json", key: nil, severity: .error, message: "no such table"))
                    continue
                }
                table = loaded
            } catch {
                findings.append(LintFinding(error))
                continue
            }
            findings += Self.findings(in: table, source: tag == "en" ? table : source)
        }
        return findings
    }

    /// Every rule's findings for one decoded table checked against `source`, a problem repeated
    /// in every variant of a select reported once: what lint reports for a file, and what an
    /// import checks before it accepts a translation.
    package static func findings(in table: StringTable, source: StringTable) -> [LintFinding] {
        // Only a well-formed tag reaches ICU: `@@locale` is text from a file, and ICU 72's plural
        // rules copy a locale's name into a fixed buffer (a long malformed `@@locale` overflowed
        // it, found by fuzzing). Anything else is checked with the root locale's rules.
        let localeID = StringTable.isTableTag(table.locale)
            ? ICULocale.localeID(forLanguageTag: table.locale) ?? "und"
            : "und"
        let context = LintContext(table: table, source: source, localeID: localeID,
                                  pluralRules: ICUPluralRules.cached(locale: localeID))
        var findings: [LintFinding] = []
        var seen: Set<LintFinding> = []
        for rule in rules {
            for finding in rule.check(context) where seen.insert(finding).inserted {
                findings.append(finding)
            }
        }
        return findings
    }
}

public import struct Foundation.URL
import ProgressFormat
import ProgressTables

/// One string table at a glance: its locale, names, direction and review progress, as
/// `progress-format locales` lists them.
///
///     let german = StringTableSummary.all().first { $0.locale == "de" }
///     // german.englishName == "German", german.nativeName == "Deutsch", german.needsReview == 17, german.stale == 0,
///     // german.errors == 0
public struct StringTableSummary: Hashable, Sendable, Codable {
    /// The table's tag, such as `zh-Hant`.
    public var locale: String
    /// The locale's name in English ("Chinese (Traditional)").
    public var englishName: String
    /// The locale's name in its own language ("中文（繁體）").
    public var nativeName: String
    /// Whether the language is written right to left.
    public var isRightToLeft: Bool
    /// Whether ICU has locale data for it.
    public var hasICUData: Bool
    /// How many messages the table has.
    public var messageCount: Int
    /// Messages in state `translated`.
    public var translated: Int
    /// Messages in state `needs-review`.
    public var needsReview: Int
    /// Messages in state `reviewed`.
    public var reviewed: Int
    /// Messages without a review state or in state `new` (every message of the source table,
    /// which has no states).
    public var untranslated: Int
    /// Translations made from, or reviewed against, a source text that has changed since (their
    /// `x-source` is not the current English message), in any state.
    public var stale: Int
    /// Lint's errors in the table (`progress-format lint --locale TAG` lists them).
    public var errors: Int
    /// Whether the table is a draft known to be wrong (`Resources/Strings/Drafts/`): the tools
    /// read it, the formatter does not serve it.
    public var isDraft: Bool

    /// Summaries of every table, built in or in `tablesDirectory`, drafts included, sorted by
    /// tag; tables that cannot be read are left out (lint reports them).
    public static func all(tablesDirectory: URL? = nil) -> [StringTableSummary] {
        let store = StringTableStore(overrideDirectory: tablesDirectory)
        let source = (try? store.table(for: "en")) ?? store.embeddedSource()
        let drafts = Set(store.draftLocales)
        return (store.availableLocales + drafts).sorted().compactMap { tag in
            guard let table = try? store.table(for: tag, includingDrafts: true) else { return nil }
            let errors = source.map { source in
                StringTableLinter.findings(in: table, source: tag == "en" ? table : source).filter { $0.severity == .error }.count
            } ?? 0
            let id = ICULocale.localeID(forLanguageTag: tag) ?? tag
            let states = table.entries.values.map(\.state)
            return StringTableSummary(
                locale: tag,
                englishName: ICULocaleNames.displayName(of: id, in: "en"),
                nativeName: ICULocaleNames.displayName(of: id, in: id),
                isRightToLeft: ICULocale.isRightToLeft(id),
                hasICUData: ICULocale.hasData(id),
                messageCount: table.entries.count,
                translated: states.filter { $0 == .translated }.count,
                needsReview: states.filter { $0 == .needsReview }.count,
                reviewed: states.filter { $0 == .reviewed }.count,
                untranslated: states.filter { $0 == nil || $0 == .new }.count,
                stale: tag == "en" ? 0 : table.entries.values.filter { entry in
                    entry.source.map { $0 != source?.entries[entry.key]?.text } ?? false
                }.count,
                errors: errors,
                isDraft: drafts.contains(tag)
            )
        }
    }
}

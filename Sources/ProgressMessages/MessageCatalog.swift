import ProgressParts
import ProgressPlanning

/// The messages one formatter renders with: for each key, the first usable pattern along the
/// locale's table chain (`de-CH` → `de` → `en`), checked against the source table.
///
/// A translation that does not parse, or that drops or invents placeholders, is reported in
/// ``problems`` and replaced by the next table's message, ending with the English source — so
/// rendering never shows a raw `{placeholder}` and never fails.
package struct MessageCatalog: Sendable {
    /// The usable pattern for every key.
    package let patterns: MessageKeyed<MessagePattern>
    /// The source language's pattern for every key: what a line falls back to, whole, when one
    /// of its messages is missing or broken in the translation.
    package let sourcePatterns: MessageKeyed<MessagePattern>
    /// The tag of the first table in the chain (the language of the words), such as `de`.
    package let primaryLocale: String
    /// The tag of the table each key's pattern came from.
    package let origins: MessageKeyed<String>
    /// Every problem found along the way, in chain order.
    package let problems: [ProgressFormatError]
    /// Keys whose pattern comes from a table of another language than the primary one (a
    /// translation was missing or broken): their arguments must be formatted in that language
    /// too, so a sentence never mixes two languages.
    package let fallbackKeys: Set<MessageKey>
    /// The words for CLDR units the tables of the primary language give (`@@x-units`), unit by
    /// unit from the first table along the chain that overrides it (`de-CH` → `de`). Messages
    /// that fall back to another language format with none.
    package let unitWords: UnitWordOverrides

    /// Builds the catalog for a chain of table tags (most specific first); `en` is always last.
    package init(chain: [String], store: StringTableStore) throws(ProgressFormatError) {
        var problems: [ProgressFormatError] = []
        var tables: [StringTable] = []
        for tag in chain + ["en"] where !tables.contains(where: { $0.locale == tag }) {
            do {
                if let table = try store.table(for: tag) {
                    tables.append(table)
                    problems += table.problems
                }
            } catch {
                problems.append(error)
            }
        }
        guard let embeddedSource = store.embeddedSource() else {
            throw .unreadableTable(file: "Resources/Strings/en.json", reason: "the embedded source table is missing")
        }
        let source = tables.first(where: { $0.locale == "en" }) ?? embeddedSource

        var patterns = MessageKeyed<MessagePattern>()
        var sourcePatterns = MessageKeyed<MessagePattern>()
        var origins = MessageKeyed<String>()
        for key in MessageKey.allCases {
            // The override source may itself be broken; the embedded one never is.
            let sourceEntry = source.entries[key] ?? embeddedSource.entries[key]
            guard let sourceEntry else { continue }
            // The placeholder types the translations are checked against.
            let placeholders = sourceEntry.placeholders.isEmpty
                ? embeddedSource.entries[key]?.placeholders ?? [:]
                : sourceEntry.placeholders
            let reference = MessageEntry(key: key, text: sourceEntry.text, pattern: sourceEntry.pattern,
                                         placeholders: placeholders)
            if let embedded = embeddedSource.entries[key] {
                let usable = StringTable.problems(of: sourceEntry, file: source.file, against: embedded).isEmpty
                sourcePatterns[key] = usable ? sourceEntry.pattern : embedded.pattern
            }
            for table in tables + [embeddedSource] {
                guard let entry = table.entries[key] else {
                    if table.locale != "en", !table.failedKeys.contains(key.rawValue) {
                        problems.append(.missingMessage(file: table.file, key: key.rawValue))
                    }
                    continue
                }
                var entryProblems = StringTable.problems(of: entry, file: table.file, against: reference)
                if let unsafe = StringTable.unsafeCharacterProblem(of: entry, file: table.file) {
                    entryProblems.append(unsafe)
                }
                problems += entryProblems
                if entryProblems.isEmpty {
                    patterns[key] = entry.pattern
                    origins[key] = table.locale
                    break
                }
            }
        }
        self.patterns = patterns
        self.sourcePatterns = sourcePatterns
        self.origins = origins
        let primaryLocale = tables.first?.locale ?? "en"
        let primaryLanguage = Self.language(of: primaryLocale)
        self.primaryLocale = primaryLocale
        self.problems = problems
        self.fallbackKeys = Set(origins.entries.filter { Self.language(of: $0.value) != primaryLanguage }.map(\.key))
        var unitWords = UnitWordOverrides()
        for table in tables where Self.language(of: table.locale) == primaryLanguage {
            for (unit, patterns) in table.unitWords.patterns where unitWords[unit] == nil {
                unitWords[unit] = patterns
            }
        }
        self.unitWords = unitWords
    }

    /// The language subtag of a table tag (`zh-Hant` → `zh`).
    package static func language(of tag: String) -> String {
        String(tag.prefix(while: { $0 != "-" && $0 != "_" }))
    }
}

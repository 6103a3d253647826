internal import ProgressTables

/// The messages one formatter renders with: for each key, the first usable pattern along the
/// locale's table chain (`de-CH` → `de` → `en`), checked against the source table.
///
/// A translation that does not parse, or that drops or invents placeholders, is reported in
/// ``problems`` and replaced by the next table's message, ending with the English source — so
/// rendering never shows a raw `{placeholder}` and never fails.
struct MessageCatalog: Hashable, Sendable {
    /// The usable message for every key, compiled.
    package let messages: MessageProgram
    /// The source language's message for every key, compiled: what a line falls back to, whole,
    /// when one of its messages is missing or broken in the translation.
    let sourceMessages: MessageProgram
    /// The tag of the first table in the chain (the language of the words), such as `de`.
    let primaryLocale: String
    /// The tag of the table each key's pattern came from.
    let origins: MessageKeyed<String>
    /// Every problem found along the way, in chain order.
    package let problems: [ProgressProblem]
    /// Keys whose pattern comes from a table of another language than the primary one (a
    /// translation was missing or broken): their arguments must be formatted in that language
    /// too, so a sentence never mixes two languages.
    let fallbackKeys: Set<MessageKey>
    /// Keys whose message the screen uses but a screen reader cannot say
    /// (``StringTable/speechProblem(of:file:)``): a spoken text that needs one is said in the
    /// source language, whole.
    let unspokenKeys: Set<MessageKey>
    /// The words for CLDR units the primary language's tables give (`@@x-units`) for each CLDR
    /// width, unit by unit from the first table along the chain (`de-CH` → `de`) that corrects
    /// the unit in that width: a key naming the width (`digital-kilobyte-per-second:narrow`),
    /// else a key without a width where that is the unit's default width. Messages that fall
    /// back to another language format with none.
    let unitWordsByWidth: [CLDRWidth: [MeasureUnit: UnitWords]]
    /// Units whose long words from the tables hold a symbol a screen reader says as one
    /// (``UnitOverride/spokenSymbolProblem(file:)``): spelled-out text keeps CLDR's words for them.
    let unspokenUnits: Set<MeasureUnit>

    /// Builds the catalog for a chain of table tags (most specific first); `en` is always last.
    ///
    /// The built-in tables come baked (``init(chain:baked:)``: read and checked when the library
    /// was built); a store with an override directory (`--strings DIR`) and the pseudo-locales
    /// have their tables parsed and checked here (``init(parsing:store:)``), which gives the
    /// same catalog for the same tables.
    package init(chain: [String], store: StringTableStore) throws(ProgressProblem) {
        if store.overrideDirectory == nil, !store.servesDrafts, !chain.contains(where: { PseudoLocale(localeID: $0) != nil }) {
            try self.init(chain: chain, baked: StringTableStore.bakedTable(for:))
        } else {
            try self.init(parsing: chain, store: store)
        }
    }

    /// Builds the catalog for a chain of table tags from the tables `store` reads, each parsed
    /// and checked against the source table now.
    package init(parsing chain: [String], store: StringTableStore) throws(ProgressProblem) {
        var problems: [ProgressProblem] = []
        var tables: [StringTable] = []
        for tag in chain + ["en"] where !tables.contains(where: { $0.locale == tag }) {
            do {
                if let table = try store.table(for: tag, includingDrafts: store.servesDrafts) {
                    tables.append(table)
                    problems += table.problems
                }
            } catch {
                problems.append(error)
            }
        }
        guard let embeddedSource = store.embeddedSource() else {
            throw .unreadableTable(file: StringTableStore.builtInName("en.json"), reason: "the embedded source table is missing")
        }
        let source = tables.first(where: { $0.locale == "en" }) ?? embeddedSource
        let sourceIsOverride = source.file != embeddedSource.file

        var patterns = MessageKeyed<MessagePattern>()
        var sourcePatterns = MessageKeyed<MessagePattern>()
        var origins = MessageKeyed<String>()
        var unspokenKeys: Set<MessageKey> = []
        for key in MessageKey.allCases {
            // The override source (`--strings DIR/en.json`) is checked like a translation — against
            // the built-in source, and for characters no table may show —, since every line can
            // fall back to it; a refused message is reported once and the built-in text takes
            // its place. The embedded source never fails these checks (a test holds it).
            var sourceEntry = source.entries[key] ?? embeddedSource.entries[key]
            var sourceRefused = false
            if sourceIsOverride, let entry = source.entries[key], let embedded = embeddedSource.entries[key] {
                let sourceProblems = StringTable.refusals(of: entry, file: source.file, against: embedded)
                if !sourceProblems.isEmpty {
                    problems += sourceProblems
                    sourceEntry = embedded
                    sourceRefused = true
                }
            }
            guard let sourceEntry else { continue }
            // The placeholder types the translations are checked against.
            let placeholders = sourceEntry.placeholders.isEmpty
                ? embeddedSource.entries[key]?.placeholders ?? [:]
                : sourceEntry.placeholders
            let reference = MessageEntry(key: key, text: sourceEntry.text, pattern: sourceEntry.pattern,
                                         placeholders: placeholders)
            if embeddedSource.entries[key] != nil {
                sourcePatterns[key] = sourceEntry.pattern
            }
            for table in tables + [embeddedSource] {
                if sourceRefused, table.file == source.file { continue }
                guard let entry = table.entries[key] else {
                    if table.locale != "en", !table.failedKeys.contains(key.rawValue) {
                        problems.append(.missingMessage(file: table.file, key: key.rawValue))
                    }
                    continue
                }
                let entryProblems = StringTable.refusals(of: entry, file: table.file, against: reference)
                problems += entryProblems
                if entryProblems.isEmpty {
                    patterns[key] = entry.pattern
                    origins[key] = table.locale
                    if let unspoken = StringTable.speechProblem(of: entry, file: table.file) {
                        problems.append(unspoken)
                        unspokenKeys.insert(key)
                    }
                    break
                }
            }
        }
        self.init(messages: MessageProgram(compiling: patterns.byOrdinal),
                  sourceMessages: MessageProgram(compiling: sourcePatterns.byOrdinal), origins: origins, problems: problems,
                  tables: tables.map { ($0.locale, $0.file, $0.unitOverrides.values.filter(\.isUsable)) }, unspokenKeys: unspokenKeys)
    }

    /// The catalog of these messages, with the unit words of the primary language's tables
    /// among `tables` (the chain's, in order: locale, file and usable `@@x-units` overrides)
    /// checked at run time, their problems after `problems`.
    init(messages: MessageProgram, sourceMessages: MessageProgram, origins: MessageKeyed<String>, problems: [ProgressProblem],
         tables: [(locale: String, file: String, unitOverrides: [UnitOverride])], unspokenKeys: Set<MessageKey> = []) {
        self.messages = messages
        self.unspokenKeys = unspokenKeys
        self.sourceMessages = sourceMessages
        self.origins = origins
        let primaryLocale = tables.first?.locale ?? "en"
        let primaryLanguage = Self.language(of: primaryLocale)
        self.primaryLocale = primaryLocale
        self.fallbackKeys = Set(origins.entries.filter { Self.language(of: $0.value) != primaryLanguage }.map(\.key))
        let primaryTables = tables.filter { Self.language(of: $0.locale) == primaryLanguage }
        let checked = Self.checkedUnitOverrides(primaryTables)
        self.problems = problems + checked.problems
        unitWordsByWidth = Self.unitWordsByWidth(primaryTables.map { table in
            Dictionary(table.unitOverrides.filter { checked.usable.contains($0.key + table.file) }.map { ($0.identifier, $0) },
                       uniquingKeysWith: { first, _ in first })
        })
        unspokenUnits = Set((unitWordsByWidth[.long] ?? [:]).filter { _, words in
            words.categories.contains { category in
                words.pattern(for: category).literals.contains { $0.contains(where: StringTable.spokenSymbols.contains) }
            }
        }.keys)
    }

    /// The unit words of the primary language's tables (`de-CH` → `de`) for each CLDR width
    /// (``unitWordsByWidth``; none at all when no table corrects a unit): where a table's words
    /// by plural keyword become ``UnitWords``, once. A unit takes the first table's words for
    /// the width; words that cannot stand in for CLDR's (``UnitWords/init(table:)``) leave
    /// CLDR's, not the next table's.
    static func unitWordsByWidth(_ tables: [[String: UnitOverride]]) -> [CLDRWidth: [MeasureUnit: UnitWords]] {
        // Most tables correct no unit: nothing to resolve per width then.
        guard tables.contains(where: { !$0.isEmpty }) else { return [:] }
        var byWidth: [CLDRWidth: [MeasureUnit: UnitWords]] = [:]
        for (_, width) in UnitOverride.widthNames {
            var overrides: [MeasureUnit: UnitWords] = [:]
            for unit in MeasureUnit.planned {
                overrides[unit] = tables.lazy.compactMap({ UnitOverride.words(in: $0, for: unit, width: width) }).first
                    .flatMap(UnitWords.init(table:))
            }
            byWidth[width] = overrides
        }
        return byWidth
    }

    /// The unit words for text shown in `width` (see ``unitWordsByWidth``); none when the
    /// primary language's tables correct no unit.
    package func unitWords(width: CLDRWidth) -> [MeasureUnit: UnitWords] {
        unitWordsByWidth[width] ?? [:]
    }

    /// The unit words for text of `width`: each unit's words in the CLDR width that text shows
    /// it in (``UnitWidth/unitWidth(for:)``: a narrow text's kB/s takes the table's `:narrow`
    /// words), what ``NumberModel`` writes. Spelled-out text keeps CLDR's words for a unit whose
    /// words hold a symbol a reader would say (``unspokenUnits``).
    package func unitWords(forTextOf width: UnitWidth) -> [MeasureUnit: UnitWords] {
        var overrides: [MeasureUnit: UnitWords] = [:]
        guard !unitWordsByWidth.isEmpty else { return overrides }
        for unit in MeasureUnit.allCases where width != .spelledOut || !unspokenUnits.contains(unit) {
            overrides[unit] = unitWordsByWidth[width.unitWidth(for: unit)]?[unit]
        }
        return overrides
    }

    /// The overrides of `tables` that loaded and pass the run-time checks (each named by its key
    /// followed by its table's file), and the problems of those that do not: a character no
    /// table may show, `{0}` twice, or `{0}` left out where the category covers more than one
    /// number (``UnitOverride/runTimeProblems(file:localeID:)``). A refused unit keeps CLDR's
    /// words, or takes the next table's.
    static func checkedUnitOverrides(_ tables: [(locale: String, file: String, unitOverrides: [UnitOverride])])
        -> (usable: Set<String>, problems: [ProgressProblem]) {
        var usable: Set<String> = []
        var problems: [ProgressProblem] = []
        for table in tables {
            let localeID = StringTable.isTableTag(table.locale) ? ICULocale.localeID(forLanguageTag: table.locale) : nil
            for override in table.unitOverrides.sorted(by: { $0.identifier < $1.identifier }) where override.isUsable {
                let overrideProblems = override.runTimeProblems(file: table.file, localeID: localeID)
                problems += overrideProblems
                if overrideProblems.isEmpty {
                    usable.insert(override.key + table.file)
                    // Still used, but not in spelled-out text (``unitWords(forTextOf:)``).
                    if let spoken = override.spokenSymbolProblem(file: table.file) { problems.append(spoken) }
                }
            }
        }
        return (usable, problems)
    }

    /// The language subtag of a table tag (`zh-Hant` → `zh`).
    package static func language(of tag: String) -> String {
        String(tag.prefix(while: { $0 != "-" && $0 != "_" }))
    }
}

public import struct Foundation.URL
import struct Foundation.Data
import ProgressFormat
import ProgressTables

/// A review sheet: one self-contained HTML page that shows a translator and a reviewer
/// everything about one locale's string table.
///
/// For every message of the source table: its key, the English source, the translator
/// description and placeholders (type, example), the translation and its review state, lint's
/// findings, a word diff of the source when the translation is stale, and the message rendered
/// by the formatter's own renderer — every `select` branch, every plural category of the
/// language with sample numbers from ICU's plural rules — with invisible characters marked.
/// Then every built-in scenario, formatted. A summary on top counts the review states and lists
/// what is stale, what fails lint and what shows the English text.
///
///     let sheet = try ReviewSheet(locale: "de")
///     sheet.pageFileName   // "de.html"
///     sheet.html           // "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">…"
///
/// The page needs nothing else: no script, no network, no external file (its content
/// security policy forbids loading any). It is the same bytes for the same tables and ICU
/// version: no dates, stable order.
public struct ReviewSheet: Sendable {
    /// The table's tag ("de", "zh-Hant").
    public let locale: String
    /// The locale's name in English ("German").
    public let englishName: String
    /// The locale's name in its own language ("Deutsch").
    public let nativeName: String
    /// Whether the language is written right to left.
    public let isRightToLeft: Bool

    /// The table's file name as shown ("de.json").
    let fileName: String
    /// Whether the table comes from a `--strings` directory rather than the built-in tables.
    let isOverride: Bool
    /// Whether the sheet is the source table's own.
    let isSource: Bool
    /// Every message of the source table, in the table's order.
    package let messages: [ReviewMessage]
    /// Findings about the table as a whole, or about keys the source does not have.
    package let tableFindings: [LintFinding]
    /// Every unit the text shows, with where its words come from (CLDR or the table's
    /// `@@x-units`) and a sample per plural category.
    package let unitWords: [ProgressTextFormatter.UnitWordsSample]
    /// The table's unit word overrides that name the width they correct (`unit:narrow`).
    package let unitWidthWords: [ReviewUnitWidthWords]
    /// Every built-in scenario and its text.
    package let scenarios: [(scenario: ProgressScenario, text: ProgressText)]
    /// The counts on top of the page.
    package let summary: ReviewSummary

    /// The name of the page's file: the table's tag and `.html` ("de.html").
    public var pageFileName: String { locale + ".html" }

    /// The tags of the tables a review of "all locales" covers, sorted: the built-in tables and
    /// drafts, or, given a `tablesDirectory`, the tables and drafts in that directory (the ones
    /// being edited), as lint checks them.
    public static func locales(tablesDirectory: URL? = nil) -> [String] {
        let store = StringTableStore(overrideDirectory: tablesDirectory)
        return (tablesDirectory == nil ? store.availableLocales + store.draftLocales
            : store.overrideLocales + store.overrideDraftLocales).sorted()
    }

    /// Builds the sheet for the table `locale` (a table tag such as `de` or `zh-Hant`), from
    /// `tablesDirectory` when it has that table, else built in; the source is the directory's
    /// `en.json` when it has one, else the built-in source.
    ///
    /// - Throws: `ProgressFormatError` when there is no such table or it cannot be read as a
    ///   table (its ``ProgressFormatError/file`` names it), and the formatter's errors for a
    ///   tag ICU has no data for.
    public init(locale tag: String, tablesDirectory: URL? = nil) throws(ProgressFormatError) {
        do {
            try self.init(reading: tag, tablesDirectory: tablesDirectory)
        } catch {
            throw ProgressFormatError(error)
        }
    }

    /// The sheet of `tag`'s table, as ``init(locale:tablesDirectory:)`` makes it, with the
    /// library's problem (``ProgressProblem``).
    package init(reading tag: String, tablesDirectory: URL?) throws(ProgressProblem) {
        // A draft is rendered for its reviewer, though the runtime does not serve it.
        let store = StringTableStore(overrideDirectory: tablesDirectory, servesDrafts: true)
        guard let table = try store.table(for: tag, includingDrafts: true), let file = try store.tableData(for: tag, includingDrafts: true) else {
            throw .unreadableTable(file: "\(tag).json", reason: "there is no such table")
        }
        guard let embeddedSource = store.embeddedSource() else {
            throw .unreadableTable(file: StringTableStore.builtInName("en.json"), reason: "the embedded source table is missing")
        }
        let isSource = tag == "en"
        let source = isSource ? table : ((try? store.table(for: "en")) ?? nil) ?? embeddedSource
        let tableFile = StringTableDocument(reviewing: file.data, file: file.file).reviewMessages
        let sourceFile = isSource ? tableFile
            : StringTableDocument(reviewing: ((try? store.tableData(for: "en")) ?? nil)?.data ?? Data(), file: "en.json").reviewMessages
        let formatter: ProgressTextFormatter
        do {
            formatter = try ProgressTextFormatter(locale: tag, store: store)
        } catch {
            throw error.problem
        }
        let findings = StringTableLinter.findings(in: table, source: source)

        var placeholders: [MessageKey: [ReviewPlaceholder]] = [:]
        for key in MessageKey.allCases {
            let positions = source.entries[key]?.pattern.argumentPositions ?? [:]
            placeholders[key] = (sourceFile[key.rawValue]?.placeholders ?? []).sorted {
                (positions[$0.name] ?? Int.max, $0.name) < (positions[$1.name] ?? Int.max, $1.name)
            }
        }
        let sampler = ReviewSampler(formatter: formatter, placeholders: placeholders)

        var messages: [ReviewMessage] = []
        for key in MessageKey.allCases {
            guard let sourceEntry = source.entries[key] else { continue }
            let written = tableFile[key.rawValue]
            let origin = formatter.origin(of: key) ?? "en"
            let rendered = origin == tag ? table.entries[key] : ((try? store.table(for: origin, includingDrafts: true)) ?? nil)?.entries[key]
            messages.append(ReviewMessage(
                key: key,
                sourceText: sourceEntry.text,
                description: sourceFile[key.rawValue]?.description,
                placeholders: placeholders[key] ?? [],
                translation: written?.text,
                state: isSource ? nil : written?.state,
                madeFrom: isSource ? nil : written?.madeFrom,
                reviewer: isSource ? nil : written?.reviewer,
                reviewedAt: isSource ? nil : written?.reviewedAt,
                note: written?.note,
                renderedFrom: origin,
                findings: findings.filter { $0.key == key.rawValue },
                renderings: sampler.renderings(of: key, pattern: rendered?.pattern, sourcePattern: sourceEntry.pattern)
            ))
        }
        let messageKeys = Set(messages.map(\.key.rawValue))
        let tableFindings = findings.filter { $0.key.map { !messageKeys.contains($0) } ?? true }

        let id = ICULocale.localeID(forLanguageTag: tag) ?? tag
        locale = tag
        englishName = ICULocaleNames.displayName(of: id, in: "en")
        nativeName = ICULocaleNames.displayName(of: id, in: id)
        isRightToLeft = ICULocale.isRightToLeft(id)
        fileName = "\(tag).json"
        isOverride = store.overrideLocales.contains(tag) || store.overrideDraftLocales.contains(tag)
        self.isSource = isSource
        self.messages = messages
        self.tableFindings = tableFindings
        scenarios = ProgressScenario.all.map { ($0, formatter.format($0.snapshot)) }
        unitWords = formatter.unitWordsSamples()
        unitWidthWords = ReviewUnitWidthWords.all(in: table, localeID: id)
        summary = ReviewSummary(messages: messages, tag: tag, isSource: isSource, tableFindings: tableFindings)
    }
}

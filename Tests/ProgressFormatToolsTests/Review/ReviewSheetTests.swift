import Foundation
@testable import ProgressFormat
import ProgressFormatTools
import Testing
import ProgressTables

/// The review sheet's content for every shipped table, and its escaping.
@Suite struct ReviewSheetTests {
    static let locales = ReviewSheet.locales()

    /// Whether `text` holds a raw placeholder: `{`, an identifier, `}`.
    static func hasRawPlaceholder(_ text: String) -> Bool {
        text.contains(/\{[A-Za-z_][A-Za-z0-9_]*\}/)
    }

    @Test(arguments: locales)
    func everyMessageIsRenderedInItsLanguage(locale: String) throws {
        let sheet = try ReviewSheet(locale: locale)
        #expect(sheet.messages.map(\.key) == MessageKey.allCases)
        for message in sheet.messages {
            #expect(message.renderedFrom == locale, "\(locale) \(message.key) renders from \(message.renderedFrom)")
            #expect(!message.renderings.isEmpty)
            for rendering in message.renderings {
                for row in rendering.rows {
                    #expect(row.cells.count == rendering.columns.count)
                    for sample in row.cells.joined() {
                        #expect(!Self.hasRawPlaceholder(sample.text) && !sample.text.isEmpty && !sample.text.contains("\u{FFFD}"),
                                "\(locale) \(message.key): \(sample.text)")
                    }
                }
            }
        }
        // Any shipped table is complete, current and clean: every message of a translation
        // has one of the four states (whichever a reviewer has given it), the source none.
        #expect(sheet.summary.states.map(\.label) == ["new", "translated", "needs-review", "reviewed"] + (locale == "en" ? ["source"] : []))
        let counted = sheet.summary.states.filter { ReviewState(rawValue: $0.label) != nil }.map(\.count).reduce(0, +)
        #expect(counted == (locale == "en" ? 0 : MessageKey.allCases.count))
        #expect(sheet.summary.staleKeys.isEmpty && sheet.summary.errorCount == 0 && sheet.summary.warningCount == 0)
    }

    /// The `withStatus` card shows a status after the dash (the paused one, its declared
    /// example), in every locale: it once rendered "419 kB of 5.4 MB (50 kB/s) —" and nothing.
    @Test(arguments: [("en", "419 kB of 5.4 MB (50 kB/s) — paused"), ("de", "419 kB von 5,4 MB (50 kB/s) – angehalten")])
    func theStatusCardShowsAStatus(locale: String, text: String) throws {
        let sheet = try ReviewSheet(locale: locale)
        let card = try #require(sheet.messages.first { $0.key == .withStatus })
        #expect(card.renderings.flatMap(\.rows).flatMap(\.cells).joined().map(\.text) == [text])
    }

    @Test(arguments: locales)
    func theStatusCardEndsInAStatusInEveryLocale(locale: String) throws {
        let sheet = try ReviewSheet(locale: locale)
        let card = try #require(sheet.messages.first { $0.key == .withStatus })
        let paused = try #require(sheet.messages.first { $0.key == .statusPaused }?.renderings.first?.rows.first?.cells.first?.first?.text)
        let samples = card.renderings.flatMap(\.rows).flatMap(\.cells).joined().map(\.text)
        #expect(samples.count == 1)
        for sample in samples {
            #expect(sample.hasSuffix(paused) && sample.count > paused.count + 10, "\(locale): \(sample) should end in \(paused)")
        }
    }

    /// Rows are the operations; columns the language's plural categories, in CLDR's order, and
    /// `other` even where no whole number reaches it (Russian: its cells stay empty).
    @Test(arguments: [
        ("en", ["one", "other"], true), ("ja", ["other"], true), ("fr", ["one", "many", "other"], true),
        ("ru", ["one", "few", "many", "other"], false), ("ar", ["zero", "one", "two", "few", "many", "other"], true),
    ])
    func pluralCategoriesOfTheLanguage(locale: String, categories: [String], wholeNumbersReachOther: Bool) throws {
        let sheet = try ReviewSheet(locale: locale)
        let counted = try #require(sheet.messages.first { $0.key == .fileOperationCounted })
        let grid = try #require(counted.renderings.first)
        #expect(grid.rowTitle == "operation")
        #expect(grid.columnTitle == "fileCount")
        #expect(grid.columns == categories)
        #expect(grid.rows.map(\.label) == ProgressSnapshot.FileOperationKind.allShortNames)
        for row in grid.rows {
            #expect(row.cells.dropLast().allSatisfy { !$0.isEmpty && $0.count <= 2 })
            #expect(row.cells.last?.isEmpty == !wholeNumbersReachOther)
        }
    }

    /// The time remaining, per leading unit and category: the duration agrees with the count.
    @Test func germanTimeRemaining() throws {
        let sheet = try ReviewSheet(locale: "de")
        let message = try #require(sheet.messages.first { $0.key == .timeRemaining })
        #expect(message.renderings == [ReviewRendering(
            rowTitle: "leadingUnit", columnTitle: "leadingCount", columns: ["one", "other"],
            rows: [
                .init(label: "day", cells: [[.init(number: 1, text: "noch 1 Tag")],
                                            [.init(number: 2, text: "noch 2 Tage"), .init(number: 3, text: "noch 3 Tage")]]),
                .init(label: "hour", cells: [[.init(number: 1, text: "noch 1 Stunde")],
                                             [.init(number: 2, text: "noch 2 Stunden"), .init(number: 3, text: "noch 3 Stunden")]]),
                .init(label: "minute", cells: [[.init(number: 1, text: "noch 1 Minute")],
                                               [.init(number: 2, text: "noch 2 Minuten"), .init(number: 3, text: "noch 3 Minuten")]]),
                .init(label: "second", cells: [[.init(number: 1, text: "noch 1 Sekunde")],
                                               [.init(number: 0, text: "noch 0 Sekunden"), .init(number: 2, text: "noch 2 Sekunden")]]),
            ])])
    }

    /// Placeholders in order of use, with the example the samples are made from.
    @Test func placeholdersAndNestedMessages() throws {
        let sheet = try ReviewSheet(locale: "en")
        let message = try #require(sheet.messages.first { $0.key == .withTimeRemaining })
        #expect(message.placeholders.map(\.name) == ["progress", "timeRemaining"])
        #expect(message.renderings.first?.rows.first?.cells == [[
            .init(number: nil, text: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"),
        ]])
    }

    @Test func rightToLeftCellsAndMarkedInvisibles() throws {
        let html = try ReviewSheet(locale: "ar").html
        let cells = html.matches(of: /class="rendered" ([^>]*)>/).map { String($0.output.1) }
        #expect(cells.count > 100)
        #expect(cells.allSatisfy { $0 == "lang=\"ar\" dir=\"rtl\"" })
        #expect(html.contains("<span class=\"inv open\" data-mark=\"FSI\" title=\"U+2068 FIRST STRONG ISOLATE\">\u{2068}</span>photos.zip"))
    }

    /// The sheet of `table` as the German table, from a directory of its own.
    static func germanSheet(_ table: String) throws -> ReviewSheet {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pf-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(table.utf8).write(to: directory.appendingPathComponent("de.json"))
        return try ReviewSheet(locale: "de", tablesDirectory: directory)
    }

    /// A table's text reaches the page only escaped; the page loads nothing.
    @Test func outsideTextIsEscaped() throws {
        let table = #"{"@@locale": "de", "percentCompleted": "<script>alert(1)</script> {percent}", "@percentCompleted": {"x-state": "<img src=x>", "x-source": "{percent} completed"}}"#
        let html = try Self.germanSheet(table).html
        #expect(!html.contains("<script") && !html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; 7<span class=\"inv\" data-mark=\"NBSP\""))
        #expect(html.contains("<span class=\"state state-invalid\">&lt;img src=x&gt;</span>"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    /// A reviewed message's card says who approved it and when, as the table records it
    /// (`x-reviewer`, `x-reviewed-at`, which the XLIFF export also carries); the name passes the
    /// output policy and is escaped like any outside text. A message nobody approved says nothing.
    @Test func theCardSaysWhoApprovedTheMessageAndWhen() throws {
        let table = #"""
            {"@@locale": "de",
             "percentCompleted": "{percent} abgeschlossen",
             "@percentCompleted": {"x-state": "reviewed", "x-source": "{percent} completed",
                                   "x-reviewer": "Anna Müller <a@b> \u001B[2J", "x-reviewed-at": "2025-03-14T09:26:53Z"},
             "statusPaused": "angehalten", "@statusPaused": {"x-state": "needs-review", "x-source": "paused"}}
            """#
        let sheet = try Self.germanSheet(table)
        let reviewed = try #require(sheet.messages.first { $0.key == .percentCompleted })
        #expect(reviewed.reviewer == "Anna Müller <a@b> \u{1B}[2J")
        #expect(reviewed.reviewedAt == "2025-03-14T09:26:53Z")
        let card = "<h2><code>percentCompleted</code> <span class=\"state state-reviewed\">reviewed</span></h2>\n"
            + "<p class=\"review-record\">Reviewed by <bdi class=\"reviewer\">Anna Müller &lt;a@b&gt; ␛[2J</bdi> on "
            + "<time datetime=\"2025-03-14T09:26:53Z\">2025-03-14T09:26:53Z</time></p>\n"
        #expect(sheet.html.contains(card))
        let draft = try #require(sheet.messages.first { $0.key == .statusPaused })
        #expect(draft.reviewer == nil && draft.reviewedAt == nil)
        #expect(sheet.html.components(separatedBy: "<p class=\"review-record\">").count == 2)
    }

    /// The translator's note (`x-note`) is on the card after the description, escaped like any
    /// outside text; a message without one shows none. Every Cherokee draft carries one.
    @Test func theCardShowsTheTranslatorsNote() throws {
        let table = #"""
            {"@@locale": "de",
             "percentCompleted": "{percent} abgeschlossen",
             "@percentCompleted": {"x-state": "needs-review", "x-source": "{percent} completed",
                                   "x-note": "'abgeschlossen': <b>Duden</b> \u001B[2J"},
             "statusPaused": "angehalten", "@statusPaused": {"x-state": "needs-review", "x-source": "paused"}}
            """#
        let sheet = try Self.germanSheet(table)
        #expect(sheet.messages.first { $0.key == .percentCompleted }?.note == "'abgeschlossen': <b>Duden</b> \u{1B}[2J")
        #expect(sheet.messages.first { $0.key == .statusPaused }?.note == nil)
        #expect(sheet.html.contains("<p class=\"description\">Progress of generic work, as a whole percentage that never reads 100% before the work is done.</p>\n"
            + "<p class=\"note\"><span class=\"label\">Translator’s note</span> &#39;abgeschlossen&#39;: &lt;b&gt;Duden&lt;/b&gt; ␛[2J</p>\n"))
        #expect(sheet.html.components(separatedBy: "<p class=\"note\">").count == 2)

        let cherokee = try ReviewSheet(locale: "chr")
        #expect(cherokee.messages.count == 29)
        #expect(cherokee.messages.allSatisfy { $0.note != nil })
        #expect(cherokee.html.contains("<span class=\"label\">Translator’s note</span> ᎠᏍᏆᏙᏅᎯ &#39;complete&#39;: MediaWiki chr "
            + "actioncomplete (translatewiki.net); placement after the number is a guess</p>"))
    }

    @Test func noSuchTable() {
        #expect(throws: ProgressFormatError(.unreadableTable(file: "tlh.json", reason: "there is no such table"))) {
            try ReviewSheet(locale: "tlh")
        }
    }

    /// The sheet marks which unit words come from the table's `@@x-units` and which from CLDR,
    /// CLDR's struck through beside the table's.
    @Test func unitWordsSayWhereTheyComeFrom() throws {
        let russian = try ReviewSheet(locale: "ru")
        let rate = try #require(russian.unitWords.first { $0.unit == "digital-kilobyte-per-second" })
        #expect(rate.fromTable)
        #expect(rate.samples.map(\.shown) == ["1 кБ/с", "2 кБ/с", "5 кБ/с"])
        #expect(rate.samples.map(\.cldr) == ["1 кБ/c", "2 кБ/c", "5 кБ/c"])
        #expect(russian.unitWords.first { $0.unit == "duration-minute" }?.fromTable == false)
        #expect(russian.html.contains("<del class=\"rendered\" lang=\"ru\" dir=\"ltr\">1 кБ/c</del>"))
        let german = try ReviewSheet(locale: "de")
        #expect(german.unitWords.allSatisfy { !$0.fromTable })
        #expect(german.html.contains("0 units of 15 take the table's words here"))
    }

    /// A key naming a width (`unit:narrow`) has its own row in Unit words: the table's words for
    /// that width beside CLDR's narrow ones.
    @Test func perWidthUnitWordsHaveTheirOwnRow() throws {
        let sheet = try ReviewSheet(locale: "ru")
        #expect(sheet.unitWidthWords.map(\.key) == ["digital-gigabyte-per-second:narrow", "digital-kilobyte-per-second:narrow",
                                                    "digital-megabyte-per-second:narrow", "digital-petabyte-per-second:narrow",
                                                    "digital-terabyte-per-second:narrow"])
        #expect(sheet.unitWidthWords[1] == ReviewUnitWidthWords(key: "digital-kilobyte-per-second:narrow", width: "narrow", samples: [
            .init(category: "one", table: "1 кБ/с", cldr: "1 кБ/c"),
            .init(category: "few", table: "2 кБ/с", cldr: "2 кБ/c"),
            .init(category: "many", table: "5 кБ/с", cldr: "5 кБ/c"),
        ]))
        #expect(sheet.html.contains("<tr><th scope=\"row\"><code>digital-kilobyte-per-second:narrow</code></th>"
            + "<td><span class=\"state state-reviewed\">table, narrow width only</span></td>"))
        #expect(sheet.html.contains("5 keys correct one width (listed last)"))
    }
}

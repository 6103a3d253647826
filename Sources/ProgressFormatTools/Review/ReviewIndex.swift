import ProgressFormat
import ProgressTables

/// The page that lists every review sheet: one row per locale, with a link to its sheet and
/// its counts (review states, stale messages, lint errors and warnings).
///
///     let sheets = try ReviewSheet.locales().map { try ReviewSheet(locale: $0) }
///     let page = ReviewIndex(sheets: sheets).html   // links de.html, fr.html, …
public struct ReviewIndex: Sendable {
    /// The sheets listed, in order.
    public let sheets: [ReviewSheet]

    /// An index of `sheets`, listed in the order given.
    public init(sheets: [ReviewSheet]) {
        self.sheets = sheets
    }

    /// The file name the sheets link back to: `index.html`.
    public static let pageFileName = "index.html"

    /// The page.
    public var html: String {
        let states = ReviewState.allCases.map(\.rawValue)
        let totals = sheets.map(\.summary)
        var body = """
            <header class="page">
            <h1>Review sheets</h1>
            <p class="meta">\(ReviewHTML.counted(sheets.count, "locale")) · \(ReviewHTML.counted(totals.map(\.staleKeys.count).reduce(0, +), "stale message")) · \(ReviewHTML.counted(totals.map(\.errorCount).reduce(0, +), "lint error"))</p>
            </header>
            <main>
            <table class="index">
            <thead><tr><th scope="col">locale</th><th scope="col">name</th><th scope="col">native name</th><th scope="col">messages</th>
            """
        for state in states {
            body += "<th scope=\"col\"><span class=\"state \(ReviewSummary.styleClass(forState: state))\">\(ReviewHTML.text(state))</span></th>"
        }
        body += "<th scope=\"col\">stale</th><th scope=\"col\">lint errors</th><th scope=\"col\">lint warnings</th></tr></thead>\n<tbody>\n"
        for sheet in sheets {
            let summary = sheet.summary
            let language = ReviewHTML.language(sheet.locale, rightToLeft: sheet.isRightToLeft)
            body += "<tr><td><a href=\"\(ReviewHTML.attribute(sheet.pageFileName))\"><code>\(ReviewHTML.text(sheet.locale))</code></a></td>"
            body += "<td>\(ReviewHTML.text(sheet.englishName))\(sheet.isSource ? " <span class=\"state state-source\">source</span>" : "")</td><td \(language)>\(ReviewHTML.text(sheet.nativeName))</td>"
            var numbers = [summary.messageCount]
            numbers += states.map { state in summary.states.first { $0.label == state }?.count ?? 0 }
            numbers += [summary.staleKeys.count, summary.errorCount, summary.warningCount]
            body += numbers.map { "<td class=\"number\($0 == 0 ? " zero" : "")\">\($0)</td>" }.joined()
            body += "</tr>\n"
        }
        body += "</tbody>\n</table>\n</main>\n" + ReviewHTML.footer
        return ReviewHTML.page(title: "Review sheets", body: body)
    }
}

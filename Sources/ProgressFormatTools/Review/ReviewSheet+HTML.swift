import ProgressFormat
import ProgressTables

extension ReviewSheet {
    /// The page: summary, table of contents, one card per message, the scenarios.
    public var html: String {
        var body = header + summaryHTML + contents
        body += "<main>\n"
        for message in messages {
            body += message.html(tag: locale, rightToLeft: isRightToLeft, isSource: isSource)
        }
        body += unitWordsHTML + scenariosHTML
        body += "</main>\n" + ReviewHTML.footer
        return ReviewHTML.page(title: "Review sheet: \(englishName) (\(locale))", body: body)
    }

    private var header: String {
        let origin = isOverride ? "from the <code>--strings</code> directory" : "built in"
        return """
            <header class="page">
            <h1>\(ReviewHTML.text(englishName)) <span class="native" \(ReviewHTML.language(locale, rightToLeft: isRightToLeft))>\(ReviewHTML.text(nativeName))</span> <code>\(ReviewHTML.text(locale))</code></h1>
            <p class="meta">Review sheet for <code>\(ReviewHTML.text(fileName))</code> (\(origin)) · \(ReviewHTML.counted(messages.count, "message")) · \(isRightToLeft ? "right to left" : "left to right")</p>
            </header>

            """
    }

    private var summaryHTML: String {
        var html = "<section class=\"summary\" id=\"summary\">\n<h2>Summary</h2>\n<ul class=\"states\">\n"
        for state in summary.states {
            html += "<li class=\"state \(state.styleClass)\"><span class=\"count\">\(state.count)</span> \(ReviewHTML.text(state.label))</li>\n"
        }
        html += "</ul>\n<dl class=\"lists\">\n"
        html += "<dt>Stale</dt><dd>\(Self.links(summary.staleKeys, none: "none: every translation was made from the current source"))</dd>\n"
        let lint = "\(ReviewHTML.counted(summary.errorCount, "error")), \(ReviewHTML.counted(summary.warningCount, "warning"))"
        html += "<dt>Lint</dt><dd>\(lint)"
        if !summary.failingKeys.isEmpty {
            html += "; errors in \(Self.links(summary.failingKeys, none: ""))"
        }
        if !summary.warnedKeys.isEmpty {
            html += "; warnings in \(Self.links(summary.warnedKeys, none: ""))"
        }
        html += "</dd>\n"
        html += "<dt>Shown from another table</dt><dd>\(Self.links(summary.borrowedKeys, none: "none: every message renders from this table"))</dd>\n"
        html += "</dl>\n"
        if !tableFindings.isEmpty {
            html += "<h3>Findings about the whole table</h3>\n" + ReviewMessage.findingsList(tableFindings, showingKeys: true)
        }
        html += "<p class=\"legend\">Invisible characters are marked: "
        html += [("\u{00A0}", "no-break space"), ("\u{202F}", "narrow no-break space"),
                 ("\u{2068}", "first strong isolate"), ("\u{2069}", "pop directional isolate"),
                 ("\u{200F}", "right-to-left mark"), ("\u{061C}", "Arabic letter mark")]
            .map { "\(ReviewHTML.text($0.0)) \($0.1)" }.joined(separator: ", ")
        html += " (hover a mark for its code point).</p>\n</section>\n"
        return html
    }

    private var contents: String {
        var html = "<nav class=\"contents\" aria-label=\"Messages\">\n<h2>Messages</h2>\n<ol>\n"
        for message in messages {
            let key = ReviewHTML.text(message.key.rawValue)
            html += "<li><a href=\"#m-\(ReviewHTML.attribute(message.key.rawValue))\">\(key)</a>"
            html += " \(message.stateBadge(isSource: isSource))\(message.badges(tag: locale))</li>\n"
        }
        html += "<li><a href=\"#unit-words\">Unit words</a></li>\n"
        html += "<li><a href=\"#scenarios\">Scenarios</a></li>\n</ol>\n</nav>\n"
        return html
    }

    /// Every unit's words: from CLDR, or from the table's `@@x-units` (then CLDR's words are
    /// shown struck through beside them).
    private var unitWordsHTML: String {
        let language = ReviewHTML.language(locale, rightToLeft: isRightToLeft)
        let overridden = unitWords.filter(\.fromTable).count
        var html = """
            <section class="unit-words" id="unit-words">
            <h2>Unit words</h2>
            <p class="hint">Numbers, units and durations come from CLDR through ICU; a table may correct a unit's words per plural category (<code>@@x-units</code>), and a key such as <code>unit:narrow</code> corrects one CLDR width only (long, short, narrow). \(ReviewHTML.counted(overridden, "unit")) of \(unitWords.count) take the table's words here\(unitWidthWords.isEmpty ? "" : ", and \(ReviewHTML.counted(unitWidthWords.count, "key")) correct\(unitWidthWords.count == 1 ? "s" : "") one width (listed last)"); CLDR's are shown struck through beside them.</p>
            <table class="scenario-table">
            <thead><tr><th scope="col">unit</th><th scope="col">words from</th><th scope="col">samples by plural category</th></tr></thead>
            <tbody>

            """
        for unit in unitWords {
            let source = unit.fromTable ? "<span class=\"state state-reviewed\">table</span>" : "<span class=\"state state-new\">CLDR</span>"
            let samples = unit.samples.map { sample in
                var cell = "<span class=\"sample\">\(ReviewHTML.text(sample.category))</span> <span class=\"rendered\" \(language)>\(ReviewHTML.text(sample.shown))</span>"
                if unit.fromTable, sample.cldr != sample.shown {
                    cell += " <del class=\"rendered\" \(language)>\(ReviewHTML.text(sample.cldr))</del>"
                }
                return cell
            }.joined(separator: "<br>")
            html += "<tr><th scope=\"row\"><code>\(ReviewHTML.text(unit.unit))</code></th><td>\(source)</td><td>\(samples)</td></tr>\n"
        }
        for unit in unitWidthWords {
            let source = "<span class=\"state state-reviewed\">table, \(ReviewHTML.text(unit.width)) width only</span>"
            let samples = unit.samples.map { sample in
                var cell = "<span class=\"sample\">\(ReviewHTML.text(sample.category))</span> <span class=\"rendered\" \(language)>\(ReviewHTML.text(sample.table))</span>"
                if sample.cldr != sample.table {
                    cell += " <del class=\"rendered\" \(language)>\(ReviewHTML.text(sample.cldr))</del>"
                }
                return cell
            }.joined(separator: "<br>")
            html += "<tr><th scope=\"row\"><code>\(ReviewHTML.text(unit.key))</code></th><td>\(source)</td><td>\(samples)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</section>\n"
        return html
    }

    private var scenariosHTML: String {
        let language = ReviewHTML.language(locale, rightToLeft: isRightToLeft)
        var html = """
            <section class="scenarios" id="scenarios">
            <h2>Scenarios</h2>
            <p class="hint">Every built-in scenario, formatted as a progress library shows it: the description, then the additional description.</p>
            <table class="scenario-table">
            <thead><tr><th scope="col">scenario</th><th scope="col">description</th><th scope="col">additional description</th></tr></thead>
            <tbody>

            """
        for (scenario, text) in scenarios {
            html += "<tr><th scope=\"row\"><code>\(ReviewHTML.text(scenario.name))</code><div class=\"hint\">\(ReviewHTML.text(scenario.summary))</div></th>"
            html += "<td class=\"rendered\" \(language)>\(ReviewHTML.text(text.description))</td>"
            html += "<td class=\"rendered\" \(language)>\(ReviewHTML.text(text.additionalDescription))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</section>\n"
        return html
    }

    /// Links to the cards of `keys`, or `none` when there are none.
    static func links(_ keys: [MessageKey], none: String) -> String {
        guard !keys.isEmpty else { return "<span class=\"none\">\(none)</span>" }
        return keys.map { "<a href=\"#m-\(ReviewHTML.attribute($0.rawValue))\">\(ReviewHTML.text($0.rawValue))</a>" }
            .joined(separator: ", ")
    }
}

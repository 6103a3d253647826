extension ReviewMessage {
    /// The message's card on the sheet of the table `tag`.
    func html(tag: String, rightToLeft: Bool, isSource: Bool) -> String {
        let key = ReviewHTML.text(self.key.rawValue)
        let styleClass = isSource ? "state-source" : translation == nil ? "state-missing" : ReviewSummary.styleClass(forState: state)
        var html = "<section class=\"message edge-\(styleClass.dropFirst("state-".count))\" id=\"m-\(ReviewHTML.attribute(self.key.rawValue))\">\n"
        html += "<h2><code>\(key)</code> \(stateBadge(isSource: isSource))\(badges(tag: tag))</h2>\n"
        html += reviewRecordHTML(isSource: isSource)
        if let description {
            html += "<p class=\"description\">\(ReviewHTML.text(description))</p>\n"
        }
        if let note {
            html += "<p class=\"note\"><span class=\"label\">Translator’s note</span> \(ReviewHTML.text(note))</p>\n"
        }
        html += placeholdersHTML
        html += "<div class=\"texts\">\n"
        html += "<div class=\"label\">English source</div><p class=\"pattern\" lang=\"en\" dir=\"ltr\">\(ReviewHTML.pattern(sourceText))</p>\n"
        if !isSource {
            html += "<div class=\"label\">Translation</div>"
            if let translation {
                html += "<p class=\"pattern\" \(ReviewHTML.language(tag, rightToLeft: false))>\(ReviewHTML.pattern(translation))</p>\n"
            } else {
                html += "<p class=\"pattern missing\">The table has no message for this key.</p>\n"
            }
        }
        html += "</div>\n"
        if isStale, let madeFrom {
            html += diffHTML(from: madeFrom)
        }
        if !findings.isEmpty {
            html += Self.findingsList(findings, showingKeys: false)
        }
        if renderedFrom != tag {
            html += "<p class=\"borrowed\">Rendered from the <code>\(ReviewHTML.text(renderedFrom))</code> table: "
                + "this table’s message is missing or cannot be used, so that is what people read.</p>\n"
        }
        // A message borrowed from another table is in that table's language: this one's
        // (`es-419` shows `es`) or the source's, which is written left to right.
        let renderedLanguage = ReviewHTML.language(renderedFrom,
                                                   rightToLeft: rightToLeft && isSameLanguage(renderedFrom, tag))
        html += "<div class=\"renderings\">\n"
        for rendering in renderings {
            html += rendering.html(language: renderedLanguage)
        }
        html += "</div>\n</section>\n"
        return html
    }

    /// Who approved the translation and when, as the table records it (`x-reviewer`,
    /// `x-reviewed-at`): "Reviewed by Anna Müller on 2025-03-14T09:26:53Z"; nothing when the
    /// table names neither. The record is shown whatever the state, so a record left on a
    /// message that is no longer reviewed can be seen (lint warns about it).
    func reviewRecordHTML(isSource: Bool) -> String {
        guard !isSource, reviewer != nil || reviewedAt != nil else { return "" }
        let who = reviewer.map { " by <bdi class=\"reviewer\">\(ReviewHTML.text($0))</bdi>" } ?? ""
        let when = reviewedAt.map { " on <time datetime=\"\(ReviewHTML.attribute($0))\">\(ReviewHTML.text($0))</time>" } ?? ""
        return "<p class=\"review-record\">Reviewed\(who)\(when)</p>\n"
    }

    /// The state as a coloured badge.
    func stateBadge(isSource: Bool) -> String {
        if isSource { return "<span class=\"state state-source\">source</span>" }
        guard translation != nil else { return "<span class=\"state state-missing\">missing</span>" }
        guard let state else { return "<span class=\"state state-none\">no state</span>" }
        return "<span class=\"state \(ReviewSummary.styleClass(forState: state))\">\(ReviewHTML.text(state))</span>"
    }

    /// Badges for staleness, lint and borrowing (each preceded by a space), or nothing.
    func badges(tag: String) -> String {
        var html = ""
        if isStale { html += " <span class=\"badge stale\">stale</span>" }
        if errorCount > 0 { html += " <span class=\"badge error\">\(ReviewHTML.counted(errorCount, "error"))</span>" }
        if warningCount > 0 { html += " <span class=\"badge warning\">\(ReviewHTML.counted(warningCount, "warning"))</span>" }
        if renderedFrom != tag { html += " <span class=\"badge borrowed\">shows \(ReviewHTML.text(renderedFrom))</span>" }
        return html
    }

    /// The placeholders table, or nothing for a message without placeholders.
    private var placeholdersHTML: String {
        guard !placeholders.isEmpty else { return "" }
        var html = "<table class=\"placeholders\">\n<thead><tr><th scope=\"col\">placeholder</th><th scope=\"col\">type</th><th scope=\"col\">example</th></tr></thead>\n<tbody>\n"
        for placeholder in placeholders {
            var notes: [String] = []
            if let values = placeholder.values { notes.append("values: \(ReviewHTML.text(values))") }
            if let shownIn = placeholder.shownIn { notes.append("its number is shown in <code>{\(ReviewHTML.text(shownIn))}</code>") }
            let example = placeholder.example.map { "<span class=\"example\" lang=\"en\">\(ReviewHTML.text($0))</span>" } ?? ""
            let note = notes.isEmpty ? "" : "<div class=\"hint\">\(notes.joined(separator: "; "))</div>"
            html += "<tr><td><code>{\(ReviewHTML.text(placeholder.name))}</code></td>"
            html += "<td>\(ReviewHTML.text(placeholder.type ?? "—"))</td><td>\(example)\(note)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// The old and the current source, words deleted and inserted marked.
    private func diffHTML(from madeFrom: String) -> String {
        let diff = WordDiff(madeFrom, sourceText)
        var old = ""
        var new = ""
        for change in diff.changes {
            switch change {
            case .kept(let text):
                old += ReviewHTML.text(text)
                new += ReviewHTML.text(text)
            case .deleted(let text):
                old += "<del>\(ReviewHTML.text(text))</del>"
            case .inserted(let text):
                new += "<ins>\(ReviewHTML.text(text))</ins>"
            }
        }
        return """
            <div class="diff">
            <div class="label">The English source changed since this was translated</div>
            <div class="diff-row"><span class="diff-label">translated from</span><p class="pattern" lang="en" dir="ltr">\(old)</p></div>
            <div class="diff-row"><span class="diff-label">current source</span><p class="pattern" lang="en" dir="ltr">\(new)</p></div>
            </div>

            """
    }

    /// Findings as a list: severity, position, message (and key, for the table's own).
    static func findingsList(_ findings: [LintFinding], showingKeys: Bool) -> String {
        var html = "<ul class=\"findings\">\n"
        for finding in findings {
            let key = showingKeys ? finding.key.map { "<code>\(ReviewHTML.text($0))</code>: " } ?? "" : ""
            let position = finding.position.map { "position \($0): " } ?? ""
            html += "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
            html += "\(key)\(ReviewHTML.text(position + finding.message))</li>\n"
        }
        return html + "</ul>\n"
    }

    /// Whether two table tags are of one language (`es-419` and `es`).
    private func isSameLanguage(_ a: String, _ b: String) -> Bool {
        a.prefix(while: { $0 != "-" }) == b.prefix(while: { $0 != "-" })
    }
}

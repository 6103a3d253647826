extension ReviewRendering {
    /// The grid as a table; `language` holds the `lang` and `dir` attributes of the rendered
    /// texts. Every rendered text is one element of class `rendered` on one line.
    func html(language: String) -> String {
        if rowTitle == nil, columns.count == 1, let row = rows.first, rows.count == 1 {
            return "<div class=\"single\">\(Self.cell(row.cells.first ?? [], language: language))</div>\n"
        }
        var html = "<table class=\"grid\">\n"
        if let columnTitle {
            html += "<caption>plural <code>{\(ReviewHTML.text(columnTitle))}</code>: each category of the language, with sample numbers</caption>\n"
        }
        html += "<thead><tr><th scope=\"col\">\(ReviewHTML.text(rowTitle ?? ""))</th>"
        for column in columns {
            html += "<th scope=\"col\">\(ReviewHTML.text(column))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\">\(ReviewHTML.text(row.label ?? ""))</th>"
            for cell in row.cells {
                html += cell.isEmpty
                    ? "<td class=\"none\" title=\"no whole number of this category fits this row\">—</td>"
                    : "<td>\(Self.cell(cell, language: language))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// One cell's samples: the number each was made with, then the rendered text.
    private static func cell(_ samples: [Sample], language: String) -> String {
        samples.map { sample in
            let number = sample.number.map { "<span class=\"n\">\($0)</span>" } ?? ""
            return "<div class=\"sample\">\(number)<span class=\"rendered\" \(language)>\(ReviewHTML.text(sample.text))</span></div>"
        }.joined()
    }
}

extension MessagePattern {
    /// The ICU MessageFormat text of `nodes`: what parses back to the same nodes.
    ///
    ///     MessagePattern.text(of: [.text("It's "), .argument("name"), .text(" {x}")])
    ///     // "It''s {name} '{'x'}'"
    ///
    /// Apostrophes are doubled; braces (and `#` directly inside a plural variant, as ICU reads it:
    /// not inside a select nested there) are quoted; variants are
    /// written keyword by keyword in a fixed order (exact `=N` first, then CLDR's category order,
    /// then select keywords alphabetically, `other` last), so the text is the same every time.
    package static func text(of nodes: [MessageNode], inPlural: Bool = false) -> String {
        var result = ""
        for node in nodes {
            switch node {
            case .text(let text):
                result += quoted(text, inPlural: inPlural)
            case .pound:
                result += "#"
            case .argument(let name):
                result += "{\(name)}"
            case .select(let name, let cases):
                result += "{\(name), select,"
                for keyword in cases.keys.sorted(by: variantOrder) {
                    result += " \(keyword) {\(text(of: cases[keyword] ?? [], inPlural: false))}"
                }
                result += "}"
            case .plural(let name, let offset, let exact, let cases):
                result += "{\(name), plural,"
                if offset != 0 { result += " offset:\(offset)" }
                for value in exact.keys.sorted() {
                    result += " =\(value) {\(text(of: exact[value] ?? [], inPlural: true))}"
                }
                for category in cases.keys.sorted(by: variantOrder) {
                    result += " \(category) {\(text(of: cases[category] ?? [], inPlural: true))}"
                }
                result += "}"
            }
        }
        return result
    }

    /// This pattern's text, written as ``text(of:inPlural:)`` writes it.
    package var text: String { Self.text(of: nodes) }

    /// Literal text with ICU's quoting: `'` doubled; a run of `{`, `}` (and `#` in a plural)
    /// inside one pair of apostrophes.
    private static func quoted(_ text: String, inPlural: Bool) -> String {
        var result = ""
        var quoting = false
        for character in text {
            let special = character == "{" || character == "}" || (inPlural && character == "#")
            if special, !quoting {
                result += "'"
                quoting = true
            } else if !special, character != "'", quoting {
                result += "'"
                quoting = false
            }
            result += character == "'" ? "''" : String(character)
        }
        if quoting { result += "'" }
        return result
    }

    /// Exact values aside: zero, one, two, few, many, then other keywords alphabetically, `other` last.
    private static func variantOrder(_ lhs: String, _ rhs: String) -> Bool {
        let order = ["zero", "one", "two", "few", "many"]
        func rank(_ keyword: String) -> (Int, String) {
            if keyword == "other" { return (2, keyword) }
            if let index = order.firstIndex(of: keyword) { return (0, String(index)) }
            return (1, keyword)
        }
        return rank(lhs) < rank(rhs)
    }
}

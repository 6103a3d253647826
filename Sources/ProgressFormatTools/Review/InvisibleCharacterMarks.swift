/// Makes the invisible characters of a text visible on the review sheet, without changing the
/// text: each one is wrapped in a marked `<span>` whose label ("NBSP", "FSI") is drawn by the
/// style sheet (`::before` content, `::after` for an isolate's opener; never copied), while the
/// character itself stays in the page, so copying a rendered cell copies the real text.
///
///     InvisibleCharacterMarks.mark("7\u{00A0}%")
///     // "7<span class=\"inv\" data-mark=\"NBSP\" title=\"U+00A0 NO-BREAK SPACE\">\u{00A0}</span>%"
///
/// Works on text already escaped by `OutputPolicy.html(_:)`: the characters marked never occur
/// inside an entity, so the result stays well-formed.
package enum InvisibleCharacterMarks {
    /// The characters marked, with their label and name.
    package static let marks: [Unicode.Scalar: (label: String, name: String)] = [
        "\u{00A0}": ("NBSP", "NO-BREAK SPACE"),
        "\u{202F}": ("NNBSP", "NARROW NO-BREAK SPACE"),
        "\u{2007}": ("FIGSP", "FIGURE SPACE"),
        "\u{2009}": ("THSP", "THIN SPACE"),
        "\u{200A}": ("HSP", "HAIR SPACE"),
        "\u{200B}": ("ZWSP", "ZERO WIDTH SPACE"),
        "\u{2060}": ("WJ", "WORD JOINER"),
        "\u{FEFF}": ("BOM", "ZERO WIDTH NO-BREAK SPACE"),
        "\u{00AD}": ("SHY", "SOFT HYPHEN"),
        "\u{200E}": ("LRM", "LEFT-TO-RIGHT MARK"),
        "\u{200F}": ("RLM", "RIGHT-TO-LEFT MARK"),
        "\u{061C}": ("ALM", "ARABIC LETTER MARK"),
        "\u{2066}": ("LRI", "LEFT-TO-RIGHT ISOLATE"),
        "\u{2067}": ("RLI", "RIGHT-TO-LEFT ISOLATE"),
        "\u{2068}": ("FSI", "FIRST STRONG ISOLATE"),
        "\u{2069}": ("PDI", "POP DIRECTIONAL ISOLATE"),
    ]

    /// The isolate openers (LRI, RLI, FSI).
    package static let openers: Set<Unicode.Scalar> = ["\u{2066}", "\u{2067}", "\u{2068}"]

    /// `escapedHTML` with every character of ``marks`` wrapped in its marked span.
    package static func mark(_ escapedHTML: String) -> String {
        var result = ""
        result.reserveCapacity(escapedHTML.utf8.count)
        for scalar in escapedHTML.unicodeScalars {
            guard let mark = marks[scalar] else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let code = String(scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            // An isolate's opener shows its mark after itself, inside the isolate, so the
            // opener's and the closer's marks frame the isolated text in either direction.
            let styleClass = openers.contains(scalar) ? "inv open" : "inv"
            result += "<span class=\"\(styleClass)\" data-mark=\"\(mark.label)\" title=\"U+\(padded) \(mark.name)\">"
            result.unicodeScalars.append(scalar)
            result += "</span>"
        }
        return result
    }
}

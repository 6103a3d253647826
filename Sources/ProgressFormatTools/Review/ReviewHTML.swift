import ProgressFormat

/// The pieces every review page is made of: outside text made safe (always through
/// ``OutputPolicy/html(_:)``), and the page shell with its inline style sheet.
enum ReviewHTML {
    /// Outside text (a table's text, a key, a name) as element content: escaped by
    /// ``OutputPolicy/html(_:)``, invisible characters marked.
    static func text(_ text: String) -> String {
        InvisibleCharacterMarks.mark(OutputPolicy.html(text))
    }

    /// A message pattern as element content, like ``text(_:)``, with each piece of text between
    /// braces that holds a right-to-left letter isolated in a `<bdi>`: the ICU syntax reads left
    /// to right, and each Arabic, Hebrew or Persian phrase reads right to left on its own.
    static func pattern(_ pattern: String) -> String {
        var html = ""
        var piece = ""
        func flush() {
            guard !piece.isEmpty else { return }
            html += BidiIsolation.containsRightToLeft(piece) ? "<bdi>\(text(piece))</bdi>" : text(piece)
            piece = ""
        }
        for character in pattern {
            if character == "{" || character == "}" {
                flush()
                html.append(character)
            } else {
                piece.append(character)
            }
        }
        flush()
        return html
    }

    /// Outside text as an attribute value (quoted with `"`): escaped by ``OutputPolicy/html(_:)``.
    static func attribute(_ text: String) -> String {
        OutputPolicy.html(text)
    }

    /// `lang` and `dir` attributes for text in `tag`.
    static func language(_ tag: String, rightToLeft: Bool) -> String {
        "lang=\"\(attribute(tag))\" dir=\"\(rightToLeft ? "rtl" : "ltr")\""
    }

    /// `1 message`, `2 messages`.
    static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// A whole page: English chrome, the style sheet inline, and a content security policy
    /// that lets the page load nothing at all.
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en" dir="ltr">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="progress-format review">
        <title>\(text(title))</title>
        <style>
        \(ReviewStyleSheet.css)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// The footer every page ends with.
    static var footer: String {
        "<footer>Made by <code>progress-format review</code> with ICU \(text(ProgressTextFormatter.icuVersion)). "
            + "Invisible characters are marked, not replaced: copying a rendered text copies the real characters.</footer>\n"
    }
}

/// Text from outside (paths, arguments) made safe for a terminal: control and format
/// characters (escape sequences, bidi overrides) are written as `\u{…}`.
enum Printable {
    /// `text` in double quotes, its control and format characters escaped.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` with its control and format characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

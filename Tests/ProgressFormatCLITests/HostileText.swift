import Foundation
import Testing

/// Text an attacker would put in a string table, and what every command must show instead.
enum HostileText {
    /// A German `percentCompleted` holding a CSI escape (clear screen), an OSC title, a bell,
    /// a C1 CSI, NUL, CR LF, a line separator, a right-to-left override, U+FFFD, a stray PDI
    /// and an embedding.
    static let percentMessage = "{percent} \u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{0}\r\n\u{2028}\u{202E}x\u{FFFD}\u{2069}\u{202B}y"

    /// The warning the library gives for ``percentMessage`` in `file`: it refuses the message
    /// (the line falls back to English) and names its first unsafe character.
    static func refusal(_ file: String, key: String = "percentCompleted", position: Int = 10, code: String = "U+001B") -> String {
        "warning: \(file): \(key): position \(position): contains \(code), which a translation must not hold\n"
    }

    /// A directory holding the repository's `<locale>.json` (German unless `locale` says), with
    /// `@@locale` set to `locale` and `changes` applied, saved as `<locale>.json`.
    static func tables(_ changes: [String: String], locale: String = "de", source: String = "de") throws -> TemporaryDirectory {
        let data = try Data(contentsOf: RenderCommandTests.repositoryRoot.appendingPathComponent("Resources/Strings/\(source).json"))
        var table = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        table["@@locale"] = locale
        for (key, value) in changes {
            table[key] = value
        }
        let directory = try TemporaryDirectory()
        try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
            .write(to: directory.url.appendingPathComponent("\(locale).json"))
        return directory
    }
}

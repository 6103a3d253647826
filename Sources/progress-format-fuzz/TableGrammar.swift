import ProgressFormatTools
import ProgressFormat
import ProgressTables

/// Builds a string table's JSON from fuzz bytes by a grammar, so mutations land on structure —
/// nesting, quoting, `select` and `plural` trees over the real placeholders, metadata,
/// duplicate and unknown keys — instead of mostly breaking the JSON.
///
/// Every choice reads one byte; when the bytes run out they read as zero, and choice zero
/// always ends what is being built, so any input gives a finite table. Nesting goes to 40
/// levels, past the parser's limit of 32.
struct TableGrammar {
    private var reader: ByteReader
    private let placeholders: [MessageKey: [(name: String, type: PlaceholderType)]]

    /// A grammar reading `bytes`, with the placeholders the source table declares.
    init(bytes: [UInt8], source: StringTable) {
        reader = ByteReader(bytes: bytes)
        var placeholders: [MessageKey: [(String, PlaceholderType)]] = [:]
        for (key, entry) in source.entries {
            placeholders[key] = entry.placeholders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        self.placeholders = placeholders
    }

    /// The deepest nesting the grammar builds.
    static let maximumDepth = 40

    /// Text pieces: plain and non-Latin words, ICU quoting, stray syntax, controls and bidi.
    static let fragments = [
        "Lade ", "Dateien", "…", " ", "«", "»", "'", "''", "'{'", "'}'", "'#'", "'{x}'", "#", "{", "}", "|", ",",
        "\u{0301}", "\u{0645}\u{0644}\u{0641}", "\u{202E}", "\u{2068}", "\u{2069}", "\u{1B}[2J", "\n", "\u{85}", "\"",
        "\\", "\u{FEFF}", "\u{200D}", "\u{1F468}", "\u{FFFD}", "offset:", "=1", "other",
    ]

    /// Keywords a `select` or `plural` variant may be named.
    static let keywords = ["downloading", "uploading", "copying", "minute", "hour", "zero", "one", "two", "few", "many",
                           "other", "=0", "=1", "=21", "x", ""]

    /// The table, as JSON text.
    mutating func table() -> String {
        var members = ["\"@@locale\": \(reader.byte() % 16 == 15 ? "\"ar\"" : "\"de\"")"]
        let count = Int(reader.byte() % 16)
        for _ in 0..<count {
            let choice = reader.byte()
            let key = MessageKey.allCases[Int(choice) % MessageKey.allCases.count]
            switch choice % 8 {
            case 7:
                members.append("\(Self.json("unknown\(choice)")): \(Self.json(message(for: key, depth: 0)))")
            case 6:
                members.append("\(Self.json(key.rawValue)): \(choice)")
            default:
                members.append("\(Self.json(key.rawValue)): \(Self.json(message(for: key, depth: 0)))")
                if choice % 3 == 0 {
                    members.append("\(Self.json("@" + key.rawValue)): {\"x-state\": \"needs-review\", \"x-source\": "
                                   + "\(Self.json(message(for: key, depth: 0)))}")
                }
            }
        }
        return "{" + members.joined(separator: ",\n") + "}"
    }

    /// A message for `key`: up to four pieces of text, placeholders, selects and plurals.
    private mutating func message(for key: MessageKey, depth: Int) -> String {
        var text = ""
        let pieces = Int(reader.byte() % 5)
        for _ in 0..<pieces {
            let choice = reader.byte()
            switch choice % 6 {
            case 0, 1:
                text += Self.fragments[Int(choice / 6) % Self.fragments.count]
            case 2:
                text += "{\(placeholder(for: key, choice).name)}"
            case 3 where depth < Self.maximumDepth:
                text += select(for: key, depth: depth + 1, choice)
            case 4 where depth < Self.maximumDepth:
                text += plural(for: key, depth: depth + 1, choice)
            case 5 where depth < Self.maximumDepth:
                // A run of nested selects: how a deep table is built in few bytes.
                let levels = Int(choice / 6) % (Self.maximumDepth - depth) + 1
                let name = placeholder(for: key, choice).name
                text += String(repeating: "{\(name), select, other {", count: levels) + message(for: key, depth: depth + levels)
                    + String(repeating: "}}", count: levels)
            default:
                text += "x"
            }
        }
        return text
    }

    private mutating func select(for key: MessageKey, depth: Int, _ choice: UInt8) -> String {
        let name = placeholder(for: key, choice, preferring: .keyword).name
        return "{\(name), select,\(variants(for: key, depth: depth))}"
    }

    private mutating func plural(for key: MessageKey, depth: Int, _ choice: UInt8) -> String {
        let name = placeholder(for: key, choice, preferring: .count).name
        let offset = choice % 7 == 0 ? " offset:\(choice % 3)" : ""
        return "{\(name), plural,\(offset)\(variants(for: key, depth: depth))}"
    }

    /// One to four variants, with an `other` unless a byte says to leave it out.
    private mutating func variants(for key: MessageKey, depth: Int) -> String {
        var text = ""
        let count = Int(reader.byte() % 4)
        for _ in 0..<count {
            let keyword = Self.keywords[Int(reader.byte()) % Self.keywords.count]
            text += " \(keyword) {\(message(for: key, depth: depth))}"
        }
        if reader.byte() % 8 != 7 {
            text += " other {\(message(for: key, depth: depth))}"
        }
        return text
    }

    /// One of the key's placeholders, one of `type` if it has any and the byte agrees, else a
    /// made-up name now and then.
    private func placeholder(for key: MessageKey, _ choice: UInt8, preferring type: PlaceholderType? = nil)
        -> (name: String, type: PlaceholderType?) {
        let declared = placeholders[key] ?? []
        if let type, choice % 4 != 3, let match = declared.first(where: { $0.type == type }) {
            return (match.name, match.type)
        }
        guard !declared.isEmpty, choice % 9 != 8 else { return ("made_up\(choice % 3)", nil) }
        let pick = declared[Int(choice) % declared.count]
        return (pick.name, pick.type)
    }

    /// `text` as a JSON string literal, written as the tables' own writer writes strings.
    static func json(_ text: String) -> String {
        StringTableWriter.string(text)
    }
}
